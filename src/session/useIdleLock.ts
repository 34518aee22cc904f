/**
 * The inactivity lock: the session ends after `idleMinutes` without input in any tab of the
 * widget, with a warning shortly before. Tabs share their last input time under a key of
 * our own (not one of the spec's session keys) and hear each other through `storage`.
 *
 * A site's endpoint counts inactivity from the last call, not the last input: while the customer
 * works (typing a long form, no call), it is told the last input's age once half the limit has
 * passed without a call, and "Stay signed in" tells it at once; so its session ends when the
 * widget's does, and an idle customer tells it nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { signal } from '@preact/signals-react';
import { idleStatus, latestInput } from './idle-clock';
import { storage } from './storage';
import type { Transport } from '../api/transport';

export const IDLE_KEY = 'bankLastInput';
/** Written, then removed at once, by the tab that ends the session, so the others say why too. */
const ENDED = 'ended';

/** A widget's "its last session ended for inactivity": its sign-in page says so. */
export function createInactivityFlag() {
  const ended = signal(false);
  return {
    ended: () => ended.value,
    set(value: boolean) {
      ended.value = value;
    },
  };
}
export type InactivityFlag = ReturnType<typeof createInactivityFlag>;

export interface IdleLock {
  /** Seconds before the session ends while the warning is due, else null. */
  seconds: number | null;
  /** Input on the frame (the dialog's own keys are not enough to stay). */
  onInput: () => void;
  stay: () => void;
}

export function useIdleLock(idleMinutes: number, inactivity: InactivityFlag, onEnd: () => void, site: Pick<Transport, 'keepAlive' | 'sinceLastCall'>): IdleLock {
  const [seconds, setSeconds] = useState<number | null>(null);
  const end = useRef(onEnd);
  end.current = onEnd;
  const server = useRef(site);
  server.current = site;
  const lock = useRef<Omit<IdleLock, 'seconds'>>({ onInput() {}, stay() {} });

  useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    let last = 0;
    let shared = 0;
    let warned = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let keepTimer: ReturnType<typeof setTimeout> | undefined;
    inactivity.set(false);

    // Input since the last call: the site hears of it by half the limit after that call, well before its own end.
    const keep = (delay: number) => {
      keepTimer ??= setTimeout(() => {
        keepTimer = undefined;
        const since = Date.now() - last;
        if (server.current.sinceLastCall() > since) void server.current.keepAlive(Math.floor(since / 1000));
      }, delay);
    };

    const note = (force?: boolean) => {
      last = Date.now();
      // Pointer moves come in bursts: one write a second is enough for the other tabs.
      if (force || last - shared >= 1000) storage.set(IDLE_KEY, String((shared = last)));
    };
    const check = () => {
      clearTimeout(timer);
      last = latestInput(last, storage.get(IDLE_KEY));
      const status = idleStatus(last, Date.now(), idleMs);
      if (status.phase === 'ended') {
        storage.set(IDLE_KEY, ENDED);
        storage.set(IDLE_KEY, '');
        inactivity.set(true);
        end.current();
        return;
      }
      warned = status.phase === 'warning';
      setSeconds(status.phase === 'warning' ? status.seconds : null);
      timer = setTimeout(check, status.next);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== IDLE_KEY || !event.newValue) return;
      // The other tab has signed out already; its session keys follow and the guard moves us.
      if (event.newValue === ENDED) inactivity.set(true);
      else check();
    };
    // A hidden tab's timers are slowed down: look again when it shows.
    const onShow = () => {
      if (!document.hidden) check();
    };

    lock.current = {
      onInput: () => {
        if (warned) return;
        note();
        keep(Math.max(0, idleMs / 2 - server.current.sinceLastCall()));
      },
      stay: () => {
        note(true);
        clearTimeout(keepTimer);
        keepTimer = undefined;
        keep(0);
        check();
      },
    };
    note(true);
    check();
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      clearTimeout(keepTimer);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [idleMinutes, inactivity]);

  return { seconds, onInput: () => lock.current.onInput(), stay: () => lock.current.stay() };
}
