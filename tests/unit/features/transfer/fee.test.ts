import { describe, expect, it } from 'vitest';
import { amountWithin, DEFAULT_FEE_PERCENT, exceedsBalance, feePercent, quote } from '../../../../src/features/transfer/fee';

describe('feePercent', () => {
  it('is 10 when the server supplies none', () => {
    expect(DEFAULT_FEE_PERCENT).toBe(10);
    for (const none of [undefined, null, '', '  ', 'abc', NaN, -1]) expect(feePercent(none), String(none)).toBe(10);
  });

  it('takes a number or a numeric string, zero included', () => {
    expect(feePercent(2.5)).toBe(2.5);
    expect(feePercent('2.5')).toBe(2.5);
    expect(feePercent(' 12 ')).toBe(12);
    expect(feePercent(0)).toBe(0);
    expect(feePercent('0')).toBe(0);
  });
});

describe('quote', () => {
  it('charges 10 % when no percent is supplied; the recipient gets the rest', () => {
    expect(quote(250, undefined)).toEqual({ amount: 250, percent: 10, fee: 25, received: 225 });
  });

  it('reads amounts typed with commas and string percents', () => {
    expect(quote('1,250.50', '4')).toEqual({ amount: 1250.5, percent: 4, fee: 50.02, received: 1200.48 });
    expect(quote('12,000', 10)).toEqual({ amount: 12000, percent: 10, fee: 1200, received: 10800 });
  });

  it('works in whole cents, rounding the fee half up', () => {
    expect(quote('0.3', 10)).toEqual({ amount: 0.3, percent: 10, fee: 0.03, received: 0.27 });
    expect(quote('0.05', 10)).toEqual({ amount: 0.05, percent: 10, fee: 0.01, received: 0.04 });
    expect(quote('100', '2.5').fee).toBe(2.5);
  });

  it('gives NaN for an amount that is not a number', () => {
    expect(Number.isNaN(quote('ten', 10).amount)).toBe(true);
  });
});

describe('exceedsBalance (docs/spec-notes.md §5: the amount must be below the balance)', () => {
  it('refuses the whole balance and more, accepts less', () => {
    expect(exceedsBalance(100, 100)).toBe(true);
    expect(exceedsBalance(100.01, 100)).toBe(true);
    expect(exceedsBalance(99.99, 100)).toBe(false);
  });
});

describe('amountWithin: the amount checked against the balance where it is typed', () => {
  const over = 'Insufficient balance: your balance is $12,500.50';
  it("20,000 against 12,500.50 is the amount's error; less is fine; the usual checks come first", () => {
    const rules = amountWithin(12_500.5, over);
    expect(rules.validate('20,000')).toBe(over);
    expect(rules.validate('12500.50')).toBe(over);
    expect(rules.validate('12,500.49')).toBe(true);
    expect(rules.validate('abc')).toBe('common.amount.notNumber');
    expect(rules.required).toBe('common.amount.required');
  });
  it('a balance not known yet checks the amount alone', () => {
    expect(amountWithin(undefined, over).validate('20000')).toBe(true);
  });
});
