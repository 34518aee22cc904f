/**
 * The demo's stand-in for the bank's back office (/__demo/*): read the state, decide KYC and
 * deposits, move money, demand a transfer authorization code, post notifications, treat the next
 * money call as a real network may, reset.
 */
import type { DemoStateView, PendingDepositView, UserSummary } from './admin-types.ts';
import { formatMoney, parseCents, toAmount } from './format.ts';
import { badRequest, HttpError, type Reply } from './reply.ts';
import { mailedSecret, randomDigits } from './secrets.ts';
import type { DemoStore } from './store.ts';
import type { Deposit, User } from './types.ts';
import { DIALECTS } from './dialect.ts';
import { DEFAULT_DELAY_MS, describeArming, MAX_DELAY_MS, MONEY_CALL_BEHAVIOURS, type ArmedMoneyCall } from './money-call-behaviours.ts';

type JsonObject = Record<string, unknown>;
type AdminHandler = (store: DemoStore, body: JsonObject) => Reply;

const done = (message: string): Reply => ({ status: 200, body: { status: true, message } });

function requiredString(body: JsonObject, name: string, max = 200): string {
  const value = body[name];
  if (typeof value !== 'string' || !value.trim()) throw badRequest(`"${name}" must be a non-empty string.`);
  if (value.length > max) throw badRequest(`"${name}" must be at most ${max} characters.`);
  return value.trim();
}

function oneOf<T extends string>(body: JsonObject, name: string, allowed: readonly T[]): T {
  const value = body[name];
  const match = allowed.find((a) => a === value);
  if (match === undefined) throw badRequest(`"${name}" must be one of: ${allowed.join(', ')}.`);
  return match;
}

function customer(store: DemoStore, body: JsonObject): User {
  const email = requiredString(body, 'email');
  const user = store.userByEmail(email);
  if (!user || user.role !== 'customer') throw new HttpError(404, `No customer uses the email ${email}.`);
  return user;
}

const summary = (user: User): UserSummary => ({
  email: user.email,
  username: user.username,
  fullname: user.fullname,
  role: user.role,
  emailVerified: user.emailVerified,
  verification: user.verification,
  hasPin: user.pinHash !== null,
  balance: toAmount(user.balanceCents),
  plan: user.plan,
  accountNo: user.accountNo,
  transferCodeRequired: user.transferCode !== null,
  unreadNotifications: user.notifications.filter((n) => !n.read).length,
});

const pendingView = (store: DemoStore, d: Deposit): PendingDepositView => ({
  id: d.id,
  email: store.userById(d.userId)?.email ?? '',
  kind: d.kind,
  type: d.type,
  amount: toAmount(d.cents),
  detail: d.detail,
  proofUrl: `/uploads/${d.proof}`,
  createdAt: new Date(d.at).toISOString(),
});

export function stateView(store: DemoStore): DemoStateView {
  const { mailbox, users, deposits } = store.state;
  return {
    mailbox: mailbox.map((m) => ({ ...m, at: new Date(m.at).toISOString() })),
    users: users.map(summary),
    pendingDeposits: deposits.filter((d) => d.status === 'pending').map((d) => pendingView(store, d)),
    dialect: store.dialect,
    nextMoneyCall: store.nextMoneyCall && { ...store.nextMoneyCall },
  };
}

const kyc: AdminHandler = (store, body) => {
  const user = customer(store, body);
  const decision = oneOf(body, 'decision', ['approve', 'decline'] as const);
  if (user.verification !== 'Pending Verification') {
    throw new HttpError(409, `${user.email} has no documents waiting for review (status: ${user.verification}).`);
  }
  if (decision === 'approve') {
    user.verification = 'Verified';
    store.mail(user.email, 'Your identity is verified', 'Your documents were approved. Sign in to start banking.');
    return done(`KYC approved for ${user.email}.`);
  }
  user.verification = 'Declined';
  store.mail(user.email, 'Your verification was declined', 'We could not verify your documents. Sign in to submit them again.');
  return done(`KYC declined for ${user.email}.`);
};

/** The ledger line a confirmed deposit adds, named after the form it came from. */
function depositLineName(d: Deposit): string {
  switch (d.kind) {
    case 'crypto':
      return `Crypto deposit (${d.type})`;
    case 'payment':
      return `Payment: ${d.detail} (${d.type})`;
    case 'fixed':
      return `Fixed deposit: ${d.detail}`;
    case 'upgrade':
      return `Plan upgrade: ${d.detail}`;
  }
}

const deposit: AdminHandler = (store, body) => {
  const raw = body.id;
  const id = typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw badRequest('"id" must be a deposit id.');
  const decision = oneOf(body, 'decision', ['confirm', 'decline'] as const);
  const found = store.state.deposits.find((d) => d.id === id);
  const user = found && store.userById(found.userId);
  if (!found || !user) throw new HttpError(404, `No deposit has the id ${id}.`);
  if (found.status !== 'pending') throw new HttpError(409, `Deposit ${id} was already ${found.status}.`);
  const what = `${found.type} payment of ${formatMoney(found.cents)}`;
  if (decision === 'decline') {
    found.status = 'declined';
    store.notify(user, 'Payment declined', `Your ${what} could not be confirmed.`);
    return done(`Deposit ${id} declined.`);
  }
  found.status = 'confirmed';
  user.balanceCents += found.cents;
  store.record(user, { name: depositLineName(found), cents: found.cents, type: 'credit', status: 'successful' });
  if (found.kind === 'upgrade') user.plan = found.detail;
  store.notify(user, 'Payment confirmed', `Your ${what} was confirmed and credited to your account.`);
  return done(`Deposit ${id} confirmed: ${formatMoney(found.cents)} credited to ${user.email}.`);
};

const balance: AdminHandler = (store, body) => {
  const user = customer(store, body);
  const direction = oneOf(body, 'direction', ['credit', 'debit'] as const);
  const raw = body.amount;
  const cents = typeof raw === 'number' || typeof raw === 'string' ? parseCents(raw) : null;
  if (cents === null || cents <= 0) throw badRequest('"amount" must be a positive amount with at most two decimals.');
  if (direction === 'debit' && cents > user.balanceCents) {
    throw new HttpError(409, `Insufficient balance: ${user.email} holds ${formatMoney(user.balanceCents)}.`);
  }
  const credit = direction === 'credit';
  user.balanceCents += credit ? cents : -cents;
  const name = credit ? 'Credit by Demo Bank' : 'Debit by Demo Bank';
  store.record(user, { name, cents, type: direction, status: 'successful' });
  store.notify(user, credit ? 'Account credited' : 'Account debited', `${name}: ${formatMoney(cents)}.`);
  return done(credit ? `Credited ${formatMoney(cents)} to ${user.email}.` : `Debited ${formatMoney(cents)} from ${user.email}.`);
};

const requireCode: AdminHandler = (store, body) => {
  const user = customer(store, body);
  const code = randomDigits(4);
  // No expiry: the demand stands until a transfer uses it (or a new code replaces it).
  user.transferCode = mailedSecret(code, store.now(), Number.POSITIVE_INFINITY);
  store.mail(user.email, 'Your transfer authorization code', `Enter ${code} to authorize your next transfer.`, { code });
  return done(`The next transfer by ${user.email} needs an authorization code; it was mailed.`);
};

const notify: AdminHandler = (store, body) => {
  const user = customer(store, body);
  store.notify(user, requiredString(body, 'title', 120), requiredString(body, 'body', 2000));
  return done(`Notification posted to ${user.email}.`);
};

/** The demo backend's dialect (dialect.ts): how its answers write numbers, flags, currency and lists. */
const dialect: AdminHandler = (store, body) => {
  const chosen = oneOf(body, 'dialect', DIALECTS);
  store.dialect = chosen;
  return done(
    chosen === 'php'
      ? 'The backend now answers in the PHP dialect (numbers as text, flags as "1"/"0", currency as an object, empty lists as null).'
      : 'The backend now answers in the plain dialect.',
  );
};

function optionalDelay(body: JsonObject): number | undefined {
  const value = body.delayMs;
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_DELAY_MS) {
    throw badRequest(`"delayMs" must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  }
  return value;
}

/** Arms (or, with `normal`, disarms) one behaviour for the next transfer or deposit (next-money-call.ts). */
const nextMoneyCall: AdminHandler = (store, body) => {
  const behaviour = oneOf(body, 'behaviour', MONEY_CALL_BEHAVIOURS);
  const email = body.email === undefined ? undefined : customer(store, body).email;
  const delayMs = optionalDelay(body);
  if (behaviour === 'normal') {
    store.nextMoneyCall = null;
    return done('The next money call is handled normally.');
  }
  const armed: ArmedMoneyCall = { behaviour, ...(email === undefined ? {} : { email }) };
  if (behaviour === 'late' || behaviour === 'slow') armed.delayMs = delayMs ?? DEFAULT_DELAY_MS[behaviour];
  store.nextMoneyCall = armed;
  return done(describeArming(armed));
};

const reset: AdminHandler = (store) => {
  store.reset();
  return done('Demo data reset.');
};

/** POST routes under /__demo/; `reset` needs no body. */
export const ADMIN_ACTIONS = new Map<string, { handler: AdminHandler; needsBody: boolean }>([
  ['kyc', { handler: kyc, needsBody: true }],
  ['deposit', { handler: deposit, needsBody: true }],
  ['balance', { handler: balance, needsBody: true }],
  ['require-code', { handler: requireCode, needsBody: true }],
  ['notify', { handler: notify, needsBody: true }],
  ['dialect', { handler: dialect, needsBody: true }],
  ['next-money-call', { handler: nextMoneyCall, needsBody: true }],
  ['reset', { handler: reset, needsBody: false }],
]);
