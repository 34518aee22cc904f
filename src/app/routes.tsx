/**
 * The one route table: every URL of spec §2 (below the page's basePath) and the screen that
 * answers it. Each area is one route holding its guard and its layout, which stays mounted
 * while the customer moves between the area's screens; the error boundary sits inside the
 * layout, so a screen that fails keeps the frame around it.
 */
import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { Guard, homeFor, type Area } from './guards';
import { ErrorBoundary } from './ErrorBoundary';
import { FallbackScreen } from './FallbackScreen';
import { AuthLayout } from './layouts/AuthLayout';
import { DashboardLayout } from './layouts/DashboardLayout';
import { AuthIndexScreen } from '../features/auth/AuthIndexScreen';
import { SignInScreen } from '../features/auth/SignInScreen';
import { SignUpScreen } from '../features/auth/SignUpScreen';
import { ForgotPasswordScreen } from '../features/auth/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../features/auth/ResetPasswordScreen';
import { VerifyEmailScreen } from '../features/auth/VerifyEmailScreen';
import { KycScreen } from '../features/auth/KycScreen';
import { UnderReviewScreen } from '../features/auth/UnderReviewScreen';
import { InfoNoticeScreen } from '../features/auth/InfoNoticeScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { PinCreationScreen } from '../features/pin/PinCreationScreen';
import { PinConfirmScreen } from '../features/pin/PinConfirmScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { DashboardKycScreen } from '../features/verification/DashboardKycScreen';
import { StatementsScreen } from '../features/statements/StatementsScreen';
import { UpgradeScreen } from '../features/funds/UpgradeScreen';
import { ProfileScreen } from '../features/profile/ProfileScreen';
import { SendScreen } from '../features/transfer/SendScreen';
import { SendConfirmScreen } from '../features/transfer/SendConfirmScreen';
import { SendPinScreen } from '../features/transfer/SendPinScreen';
import { ContactScreen } from '../features/contact/ContactScreen';
import { NotificationsScreen } from '../features/notifications/NotificationsScreen';
import { MakePaymentScreen } from '../features/funds/MakePaymentScreen';
import { MakePaymentCryptoScreen } from '../features/funds/MakePaymentCryptoScreen';
import { FixedDepositScreen } from '../features/funds/FixedDepositScreen';
import { FixedDepositCryptoScreen } from '../features/funds/FixedDepositCryptoScreen';
import { AddFundsScreen } from '../features/funds/AddFundsScreen';
import { CryptoDepositScreen } from '../features/funds/CryptoDepositScreen';
import { InstitutionScreen } from '../features/funds/InstitutionScreen';

/** Each line: a pattern from src/config/paths.ts, its screen, and (as a comment) the URL below the base path. */
type Routes = ReadonlyArray<readonly [pattern: string, screen: ComponentType]>;

const a = paths.auth;
const authRoutes: Routes = [
  [a.index, AuthIndexScreen], // /auth
  [a.signin, SignInScreen], // /auth/signin
  [a.signup, SignUpScreen], // /auth/signup
  [a.forgot, ForgotPasswordScreen], // /auth/forgot
  [a.reset, ResetPasswordScreen], // /auth/reset
  [a.resetLinkPattern, ResetPasswordScreen], // /auth/reset/r/:email/:token
  [a.verifyPattern, VerifyEmailScreen], // /auth/verify/:email
  [a.account, KycScreen], // /auth/account
  [a.verification, KycScreen], // /auth/account/verification
  [a.underReview, UnderReviewScreen], // /auth/account/under-review
  [a.info, InfoNoticeScreen], // /auth/info
  [a.notice, InfoNoticeScreen], // /auth/info/notice
];

const d = paths.dashboard;
const dashboardRoutes: Routes = [
  [d.index, HomeScreen], // /dashboard
  [d.pinCreation, PinCreationScreen], // /dashboard/pincreation
  [d.pinConfirm, PinConfirmScreen], // /dashboard/pincreation/new1
  [d.settings, SettingsScreen], // /dashboard/settings
  [d.kyc, DashboardKycScreen], // /dashboard/kyc
  [d.statements, StatementsScreen], // /dashboard/statements
  [d.upgrade, UpgradeScreen], // /dashboard/upgrade
  [d.profile, ProfileScreen], // /dashboard/profile
  [d.send, SendScreen], // /dashboard/send
  [d.sendConfirm, SendConfirmScreen], // /dashboard/send/confirm
  [d.sendPin, SendPinScreen], // /dashboard/send/pin
  [d.contact, ContactScreen], // /dashboard/contact
  [d.notifications, NotificationsScreen], // /dashboard/notifications
  [d.makePayment, MakePaymentScreen], // /dashboard/make-payment
  [d.makePaymentCrypto, MakePaymentCryptoScreen], // /dashboard/make-payment/crypto
  [d.fixedDeposit, FixedDepositScreen], // /dashboard/fixed-deposit
  [d.fixedDepositCrypto, FixedDepositCryptoScreen], // /dashboard/fixed-deposit/crypto
  [d.addFunds, AddFundsScreen], // /dashboard/add-funds
  [d.addFundsCrypto, CryptoDepositScreen], // /dashboard/add-funds/crypto
  [d.addFundsInstitution, InstitutionScreen], // /dashboard/add-funds/it
];

const NOT_FOUND = 'common.notFound';

function AreaRoutes({ area, routes }: { area: Area; routes: Routes }) {
  const [path] = useLocation();
  const Layout = area === 'auth' ? AuthLayout : DashboardLayout;
  return (
    <Guard area={area}>
      <Layout>
        <ErrorBoundary resetKey={path}>
          <Switch>
            {routes.map(([pattern, screen]) => (
              <Route key={pattern} path={pattern} component={screen} />
            ))}
            <Route>
              <FallbackScreen detail={NOT_FOUND} />
            </Route>
          </Switch>
        </ErrorBoundary>
      </Layout>
    </Guard>
  );
}

/** `/auth` and everything below it, likewise `/dashboard`. */
const under = (prefix: string) => new RegExp(`^${prefix}(?:/.*)?$`);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.root}>
        <Redirect to={homeFor()} replace />
      </Route>
      <Route path={under(a.index)}>
        <AreaRoutes area="auth" routes={authRoutes} />
      </Route>
      <Route path={under(d.index)}>
        <AreaRoutes area="dashboard" routes={dashboardRoutes} />
      </Route>
      <Route>
        <FallbackScreen detail={NOT_FOUND} />
      </Route>
    </Switch>
  );
}
