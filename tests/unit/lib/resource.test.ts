import { describe, expect, it, vi } from 'vitest';
import { createResource } from '../../../src/lib/resource';
import { fail, type Result } from '../../../src/api/failure';

/** A fetcher whose answers the test hands out one by one. */
function controlled<T>() {
  const pending: Array<(r: Result<T>) => void> = [];
  const fetcher = vi.fn(() => new Promise<Result<T>>((resolve) => pending.push(resolve)));
  return {
    fetcher,
    answer(r: Result<T>) {
      const next = pending.shift();
      if (!next) throw new Error('no request in flight');
      next(r);
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createResource', () => {
  it('a fetcher that throws ends in the error state, not an endless loading state', async () => {
    const r = createResource<string>(() => Promise.reject(new Error('boom')));
    r.load();
    await flush();
    expect(r.state.value.status).toBe('error');
    if (r.state.value.status === 'error') expect(r.state.value.failure.message).toBe('common.failure.rejected');
  });

  it('starts idle and fetches nothing until asked', () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    expect(r.state.value).toEqual({ status: 'idle' });
    expect(c.fetcher).not.toHaveBeenCalled();
  });

  it('loads once: a second load while loading or after success fetches nothing', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    r.load();
    expect(r.state.value).toEqual({ status: 'loading', data: undefined });
    r.load();
    r.load();
    expect(c.fetcher).toHaveBeenCalledTimes(1);
    c.answer({ ok: true, data: 'A' });
    await flush();
    expect(r.state.value).toEqual({ status: 'ready', data: 'A' });
    r.load();
    expect(c.fetcher).toHaveBeenCalledTimes(1);
  });

  it('deduplicates concurrent refreshes: one request, one shared promise', async () => {
    const c = controlled<number>();
    const r = createResource(c.fetcher);
    const p1 = r.refresh();
    const p2 = r.refresh();
    r.load();
    expect(p2).toBe(p1);
    expect(c.fetcher).toHaveBeenCalledTimes(1);
    c.answer({ ok: true, data: 7 });
    await Promise.all([p1, p2]);
    expect(r.state.value).toEqual({ status: 'ready', data: 7 });
  });

  it('refresh keeps the old data visible while loading, then replaces it', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    r.load();
    c.answer({ ok: true, data: 'old' });
    await flush();
    const done = r.refresh();
    expect(r.state.value).toEqual({ status: 'loading', data: 'old' });
    expect(c.fetcher).toHaveBeenCalledTimes(2);
    c.answer({ ok: true, data: 'new' });
    await done;
    expect(r.state.value).toEqual({ status: 'ready', data: 'new' });
  });

  it('a failed refresh keeps the last data alongside the failure', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    r.load();
    c.answer({ ok: true, data: 'last good' });
    await flush();
    const done = r.refresh();
    const failure = fail('network');
    c.answer(failure);
    await done;
    expect(r.state.value).toEqual({ status: 'error', failure, data: 'last good' });
    // An error is not "loaded": a later refresh tries again.
    const again = r.refresh();
    c.answer({ ok: true, data: 'recovered' });
    await again;
    expect(r.state.value).toEqual({ status: 'ready', data: 'recovered' });
  });

  it('a failed first load has no data', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    const done = r.refresh();
    c.answer(fail('timeout'));
    await done;
    expect(r.state.value).toMatchObject({ status: 'error', failure: { kind: 'timeout' } });
    expect(r.state.value.data).toBeUndefined();
  });

  it('reset forgets the data, and an answer arriving after reset is dropped', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    r.load();
    c.answer({ ok: true, data: "Jane's balance" });
    await flush();
    const late = r.refresh();
    r.reset();
    expect(r.state.value).toEqual({ status: 'idle' });
    c.answer({ ok: true, data: "Jane's late balance" });
    await late;
    expect(r.state.value).toEqual({ status: 'idle' });
    // After reset, load fetches afresh.
    r.load();
    expect(c.fetcher).toHaveBeenCalledTimes(3);
    expect(r.state.value).toEqual({ status: 'loading', data: undefined });
    c.answer({ ok: true, data: "John's balance" });
    await flush();
    expect(r.state.value).toEqual({ status: 'ready', data: "John's balance" });
  });

  it('a refresh started after reset is not blocked by the dropped one', async () => {
    const c = controlled<string>();
    const r = createResource(c.fetcher);
    const first = r.refresh();
    r.reset();
    const second = r.refresh();
    expect(second).not.toBe(first);
    c.answer({ ok: true, data: 'stale' });
    c.answer({ ok: true, data: 'fresh' });
    await Promise.all([first, second]);
    expect(r.state.value).toEqual({ status: 'ready', data: 'fresh' });
  });
});
