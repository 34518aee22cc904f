/**
 * The one route table: every URL of docs/spec-notes.md §2 (below the page's basePath), the screen that
 * answers it and what that screen reads. Each area is one route holding its guard and its layout, which stays mounted
 * while the customer moves between the area's screens; the error boundary sits inside the
 * layout, so a screen that fails keeps the frame around it. A route's reads, and its frame's,
 * start as soon as the route is known (route-reads.ts), not when each part has rendered.
 */
import { Fragment, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import {
  getContact,
  getCryptoDepositForm,
  getFixedDepositForm,
  getInstitution,
  getNotifications,
  getPaymentForm,
  getProfile,
  getRecentStatement,
  getTransferList,
  getUpgradeForm,
  pinCheck,
} from '../api/dashboard';
import type { Read } from '../lib/shared-loaders';
import { isSignedIn } from '../session/session';
import { Guard, homeFor, PinRequired, redirectFor, type Area } from './guards';
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
import { loadStatement } from '../features/statements/load-statement';

/**
 * Each line: the URL below the base path, written out so that a search for a URL lands here, its
 * screen, and the reads that screen shows when it lands (those it makes only after the customer
 * acts are its own). The same patterns as src/config/paths.ts, which links build from (a test holds the two
 * together); a test holds each screen's reads to what it asks for.
 */
type Routes = ReadonlyArray<readonly [pattern: string, screen: ComponentType, reads?: readonly Read[]]>;

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

/** The signed-in frame's reads: the name in the profile menu, the notification count, the PIN check of PinRequired. */
const frameReads: readonly Read[] = [getProfile, getNotifications, pinCheck];

export const dashboardRoutes: Routes = [
  ['/dashboard', HomeScreen, [getProfile, pinCheck, getRecentStatement]],
  ['/dashboard/pincreation', PinCreationScreen],
  ['/dashboard/pincreation/new1', PinConfirmScreen],
  ['/dashboard/settings', SettingsScreen, [getProfile]],
  ['/dashboard/kyc', DashboardKycScreen, [getProfile]],
  ['/dashboard/statements', StatementsScreen, [loadStatement, getProfile]],
  ['/dashboard/upgrade', UpgradeScreen, [getProfile, getUpgradeForm]],
  ['/dashboard/profile', ProfileScreen, [getProfile]],
  ['/dashboard/send', SendScreen, [getTransferList]],
  ['/dashboard/send/confirm', SendConfirmScreen],
  ['/dashboard/send/pin', SendPinScreen],
  ['/dashboard/contact', ContactScreen, [getContact]],
  ['/dashboard/notifications', NotificationsScreen, [getNotifications]],
  ['/dashboard/make-payment', MakePaymentScreen],
  ['/dashboard/make-payment/crypto', MakePaymentCryptoScreen, [getPaymentForm]],
  ['/dashboard/fixed-deposit', FixedDepositScreen],
  ['/dashboard/fixed-deposit/crypto', FixedDepositCryptoScreen, [getFixedDepositForm]],
  ['/dashboard/add-funds', AddFundsScreen],
  ['/dashboard/add-funds/crypto', CryptoDepositScreen, [getCryptoDepositForm]],
  ['/dashboard/add-funds/it', InstitutionScreen, [getInstitution]],
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

/**
 * What the route at `path` reads, where the guards will let the customer be: its frame's reads and
 * its screen's. Reads need a session: signed out, or mid-verification, nothing.
 */
export function readsAt(path: string): readonly Read[] {
  if (!isSignedIn.value) return [];
  const to = path === paths.root ? homeFor() : (redirectFor(under(paths.auth.index).test(path) ? 'auth' : 'dashboard', path) ?? path);
  if (!under(paths.dashboard.index).test(to)) return [];
  return [...frameReads, ...(dashboardRoutes.find(([pattern]) => pattern === to)?.[2] ?? [])];
}

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
