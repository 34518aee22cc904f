/**
 * The one route table: every URL of docs/spec-notes.md §2 (below the page's basePath) and the screen that
 * answers it. Each area is one route holding its guard and its layout, which stays mounted
 * while the customer moves between the area's screens; the error boundary sits inside the
 * layout, so a screen that fails keeps the frame around it.
 */
import { Fragment, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { Guard, homeFor, PinRequired, type Area } from './guards';
import { IdleLock } from './IdleLock';
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

/**
 * Each line: the URL below the base path, written out so that a search for a URL lands here, and
 * its screen. The same patterns as src/config/paths.ts, which links build from (a test holds the two
 * together).
 */
type Routes = ReadonlyArray<readonly [pattern: string, screen: ComponentType]>;

export const authRoutes: Routes = [
  ['/auth', AuthIndexScreen],
  ['/auth/signin', SignInScreen],
  ['/auth/signup', SignUpScreen],
  ['/auth/forgot', ForgotPasswordScreen],
  ['/auth/reset', ResetPasswordScreen],
  ['/auth/reset/r/:email/:token', ResetPasswordScreen],
  ['/auth/verify/:email', VerifyEmailScreen],
  ['/auth/account', KycScreen],
  ['/auth/account/verification', KycScreen],
  ['/auth/account/under-review', UnderReviewScreen],
  ['/auth/info', InfoNoticeScreen],
  ['/auth/info/notice', InfoNoticeScreen],
];

export const dashboardRoutes: Routes = [
  ['/dashboard', HomeScreen],
  ['/dashboard/pincreation', PinCreationScreen],
  ['/dashboard/pincreation/new1', PinConfirmScreen],
  ['/dashboard/settings', SettingsScreen],
  ['/dashboard/kyc', DashboardKycScreen],
  ['/dashboard/statements', StatementsScreen],
  ['/dashboard/upgrade', UpgradeScreen],
  ['/dashboard/profile', ProfileScreen],
  ['/dashboard/send', SendScreen],
  ['/dashboard/send/confirm', SendConfirmScreen],
  ['/dashboard/send/pin', SendPinScreen],
  ['/dashboard/contact', ContactScreen],
  ['/dashboard/notifications', NotificationsScreen],
  ['/dashboard/make-payment', MakePaymentScreen],
  ['/dashboard/make-payment/crypto', MakePaymentCryptoScreen],
  ['/dashboard/fixed-deposit', FixedDepositScreen],
  ['/dashboard/fixed-deposit/crypto', FixedDepositCryptoScreen],
  ['/dashboard/add-funds', AddFundsScreen],
  ['/dashboard/add-funds/crypto', CryptoDepositScreen],
  ['/dashboard/add-funds/it', InstitutionScreen],
];

const NOT_FOUND = 'common.notFound';

function AreaRoutes({ area, routes }: { area: Area; routes: Routes }) {
  const [path] = useLocation();
  const Layout = area === 'auth' ? AuthLayout : DashboardLayout;
  // The signed-in area: a PIN first, and the inactivity lock around the whole frame.
  const Required = area === 'auth' ? Fragment : PinRequired;
  const Lock = area === 'auth' ? Fragment : IdleLock;
  return (
    <Guard area={area}>
      <Required>
        <Lock>
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
        </Lock>
      </Required>
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
      <Route path={under(paths.auth.index)}>
        <AreaRoutes area="auth" routes={authRoutes} />
      </Route>
      <Route path={under(paths.dashboard.index)}>
        <AreaRoutes area="dashboard" routes={dashboardRoutes} />
      </Route>
      <Route>
        <FallbackScreen detail={NOT_FOUND} />
      </Route>
    </Switch>
  );
}
