import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResource } from '../../../src/lib/resource';
import { fail, type Failure, type Result } from '../../../src/api/failure';
import { checkOnline, online, startOnlineWatch } from '../../../src/lib/online';

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
    // A refusal is final at once (a failure the connection caused is first tried again: below).
    const failure = fail('rejected', 'Something went wrong!');
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
    c.answer(fail('http', undefined, 404));
    await done;
    expect(r.state.value).toMatchObject({ status: 'error', failure: { kind: 'http', status: 404 } });
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

/** A fetcher that answers each call with the next of `answers` (the last one repeats), at once. */
function answering<T>(...answers: Result<T>[]) {
  let n = 0;
  return vi.fn(async () => answers[Math.min(n++, answers.length - 1)]!);
}

/** The device's connection as the browser reports it: its property and its event. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

describe('a read heals itself', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    checkOnline();
  });

  it('a network failure is tried again after 1 s, 3 s and 8 s; only then the error shows', async () => {
    vi.useFakeTimers();
    const fetcher = answering<string>(fail('network'));
    const r = createResource(fetcher);
    r.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Waiting to try again is still loading: no error, no "Try again" yet.
    expect(r.state.value.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(7999);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(r.state.value.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(r.state.value).toMatchObject({ status: 'error', failure: { kind: 'network' } });
    // Three retries, then it stops: nothing more is asked and no timer is left.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a connection that drops once shows the data after one wait, with no error on the way', async () => {
    vi.useFakeTimers();
    const fetcher = answering<string>(fail('network'), { ok: true, data: 'balance' });
    const r = createResource(fetcher);
    const seen: string[] = [];
    const stop = r.state.subscribe((s) => seen.push(s.status));
    const done = r.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    stop();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(r.state.value).toEqual({ status: 'ready', data: 'balance' });
    expect(seen).not.toContain('error');
  });

  const retried: Array<[string, Failure]> = [
    ['a network error', fail('network')],
    ['a timeout', fail('timeout')],
    ['a 500', fail('http', undefined, 500)],
    ['a 503', fail('http', undefined, 503)],
    ["the site's endpoint not reaching the bank (504)", fail('unreachable', undefined, 504)],
  ];
  it.each(retried)('%s is tried again', async (_name, failure) => {
    vi.useFakeTimers();
    const fetcher = answering<string>(failure, { ok: true, data: 'ok' });
    const r = createResource(fetcher);
    r.load();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(r.state.value).toEqual({ status: 'ready', data: 'ok' });
  });

  const final: Array<[string, Failure]> = [
    ['a 400', fail('http', undefined, 400)],
    ['a 401', fail('http', undefined, 401)],
    ['a 404', fail('http', undefined, 404)],
    ['a refusal in the answer (status false / error true)', fail('rejected', 'Not allowed')],
    ['an answer of the wrong shape', fail('shape')],
    ['an answer that is not JSON', fail('not-json')],
    ['a request the widget cancelled', fail('aborted')],
  ];
  it.each(final)('%s is not tried again: its error shows at once', async (_name, failure) => {
    vi.useFakeTimers();
    const fetcher = answering<string>(failure, { ok: true, data: 'never' });
    const r = createResource(fetcher);
    r.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.state.value).toEqual({ status: 'error', failure, data: undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset while waiting to try again clears the timer: nothing more is asked', async () => {
    vi.useFakeTimers();
    const fetcher = answering<string>(fail('network'));
    const r = createResource(fetcher);
    const done = r.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    r.reset();
    expect(vi.getTimerCount()).toBe(0);
    // Whoever awaited the refresh is not left hanging.
    await done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(r.state.value).toEqual({ status: 'idle' });
  });

  it("a manual refresh (the error's Try again) gets a fresh set of retries", async () => {
    vi.useFakeTimers();
    const fetcher = answering<string>(fail('timeout'));
    const r = createResource(fetcher);
    r.load();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(r.state.value.status).toBe('error');
    void r.refresh();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(fetcher).toHaveBeenCalledTimes(8);
  });

  describe('offline', () => {
    it('a read that fails offline spends no retry: it waits for the connection, then loads with no click', async () => {
      vi.useFakeTimers();
      const stopWatch = startOnlineWatch();
      goOffline();
      expect(online.value).toBe(false);
      const fetcher = answering<string>(fail('network'), { ok: true, data: 'back' });
      const r = createResource(fetcher);
      r.load();
      await vi.advanceTimersByTimeAsync(60_000);
      // No timer ran down the retries while the device had no connection.
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
      expect(r.state.value.status).toBe('loading');
      goOnline();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(r.state.value).toEqual({ status: 'ready', data: 'back' });
      stopWatch();
    });

    it('a read that fails while navigator.onLine is false says the device is offline, before any event', async () => {
      vi.useFakeTimers();
      const stopWatch = startOnlineWatch();
      const fetcher = answering<string>(fail('network'), { ok: true, data: 'back' });
      const r = createResource(fetcher);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      expect(online.value).toBe(true);
      r.load();
      await vi.advanceTimersByTimeAsync(0);
      expect(online.value).toBe(false);
      goOnline();
      await vi.advanceTimersByTimeAsync(0);
      expect(r.state.value).toEqual({ status: 'ready', data: 'back' });
      stopWatch();
    });

    it('back online, the retries it has left are all still there', async () => {
      vi.useFakeTimers();
      const stopWatch = startOnlineWatch();
      goOffline();
      const fetcher = answering<string>(fail('network'));
      const r = createResource(fetcher);
      r.load();
      await vi.advanceTimersByTimeAsync(0);
      goOnline();
      await vi.advanceTimersByTimeAsync(12_000);
      // One try offline, then the first try online and its three retries.
      expect(fetcher).toHaveBeenCalledTimes(5);
      expect(r.state.value.status).toBe('error');
      stopWatch();
    });

    it('a read whose error already shows loads again when the connection comes back', async () => {
      vi.useFakeTimers();
      const stopWatch = startOnlineWatch();
      const fetcher = answering<string>(fail('network'), fail('network'), fail('network'), fail('network'), { ok: true, data: 'healed' });
      const r = createResource(fetcher);
      r.load();
      await vi.advanceTimersByTimeAsync(12_000);
      expect(r.state.value.status).toBe('error');
      goOffline();
      goOnline();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetcher).toHaveBeenCalledTimes(5);
      expect(r.state.value).toEqual({ status: 'ready', data: 'healed' });
      stopWatch();
    });

    it('a refused read is not asked again when the connection comes back', async () => {
      const stopWatch = startOnlineWatch();
      const fetcher = answering<string>(fail('rejected', 'No'));
      const r = createResource(fetcher);
      await r.refresh();
      goOffline();
      goOnline();
      await flush();
      expect(fetcher).toHaveBeenCalledTimes(1);
      stopWatch();
    });

    it('reset while waiting for the connection: nothing is asked when it returns', async () => {
      const stopWatch = startOnlineWatch();
      goOffline();
      const fetcher = answering<string>(fail('network'));
      const r = createResource(fetcher);
      const done = r.refresh();
      await flush();
      r.reset();
      await done;
      goOnline();
      await flush();
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(r.state.value).toEqual({ status: 'idle' });
      stopWatch();
    });
  });
});
