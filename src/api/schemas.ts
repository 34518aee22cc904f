/**
 * The backend contract as this client reads it (docs/spec-notes.md §3 and §7). Every response shape is
 * declared once, here; the transport validates each body against one of these before a
 * screen sees it. PHP backends send numbers and booleans as strings as often as not, so
 * the primitives below accept both and normalise.
 */
import * as v from 'valibot';
import { meetsRule, type UsableRule } from './flags';
import { answer as usableAnswer, field, list, maybe, objectOr, readCurrency, readDate, readFlag, readNumber, readOneOf, readText, record } from './coerce';

/*
 * Field by field: `field(expects, reader)` is required (missing or unreadable fails the answer);
 * with a third argument it is optional and falls back to it. Lists and records read `null` and
 * a missing key as empty; a list drops the rows it cannot read. See coerce.ts.
 */

/** Text (a number sent where text was meant is read as text); absent → ''. */
const text = field('text', readText, '');
/** Text the screen cannot do without. */
const requiredText = field('text', readText);
/** A number or PHP's text for one ("1,250.00"); absent → 0. */
const amount = field('a number', readNumber, 0);
const requiredAmount = field('a number', readNumber);
/** true/false, 1/0, "1"/"0", "yes"/"no"; absent → false. */
const flag = field('a flag', readFlag, false);
const date = field('a date', readDate, '');
/** Fields read by flags.ts as PHP does (anything goes). */
const loose = maybe(v.unknown());

type Raw = Record<string, unknown>;
const has = (raw: Raw, key: string) => raw[key] !== undefined;

/**
 * A call's answer: an object of `entries` that is usable only when `usable(raw)` holds. An
 * answer without what the screen needs (a backend bug, a proxy's JSON page) is a `shape`
 * failure with a message, never read as a success. `lift` moves records a backend nests
 * elsewhere to where the entries read them.
 */
const answer = <T extends v.ObjectEntries>(usable: (raw: Raw) => boolean, entries: T, expects: string, lift = (raw: Raw): unknown => raw) =>
  usableAnswer(v.object(entries), usable, expects, lift);

const answerWith = <T extends v.ObjectEntries>(keys: readonly string[], entries: T) =>
  answer((raw) => keys.some((k) => has(raw, k)), entries, `an object with ${keys.join(' or ')}`);
/** A list answer: `data`, or PHP's `[]` (json_encode of an empty result) meaning "nothing yet". */
const listAnswer = <T extends v.ObjectEntries>(entries: T) => answer((raw) => (Array.isArray(raw) ? raw.length === 0 : has(raw, 'data')), entries, 'an object with data');

/* ---------- the generic action answer (docs/spec-notes.md §7) ---------- */

/** Words the server sends to be shown: an account notice (`ismsg`, auth/info/notice), the code step's prompt. */
const Notice = v.object({ head: text, body: text });
export type Notice = v.InferOutput<typeof Notice>;

export const ActionResponse = answerWith(['status', 'error', 'message', 'icon'], {
  status: flag,
  message: text,
  icon: text,
  error: loose,
  /** A flag, or the prompt itself ({ head, body }) as pincheck sends it; head/body may also come beside it. */
  requiresanother: objectOr(Notice, flag),
  head: maybe(text),
  body: maybe(text),
  /** A transfer's reference, when the bank gives one. */
  reference: maybe(text),
  extra: text,
  failed: flag,
  trx_notif: list(v.object({ title: text, body: text })),
});
export type ActionResponse = v.InferOutput<typeof ActionResponse>;

/** The words of the transfer authorization code step. */
export type CodePrompt = Notice;
/** Whether the PIN's answer asks for the authorization code, with the server's own words if it sent any. */
export const readCodePrompt = ({ requiresanother: asks, head, body }: ActionResponse): CodePrompt | null =>
  asks && typeof asks === 'object' ? asks : asks ? { head: head ?? '', body: body ?? '' } : null;

/* ---------- auth ---------- */

/**
 * Usable when it signs in (jwt), refuses (error), says something (message) or states its status.
 * The plugin's connection tests read the same rule (scripts/generate/plugin-facts.ts).
 */
export const SIGN_IN_USABLE: UsableRule = [
  { field: 'jwt', is: 'truthy' },
  { field: 'error', is: 'reports-error' },
  { field: 'message', is: 'truthy' },
  { field: 'status', is: 'set' },
  { field: 'status', is: 'false' },
];
/**
 * A sign-in answer (a login, a verified email) refuses when its error reports one or its status
 * is false; one without a token that does not refuse is done (the email verified, the customer
 * to sign in) only when its status is set, and otherwise a refusal. The site's endpoint reads the
 * same two rules (scripts/generate/plugin-facts.ts): a done answer's code is no failed guess,
 * and only a token forgives the others.
 */
export const SIGN_IN_REFUSED: UsableRule = [
  { field: 'error', is: 'reports-error' },
  { field: 'status', is: 'false' },
];
export const SIGN_IN_DONE: UsableRule = [{ field: 'status', is: 'set' }];
export const LoginResponse = answer(
  (raw) => meetsRule(raw, SIGN_IN_USABLE),
  {
    jwt: text,
    role: text,
    message: text,
    error: loose,
    status: loose,
    verified: loose,
    verification_status: text,
    submitted: flag,
    email: text,
    /** Anything but an object is no notice. */
    ismsg: objectOr(Notice),
  },
  'a jwt, an error, a message or a status',
);
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const DocsResponse = answerWith(['docs'], {
  docs: list(v.object({ doc_name: text })),
});
export type DocsResponse = v.InferOutput<typeof DocsResponse>;

/* ---------- dashboard loaders ---------- */

const User = v.object({
  fullname: text,
  picture: text,
  // '' when the server names none: the screens show the default plan's name in the customer's language.
  current_plan: text,
  email: text,
  username: text,
  phone: text,
  gender: text,
  dob: text,
  country: text,
  marital_status: text,
  home_address: text,
  /** null when absent or unreadable: shown as "—", never as a made-up 0. */
  total_credit: field('a number', readNumber, null),
  total_debit: field('a number', readNumber, null),
  account_no: text,
});

/** The dashboard's balance: required (a balance of 0 for one the server did not send would mislead). */
const Balance = v.object({ current_balance: requiredAmount });

/** `tb` beside `data`, or inside it (a backend that sends records only under `data`). */
export const ProfileResponse = answer(
  (raw) => typeof raw.data === 'object' && raw.data !== null,
  { data: User, tb: Balance },
  'an object with data',
  (raw) => ({ tb: (raw.data as Raw).tb, ...raw }),
);
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;
/**
 * Wire names stop here: the screens read the same facts by their meaning (`balance` for
 * `tb.current_balance`, `accountNumber` for `account_no`). src/api/dashboard.ts applies these.
 */
export const readProfile = ({ data: { account_no, current_plan, total_credit, total_debit, ...customer }, tb }: ProfileResponse) => ({
  /** The customer's details, as the profile form edits them. */
  customer,
  accountNumber: account_no,
  plan: current_plan,
  totalCredit: total_credit,
  totalDebit: total_debit,
  balance: tb.current_balance,
});
type Profile = ReturnType<typeof readProfile>;
export type Customer = Profile['customer'];

const TRANSACTION_STATUSES = ['successful', 'in_progress', 'failed'] as const;
/** A row without a readable amount or type is dropped; an unknown status reads "unknown". */
export const Transaction = v.object({
  name: text,
  date,
  amount: requiredAmount,
  transaction_type: field('credit or debit', readOneOf(['credit', 'debit'] as const)),
  status: field('successful, in_progress or failed', readOneOf(TRANSACTION_STATUSES), 'unknown' as const),
});
/*
 * Rows are renamed after they are read, not inside their schema: a transformation in a valibot
 * pipe is skipped for a row that carries a fallback note, which would drop the row.
 */
/** A statement line as the screens read it: which way the money went is its `direction`. */
export const readTransaction = ({ transaction_type, ...row }: v.InferOutput<typeof Transaction>) => ({ ...row, direction: transaction_type });
export type Transaction = ReturnType<typeof readTransaction>;
export const readStatement = ({ data }: { data: v.InferOutput<typeof Transaction>[] }) => ({ data: data.map(readTransaction) });

export const StatementResponse = listAnswer({ data: list(Transaction, true) });
export type StatementResponse = v.InferOutput<typeof StatementResponse>;
/**
 * The full statement's answer with its rows still unchecked: getStatement checks them against
 * `Transaction` a slice at a time, so a 10,000-row statement never holds the page for 100 ms.
 */
export const StatementEnvelope = listAnswer({ data: list(v.unknown(), true) });

export const PinCheckResponse = answerWith(['haspin'], {
  haspin: field('a flag', readFlag),
  requiresanother: objectOr(Notice, flag),
  trx_notif: list(v.object({ title: text, body: text })),
});
export type PinCheckResponse = v.InferOutput<typeof PinCheckResponse>;
/** Whether the customer has a transaction PIN, and the bank's notices about the account. */
export const readPinCheck = ({ haspin, trx_notif }: PinCheckResponse) => ({ hasPin: haspin, notices: trx_notif });

export const ContactResponse = answerWith(['data'], {
  data: record(v.object({ whatsapp: text, email: text, phone: text })),
});
export type ContactResponse = v.InferOutput<typeof ContactResponse>;

/**
 * A row without an id (it could not be marked read) is dropped. `wasread` is a flag ("no" is
 * unread); one that cannot be read counts as read, so no badge claims what the bank did not say.
 */
export const Notification = v.object({ id: requiredText, title: text, body: text, wasread: field('a flag', readFlag, true) });
export const readNotifications = ({ data }: NotificationsResponse) => ({ data: data.map(({ wasread, ...item }) => ({ ...item, unread: !wasread })) });
export type Notification = ReturnType<typeof readNotifications>['data'][number];
export const NotificationsResponse = listAnswer({ data: list(Notification, true) });
export type NotificationsResponse = v.InferOutput<typeof NotificationsResponse>;

export const TransferItem = v.object({
  type: text,
  /** A transfer's recipient, as the transfer form posted it, when the list gives one. */
  act_hold_name: text,
  amount: requiredAmount,
  status: field('a status', readOneOf(['pending', 'confirmed', 'declined', ...TRANSACTION_STATUSES] as const), 'pending' as const),
  created_at: date,
});
/** A transfer or deposit as the screens read it: when it was made is its `date`, to whom it went its `recipient` ('' when not given). */
export const readTransferItem = ({ created_at, act_hold_name, ...item }: v.InferOutput<typeof TransferItem>) => ({ ...item, date: created_at, recipient: act_hold_name });
export type TransferItem = ReturnType<typeof readTransferItem>;
export const readTransferList = ({ data }: TransferListResponse) => ({ data: data.map(readTransferItem) });
export const TransferListResponse = listAnswer({ data: list(TransferItem, true) });
export type TransferListResponse = v.InferOutput<typeof TransferListResponse>;

export const FeeResponse = answerWith(['perc', 'tb'], {
  /** undefined: the default percent (transfer/fee.ts). */
  perc: record(v.object({ percent: field('a number', readNumber, undefined) })),
  tb: record(v.object({ current_balance: amount })),
});
export type FeeResponse = v.InferOutput<typeof FeeResponse>;
export const readFee = ({ perc, tb }: FeeResponse) => ({ percent: perc.percent, balance: tb.current_balance });

/** Method types, their addresses, and per-form extras (docs/spec-notes.md §3). */
const depositFormEntries = {
  /** A bad entry reads as '' rather than dropping, so the lists keep their order (the first method's address is `addresses[0]`). */
  names: list(text),
  addresses: list(text),
  /** Addresses by method name; PHP's `[]` for an empty one. */
  addresses2: field(
    'an object of addresses',
    (x) =>
      Array.isArray(x)
        ? x.length
          ? undefined
          : {}
        : typeof x == 'object'
          ? (Object.fromEntries(Object.entries(x!).filter(([, a]) => readText(a))) as Record<string, string>)
          : undefined,
    {} as Record<string, string>,
  ),
  currency: field('text, {symbol} or {code}', readCurrency, '$'),
};
/** A deposit form lists the deposits made through it; absent, there is no list to read (not an empty one). */
const depositList = maybe(list(TransferItem));
export const CryptoDepositForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  transactions: depositList,
});
export type CryptoDepositForm = v.InferOutput<typeof CryptoDepositForm>;
export const PaymentForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  purposes: list(v.object({ purpose_name: requiredText })),
  transactions: depositList,
});
export type PaymentForm = v.InferOutput<typeof PaymentForm>;
export const PlanForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  plans: list(v.object({ plan_name: requiredText })),
  transactions: depositList,
});
export type PlanForm = v.InferOutput<typeof PlanForm>;
/**
 * A proof-of-payment form read by its meaning: the methods a customer pays by and the address of
 * each (the first one's is `addresses[0]`, the others' `addresses2[name]`); the payment and plan
 * forms add the names their extra select offers, as `choices`.
 */
const readDepositForm = <F extends { names: string[]; addresses: string[]; addresses2: Record<string, string> }>({ names, addresses, addresses2, ...form }: F) => ({
  ...form,
  methods: names,
  addressOf: names.length ? { ...addresses2, [names[0]!]: addresses[0] || addresses2[names[0]!] || '' } : addresses2,
});
export const readCryptoDepositForm = ({ transactions, ...answer }: CryptoDepositForm) => ({ ...readDepositForm(answer), transactions: transactions?.map(readTransferItem) });
export const readPaymentForm = ({ purposes, transactions, ...answer }: PaymentForm) => ({
  ...readDepositForm(answer),
  choices: purposes.map((p) => p.purpose_name),
  transactions: transactions?.map(readTransferItem),
});
export const readPlanForm = ({ plans, transactions, ...answer }: PlanForm) => ({
  ...readDepositForm(answer),
  choices: plans.map((p) => p.plan_name),
  transactions: transactions?.map(readTransferItem),
});

/** `data2` and `u` may also come inside `data` (a backend that sends records only under `data`). */
export const InstitutionResponse = answer(
  (raw) => ['data', 'data2', 'u'].some((k) => has(raw, k)),
  {
    data: record(v.object({ account_no: text })),
    data2: record(v.object({ swift_code: text, routing_no: text, country: text })),
    u: record(v.object({ username: text })),
  },
  'an object with data, data2 or u',
  (raw) => ({ data2: raw.data, u: raw.data, ...raw }),
);
export type InstitutionResponse = v.InferOutput<typeof InstitutionResponse>;
export const readInstitution = ({ data, data2, u }: InstitutionResponse) => ({
  accountNumber: data.account_no,
  swiftCode: data2.swift_code,
  routingNumber: data2.routing_no,
  country: data2.country,
  username: u.username,
});
