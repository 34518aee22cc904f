/**
 * Whether an action whose answer was lost reached the bank, found out from the bank's own list
 * (its transfers, a form's deposits): the list read before sending, compared with the list read
 * after. The backend takes no idempotency key, so this is the only safe way to know; sending
 * again on a guess could move the money twice.
 */
import { OUTCOME_MARGIN_MS, OUTCOME_WAITS_MS } from '../config/timings';
import type { ListedEntry } from '../api/money-calls';

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

/**
 * Where finding out stands: the list being read (or the call still on its way); not known yet,
 * because the device is offline, the list could not be read, or the bank gives no list to check
 * (nothing can be sent while any of these holds); found sent; found not sent.
 */
export type Finding = 'checking' | 'offline' | 'unreadable' | 'no-list' | 'sent' | 'not-sent';

/** The reads so far: when the call went (ms since the epoch) and how many reads in a row found no entry. */
export interface Reads {
  sentAt: number;
  count: number;
  absent: number;
}

/**
 * The timing policy, pure so a test can run it on a fake clock. `outcome` is one read's
 * comparison, `now` its time, `limitMs` the call's own time limit (the transport's). A bank may
 * book a call late, or still be working on one the widget gave up on, so an entry not there yet
 * is "not sent" only when at least `limitMs` plus a margin has passed since the call went AND two
 * reads in a row agree it is absent. Until then the list is read again after a growing wait, the
 * last read falling on the end of that grace. A list that cannot be read says nothing: "cannot
 * tell", read again after the same waits, never "not sent".
 */
export function afterRead(
  outcome: Outcome,
  reads: Reads,
  now: number,
  limitMs: number,
  waits: readonly number[] = OUTCOME_WAITS_MS,
  marginMs = OUTCOME_MARGIN_MS,
): { finding: Finding; reads: Reads; waitMs: number } {
  const count = reads.count + 1;
  const absent = outcome === 'not-sent' ? reads.absent + 1 : 0;
  const next = { ...reads, count, absent };
  const graceLeft = reads.sentAt + limitMs + marginMs - now;
  if (outcome === 'sent') return { finding: 'sent', reads: next, waitMs: 0 };
  if (outcome === 'not-sent' && absent >= 2 && graceLeft <= 0) return { finding: 'not-sent', reads: next, waitMs: 0 };
  const wait = waits[Math.min(count, waits.length) - 1] ?? 0;
  return { finding: outcome === 'unknown' ? 'unreadable' : 'checking', reads: next, waitMs: graceLeft > 0 ? Math.min(wait, graceLeft) : absent ? waits[0]! : wait };
}
