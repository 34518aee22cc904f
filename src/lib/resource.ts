/**
 * A loader shared by every screen that needs it: fetched once, deduplicated while in
 * flight, refreshed on demand after an action changes it. State lives in a signal, so
 * every component reading it re-renders together.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { fail, type Failure, type Result } from '../api/failure';

export type ResourceState<T> =
  { status: 'idle'; data?: undefined } | { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'error'; failure: Failure; data?: T };

export interface Resource<T> {
  readonly state: ReadonlySignal<ResourceState<T>>;
  /** Fetch unless already loaded or loading. */
  load(): void;
  /** Fetch again, keeping the current data visible meanwhile. */
  refresh(): Promise<void>;
  /** Forget the data (sign-out). */
  reset(): void;
}

export function createResource<T>(fetcher: () => Promise<Result<T>>): Resource<T> {
  const state = signal<ResourceState<T>>({ status: 'idle' });
  let generation = 0;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    if (pending) return pending;
    const mine = ++generation;
    state.value = { status: 'loading', data: state.value.data };
    // The transport never rejects; a fetcher that throws anyway must not leave a spinner forever.
    const settled = fetcher().catch((): Result<T> => fail('rejected'));
    pending = settled.then((result) => {
      if (mine !== generation) return;
      pending = null;
      state.value = result.ok ? { status: 'ready', data: result.data } : { status: 'error', failure: result, data: state.value.data };
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
      pending = null;
      state.value = { status: 'idle' };
    },
  };
}
