/**
 * A money call, sent once, and the one check that finds out what became of a call whose answer
 * was lost.
 *
 * `sendOnce` records the call as out before it goes and settles the record with its answer,
 * even after the widget is gone (the transport never cancels a money call). The check
 * (`startOutcomeChecks`) runs while any signed-in screen of the account is mounted, once per call
 * for the whole page however many screens and widgets show it: it reads the bank's list on the
 * timing policy of src/lib/outcome.ts until the call is found sent or not sent, waits for the
 * connection when offline and goes on by itself when it is back, and settles the record. Only
 * reads go out here; the call itself is never sent again. Screens read where each call stands
 * through `useOutcomeCheck`; the record stays across reloads, so the next mount resumes.
 */
import { effect, signal } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { getCryptoDepositForm, getFixedDepositForm, getPaymentForm, getTransferList, getUpgradeForm } from '../api/dashboard';
import { outcomeUnknown, type Result } from '../api/failure';
import type { ListedEntry, MoneyCall } from '../api/money-calls';
import type { Transport } from '../api/transport';
import { awaitedHere, moneyCalls, noteLost, noteOut, settle, type MoneyCallOut } from '../session/unanswered';
import { checkOnline, waitToRetry } from './online';
import { afterRead, outcomeFromLists, type Finding, type Reads } from './outcome';

/** Sends once, recorded out while it goes. 'lost': no answer came; the record keeps the call out for the check. */
export async function sendOnce<T>(call: Omit<MoneyCallOut, 'id' | 'waiting'>, send: () => Promise<Result<T>>): Promise<Result<T> | 'lost'> {
  const id = noteOut(call);
  const answer = await send();
  if (!answer.ok && outcomeUnknown(answer)) {
    noteLost(id);
    return 'lost';
  }
  settle(id, answer.ok);
  return answer;
}

type ListRead = (api: Transport) => Promise<Result<{ data?: ListedEntry[]; transactions?: ListedEntry[] }>>;

/** Where the bank lists each kind of call: the list of transfers, each deposit form's own deposits (the upgrade form lists none). */
const LISTS: Record<MoneyCall, ListRead> = {
  newtrs: getTransferList,
  newcd: getCryptoDepositForm,
  newmpc: getPaymentForm,
  newfdc: getFixedDepositForm,
  newupgrade: getUpgradeForm,
};

type Settled = (call: MoneyCallOut, sent: boolean) => void;
const listeners = new Set<Settled>();

/** Calls `listener` each time the page's check settles a call, whatever screen shows; returns the stop. */
export function hearSettled(listener: Settled): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Where each call stands, by its id; kept for the page's life so a screen shown later still learns "not sent". */
const findings = signal<Record<string, Finding>>({});
const found = (id: string, finding: Finding) => {
  if (findings.peek()[id] !== finding) findings.value = { ...findings.peek(), [id]: finding };
};

/** The check of one call; returns its stop. */
function check(call: MoneyCallOut, { api, limitMs }: Watch): () => void {
  let stopped = false;
  let stopWaiting = () => {};
  let reads: Reads = { sentAt: call.at, count: 0, absent: 0 };
  const entry = { amount: call.amount, recipient: call.recipient, type: call.method };
  // Offline, it says so and reads again once the connection is back.
  const again = (ms: number) => {
    if (!checkOnline()) found(call.id, 'offline');
    stopWaiting = waitToRetry(() => void step(), ms);
  };
  const step = async () => {
    if (!checkOnline()) return again(0);
    if (findings.peek()[call.id] !== 'unreadable') found(call.id, 'checking');
    const answer = await LISTS[call.kind](api);
    if (stopped) return;
    const list = answer.ok ? (answer.data.data ?? answer.data.transactions) : null;
    // A form whose answer carries no list at all: nothing can ever tell.
    if (answer.ok && !list) return found(call.id, 'no-list');
    const next = afterRead(outcomeFromLists(call.before, list ?? null, entry), reads, Date.now(), limitMs);
    reads = next.reads;
    if (next.finding === 'sent' || next.finding === 'not-sent') {
      const sent = next.finding === 'sent';
      found(call.id, next.finding);
      // The screens showing it change first (a receipt in place of the check), then the record.
      listeners.forEach((listener) => listener(call, sent));
      settle(call.id, sent);
      // Every widget on the page shows the balance it changed, not only the one that read the list.
      return watches.forEach((watch) => watch.settled());
    }
    found(call.id, next.finding);
    again(next.waitMs);
  };
  void step();
  return () => {
    stopped = true;
    stopWaiting();
  };
}

interface Watch {
  api: Transport;
  limitMs: number;
  settled: () => void;
}
/** The watches of the page's mounted widgets; the first reads for all of them. */
const watches: Watch[] = [];
const running = new Map<string, { call: MoneyCallOut; end: () => void }>();
const run = (call: MoneyCallOut) => {
  const watch = watches[0];
  if (watch) running.set(call.id, { call, end: check(call, watch) });
};

/**
 * Checks every call of the signed-in account that is out with its answer lost, while a signed-in
 * screen is mounted: each mount starts the watch and its unmount stops it, and the page's first
 * watch does the reading for all of them (when it goes, the next one takes the checks over with
 * its own connection). Every watch's `settled` runs when the list settles a call (the screens that show the
 * balance read it again).
 */
export function startOutcomeChecks(api: Transport, limitMs: number, settled: () => void): () => void {
  const watch = { api, limitMs, settled };
  watches.push(watch);
  const stop = effect(() => {
    const out = moneyCalls.value.filter((c) => !c.sent && !awaitedHere(c));
    for (const [id, { end }] of running) {
      if (out.some((c) => c.id === id)) continue;
      end();
      running.delete(id);
    }
    for (const call of out) if (!running.has(call.id)) run(call);
  });
  return () => {
    stop();
    const reading = watches[0] === watch;
    watches.splice(watches.indexOf(watch), 1);
    if (!reading) return;
    const checks = [...running.values()];
    running.clear();
    for (const { call, end } of checks) {
      end();
      run(call);
    }
  };
}

/** Reads the list again now ("Check again"), as a fresh check. */
export function checkAgain(call: MoneyCallOut | undefined) {
  const checking = call && running.get(call.id);
  if (!checking) return;
  checking.end();
  run(checking.call);
}

/**
 * A screen's view of one call's check: where it stands, and `onSettled` when the list settles it
 * while the screen is shown (the call then leaves the record, or is marked sent, so the last one
 * seen is kept here).
 */
export function useOutcomeCheck(call: MoneyCallOut | undefined, onSettled: Settled): Finding | null {
  const seen = useRef(call);
  if (call) seen.current = call;
  const last = seen.current;
  const latest = useRef(onSettled);
  latest.current = onSettled;
  useEffect(() => hearSettled((settled, sent) => settled.id === seen.current?.id && latest.current(settled, sent)), []);
  const finding = last && findings.value[last.id];
  // 'checking' while its own answer may still come; the last one seen only once the list settled it.
  return call ? (finding ?? 'checking') : finding || null;
}
