/** Signed-out routes (spec §2 "Signed-out area"). */
import type { RouteDef } from '../../app/routes';
import { paths } from '../../app/paths';
import { AuthIndexScreen } from './AuthIndexScreen';
import { SignInScreen } from './SignInScreen';
import { SignUpScreen } from './SignUpScreen';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import { KycScreen } from './KycScreen';
import { UnderReviewScreen } from './UnderReviewScreen';
import { InfoNoticeScreen } from './InfoNoticeScreen';

const a = paths.auth;

export const authScreens: RouteDef[] = [
  { path: a.index, screen: AuthIndexScreen },
  { path: a.signin, screen: SignInScreen },
  { path: a.signup, screen: SignUpScreen },
  { path: a.forgot, screen: ForgotPasswordScreen },
  { path: a.reset, screen: ResetPasswordScreen },
  { path: '/auth/reset/r/:email/:token', screen: ResetPasswordScreen },
  { path: '/auth/verify/:email', screen: VerifyEmailScreen },
  { path: a.account, screen: KycScreen },
  { path: a.verification, screen: KycScreen },
  { path: a.underReview, screen: UnderReviewScreen },
  { path: a.info, screen: InfoNoticeScreen },
  { path: a.notice, screen: InfoNoticeScreen },
];
