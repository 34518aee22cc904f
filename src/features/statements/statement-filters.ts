/**
 * The statement's filters as they live in the URL's query (`?type=debit&status=failed&from=…&to=…&q=…&page=2`),
 * so a filtered view reloads and can be shared. Everything here is pure: the screen reads the
 * query, filters the rows it already has, and writes the query back.
 */
import type { Transaction } from '../../api/schemas';
import { LOCAL_DATE, parseDate } from '../../lib/format';
export { statusWords } from '../../lib/status-words';
import type { MessageId } from '../../lib/i18n';

export const TYPES = ['credit', 'debit'] as const;
export const STATUSES = ['successful', 'in_progress', 'failed'] as const;

/** How a type reads in the filter and the CSV (lower case, as the server's words did). */
export const TYPE_WORDS: Record<Transaction['direction'], MessageId> = { credit: 'statements.type.credit', debit: 'statements.type.debit' };

export interface StatementFilters {
  type: '' | Transaction['direction'];
  status: '' | Transaction['status'];
  /** yyyy-mm-dd, inclusive; '' for no bound. */
  from: string;
  to: string;
  q: string;
  page: number;
}

export const NO_FILTERS: StatementFilters = { type: '', status: '', from: '', to: '', q: '', page: 1 };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A query a person edited by hand is read as far as it makes sense; the rest is ignored. */
export function readFilters(search: string): StatementFilters {
  const query = new URLSearchParams(search);
  const get = (key: string) => query.get(key) ?? '';
  const oneOf = <T extends string>(key: string, allowed: readonly T[]) => allowed.find((a) => a === get(key)) ?? '';
  const day = (key: string) => (DAY.test(get(key)) ? get(key) : '');
  const page = Math.floor(Number(get('page')));
  return { type: oneOf('type', TYPES), status: oneOf('status', STATUSES), from: day('from'), to: day('to'), q: get('q'), page: page > 1 ? page : 1 };
}

export function writeFilters(filters: StatementFilters): string {
  const { page, ...rest } = filters;
  const query = new URLSearchParams(Object.entries(rest).filter(([, v]) => v));
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** How many filters narrow the list (a search of spaces narrows nothing): the count on the Filter button. */
export const activeFilters = ({ page: _, ...rest }: StatementFilters) => Object.values(rest).filter((v) => v.trim()).length;
export const isFiltered = (filters: StatementFilters) => activeFilters(filters) > 0;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as `yyyy-mm-dd` (a date input's value, the CSV's file name). */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local calendar day of a server date, comparable as text with a date input's value. */
export function dayOf(date: string): string {
  // The fast path matters: a 10,000-row statement is indexed in one go when it arrives. A local date's day is its first ten characters.
  if (LOCAL_DATE.test(date)) return date.slice(0, 10);
  const d = parseDate(date);
  return d ? localDay(d) : '';
}

/** A transaction with what the filters compare, worked out once per statement, not per keystroke. */
export interface IndexedTransaction {
  t: Transaction;
  day: string;
  name: string;
}

export const indexTransaction = (t: Transaction): IndexedTransaction => ({ t, day: dayOf(t.date), name: t.name.toLowerCase() });
export const indexStatement = (list: readonly Transaction[]): IndexedTransaction[] => list.map(indexTransaction);

export function applyFilters(rows: readonly IndexedTransaction[], f: StatementFilters): IndexedTransaction[] {
  const q = f.q.trim().toLowerCase();
  const out: IndexedTransaction[] = [];
  for (const row of rows) {
    const { t, day, name } = row;
    if (f.type && t.direction !== f.type) continue;
    if (f.status && t.status !== f.status) continue;
    // A date the server sent that is not a date cannot be inside a range.
    if (f.from && !(day && day >= f.from)) continue;
    if (f.to && !(day && day <= f.to)) continue;
    if (q && !name.includes(q)) continue;
    out.push(row);
  }
  return out;
}
