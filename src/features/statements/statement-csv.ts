/**
 * The statement as CSV (RFC 4180). A text cell a spreadsheet would read as a formula (it
 * starts with =, +, -, @, tab or carriage return) gets a leading apostrophe (OWASP's CSV
 * injection advice); amounts are written as plain numbers so they still add up. Headers,
 * types, statuses, dates and the kinds the widget names (as on screen) are in the customer's language.
 */
import type { Transaction } from '../../api/schemas';
import type { I18n, MessageId } from '../../lib/i18n';
import { kindWords } from '../../lib/status-words';
import { statusWords, TYPE_WORDS } from './statement-filters';

const FORMULA_START = /^[=+\-@\t\r]/;
const HEADERS: MessageId[] = ['statements.col.date', 'statements.col.name', 'statements.col.type', 'statements.col.status', 'statements.col.amount'];

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvAmount = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '');

export function statementCsv(rows: readonly Transaction[], { t, date }: Pick<I18n, 't' | 'date'>): string {
  const lines = rows.map((r) =>
    [csvText(date(r.date)), csvText(kindWords(r.name, t)), csvText(t(TYPE_WORDS[r.direction])), csvText(statusWords(r.status, t)), csvAmount(r.amount)].join(','),
  );
  return [HEADERS.map((id) => csvText(t(id))).join(','), ...lines].join('\r\n') + '\r\n';
}
