/** Signed-out routes (spec §2 "Signed-out area"). */
import type { RouteDef } from '../../app/routes';
import { paths } from '../../app/paths';
import { ComingSoon } from '../../ui/ComingSoon';

const a = paths.auth;
const holder = (title: string) =>
  function Holder() {
    return <ComingSoon title={title} back={{ to: a.index, label: 'Back' }} />;
  };

export const authScreens: RouteDef[] = [
  { path: a.index, screen: holder('Welcome') },
  { path: a.signin, screen: holder('Sign In') },
  { path: a.signup, screen: holder('Sign Up') },
  { path: a.forgot, screen: holder('Forgot Password') },
  { path: a.reset, screen: holder('Create New Password') },
  { path: '/auth/reset/r/:email/:token', screen: holder('Create New Password') },
  { path: '/auth/verify/:email', screen: holder('Verify your email') },
  { path: a.account, screen: holder('Submit Verification') },
  { path: a.verification, screen: holder('Submit Verification') },
  { path: a.underReview, screen: holder('Kyc Under Review') },
  { path: a.info, screen: holder('Notice') },
  { path: a.notice, screen: holder('Notice') },
];
