/**
 * The page's check of money calls whose answer was lost: one check per call for the whole page,
 * however many screens and widgets watch it, started only once the call's own answer is lost,
 * settling the record from the bank's list, and stopped when the last watch stops.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTransferList, getUpgradeForm } from '../../../src/api/dashboard';
import type { Transport } from '../../../src/api/transport';
import { startOutcomeChecks } from '../../../src/lib/money-call';
import { moneyCalls, noteLost, noteOut } from '../../../src/session/unanswered';
import { signedInWithRecord } from '../support/session';

vi.mock('../../../src/api/dashboard', () => ({
  getTransferList: vi.fn(),
  getCryptoDepositForm: vi.fn(),
  getPaymentForm: vi.fn(),
  getFixedDepositForm: vi.fn(),
  getUpgradeForm: vi.fn(),
}));

const api = {} as Transport;
const TRANSFER = { kind: 'newtrs' as const, amount: 1000, recipient: 'Jane Doe', account: 'GB29NWBK6016', before: [] };
const listed = (rows: { amount: number; recipient?: string }[]) => ({ ok: true as const, data: { data: rows } });

signedInWithRecord();
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getTransferList).mockReset();
  vi.mocked(getUpgradeForm).mockReset();
});

describe('the check of money calls whose answer was lost', () => {
  it('is one per call for the whole page: two widgets watching read the list once, the call found is settled as sent, and each widget hears it once', async () => {
    vi.mocked(getTransferList).mockResolvedValue(listed([{ amount: 1000, recipient: 'Jane Doe' }]) as never);
    const id = noteOut({ ...TRANSFER, at: Date.now() });
    // Each widget reads its own balance again: the one that does not read the list too.
    const settled = [vi.fn(), vi.fn()];
    const stops = settled.map((heard) => startOutcomeChecks(api, 20_000, heard));
    // Still awaited by this page: its own answer settles it, the list is not read.
    expect(getTransferList).not.toHaveBeenCalled();
    noteLost(id);
    await vi.waitFor(() => expect(moneyCalls.value[0]?.sent).toBe(true));
    expect(getTransferList).toHaveBeenCalledTimes(1);
    settled.forEach((heard) => expect(heard).toHaveBeenCalledTimes(1));
    stops.forEach((stop) => stop());
  });

  it('goes on while any watch is left, and stops reading when the last one stops', async () => {
    vi.useFakeTimers();
    vi.mocked(getTransferList).mockResolvedValue(listed([]) as never);
    const id = noteOut({ ...TRANSFER, at: Date.now() });
    noteLost(id);
    const first = startOutcomeChecks(api, 20_000, () => {});
    const second = startOutcomeChecks(api, 20_000, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(getTransferList).toHaveBeenCalledTimes(1);
    // Not found yet is not "not sent" within the bank's time: read again after the first wait.
    await vi.advanceTimersByTimeAsync(2000);
    expect(getTransferList).toHaveBeenCalledTimes(2);
    // The other widget's unmount changes nothing for the one still reading.
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(getTransferList).toHaveBeenCalledTimes(2);
    expect(moneyCalls.value.map((c) => c.id)).toEqual([id]);
    first();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getTransferList).toHaveBeenCalledTimes(2);
    // The record stays for the next mount.
    expect(moneyCalls.value.map((c) => c.id)).toEqual([id]);
  });

  it('when the widget that reads goes, another still on the page takes the check over through its own connection', async () => {
    vi.useFakeTimers();
    const other = {} as Transport;
    vi.mocked(getTransferList).mockResolvedValue(listed([]) as never);
    const id = noteOut({ ...TRANSFER, at: Date.now() });
    noteLost(id);
    const first = startOutcomeChecks(api, 20_000, () => {});
    const second = startOutcomeChecks(other, 20_000, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(getTransferList).mock.calls.map(([through]) => through)).toEqual([api]);
    first();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(getTransferList).mock.calls.map(([through]) => through)).toEqual([api, other]);
    second();
  });

  it('reads a form that lists nothing once, and then only waits: it can never tell', async () => {
    vi.useFakeTimers();
    vi.mocked(getUpgradeForm).mockResolvedValue({ ok: true, data: { methods: ['BTC'] } } as never);
    const id = noteOut({ kind: 'newupgrade', amount: 42, method: 'BTC', at: Date.now(), before: null });
    noteLost(id);
    const stop = startOutcomeChecks(api, 20_000, () => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(getUpgradeForm).toHaveBeenCalledTimes(1);
    expect(moneyCalls.value.map((c) => c.id)).toEqual([id]);
    stop();
  });
});
