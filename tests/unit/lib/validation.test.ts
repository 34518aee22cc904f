import { describe, expect, it } from 'vitest';
import { amountRules, parseAmount } from '../../../src/lib/validation';

describe('parseAmount: an amount as a customer types it', () => {
  it.each([
    ['250', 250],
    ['250.00', 250],
    ['75.5', 75.5],
    // The decimal comma of French, German and Spanish: 250, never 25,000.
    ['250,00', 250],
    ['75,5', 75.5],
    [',50', 0.5],
    // Grouped thousands, the English way and the others'.
    ['1,250', 1250],
    ['1,250.50', 1250.5],
    ['1.250,50', 1250.5],
    ['12 500,00', 12500],
    ['12\u202f500,00', 12500],
    ['12\u00a0500.00', 12500],
    ['1,250,000', 1250000],
    ['1.250', 1250],
    ['1.250.000', 1250000],
    ['-1,50', -1.5],
  ])('%j reads as %d', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(['abc', '1.250.000,5.0', '12,5x', '€250', '1e3', '0,125', '1,2,3', '12,34,567', '', '-', ','])('%j is not a number, and the form says so', (typed) => {
    expect(parseAmount(typed)).toBeNaN();
    expect(amountRules.validate(typed)).toBe('common.amount.notNumber');
  });

  it('a negative amount reads as one, so the form says it must be positive', () => {
    expect(parseAmount('-5')).toBe(-5);
    expect(amountRules.validate('-5')).toBe('common.amount.notPositive');
    expect(amountRules.validate('0,00')).toBe('common.amount.notPositive');
  });

  it('a number passes through', () => {
    expect(parseAmount(12.5)).toBe(12.5);
  });
});
