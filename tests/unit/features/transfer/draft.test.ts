import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTransferDraft, duplicateQuestion, type TransferDetails, type TransferDraft } from '../../../../src/features/transfer/draft';
import { quote } from '../../../../src/features/transfer/fee';
import { signIn, signOut } from '../../../../src/session/session';
import { noteOut, settle } from '../../../../src/session/unanswered';
import { createI18n } from '../../../../src/lib/i18n';
import { signedInWithRecord } from '../../support/session';

const { t: translate, say } = createI18n();

const DETAILS: TransferDetails = {
  bank: 'First Bank',
  swift: 'FIRSUS33',
  currency: 'USD',
  routing: '021000021',
  country: 'United States',
  act_no: 'GB29 NWBK 6016',
  act_hold_name: 'Jane Doe',
  amount: '1,000',
  note: '',
};
const MINUTE = 60_000;

let transfer: TransferDraft;

/** A transfer out, as the PIN step records it before it goes (src/features/transfer/outcome-check.ts). */
const goesOut = (details: TransferDetails, at: Date) =>
  noteOut({ kind: 'newtrs', amount: quote(details.amount, 10).amount, recipient: details.act_hold_name, account: details.act_no, at: at.getTime(), before: [] });

function send(details = DETAILS, at = new Date()) {
  transfer.keepDetails(details);
  const q = quote(details.amount, 10);
  transfer.markReviewed(q, 5000);
  settle(goesOut(details, at), true);
  transfer.sent({ details, quote: q, at, reference: '', balanceAfter: 4000 });
}

signedInWithRecord('jwt', '');
beforeEach(() => {
  transfer = createTransferDraft();
});
afterEach(() => {
  transfer.dispose();
});

describe('the transfer draft', () => {
  it('keeps what was typed; a changed amount must be confirmed again', () => {
    transfer.keepDetails(DETAILS);
    expect(transfer.draft()).toEqual({ details: DETAILS, reviewed: null, balance: null });
    transfer.markReviewed(quote('1,000', 10), 2500);
    expect(transfer.draft()!.reviewed).toEqual({ amount: 1000, percent: 10, fee: 100, received: 900 });
    expect(transfer.draft()!.balance).toBe(2500);
    transfer.changeAmount('900');
    expect(transfer.draft()).toEqual({ details: { ...DETAILS, amount: '900' }, reviewed: null, balance: null });
  });

  it('is gone once sent, leaving the receipt until it is closed', () => {
    send();
    expect(transfer.draft()).toBeNull();
    expect(transfer.receipt()!.details).toEqual(DETAILS);
    transfer.closeReceipt();
    expect(transfer.receipt()).toBeNull();
  });

  it('explains an empty form: a reload loses the details; after a sent transfer nothing was sent again', () => {
    transfer.explainMissing();
    expect(say(transfer.notice())).toBe('Details are not kept after a reload. Please enter them again.');
    send();
    transfer.explainMissing();
    expect(say(transfer.notice())).toBe('That transfer was already sent; nothing was sent again.');
    transfer.keepDetails(DETAILS);
    expect(transfer.notice()).toBe('');
  });

  it('is forgotten when the session changes, sent transfers included', () => {
    send();
    transfer.keepDetails(DETAILS);
    signOut();
    expect(transfer.draft()).toBeNull();
    expect(transfer.receipt()).toBeNull();
    signIn('jwt');
    expect(transfer.sameRecently(DETAILS.act_no, 1000, Date.now() + MINUTE)?.minutes ?? null).toBeNull();
  });

  it("belongs to one widget: another draft starts empty, but asks about this account's transfers sent or out from any widget", () => {
    send();
    transfer.keepDetails(DETAILS);
    const other = createTransferDraft();
    expect(other.draft()).toBeNull();
    expect(other.receipt()).toBeNull();
    expect(other.sameRecently(DETAILS.act_no, 1000, Date.now() + MINUTE)?.minutes ?? null).toBe(1);
    other.dispose();
    expect(transfer.draft()).toEqual({ details: DETAILS, reviewed: null, balance: null });
  });

  it('is locked, in every widget, while a transfer is out with no answer known; "not sent" opens it again', () => {
    const id = goesOut(DETAILS, new Date());
    const other = createTransferDraft();
    expect(transfer.locked()).toBe(true);
    expect(other.locked()).toBe(true);
    settle(id, false);
    expect(transfer.locked()).toBe(false);
    expect(other.locked()).toBe(false);
    other.dispose();
  });

  it('once disposed, no longer follows the session', () => {
    transfer.keepDetails(DETAILS);
    transfer.dispose();
    signOut();
    expect(transfer.draft()).toEqual({ details: DETAILS, reviewed: null, balance: null });
  });
});

describe('the duplicate-transfer question', () => {
  const at = new Date();
  const t = at.getTime();

  it('asks within 10 minutes for the same amount to the same account, however the number is spaced', () => {
    send(DETAILS, at);
    expect(transfer.sameRecently('gb29nwbk6016', 1000, t + 20_000)?.minutes ?? null).toBe(1);
    expect(transfer.sameRecently('GB29-NWBK-6016', 1000, t + 4 * MINUTE)?.minutes ?? null).toBe(4);
    expect(transfer.sameRecently(DETAILS.act_no, 1000, t + 10 * MINUTE - 1)?.minutes ?? null).toBe(10);
  });

  it('does not ask after 10 minutes, for another amount or for another account', () => {
    send(DETAILS, at);
    expect(transfer.sameRecently(DETAILS.act_no, 1000, t + 10 * MINUTE)?.minutes ?? null).toBeNull();
    expect(transfer.sameRecently(DETAILS.act_no, 1000.01, t + MINUTE)?.minutes ?? null).toBeNull();
    expect(transfer.sameRecently('GB29 NWBK 6017', 1000, t + MINUTE)?.minutes ?? null).toBeNull();
  });

  it('counts a transfer still out with no answer known, not only those found sent', () => {
    goesOut(DETAILS, at);
    expect(transfer.sameRecently('GB29NWBK6016', 1000, t + 3 * MINUTE)?.minutes ?? null).toBe(3);
  });

  it('names the most recent such transfer', () => {
    send(DETAILS, at);
    send(DETAILS, new Date(t + 6 * MINUTE));
    expect(transfer.sameRecently(DETAILS.act_no, 1000, t + 8 * MINUTE)?.minutes ?? null).toBe(2);
  });

  it('reads "You sent this amount to this account N minutes ago. Send again?"', () => {
    expect(duplicateQuestion(3, translate)).toBe('You sent this amount to this account 3 minutes ago. Send again?');
    expect(duplicateQuestion(1, translate)).toBe('You sent this amount to this account 1 minute ago. Send again?');
  });
});
