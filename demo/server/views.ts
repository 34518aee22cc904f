/** Store records as the client reads them (src/api/schemas.ts): field names and formats of the wire. */
import { CRYPTO_METHODS, CURRENCY_SYMBOL } from './catalog.ts';
import { formatDate, toAmount } from './format.ts';
import type { Deposit, Notification, Transaction, User } from './types.ts';

/** Money that has left or reached the account: failed lines moved nothing. */
const total = (user: User, type: Transaction['type']) => user.transactions.filter((t) => t.type === type && t.status !== 'failed').reduce((sum, t) => sum + t.cents, 0);

export const userView = (user: User) => ({
  fullname: user.fullname,
  picture: user.profile.picture,
  current_plan: user.plan,
  email: user.email,
  username: user.username,
  phone: user.profile.phone,
  gender: user.profile.gender,
  dob: user.profile.dob,
  country: user.profile.country,
  marital_status: user.profile.marital_status,
  home_address: user.profile.home_address,
  total_credit: toAmount(total(user, 'credit')),
  total_debit: toAmount(total(user, 'debit')),
  account_no: user.accountNo,
});

export const balanceView = (user: User) => ({ current_balance: toAmount(user.balanceCents) });

export const transactionView = (t: Transaction) => ({
  name: t.name,
  date: formatDate(t.at),
  amount: toAmount(t.cents),
  transaction_type: t.type,
  status: t.status,
});

/** An outgoing transfer in the transfer list: its bank as the type, and its recipient as the transfer form posted it. */
export const transferView = (t: Transaction) => ({
  type: t.transfer?.bank ?? t.name,
  act_hold_name: t.transfer?.act_hold_name ?? '',
  amount: toAmount(t.cents),
  status: t.status,
  created_at: formatDate(t.at),
});

export const depositView = (d: Deposit) => ({
  type: d.type,
  amount: toAmount(d.cents),
  status: d.status,
  created_at: formatDate(d.at),
});

export const notificationView = (n: Notification) => ({
  id: String(n.id),
  title: n.title,
  body: n.body,
  wasread: n.read ? 'yes' : 'no',
});

/** The part every deposit form shares: method names, their addresses (first preselected), currency. */
export const depositMethodsView = () => ({
  names: CRYPTO_METHODS.map((m) => m.name),
  addresses: CRYPTO_METHODS.map((m) => m.address),
  addresses2: Object.fromEntries(CRYPTO_METHODS.map((m) => [m.name, m.address])),
  currency: CURRENCY_SYMBOL,
});
