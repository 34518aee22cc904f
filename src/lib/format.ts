/** How numbers, money, dates and sizes read everywhere (spec §9: two decimals, English locale). */

export const DEFAULT_CURRENCY = '$';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `$1,250.50`; a negative amount reads `-$12.00`. */
export function formatMoney(amount: number, symbol = DEFAULT_CURRENCY): string {
  const text = money.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}

/** Two decimals, English grouping, no symbol. */
export const formatNumber = (n: number) => money.format(n);

/**
 * Day/month/year, zero padded, with the real month (the original showed it one lower).
 * Text the server sent that is not a date is shown as it came.
 */
export function formatDate(value: string): string {
  const parsed = parseDate(value);
  if (!parsed) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parsed.getDate())}/${pad(parsed.getMonth() + 1)}/${parsed.getFullYear()}`;
}

/** `2024-03-01`, `2024-03-01 14:05:00` (local time) or any ISO string; null when it is not a date. */
export function parseDate(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  const date = plain
    ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]), Number(plain[4] ?? 0), Number(plain[5] ?? 0), Number(plain[6] ?? 0))
    : new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A status as the server names it, for reading: `in_progress` → `in progress` (spec §4). */
export const statusLabel = (status: string) => status.replace(/_/g, ' ');
