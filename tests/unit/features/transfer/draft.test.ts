import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeAmount,
  closeReceipt,
  draft,
  draftNotice,
  duplicateQuestion,
  explainMissingDraft,
  keepDetails,
  markReviewed,
  minutesSinceSameTransfer,
  receipt,
  transferSent,
  type TransferDetails,
} from '../../../../src/features/transfer/draft';
import { quote } from '../../../../src/features/transfer/fee';
import { signIn, signOut } from '../../../../src/session/session';
import { createI18n } from '../../../../src/lib/i18n';

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

function send(details = DETAILS, at = new Date('2025-01-01T10:00:00Z')) {
  keepDetails(details);
  const q = quote(details.amount, 10);
  markReviewed(q);
  transferSent({ details, quote: q, at, reference: '' });
}

beforeEach(() => {
  // A new session forgets every draft, receipt and sent transfer.
  signOut();
  signIn('jwt');
});

describe('the transfer draft', () => {
  it('keeps what was typed; a changed amount must be confirmed again', () => {
    keepDetails(DETAILS);
    expect(draft()).toEqual({ details: DETAILS, reviewed: null });
    markReviewed(quote('1,000', 10));
    expect(draft()!.reviewed).toEqual({ amount: 1000, percent: 10, fee: 100, received: 900 });
    changeAmount('900');
    expect(draft()).toEqual({ details: { ...DETAILS, amount: '900' }, reviewed: null });
  });

  it('is gone once sent, leaving the receipt until it is closed', () => {
    send();
    expect(draft()).toBeNull();
    expect(receipt()!.details).toEqual(DETAILS);
    closeReceipt();
    expect(receipt()).toBeNull();
  });

  it('explains an empty form: a reload loses the details; after a sent transfer nothing was sent again', () => {
    explainMissingDraft();
    expect(say(draftNotice())).toBe('Details are not kept after a reload. Please enter them again.');
    send();
    explainMissingDraft();
    expect(say(draftNotice())).toBe('That transfer was already sent; nothing was sent again.');
    keepDetails(DETAILS);
    expect(draftNotice()).toBe('');
  });

  it('is forgotten when the session changes, sent transfers included', () => {
    send();
    keepDetails(DETAILS);
    signOut();
    expect(draft()).toBeNull();
    expect(receipt()).toBeNull();
    expect(minutesSinceSameTransfer(DETAILS.act_no, 1000, Date.parse('2025-01-01T10:01:00Z'))).toBeNull();
  });
});

describe('the duplicate-transfer question', () => {
  const at = new Date('2025-01-01T10:00:00Z');
  const t = at.getTime();

  it('asks within 10 minutes for the same amount to the same account, however the number is spaced', () => {
    send(DETAILS, at);
    expect(minutesSinceSameTransfer('gb29nwbk6016', 1000, t + 20_000)).toBe(1);
    expect(minutesSinceSameTransfer('GB29-NWBK-6016', 1000, t + 4 * MINUTE)).toBe(4);
    expect(minutesSinceSameTransfer(DETAILS.act_no, 1000, t + 10 * MINUTE - 1)).toBe(10);
  });

  it('does not ask after 10 minutes, for another amount or for another account', () => {
    send(DETAILS, at);
    expect(minutesSinceSameTransfer(DETAILS.act_no, 1000, t + 10 * MINUTE)).toBeNull();
    expect(minutesSinceSameTransfer(DETAILS.act_no, 1000.01, t + MINUTE)).toBeNull();
    expect(minutesSinceSameTransfer('GB29 NWBK 6017', 1000, t + MINUTE)).toBeNull();
  });

  it('names the most recent such transfer', () => {
    send(DETAILS, at);
    send(DETAILS, new Date(t + 6 * MINUTE));
    expect(minutesSinceSameTransfer(DETAILS.act_no, 1000, t + 8 * MINUTE)).toBe(2);
  });

  it('reads "You sent this amount to this account N minutes ago. Send again?"', () => {
    expect(duplicateQuestion(3, translate)).toBe('You sent this amount to this account 3 minutes ago. Send again?');
    expect(duplicateQuestion(1, translate)).toBe('You sent this amount to this account 1 minute ago. Send again?');
  });
});
