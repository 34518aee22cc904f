/**
 * The site's keep-alive, the one place that sends it. A site's endpoint counts inactivity from the
 * last call, not the last input: while the customer works (typing a long form, no call), it is told
 * the last input's age once half the limit has passed without a call, and "Stay signed in" tells it
 * at once; so its session ends when the widget's does, and an idle customer tells it nothing.
 */
import type { Transport } from '../api/transport';

export type KeepAliveSite = Pick<Transport, 'keepAlive' | 'sinceLastCall'>;

/**
 * Returns what to call on input (the site hears of it by half the limit after the last call, well
 * before its own end), on "Stay signed in" (at once), and to stop.
 */
export function keepAlive(site: () => KeepAliveSite, idleMs: number, lastInput: () => number): [input: () => void, now: () => void, stop: () => void] {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (delay: number) => {
    timer ??= setTimeout(() => {
      timer = undefined;
      const since = Date.now() - lastInput();
      if (site().sinceLastCall() > since) void site().keepAlive(Math.floor(since / 1000));
    }, delay);
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return [
    () => send(Math.max(0, idleMs / 2 - site().sinceLastCall())),
    () => {
      stop();
      send(0);
    },
    stop,
  ];
}
