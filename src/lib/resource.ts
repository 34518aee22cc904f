/**
 * The one loader, under every shared and per-screen read: fetched once, deduplicated while in
 * flight, refreshed on demand after an action changes it. State lives in a signal, so every
 * component reading it re-renders together. A read that the connection or the server's trouble
 * failed heals itself: it is asked again after a growing wait, and, offline, when the connection
 * comes back, before (and after) its error shows. Actions never come through here.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { fail, isRetryableRead, type Failure, type Result } from '../api/failure';
import { READ_RETRY_WAITS_MS } from '../config/timings';
import { checkOnline, waitToRetry, whenBackOnline } from './online';

export type ResourceState<T> =
  { status: 'idle'; data?: undefined } | { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'error'; failure: Failure; data?: T };

export interface Resource<T> {
  readonly state: ReadonlySignal<ResourceState<T>>;
  /** Fetch unless already loaded or loading. */
  load(): void;
  /** Fetch again, keeping the current data visible meanwhile; settles with the last try. */
  refresh(): Promise<void>;
  /** Forget the data and stop waiting to try again (sign-out, unmount). */
  reset(): void;
}

const nothing = () => {};

export function createResource<T>(fetcher: () => Promise<Result<T>>): Resource<T> {
  const state = signal<ResourceState<T>>({ status: 'idle' });
  let generation = 0;
  let pending: Promise<void> | null = null;
  /** Cancels what the resource waits for: a retry's timer or the connection's return. */
  let stopWaiting = nothing;

  function refresh(): Promise<void> {
    if (pending) return pending;
    stopWaiting();
    const mine = ++generation;
    state.value = { status: 'loading', data: state.value.data };
    pending = new Promise<void>((settle) => {
      const wait = (cancel: () => void) => {
        stopWaiting = () => {
          cancel();
          settle();
        };
      };
      const attempt = (retries: number) => {
        // The transport never rejects; a fetcher that throws anyway must not leave a spinner forever.
        void fetcher()
          .catch((): Result<T> => fail('rejected'))
          .then((result) => {
            if (mine !== generation) return settle();
            const retryable = !result.ok && isRetryableRead(result);
            // Offline, another try would fail the same way: wait for the connection without spending one.
            if (retryable && (retries < READ_RETRY_WAITS_MS.length || !checkOnline()))
              return wait(waitToRetry((cameBack) => attempt(cameBack ? retries : retries + 1), READ_RETRY_WAITS_MS[retries]!));
            pending = null;
            state.value = result.ok ? { status: 'ready', data: result.data } : { status: 'error', failure: result, data: state.value.data };
            // Still failed by the connection: the next time it comes back, this loads again by itself.
            stopWaiting = retryable ? whenBackOnline(() => void refresh()) : nothing;
            settle();
          });
      };
      attempt(0);
    });
    return pending;
  }

  return {
    state,
    load() {
      if (state.value.status === 'idle') void refresh();
    },
    refresh,
    reset() {
      generation++;
      stopWaiting();
      stopWaiting = nothing;
      pending = null;
      state.value = { status: 'idle' };
    },
  };
}
