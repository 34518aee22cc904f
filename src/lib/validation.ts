/**
 * Validation rules for every form, as react-hook-form rules (docs/spec-notes.md §5, with one password
 * minimum). Auth uses the email and password rules; the signed-in forms the PIN and amount.
 */
import type { RegisterOptions } from 'react-hook-form';

export const PASSWORD_MIN = 6;
/** The hint under every new-password field (a message id). */
export const PASSWORD_HINT = 'common.password.hint';
export const PIN_LENGTH = 4;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** The stricter pattern Settings asks for before Save is enabled (docs/spec-notes.md §5). */
const STANDARD_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const isEmail = (value: string) => EMAIL.test(value.trim());
export const isStandardEmail = (value: string) => STANDARD_EMAIL.test(value.trim());
export const isPin = (value: string) => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(value);

/** What parseAmount reads: digits, or groups of three after the first, then a decimal part of two digits at most. */
const AMOUNT = /^-?(?=[.,]?\d)([1-9]\d{0,2}(\.\d{3})+(,\d{0,2})?|[1-9]\d{0,2}(,\d{3})+(\.\d{0,2})?|\d*([.,]\d{0,2})?)$/;

/**
 * A money amount as typed, the English way or the customer's language's ("1,250.50", "1.250,50",
 * "12 500,00", "250,00", "1.250"), or NaN. When both "." and "," appear, the later one is the
 * decimal separator; a lone one with one or two digits after it is decimal too, and one with three
 * digits after it groups thousands (money has two decimals, so German "1.250" is 1,250). Groups
 * after the first have three digits, one separator throughout, and spaces are ignored. So "250,00"
 * is 250, never 25,000; anything else ("0,125", "1,2,3") is NaN, never a guess.
 */
export const parseAmount = (value: string | number): number => {
  if (typeof value == 'number') return value;
  const text = value.replace(/\s/g, '');
  const decimal = /[.,](\d{0,2})$/.exec(text);
  return AMOUNT.test(text) ? +`${text.slice(0, decimal?.index).replace(/[.,]/g, '')}.${decimal?.[1] ?? ''}` : NaN;
};

export const emailRules = {
  required: 'common.email.required',
  validate: (value: string) => isEmail(value) || 'common.email.invalid',
} satisfies RegisterOptions;

export const newPasswordRules = {
  required: 'common.password.new.required',
  minLength: { value: PASSWORD_MIN, message: 'common.password.new.short' },
} satisfies RegisterOptions;

export const confirmRules = (getPassword: () => string) =>
  ({
    required: 'common.password.confirm.required',
    validate: (value: string) => value === getPassword() || 'common.password.confirm.mismatch',
  }) satisfies RegisterOptions;

export const termsRules = {
  required: 'common.terms.required',
} satisfies RegisterOptions;

/** `message`: what the field asks for, as a message id ("Enter your first name"). */
export const requiredText = (message: string) => ({ required: message, validate: (v: string) => v.trim() !== '' || message }) satisfies RegisterOptions;

/** `required`: the message id of an empty PIN field ("Enter your 4-digit PIN"). */
export const pinRules = (required = 'common.pin.required') =>
  ({
    required,
    validate: (value: string) => isPin(value) || 'common.pin.invalid',
  }) satisfies RegisterOptions;

/** A positive amount of money; the message says so before anything is sent. */
export const amountRules = {
  required: 'common.amount.required',
  validate: (value: string | number) => {
    const n = parseAmount(value);
    if (!Number.isFinite(n)) return 'common.amount.notNumber';
    return n > 0 || 'common.amount.notPositive';
  },
} satisfies RegisterOptions;
