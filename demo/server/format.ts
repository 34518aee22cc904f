/** Conversions between the wire (strings, decimal amounts) and the store (epoch ms, cents). */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in UTC, the format a PHP backend sends from MySQL. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` + `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Cents as the decimal number the client reads. */
export const toAmount = (cents: number) => Math.round(cents) / 100;

export const formatMoney = (cents: number) => `$${toAmount(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Largest amount any single operation may move; keeps sums far from float trouble. */
const MAX_CENTS = 1_000_000_000_00;

/**
 * A typed amount ("1,250.50", "100", 12.5) as cents, or null when it is not a plain decimal
 * number with at most two decimals. Zero and negatives are returned; callers decide.
 */
export function parseCents(raw: string | number): number | null {
  const text = String(raw).trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_CENTS ? cents : null;
}
