/**
 * A long statement (getstatement) is read a slice of rows at a time: every row is still checked,
 * a bad row is dropped and counted (issue 17), and the main thread is given back in between.
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

afterEach(() => vi.unstubAllGlobals());

describe('getStatement on a 10,000-row statement', () => {
  it('gives every row, normalised, in order', async () => {
    const result = await getStatement(api({ data: Array.from({ length: 10_000 }, (_, i) => row(i)) }));
    if (!result.ok) throw new Error(result.message);
    expect(result.data.data).toHaveLength(10_000);
    expect(result.data.data[9_999]).toEqual({ name: 'Payment 9999', date: '2024-03-01 09:00:00', amount: 9999.5, transaction_type: 'debit', status: 'successful' });
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

  it('an empty statement (PHP\'s [] or data: null) is an empty list', async () => {
    expect(await getStatement(api([]))).toEqual({ ok: true, data: { data: [] } });
    expect(await getStatement(api({ data: null }))).toEqual({ ok: true, data: { data: [] } });
  });
});

describe('parseInSlices', () => {
  it('gives the main thread back after every 100 items, through scheduler.yield where there is one', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const result = await parseInSlices(v.number(), Array.from({ length: 3_500 }, (_, i) => i));
    expect(result.rows).toHaveLength(3_500);
    expect(yields).toHaveBeenCalledTimes(34);
  });

  it('drops the bad items, counts them, and keeps the rest in order', async () => {
    const result = await parseInSlices(v.number(), [1, 2, 'three', 4, null]);
    expect(result.rows).toEqual([1, 2, 4]);
    expect(result.notes).toEqual([{ path: '[]', message: '2 of 5 rows unreadable (expected number, got text); dropped' }]);
  });
});
