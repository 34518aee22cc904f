/**
 * Whether the device has a connection, as the browser reports it. Page-wide like the
 * connection itself; each mount starts the watch and its unmount stops it, so nothing listens
 * while no widget is on the page. A read that waits for the connection is called back here
 * when it returns.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { pageListener } from '../session/page-listener';

const state = signal(true);
/** False while the browser says the device is offline. */
export const online: ReadonlySignal<boolean> = state;

const onReturn = new Set<() => void>();

/** Reads the browser's word now: its event may come after a request has already failed. */
export function checkOnline(): boolean {
  const now = navigator.onLine !== false;
  const back = now && !state.peek();
  state.value = now;
  if (back) {
    const due = [...onReturn];
    onReturn.clear();
    for (const call of due) call();
  }
  return now;
}

/** Calls `call` once, the next time the connection comes back; the returned function cancels it. */
export function whenBackOnline(call: () => void): () => void {
  onReturn.add(call);
  return () => void onReturn.delete(call);
}

/**
 * The one retry-until-online wait, under a read that heals itself (resource.ts) and the money
 * call's check of the bank's list (money-call.ts): `next` runs after `ms`, or, offline, once the
 * connection is back (told `true`: no try was spent waiting). Returns what cancels the wait.
 */
export function waitToRetry(next: (cameBack: boolean) => void, ms: number): () => void {
  if (!checkOnline()) return whenBackOnline(() => next(true));
  const timer = setTimeout(next, ms, false);
  return () => clearTimeout(timer);
}

const listening = pageListener(['online', 'offline'], checkOnline);

export function startOnlineWatch(): () => void {
  const stop = listening();
  checkOnline();
  return stop;
}
