/**
 * The backend contract as this client reads it (spec §3 and §7). Every response shape is
 * declared once, here; the transport validates each body against one of these before a
 * screen sees it. PHP backends send numbers and booleans as strings as often as not, so
 * the primitives below accept both and normalise.
 */
import * as v from 'valibot';
import { isFalse, isSet, reportsError } from './flags';

/** A string, or a number sent where a string was meant; null/absent become ''. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
);

/** A number, or a numeric string ("1,250.00" included); anything else becomes 0. */
export const amount = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), 0),
  v.transform((x) => {
    const n = typeof x === 'number' ? x : Number(String(x ?? '').replace(/,/g, ''));
    return Number.isFinite(n) ? n : 0;
  }),
);

/** PHP truthiness as a backend sends it: true, 1, "1", "true", "yes". */
export const flag = v.pipe(
  v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()])), false),
  v.transform((x) => isSet(x)),
);

const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.optional(v.nullable(v.array(item)), []),
    v.transform((x) => x ?? []),
  );

/**
 * A record the server may send as null when there is nothing: becomes the empty record.
 * The `null` default keeps the key required in the inferred output type (it is always there).
 */
const record = <T extends v.ObjectEntries>(entries: T) => {
  const schema = v.object(entries);
  return v.pipe(
    v.optional(v.nullable(schema), null),
    v.transform((x) => x ?? v.parse(schema, {})),
  );
};

type Raw = Record<string, unknown>;
const has = (raw: Raw, key: string) => raw[key] !== undefined;

/**
 * A call's answer: an object of `entries` that is usable only when `usable(raw)` holds. An
 * answer without what the screen needs (a backend bug, a proxy's JSON page) is a `shape`
 * failure with a message, never read as a success.
 */
const answer = <T extends v.ObjectEntries>(usable: (raw: Raw) => boolean, entries: T) =>
  v.pipe(
    v.unknown(),
    v.check((raw) => typeof raw === 'object' && raw !== null && usable(raw as Raw), 'unusable answer'),
    v.object(entries),
  );
const answerWith = <T extends v.ObjectEntries>(keys: readonly string[], entries: T) => answer((raw) => keys.some((k) => has(raw, k)), entries);
/** A list answer: `data`, or PHP's `[]` (json_encode of an empty result) meaning "nothing yet". */
const listAnswer = <T extends v.ObjectEntries>(entries: T) => answer((raw) => (Array.isArray(raw) ? raw.length === 0 : has(raw, 'data')), entries);

/* ---------- the generic action answer (spec §7 "Responses read") ---------- */

export const ActionResponse = answerWith(['status', 'error', 'message', 'icon'], {
  status: flag,
  message: text,
  icon: text,
  error: v.optional(v.union([v.boolean(), v.string(), v.number(), v.null()])),
  /** A flag, or the prompt itself ({ head, body }) as pincheck sends it; head/body may also come beside it. */
  requiresanother: v.optional(v.union([v.object({ head: text, body: text }), flag]), false),
  head: v.optional(text),
  body: v.optional(text),
  /** A transfer's reference, when the bank gives one. */
  reference: v.optional(text),
  extra: text,
  failed: flag,
  trx_notif: list(v.object({ title: text, body: text })),
});
export type ActionResponse = v.InferOutput<typeof ActionResponse>;

/* ---------- auth ---------- */

/** `ismsg`: an account notice the server wants shown instead of the dashboard (auth/info/notice). */
const Notice = v.object({ head: text, body: text });
export type Notice = v.InferOutput<typeof Notice>;

/** Usable when it signs in (jwt), refuses (error), says something (message) or states its status. */
export const LoginResponse = answer((raw) => Boolean(raw.jwt) || reportsError(raw.error) || Boolean(raw.message) || isSet(raw.status) || isFalse(raw.status), {
  jwt: text,
  role: text,
  message: text,
  error: v.optional(v.union([v.boolean(), v.string(), v.number(), v.null()])),
  status: v.optional(v.union([v.boolean(), v.string(), v.number(), v.null()])),
  verified: v.optional(v.union([v.boolean(), v.string(), v.number(), v.null()])),
  verification_status: text,
  submitted: flag,
  email: text,
  ismsg: v.optional(v.nullable(v.union([Notice, v.boolean(), v.string(), v.number()]))),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const DocsResponse = answerWith(['docs'], {
  docs: list(v.object({ doc_name: text })),
});
export type DocsResponse = v.InferOutput<typeof DocsResponse>;

/* ---------- dashboard loaders ---------- */

export const User = v.object({
  fullname: text,
  picture: text,
  current_plan: text,
  email: text,
  username: text,
  phone: text,
  gender: text,
  dob: text,
  country: text,
  marital_status: text,
  home_address: text,
  total_credit: amount,
  total_debit: amount,
  account_no: text,
});
export type User = v.InferOutput<typeof User>;

export const Balance = v.object({ current_balance: amount });

export const ProfileResponse = answer((raw) => typeof raw.data === 'object' && raw.data !== null, {
  data: User,
  tb: record({ current_balance: amount }),
});
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;

export const TransactionStatus = v.picklist(['successful', 'in_progress', 'failed']);
export const Transaction = v.object({
  name: text,
  date: text,
  amount,
  transaction_type: v.picklist(['credit', 'debit']),
  status: v.fallback(TransactionStatus, 'in_progress'),
});
export type Transaction = v.InferOutput<typeof Transaction>;

export const StatementResponse = listAnswer({ data: list(Transaction) });
export type StatementResponse = v.InferOutput<typeof StatementResponse>;
/**
 * The full statement's answer with its rows still unchecked: getStatement checks them against
 * `Transaction` a slice at a time, so a 10,000-row statement never holds the page for 100 ms.
 */
export const StatementEnvelope = listAnswer({ data: list(v.unknown()) });

export const PinCheckResponse = answerWith(['haspin'], {
  haspin: flag,
  requiresanother: v.optional(v.nullable(v.union([Notice, v.boolean(), v.string(), v.number()]))),
  trx_notif: list(v.object({ title: text, body: text })),
});
export type PinCheckResponse = v.InferOutput<typeof PinCheckResponse>;

export const ContactResponse = answerWith(['data'], {
  data: record({ whatsapp: text, email: text, phone: text }),
});
export type ContactResponse = v.InferOutput<typeof ContactResponse>;

export const Notification = v.object({
  id: text,
  title: text,
  body: text,
  wasread: text,
});
export type Notification = v.InferOutput<typeof Notification>;
export const NotificationsResponse = listAnswer({ data: list(Notification) });
export type NotificationsResponse = v.InferOutput<typeof NotificationsResponse>;

export const DepositStatus = v.picklist(['pending', 'confirmed', 'declined']);
export const TransferItem = v.object({
  type: text,
  amount,
  status: v.fallback(v.union([DepositStatus, TransactionStatus]), 'pending'),
  created_at: text,
});
export type TransferItem = v.InferOutput<typeof TransferItem>;
export const TransferListResponse = listAnswer({ data: list(TransferItem) });
export type TransferListResponse = v.InferOutput<typeof TransferListResponse>;

export const FeeResponse = answerWith(['perc', 'tb'], {
  perc: record({ percent: v.optional(v.nullable(v.union([v.number(), v.string()]))) }),
  tb: record({ current_balance: amount }),
});
export type FeeResponse = v.InferOutput<typeof FeeResponse>;

/** Method types, their addresses, and per-form extras (spec §3 "Deposit form data"). */
const depositFormEntries = {
  names: list(text),
  addresses: list(text),
  addresses2: v.pipe(
    v.optional(v.nullable(v.record(v.string(), text)), {}),
    v.transform((x) => x ?? {}),
  ),
  currency: v.pipe(
    text,
    v.transform((x) => x || '$'),
  ),
};
export const CryptoDepositForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  transactions: list(TransferItem),
});
export type CryptoDepositForm = v.InferOutput<typeof CryptoDepositForm>;
export const PaymentForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  purposes: list(v.object({ purpose_name: text })),
});
export type PaymentForm = v.InferOutput<typeof PaymentForm>;
export const PlanForm = answerWith(['names', 'addresses', 'addresses2'], {
  ...depositFormEntries,
  plans: list(v.object({ plan_name: text })),
});
export type PlanForm = v.InferOutput<typeof PlanForm>;

export const InstitutionResponse = answerWith(['data', 'data2', 'u'], {
  data: record({ account_no: text }),
  data2: record({ swift_code: text, routing_no: text, country: text }),
  u: record({ username: text }),
});
export type InstitutionResponse = v.InferOutput<typeof InstitutionResponse>;
