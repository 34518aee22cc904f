/**
 * The transfer fee (docs/spec-notes.md §9): a percent of the amount, 10 when the server supplies none;
 * the recipient gets the amount less the fee. Worked in whole cents so 0.1 + 0.2 never
 * shows up on a receipt.
 */
import { amountRules, parseAmount } from '../../lib/validation';

export const DEFAULT_FEE_PERCENT = 10;

/** The server's percent (a number, "2.5", " 12 "), or the default when it sent none or nonsense. */
export function feePercent(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? parseAmount(raw) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_FEE_PERCENT;
}

export interface Quote {
  /** NaN when the amount is not a number. */
  amount: number;
  percent: number;
  fee: number;
  received: number;
}

/** The amount as typed ("1,250.50" included), its fee and what arrives. */
export function quote(amount: string | number, percent: unknown): Quote {
  const p = feePercent(percent);
  const cents = Math.round(parseAmount(amount) * 100);
  const fee = Math.round((cents * p) / 100);
  return { amount: cents / 100, percent: p, fee: fee / 100, received: (cents - fee) / 100 };
}

/** Spec §5: the amount must be below the current balance. */
export const exceedsBalance = (amount: number, balance: number) => amount >= balance;

/**
 * The amount's rules, and once the balance is known, an amount it cannot cover is an error on
 * the amount itself (`over` says so), where it is typed, not only a disabled button further on.
 */
export const amountWithin = (balance: number | undefined, over: string): { required: string; validate: (value: string | number) => string | true } =>
  balance === undefined
    ? amountRules
    : {
        ...amountRules,
        validate: (value) => {
          const checked = amountRules.validate(value);
          return checked === true && exceedsBalance(parseAmount(value), balance) ? over : checked;
        },
      };

/**
 * The balance once the amount has left, in whole cents; the fee is taken from the amount
 * (docs/spec-notes.md §9), so the amount is all that leaves. An amount not yet a number leaves
 * nothing; a balance not known stays not known. The review and the receipt both read it here.
 */
export function balanceAfter(balance: number, amount: number): number;
export function balanceAfter(balance: number | null, amount: number): number | null;
export function balanceAfter(balance: number | null, amount: number) {
  return balance === null ? null : (Math.round(balance * 100) - Math.round((amount || 0) * 100)) / 100;
}
