import { paths } from '../../config/paths';
import type { IconName } from '../../ui/Icon';

const d = paths.dashboard;

/** The sidebar of spec §2, in its order. An item without `to` is not offered in the customer's region. */
export interface NavItem {
  label: string;
  icon: IconName;
  to?: string;
  /** Shows the unread notification count. */
  count?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', icon: 'home', to: d.index },
  { label: 'Add funds', icon: 'plus', to: d.addFunds },
  { label: 'Make payment', icon: 'pay', to: d.makePayment },
  { label: 'Bank Transfer', icon: 'send', to: d.send },
  { label: 'Loan', icon: 'bank' },
  { label: 'Fixed deposit', icon: 'vault', to: d.fixedDeposit },
  { label: 'Notifications', icon: 'bell', to: d.notifications, count: true },
  { label: 'Credit Card', icon: 'card' },
  { label: 'Upgrade Account', icon: 'upgrade', to: d.upgrade },
  { label: 'Help & Support', icon: 'help', to: d.contact },
  { label: 'Pay Bills', icon: 'bills' },
  { label: 'Statements & Report', icon: 'statements', to: d.statements },
  { label: 'Settings', icon: 'settings', to: d.settings },
];

/** The active item: the dashboard only on its own page, any other item on its page and the pages below it. */
export const isActive = (to: string, path: string) => (to === d.index ? path === to : path === to || path.startsWith(`${to}/`));
