/**
 * The inactivity lock's clock: the session ends after `idleMinutes` without input in any tab of
 * the widget (idle-tabs.ts), with a warning shortly before (idle-clock.ts); input also keeps the
 * site's session alive (keep-alive.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { signal } from '@preact/signals-react';
import { idleStatus } from './idle-clock';
import { endInEveryTab, hearTabs, latestOfTabs, shareInput } from './idle-tabs';
import { keepAlive, type KeepAliveSite } from './keep-alive';

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

export function useIdleLock(idleMinutes: number, inactivity: InactivityFlag, onEnd: () => void, site: KeepAliveSite): IdleLock {
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
    inactivity.set(false);
    const [keepOnInput, keepNow, stopKeeping] = keepAlive(
      () => server.current,
      idleMs,
      () => last,
    );

    const note = (force?: boolean) => {
      last = Date.now();
      // Pointer moves come in bursts: one write a second is enough for the other tabs.
      if (force || last - shared >= 1000) shareInput((shared = last));
    };
    const check = () => {
      clearTimeout(timer);
      last = latestOfTabs(last);
      const status = idleStatus(last, Date.now(), idleMs);
      if (status.phase === 'ended') {
        endInEveryTab();
        inactivity.set(true);
        end.current();
        return;
      }
      warned = status.phase === 'warning';
      setSeconds(status.phase === 'warning' ? status.seconds : null);
      timer = setTimeout(check, status.next);
    };
    // A hidden tab's timers are slowed down: look again when it shows.
    const onShow = () => {
      if (!document.hidden) check();
    };

    lock.current = {
      onInput: () => {
        if (warned) return;
        note();
        keepOnInput();
      },
      stay: () => {
        note(true);
        keepNow();
        check();
      },
    };
    note(true);
    check();
    // Another tab that signed out has done so already; its session keys follow and the guard moves us.
    const stopHearing = hearTabs(check, () => inactivity.set(true));
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      stopKeeping();
      stopHearing();
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [idleMinutes, inactivity]);

  return { seconds, onInput: () => lock.current.onInput(), stay: () => lock.current.stay() };
}
