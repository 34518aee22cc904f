/**
 * A long statement (getstatement) is read a slice of rows at a time: every row is still checked,
 * a bad row is dropped and counted (one bad row must not hide the others), and the main thread is given back in between.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { getStatement } from '../../../src/api/dashboard';
import { parseInSlices } from '../../../src/api/slices';
import { failureMessages } from '../../../src/api/failure';
import { createTransport } from '../../../src/api/transport';
import { json, recordingFetch } from '../support/fetch-stub';

const row = (i: number) => ({ name: `Payment ${i}`, date: '2024-03-01 09:00:00', amount: String(i + 0.5), transaction_type: i % 2 ? 'debit' : 'credit', status: 'successful' });

function api(body: unknown) {
  return createTransport({ apiBase: 'https://bank.example.com', getToken: () => 'jwt', fetchImpl: recordingFetch(() => json(body)).fetch });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('getStatement on a 10,000-row statement', () => {
  it('gives every row, normalised, in order', async () => {
    const result = await getStatement(api({ data: Array.from({ length: 10_000 }, (_, i) => row(i)) }));
    if (!result.ok) throw new Error(result.message);
    expect(result.data.data).toHaveLength(10_000);
    expect(result.data.data[9_999]).toEqual({ name: 'Payment 9999', date: '2024-03-01 09:00:00', amount: 9999.5, direction: 'debit', status: 'successful' });
  });

  it('one malformed row anywhere (here the 7,501st) is dropped and counted; the other 9,999 show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows: unknown[] = Array.from({ length: 10_000 }, (_, i) => row(i));
    rows[7_500] = { ...row(7_500), transaction_type: 'refund' };
    const result = await getStatement(api({ data: rows }));
    if (!result.ok) throw new Error(result.message);
    expect(result.data.data).toHaveLength(9_999);
    expect(result.data.data.map((t) => t.name)).not.toContain('Payment 7500');
    expect(warn.mock.calls).toEqual([['[bank widget] getstatement: data[]: 1 of 10000 rows unreadable (transaction_type: expected credit or debit, got text); dropped']]);
  });

  it('a statement whose rows are not a list at all is a failure, not an empty statement', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await getStatement(api({ data: 'rows' }))).toEqual({ ok: false, kind: 'shape', message: failureMessages.shape });
  });

  it("an empty statement (PHP's [] or data: null) is an empty list", async () => {
    expect(await getStatement(api([]))).toEqual({ ok: true, data: { data: [] } });
    expect(await getStatement(api({ data: null }))).toEqual({ ok: true, data: { data: [] } });
  });
});

describe('parseInSlices', () => {
  /** A clock that moves `msPerItem` every time the reader looks at it after reading an item. */
  function slowClock(msPerItem: number) {
    let now = 0;
    let read = 0;
    const item = v.pipe(
      v.number(),
      v.check(() => ((read++, (now += msPerItem)), true)),
    );
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    return { item, read: () => read };
  }

  it('gives the main thread back before the first row of a long list, then after every 8 ms of reading, through scheduler.yield where there is one', async () => {
    const readAtYield: number[] = [];
    const { item, read } = slowClock(1);
    vi.stubGlobal('scheduler', { yield: vi.fn(async () => void readAtYield.push(read())) });
    const result = await parseInSlices(
      item,
      Array.from({ length: 3_500 }, (_, i) => i),
    );
    expect(result.rows).toHaveLength(3_500);
    // 1 ms an item: a yield at 0 items, then every 8 items.
    expect(readAtYield.slice(0, 4)).toEqual([0, 8, 16, 24]);
    expect(readAtYield).toHaveLength(1 + Math.floor(3_499 / 8) + 1);
  });

  it('a slow reader (40 ms a row) gives the thread back after every row, and once more before the rows are shown', async () => {
    const { item } = slowClock(40);
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    await parseInSlices(
      item,
      Array.from({ length: 300 }, (_, i) => i),
    );
    expect(yields).toHaveBeenCalledTimes(301);
  });

  it('a short list read quickly is read in one go, with no yield', async () => {
    const { item } = slowClock(0.01);
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    expect(
      (
        await parseInSlices(
          item,
          Array.from({ length: 100 }, (_, i) => i),
        )
      ).rows,
    ).toHaveLength(100);
    expect(yields).not.toHaveBeenCalled();
  });

  it('without scheduler.yield, gives the thread back through a timer', async () => {
    vi.stubGlobal('scheduler', undefined);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { item } = slowClock(10);
    await parseInSlices(
      item,
      Array.from({ length: 150 }, (_, i) => i),
    );
    expect(timers).toHaveBeenCalledTimes(151);
  });

  it('drops the bad items, counts them, and keeps the rest in order', async () => {
    const result = await parseInSlices(v.number(), [1, 2, 'three', 4, null]);
    expect(result.rows).toEqual([1, 2, 4]);
    expect(result.notes).toEqual([{ path: '[]', message: '2 of 5 rows unreadable (expected number, got text); dropped' }]);
  });
});
