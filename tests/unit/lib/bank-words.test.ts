/** The bank's words inside our messages: which outcome, what the bank said, and whether it says more. */
import { describe, expect, it } from 'vitest';
import { addsTo, bankSaid, knownOutcome, sameLanguage, splitBank } from '../../../src/lib/bank-words';

describe('bank words', () => {
  it('a known outcome travels with the bank’s words, and comes apart again', () => {
    expect(splitBank(knownOutcome('transfer.pin.wrong', 'Incorrect PIN'))).toEqual(['transfer.pin.wrong', 'Incorrect PIN']);
    expect(splitBank(bankSaid('Please try later'))).toEqual(['', 'Please try later']);
    // A message of ours alone has no bank part.
    expect(splitBank('common.failure.network')).toEqual(['common.failure.network']);
  });

  it.each([
    ['Incorrect PIN'],
    ['Invalid Pin'],
    ['wrong transaction PIN.'],
    ['Invalid authorization code'],
    ['Invalid verification code'],
    ['Transfer Authorization Code is required'],
    ['Account created successfully'],
    ['Email verified'],
    ['Transfer submitted'],
    ['Deposit received'],
    ['Successful! Await Confirmation'],
  ])('"%s" says no more than the outcome: not shown after ours', (bank) => {
    expect(addsTo(bank)).toBe(false);
  });

  it.each([['Incorrect PIN, 2 tries left'], ['Your PIN is blocked'], ['Account created. We sent a verification code to your email.'], ['Code expired at 10:42']])(
    '"%s" says more: shown after ours',
    (bank) => {
      expect(addsTo(bank)).toBe(true);
    },
  );

  it('compares languages, not regions', () => {
    expect(sameLanguage('en', 'en-GB')).toBe(true);
    expect(sameLanguage('ar', 'en')).toBe(false);
  });
});
