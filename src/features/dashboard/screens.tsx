/**
 * Signed-in routes. Their screens come with the signed-in area's issue; until then each
 * route shows an honest holder instead of made-up figures.
 */
import type { RouteDef } from '../../app/routes';
import { paths } from '../../app/paths';
import { ComingSoon } from '../../ui/ComingSoon';

const d = paths.dashboard;
const holder = (title: string, back: { to: string; label: string } = { to: d.index, label: 'Back to the dashboard' }) =>
  function Holder() {
    return <ComingSoon title={title} back={back} />;
  };

export const dashboardScreens: RouteDef[] = [
  { path: d.index, screen: holder('Dashboard', { to: d.notifications, label: 'See your notifications' }) },
  { path: d.pinCreation, screen: holder('Create your transaction PIN') },
  { path: d.pinConfirm, screen: holder('Confirm your transaction PIN') },
  { path: d.settings, screen: holder('Settings') },
  { path: d.kyc, screen: holder('Submit verification') },
  { path: d.statements, screen: holder('Statements & Report') },
  { path: d.upgrade, screen: holder('Upgrade Account') },
  { path: d.profile, screen: holder('Profile') },
  { path: d.send, screen: holder('Bank Transfer') },
  { path: d.sendPin, screen: holder('Enter your PIN') },
  { path: d.sendConfirm, screen: holder('Confirm Transaction') },
  { path: d.contact, screen: holder('Contact Page') },
  { path: d.notifications, screen: holder('All notifications') },
  { path: d.makePayment, screen: holder('Make payment') },
  { path: d.makePaymentCrypto, screen: holder('Make payment with crypto') },
  { path: d.fixedDeposit, screen: holder('Fixed deposit') },
  { path: d.fixedDepositCrypto, screen: holder('Fixed deposit with crypto') },
  { path: d.addFunds, screen: holder('Add funds') },
  { path: d.addFundsCrypto, screen: holder('Crypto Deposit') },
  { path: d.addFundsInstitution, screen: holder('Your Details') },
];
