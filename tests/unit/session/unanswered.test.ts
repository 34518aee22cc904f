/**
 * The record of money calls out with no answer known: what survives a reload, what two widgets
 * on one page share, what signing out and another account clear, and what is never kept.
 */
import { describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../../src/session/session';
import { awaitedHere, moneyCalls, noteLost, noteOut, settle, startUnansweredWatch, UNANSWERED_KEY, toldCalls, dismissTold } from '../../../src/session/unanswered';
import { signedInWithRecord } from '../support/session';

const TRANSFER = { kind: 'newtrs' as const, amount: 1000, recipient: 'Jane Doe', account: 'GB29NWBK6016', at: Date.now(), before: [{ amount: 120.5, type: 'First Bank' }] };

signedInWithRecord();

describe('the record of money calls out', () => {
  it('is in sessionStorage as the call goes, under the signed-in account, and settled by its answer', () => {
    const id = noteOut(TRANSFER);
    const stored = JSON.parse(sessionStorage.getItem(UNANSWERED_KEY)!) as { account: string; calls: unknown[] };
    expect(stored.account).toBe('ada@bank.test');
    expect(stored.calls).toEqual([expect.objectContaining({ ...TRANSFER, id })]);
    expect(awaitedHere(moneyCalls.value[0]!)).toBe(true);
    noteLost(id);
    expect(awaitedHere(moneyCalls.value[0]!)).toBe(false);
    settle(id, false);
    expect(moneyCalls.value).toEqual([]);
    // Its answer was lost: what became of it is kept to be said until the customer dismisses it.
    expect(toldCalls.value).toEqual([expect.objectContaining({ id, sent: false })]);
    dismissTold(id);
    expect(sessionStorage.getItem(UNANSWERED_KEY)).toBeNull();
  });

  it('survives a reload: a new page reads it back, and a call its old page was waiting for is one whose answer is lost', async () => {
    const id = noteOut(TRANSFER);
    vi.resetModules();
    const reloaded = await import('../../../src/session/unanswered');
    const stopReloaded = reloaded.startUnansweredWatch();
    expect(reloaded.moneyCalls.value.map((c) => c.id)).toEqual([id]);
    expect(reloaded.awaitedHere(reloaded.moneyCalls.value[0]!)).toBe(false);
    stopReloaded();
  });

  it('is one per page: what one widget writes, another on the same page sees at once (no storage event fires in the same document)', () => {
    const seen: number[] = [];
    // A second widget's view of the record is the same signal; follow it as a component would.
    const stopFollowing = moneyCalls.subscribe((calls) => seen.push(calls.length));
    const second = startUnansweredWatch();
    const id = noteOut(TRANSFER);
    settle(id, true);
    expect(seen).toEqual([0, 1, 1]);
    expect(moneyCalls.value[0]).toMatchObject({ id, sent: true });
    second();
    stopFollowing();
  });

  it('is cleared by signing out', () => {
    noteOut(TRANSFER);
    signOut();
    expect(sessionStorage.getItem(UNANSWERED_KEY)).toBeNull();
    signIn('jwt-2', 'ada@bank.test');
    expect(moneyCalls.value).toEqual([]);
  });

  it('is cleared by another account signing in; the same account signing in again (a new token) keeps it', () => {
    noteOut(TRANSFER);
    signIn('jwt-2', 'ADA@bank.test');
    expect(moneyCalls.value).toHaveLength(1);
    signIn('jwt-3', 'bob@bank.test');
    expect(moneyCalls.value).toEqual([]);
    expect(sessionStorage.getItem(UNANSWERED_KEY)).toBeNull();
  });

  it('keeps no PIN or code: only the kind, amount, recipient or method, when it went and the list before', () => {
    noteOut(TRANSFER);
    noteOut({ kind: 'newcd', amount: 25, method: 'BTC', at: Date.now(), before: null });
    const keys = (JSON.parse(sessionStorage.getItem(UNANSWERED_KEY)!) as { calls: object[] }).calls.flatMap((c) => Object.keys(c));
    expect(new Set(keys)).toEqual(new Set(['id', 'kind', 'amount', 'recipient', 'account', 'method', 'at', 'before', 'waiting']));
  });
});
