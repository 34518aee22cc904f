/**
 * Whether an action whose answer was lost reached the bank, found out from the bank's own list
 * (its transfers, a form's deposits): the list read before sending, compared with the list read
 * after. The backend takes no idempotency key, so this is the only safe way to know; sending
 * again on a guess could move the money twice.
 */

/** A row of the bank's list, as the schemas read it (amount a number, texts as sent). */
export interface ListedEntry {
  amount: number;
  type?: string;
  recipient?: string;
}

/** What was sent: the amount, and what a row names it by where the list names anything. */
export type SentEntry = ListedEntry;

export type Outcome = 'sent' | 'not-sent' | 'unknown';

/** Texts compared as a reader would: case, spacing and punctuation aside. */
const plain = (text = '') => text.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/**
 * A row is the sent entry when its amount is the same to the cent and each name both sides
 * give agrees. A name the row leaves out is not held against it: a backend that lists no
 * recipient still lists the amount. The date and the status are not compared: they change, or
 * are written differently, between two reads of the same row.
 */
function matches(row: ListedEntry, sent: SentEntry): boolean {
  if (Math.round(row.amount * 100) !== Math.round(sent.amount * 100)) return false;
  const agree = (a?: string, b?: string) => !plain(a) || !plain(b) || plain(a) === plain(b);
  return agree(row.type, sent.type) && agree(row.recipient, sent.recipient);
}

/**
 * `before` and `after` are the list as read before sending and after the answer was lost; null
 * when it could not be read (offline, an unreadable answer, a bank that keeps no list). Rows are
 * counted, not placed, so the list's order does not matter: sent when the list now holds more
 * rows like the sent one than before; not sent when it holds no more; unknown when either read
 * is missing and the list alone cannot say (a like row with no "before" may be an older one).
 */
export function outcomeFromLists(before: readonly ListedEntry[] | null, after: readonly ListedEntry[] | null, sent: SentEntry): Outcome {
  if (!after) return 'unknown';
  const now = after.filter((row) => matches(row, sent)).length;
  if (!before) return now ? 'unknown' : 'not-sent';
  return now > before.filter((row) => matches(row, sent)).length ? 'sent' : 'not-sent';
}
