/** Read-only dashboard markers: each answers one screen's data in the shape schemas.ts expects. */
import { CONTACT, FIXED_DEPOSIT_PLANS, INSTITUTION, PAYMENT_PURPOSES, TRANSFER_FEE_PERCENT, UPGRADE_PLANS } from './catalog.ts';
import type { DashboardContext, DashboardHandler } from './dashboard-context.ts';
import type { DepositKind } from './types.ts';
import { ok } from './reply.ts';
import { balanceView, depositMethodsView, depositView, notificationView, transactionView, transferView, userView } from './views.ts';

/** How many lines the dashboard's "Recent Transactions" shows. */
const RECENT_COUNT = 10;

/** The customer's deposits made through one form, newest first. */
const depositsOf = (store: DashboardContext['store'], user: DashboardContext['user'], kind: DepositKind) =>
  store
    .listed(store.state.deposits)
    .filter((d) => d.userId === user.id && d.kind === kind)
    .sort((a, b) => b.at - a.at)
    .map(depositView);

const planList = (plans: string[]) => plans.map((plan_name) => ({ plan_name }));

export const LOADERS: Record<string, DashboardHandler> = {
  getprofile: ({ user }) => ok({ data: userView(user), tb: balanceView(user) }),
  getstatement: ({ store, user }) => ok({ data: store.listed(user.transactions).map(transactionView) }),
  getstatement2: ({ store, user }) => ok({ data: store.listed(user.transactions).slice(0, RECENT_COUNT).map(transactionView) }),
  // Account-level notices (`requiresanother`, `trx_notif`) are not modelled by the demo; it sends none.
  pincheck: ({ user }) => ok({ haspin: user.pinHash !== null, requiresanother: false, trx_notif: [] }),
  getcontact: () => ok({ data: CONTACT }),
  getnotifications: ({ store, user }) => ok({ data: store.listed(user.notifications).map(notificationView) }),
  gettrslist: ({ store, user }) =>
    ok({
      data: store
        .listed(user.transactions)
        .filter((t) => t.transfer)
        .map(transferView),
    }),
  getperc: ({ user }) => ok({ perc: { percent: TRANSFER_FEE_PERCENT }, tb: balanceView(user) }),
  getinstituition: ({ user }) => ok({ data: { account_no: user.accountNo }, data2: INSTITUTION, u: { username: user.username } }),
  getcdform: ({ store, user }) => ok({ ...depositMethodsView(), transactions: depositsOf(store, user, 'crypto') }),
  // The payment and fixed deposit forms list theirs too, as the specification's deposit form data allows; the upgrade form lists none.
  getmpcform: ({ store, user }) =>
    ok({ ...depositMethodsView(), purposes: PAYMENT_PURPOSES.map((purpose_name) => ({ purpose_name })), transactions: depositsOf(store, user, 'payment') }),
  getfdcform: ({ store, user }) => ok({ ...depositMethodsView(), plans: planList(FIXED_DEPOSIT_PLANS), transactions: depositsOf(store, user, 'fixed') }),
  getupgradeform: () => ok({ ...depositMethodsView(), plans: planList(UPGRADE_PLANS) }),
};
