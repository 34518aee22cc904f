/**
 * Dashboard actions that move money: the PIN-guarded transfer (with the optional authorization
 * code the admin side can demand) and the proof-of-payment deposits the admin side confirms.
 */
import { CRYPTO_METHODS, FIXED_DEPOSIT_PLANS, PAYMENT_PURPOSES, UPGRADE_PLANS } from './catalog.ts';
import type { DashboardHandler } from './dashboard-context.ts';
import { formatMoney, parseCents } from './format.ts';
import { ok, refuse } from './reply.ts';
import { matchesSecret, verifySecret } from './secrets.ts';
import type { DepositKind, TransferDetails } from './types.ts';

/** A confirmed PIN authorises one transfer, made within this time. */
const PIN_CONFIRM_TTL_MS = 10 * 60_000;
const CODE_REQUIRED = 'Transfer Authorization Code is required';
const CONFIRM_PIN_FIRST = 'Confirm your transaction PIN first.';

const confirmmypin: DashboardHandler = ({ store, user, session, form }) => {
  const pin = form.text('pin');
  if (!user.pinHash) return refuse('Create a transaction PIN first.');
  if (!verifySecret(pin, user.pinHash)) return refuse('Invalid Pin');
  session.pinConfirmedAt = store.now();
  session.codeConfirmed = false;
  if (user.transferCode) return ok({ status: true, requiresanother: true, message: CODE_REQUIRED });
  return ok({ status: true, message: 'PIN confirmed' });
};

const confirmtpin: DashboardHandler = ({ store, user, session, form }) => {
  const code = form.text('pin');
  if (session.pinConfirmedAt === null) return refuse(CONFIRM_PIN_FIRST);
  if (!user.transferCode) return refuse('No authorization code is needed for this transfer.');
  if (!matchesSecret(user.transferCode, code, store.now())) {
    return refuse(user.transferCode.triesLeft > 0 ? 'Invalid authorization code' : 'Too many wrong codes. Ask the bank for a new authorization code.');
  }
  session.codeConfirmed = true;
  return ok({ status: true, message: 'Authorization code accepted' });
};

const TRANSFER_FIELDS = ['bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name'] as const;

const newtrs: DashboardHandler = ({ store, user, session, form }) => {
  const details = Object.fromEntries(TRANSFER_FIELDS.map((name) => [name, form.text(name)])) as Omit<TransferDetails, 'note'>;
  const amount = form.text('amount');
  const note = form.optionalText('note');
  const extra = form.optionalText('extra');

  const pinConfirmedAt = session.pinConfirmedAt;
  if (pinConfirmedAt === null || store.now() - pinConfirmedAt > PIN_CONFIRM_TTL_MS) return refuse(CONFIRM_PIN_FIRST);
  if (!details.bank || !details.act_no || !details.act_hold_name) {
    return refuse('Fill in the bank, the account number and the account holder name.');
  }
  const cents = parseCents(amount);
  if (cents === null) return refuse('Enter a valid amount.');
  if (cents <= 0) return refuse('Enter an amount greater than zero.');
  if (cents > user.balanceCents) return refuse('Insufficient balance');
  // The code may have been entered by confirmtpin in this session, or come along as `extra`.
  if (user.transferCode && !session.codeConfirmed && !(extra && matchesSecret(user.transferCode, extra, store.now()))) {
    return refuse(CODE_REQUIRED, { requiresanother: true });
  }

  user.balanceCents -= cents;
  const line = store.record(user, {
    name: `Transfer to ${details.act_hold_name}`,
    cents,
    type: 'debit',
    status: 'in_progress',
    transfer: { ...details, note },
  });
  user.transferCode = null;
  session.pinConfirmedAt = null;
  session.codeConfirmed = false;
  store.notify(user, 'Transfer in progress', `Your transfer of ${formatMoney(cents)} to ${details.act_hold_name} is being processed.`);
  // The bank's reference for the transfer comes back in `extra`.
  return ok({ status: true, icon: 'success', message: 'Successful! Await Confirmation', extra: `TRF-${line.id}` });
};

const METHOD_NAMES: string[] = CRYPTO_METHODS.map((m) => m.name);

/** What distinguishes one proof-of-payment form from another. */
interface DepositForm {
  kind: DepositKind;
  /** The file field carrying the payment proof. */
  proofField: string;
  /** The extra choice the form posts (purpose or plan) and its allowed values. */
  choice?: { field: 'purpose' | 'plan'; allowed: string[] };
}

const deposit =
  ({ kind, proofField, choice }: DepositForm): DashboardHandler =>
  async ({ store, user, form }) => {
    const type = form.text('type');
    const amount = form.text('amount');
    const detail = choice ? form.text(choice.field) : '';
    const proof = await form.image(proofField);
    const fail = (message: string) => refuse(message, { icon: 'error' });

    if (!METHOD_NAMES.includes(type)) return fail('Choose a payment method from the list.');
    if (choice && !choice.allowed.includes(detail)) return fail(`Choose a ${choice.field} from the list.`);
    const cents = parseCents(amount);
    if (cents === null || cents <= 0) return fail('Enter an amount greater than zero.');

    const id = store.nextId();
    store.state.deposits.push({
      id,
      userId: user.id,
      kind,
      type,
      cents,
      detail,
      proof: store.uploads.save(proof.bytes, proof.kind),
      status: 'pending',
      at: store.now(),
    });
    store.notify(user, 'Payment received', `Your ${type} payment of ${formatMoney(cents)} is waiting for confirmation.`);
    return ok({ status: true, icon: 'success', message: 'Deposit received and awaiting confirmation', extra: `DEP-${id}` });
  };

export const MONEY_ACTIONS: Record<string, DashboardHandler> = {
  confirmmypin,
  confirmtpin,
  newtrs,
  newcd: deposit({ kind: 'crypto', proofField: 'depositPic' }),
  newmpc: deposit({ kind: 'payment', proofField: 'depositPic', choice: { field: 'purpose', allowed: PAYMENT_PURPOSES } }),
  newfdc: deposit({ kind: 'fixed', proofField: 'fixedDepositPic', choice: { field: 'plan', allowed: FIXED_DEPOSIT_PLANS } }),
  newupgrade: deposit({ kind: 'upgrade', proofField: 'depositPic', choice: { field: 'plan', allowed: UPGRADE_PLANS } }),
};
