/**
 * The statement as CSV (RFC 4180). A text cell a spreadsheet would read as a formula (it
 * starts with =, +, -, @, tab or carriage return) gets a leading apostrophe (OWASP's CSV
 * injection advice); amounts are written as plain numbers so they still add up.
 */
import type { Transaction } from '../../api/schemas';
import { formatDate, statusLabel } from '../../lib/format';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvAmount = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '');

export function statementCsv(rows: readonly Transaction[]): string {
  const lines = rows.map((t) =>
    [csvText(formatDate(t.date)), csvText(t.name), t.transaction_type, statusLabel(t.status), csvAmount(t.amount)].join(','),
  );
  return ['Date,Name,Type,Status,Amount', ...lines].join('\r\n') + '\r\n';
}
