import { paths } from '../../config/paths';

const d = paths.dashboard;

/** The sidebar of spec §2, in its order. An item without `to` is not offered in the customer's region. */
export interface NavItem {
  label: string;
  to?: string;
  /** Shows the unread notification count. */
  count?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: d.index },
  { label: 'Add funds', to: d.addFunds },
  { label: 'Make payment', to: d.makePayment },
  { label: 'Bank Transfer', to: d.send },
  { label: 'Loan' },
  { label: 'Fixed deposit', to: d.fixedDeposit },
  { label: 'Notifications', to: d.notifications, count: true },
  { label: 'Credit Card' },
  { label: 'Upgrade Account', to: d.upgrade },
  { label: 'Help & Support', to: d.contact },
  { label: 'Pay Bills' },
  { label: 'Statements & Report', to: d.statements },
  { label: 'Settings', to: d.settings },
];

/** The active item: the dashboard only on its own page, any other item on its page and the pages below it. */
export const isActive = (to: string, path: string) => (to === d.index ? path === to : path === to || path.startsWith(`${to}/`));
