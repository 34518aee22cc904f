/**
 * The money calls that are out with no answer known, kept in sessionStorage under the signed-in
 * account: a reload, a remount, a second widget on the page and a page transition all see them,
 * and keep the send step locked until the bank's own list settles each one. A `storage` event
 * does not fire in the document that wrote, so the widgets of one page share this module's
 * signal, and sessionStorage carries it over a reload. Never the PIN or a code: only what the
 * list is compared by and what a receipt shows.
 */
import { computed, effect, signal } from '@preact/signals-react';
import type { ListedEntry, MoneyCall } from '../api/money-calls';
import { DUPLICATE_WINDOW_MS } from '../config/timings';
import { sessionEmail, token } from './session';
import { tabStorage } from './storage';

export const UNANSWERED_KEY = 'bankUnanswered';

export interface MoneyCallOut {
  id: string;
  kind: MoneyCall;
  amount: number;
  /** A transfer's recipient (its name, its account number); a deposit's method. */
  recipient?: string;
  account?: string;
  method?: string;
  /** When it went, ms since the epoch. */
  at: number;
  /** The list read before sending; null when there was none to read. */
  before: readonly ListedEntry[] | null;
  /** The page (document) that sent it and still waits for its answer; '' once the answer is lost. */
  waiting: string;
  /** Found sent (kept for "the same transfer again?" question until that question's window ends). */
  sent?: boolean;
  /** What the screen needs to show its receipt once found (a transfer's details and fee, a deposit's plan or purpose). */
  shown?: unknown;
}

interface Stored {
  account: string;
  calls: MoneyCallOut[];
  /**
   * Calls whose lost answer the bank's list settled, sent or not: said wherever the customer goes
   * until dismissed, since the page that sent them may be gone and an outcome never vanishes unread.
   */
  told?: MoneyCallOut[];
}

/** This document, for telling a call still awaited here from one whose page went away (a reload). */
const THIS_PAGE = Math.random().toString(36).slice(2);

/**
 * The signed-in account. The email the sign-in gave names the customer in both connections (the
 * token changes each sign-in; through the site `baUid` is only the endpoint's marker); the token
 * or marker stands in when no email was given. Nobody is signed in: ''.
 */
const account = computed(() => (token.value ? sessionEmail.value.trim().toLowerCase() || token.value : ''));

function load(): Stored | null {
  try {
    const stored = JSON.parse(tabStorage.get(UNANSWERED_KEY) || 'null') as Stored | null;
    return stored && typeof stored.account === 'string' && Array.isArray(stored.calls) ? stored : null;
  } catch {
    return null;
  }
}

/** Read from sessionStorage by each mount (startUnansweredWatch), not as the module loads. */
const record = signal<Stored | null>(null);

function save(next: Stored | null) {
  record.value = next;
  // Refused storage leaves the record to live as long as the page.
  tabStorage.set(UNANSWERED_KEY, next?.calls.length || next?.told?.length ? JSON.stringify(next) : '');
}

const mine = () => {
  const held = record.value;
  return held && held.account === account.value ? held : null;
};

/** This account's calls: out with no answer, and transfers found sent within the duplicate window. */
export const moneyCalls = computed(() => mine()?.calls ?? []);

/** This account's lost calls that the list settled, `sent` or not, until the customer dismisses each. */
export const toldCalls = computed(() => mine()?.told ?? []);

function change(calls: (kept: MoneyCallOut[]) => MoneyCallOut[], told: MoneyCallOut[] = toldCalls.peek()) {
  const now = Date.now();
  const kept = calls(moneyCalls.peek()).filter((c) => !c.sent || now - c.at < DUPLICATE_WINDOW_MS);
  save({ account: account.peek(), calls: kept, told });
}

/** Records a money call as it goes (before the request): until it is settled, its kind's send step stays locked. */
export function noteOut(call: Omit<MoneyCallOut, 'id' | 'waiting'>): string {
  const id = `${call.at.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  change((calls) => [...calls, { ...call, id, waiting: THIS_PAGE }]);
  return id;
}

/** Its answer was lost: the bank's list will say. */
export function noteLost(id: string) {
  change((calls) => calls.map((c) => (c.id === id ? { ...c, waiting: '' } : c)));
}

/** Settled: sent (an answer, or found in the list), or not (a refusal, or not found in time). */
export function settle(id: string, sent: boolean) {
  // Its answer lost, or its page gone: no screen of this page shows its outcome.
  const lost = moneyCalls.peek().find((c) => c.id === id && !awaitedHere(c) && !c.sent);
  change(
    (calls) => (sent ? calls.map((c) => (c.id === id ? { ...c, waiting: '', sent: true } : c)) : calls.filter((c) => c.id !== id)),
    lost ? [...toldCalls.peek(), { ...lost, sent }] : toldCalls.peek(),
  );
}

/** The customer has read what became of a lost call. */
export function dismissTold(id: string) {
  change(
    (calls) => calls,
    toldCalls.peek().filter((c) => c.id !== id),
  );
}

/** Whether a call is still awaited by a live request of this page (its answer may yet come). */
export const awaitedHere = (call: MoneyCallOut) => call.waiting === THIS_PAGE;

/**
 * Signing out, or another account signing in, clears the record: a mount starts this watch and
 * its unmount stops it. A mount reads the stored record first, as the session's keys are.
 */
export function startUnansweredWatch() {
  record.value = load();
  return effect(() => {
    const held = record.value;
    if (held && held.account !== account.value) save(null);
  });
}
