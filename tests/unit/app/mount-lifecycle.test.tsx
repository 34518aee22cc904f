/**
 * What a widget leaves behind: everything it starts (listeners, timers, observers, signal
 * effects) is created by `mountBank` and gone after `unmount`, however often a host page
 * mounts and unmounts it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { idle } from '../support/idle';
import { json } from '../support/fetch-stub';
import { mountWidgetAt, stubFetch, storeSession, PROFILE } from '../support/test-utils';

/** Effects our code starts through @preact/signals-react, counted while they live. */
const effects = vi.hoisted(() => ({ live: 0 }));
vi.mock('@preact/signals-react', async (importOriginal) => {
  const signals = await importOriginal<typeof import('@preact/signals-react')>();
  return {
    ...signals,
    effect: (fn: Parameters<typeof signals.effect>[0]) => {
      const stop = signals.effect(fn);
      effects.live++;
      let stopped = false;
      return () => {
        if (!stopped) effects.live--;
        stopped = true;
        stop();
      };
    },
  };
});

/** Adds minus removes, per target and event type, for the targets a widget listens on. */
function countListeners() {
  const live = new Map<string, number>();
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      live.set(`${name}:${type}`, (live.get(`${name}:${type}`) ?? 0) + 1);
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      live.set(`${name}:${type}`, (live.get(`${name}:${type}`) ?? 0) - 1);
      remove(type, listener, options);
    });
  }
  return () => [...live].filter(([, n]) => n !== 0);
}

/** Observers connected minus disconnected. */
function countObservers() {
  let live = 0;
  for (const Observer of [MutationObserver, globalThis.ResizeObserver].filter(Boolean)) {
    const observe = Observer.prototype.observe;
    const disconnect = Observer.prototype.disconnect;
    const watching = new WeakSet<object>();
    vi.spyOn(Observer.prototype, 'observe').mockImplementation(function (this: object, ...args: unknown[]) {
      if (!watching.has(this)) live++;
      watching.add(this);
      return (observe as (...a: unknown[]) => void).apply(this, args);
    });
    vi.spyOn(Observer.prototype, 'disconnect').mockImplementation(function (this: object) {
      if (watching.delete(this)) live--;
      return disconnect.apply(this);
    });
  }
  return () => live;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('mount → unmount, 20 times', () => {
  it('leaves no listener, timer, observer or signal effect behind, signed in, on the transfer form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    stubFetch((req) => json(req.fields.getprofile ? PROFILE : req.fields.pincheck ? { haspin: true } : { data: [] }));
    const listeners = countListeners();
    const observers = countObservers();
    const effectsBefore = effects.live;
    for (let i = 0; i < 20; i++) {
      const w = mountWidgetAt('/wp-user/dashboard/send');
      await waitFor(() => expect(w.ui.getAllByText('Alex Morgan').length).toBeGreaterThan(0));
      expect(await w.heading()).toBe('Bank Transfer');
      // The counts see what a live widget holds, so their zero at the end means something.
      if (i === 0) {
        expect(listeners().length).toBeGreaterThan(0);
        expect(observers()).toBeGreaterThan(0);
        expect(effects.live).toBeGreaterThan(effectsBefore);
        expect(vi.getTimerCount()).toBeGreaterThan(0);
      }
      w.unmount();
    }
    // jsdom's zero-delay storage events (this test's and the idle lock's localStorage writes) are not the widget's: they run first.
    await idle();
    expect(listeners()).toEqual([]);
    expect(observers()).toBe(0);
    expect(effects.live - effectsBefore).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // Twenty signed-in mounts are CPU work that a busy machine stretches (past 15 s beside other
    // work on 2 cores): the limit is for a hung test, so it leaves room for a machine several times as busy.
  }, 120_000);
});
