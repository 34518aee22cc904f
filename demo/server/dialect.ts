/**
 * The demo backend's two readings of one contract, so the widget meets what PHP backends write. `plain` answers as the widget's
 * schemas were first written (numbers, booleans, currency as text, `[]`). `php` answers as a
 * PHP backend commonly does: numbers as strings (money through number_format, "1,250.00"),
 * flags as "1"/"0", currency as { "symbol": "$" }, empty lists as null, and records only under
 * `data` (getprofile's balance, getinstituition's details). The widget must read both.
 *
 * Chosen by DEMO_DIALECT=php (or --dialect php on the CLI) and switched at run time from the
 * demo's admin panel (POST /__demo/dialect { "dialect": "php" }).
 */
export const DIALECTS = ['plain', 'php'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const isDialect = (x: unknown): x is Dialect => DIALECTS.includes(x as Dialect);

/** The dialect a new store starts in: DEMO_DIALECT, else plain. An unknown value is an error, not a guess. */
export function dialectFromEnv(env: NodeJS.ProcessEnv = process.env): Dialect {
  const value = env.DEMO_DIALECT?.trim();
  if (!value) return 'plain';
  if (!isDialect(value)) throw new Error(`DEMO_DIALECT must be one of ${DIALECTS.join(', ')} (got "${value}").`);
  return value;
}

const MONEY = new Set(['amount', 'current_balance', 'total_credit', 'total_debit']);
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

function php(value: unknown, key = ''): unknown {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return MONEY.has(key) ? money(value) : String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => php(item)) : null;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'currency' && typeof v === 'string' ? { symbol: v } : php(v, k)]));
  }
  return value;
}

type Body = Record<string, unknown>;
const isRecord = (x: unknown): x is Body => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Records that sit beside `data` in the plain dialect move inside it. */
function recordsUnderData(call: string, body: Body): Body {
  if (!isRecord(body.data)) return body;
  if (call === 'getprofile' && isRecord(body.tb)) {
    const { tb, ...rest } = body;
    return { ...rest, data: { ...body.data, tb } };
  }
  if (call === 'getinstituition') {
    const { data2, u, ...rest } = body;
    return { ...rest, data: { ...body.data, ...(isRecord(data2) ? data2 : {}), ...(isRecord(u) ? u : {}) } };
  }
  return body;
}

/** A 200 answer of `call` (a marker or crud action) in `dialect`. Error answers (4xx) are left as they are. */
export function inDialect(dialect: Dialect, call: string, body: unknown): unknown {
  if (dialect === 'plain' || !isRecord(body)) return body;
  return php(recordsUnderData(call, body));
}
