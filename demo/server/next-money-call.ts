/**
 * The next money call, as a real bank and network may treat it: its answer lost after the bank
 * carried it out, the connection dropped before the bank had it, booked late, or answered
 * slowly. Armed once from the demo's bank controls (POST /__demo/next-money-call); the next
 * money call of the chosen customer (or of anyone) uses it up.
 */
import { DEFAULT_DELAY_MS, MONEY_CALLS, type ArmedMoneyCall } from './money-call-behaviours.ts';
import { LOST, type Reply } from './reply.ts';
import type { DemoStore } from './store.ts';
import type { User } from './types.ts';

const isMoneyCall = (call: string) => (MONEY_CALLS as readonly string[]).includes(call);

/** What is armed for this customer's `call`, when it is a money call. */
function armedFor(store: DemoStore, user: User, call: string): ArmedMoneyCall | null {
  const armed = store.nextMoneyCall;
  if (!armed || !isMoneyCall(call) || user.role !== 'customer') return null;
  return armed.email === undefined || armed.email === user.email ? armed : null;
}

/**
 * Whether this request is the money call a `dropped` arming waits for: then it is used up and
 * the bank never has the request. The customer is the session's; a call without a valid
 * session is answered as usual.
 */
export function dropsBeforeTheBank(store: DemoStore, call: string, token: string): boolean {
  const found = store.session(token);
  if (!found || found.session.kind !== 'full') return false;
  if (armedFor(store, found.user, call)?.behaviour !== 'dropped') return false;
  store.nextMoneyCall = null;
  return true;
}

/**
 * Browsers resend a request by themselves when a connection they had used before closes
 * without a word of answer (Chromium does, POST included; others may): the answer the demo
 * loses would otherwise come back from that replay, or a dropped call reach the bank. The
 * replay carries the same bytes (boundary included), comes within moments, and is lost too.
 */
const REPLAY_WINDOW_MS = 10_000;

/** Remembers a request whose connection was reset, so that the browser's replays of it are lost too. */
export function rememberLost(store: DemoStore, digest: string): void {
  const now = store.now();
  for (const [key, until] of store.lostRequests) if (until <= now) store.lostRequests.delete(key);
  store.lostRequests.set(digest, now + REPLAY_WINDOW_MS);
}

/** A browser's replay of a request whose connection was reset. */
export const isReplayOfLost = (store: DemoStore, digest: string) => (store.lostRequests.get(digest) ?? 0) > store.now();

/**
 * A demo delay, not a bank's: after a lost answer the bank lists the call at once, so the widget's
 * check would last a few milliseconds and nobody would see it. For the next few seconds each list
 * a lost call is checked against answers this much later, so the checking state can be seen.
 */
export const LIST_HOLD_MS = 3000;
const LIST_HOLD_WINDOW_MS = 10_000;
const LISTS = ['gettrslist', 'getcdform', 'getmpcform', 'getfdcform', 'getupgradeform'];

/** A list read while a lost answer is being checked: answered LIST_HOLD_MS late. */
export const heldList = (store: DemoStore, call: string, reply: Reply): Reply =>
  LISTS.includes(call) && reply.status === 200 && !reply.delivery && store.holdListsUntil > store.now() ? { ...reply, delivery: { afterMs: LIST_HOLD_MS } } : reply;

/** The bank carried the call out: it answered yes (a refusal or a bad request uses nothing up). */
const carriedOut = (reply: Reply) => reply.status === 200 && (reply.body as { status?: unknown } | null)?.status === true;

/**
 * Runs a dashboard call; when it is the armed money call and the bank carries it out, the
 * arming is used up and the answer is lost, held back, or the entries it made listed late.
 */
export async function underArming(store: DemoStore, user: User, call: string, run: () => Promise<Reply>): Promise<Reply> {
  const armed = armedFor(store, user, call);
  const firstId = store.state.nextId;
  const reply = await run();
  if (!armed || armed.behaviour === 'dropped' || store.nextMoneyCall !== armed || !carriedOut(reply)) return reply;
  store.nextMoneyCall = null;
  switch (armed.behaviour) {
    case 'lost':
      store.holdListsUntil = store.now() + LIST_HOLD_WINDOW_MS;
      return LOST;
    case 'late':
      store.listFrom(user, firstId, store.now() + (armed.delayMs ?? DEFAULT_DELAY_MS.late));
      return LOST;
    case 'slow':
      return { ...reply, delivery: { afterMs: armed.delayMs ?? DEFAULT_DELAY_MS.slow } };
  }
}
