/** Reading the server's dates and statuses; writing them for a reader is the locale's job (src/lib/i18n.ts). */

export const DEFAULT_CURRENCY = '$';

/** `2024-03-01` or `2024-03-01 14:05[:00]`: a date and time of the bank's own day, read as local time. */
export const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A local date (LOCAL_DATE) or any ISO string; null when it is not a date. */
export function parseDate(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const plain = LOCAL_DATE.exec(trimmed);
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]), Number(plain[4] ?? 0), Number(plain[5] ?? 0), Number(plain[6] ?? 0)) : new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A status as the server names it, for reading: `in_progress` → `in progress` (docs/spec-notes.md §4). */
export const statusLabel = (status: string) => status.replace(/_/g, ' ');
