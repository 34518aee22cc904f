import { isUnder, paths } from '../../config/paths';
import type { IconName } from '../../ui/Icon';
import type { MessageId } from '../../lib/i18n';

const d = paths.dashboard;

/** The sidebar of docs/spec-notes.md §2, in its order. An item without `to` is not offered in the customer's region. */
export interface NavItem {
  label: MessageId;
  icon: IconName;
  to?: string;
  /** Shows the unread notification count. */
  count?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'common.nav.dashboard', icon: 'home', to: d.index },
  { label: 'common.nav.addFunds', icon: 'plus', to: d.addFunds },
  { label: 'common.nav.makePayment', icon: 'pay', to: d.makePayment },
  { label: 'common.nav.transfer', icon: 'send', to: d.send },
  { label: 'common.nav.loan', icon: 'bank' },
  { label: 'common.nav.fixedDeposit', icon: 'vault', to: d.fixedDeposit },
  { label: 'common.nav.notifications', icon: 'bell', to: d.notifications, count: true },
  { label: 'common.nav.creditCard', icon: 'card' },
  { label: 'common.nav.upgrade', icon: 'upgrade', to: d.upgrade },
  { label: 'common.nav.help', icon: 'help', to: d.contact },
  { label: 'common.nav.payBills', icon: 'bills' },
  { label: 'common.nav.statements', icon: 'statements', to: d.statements },
  { label: 'common.nav.settings', icon: 'settings', to: d.settings },
];

/** The active item: the dashboard only on its own page, any other item on its page and the pages below it. */
export const isActive = (to: string, path: string) => (to === d.index ? path === to : isUnder(path, to));
