/**
 * Validation rules for every form, as react-hook-form rules (spec §5, with one password
 * minimum). Auth uses the email and password rules; the signed-in forms the PIN and amount.
 */
import type { RegisterOptions } from 'react-hook-form';

export const PASSWORD_MIN = 6;
/** The hint under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters`;
export const PIN_LENGTH = 4;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** The stricter pattern Settings asks for before Save is enabled (spec §5 "standard email pattern"). */
const STANDARD_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
export const isStandardEmail = (value: string) => STANDARD_EMAIL.test(value.trim());
export const isPin = (value: string) => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(value);

/** A money amount as typed ("1,250.50" included), or NaN. */
export const parseAmount = (value: string | number): number => (typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, '')));

export const emailRules = {
  required: 'Enter your email address',
  validate: (value: string) => isEmail(value) || "That doesn't look like an email address",
} satisfies RegisterOptions;

export const newPasswordRules = {
  required: 'Enter a password',
  minLength: { value: PASSWORD_MIN, message: `Password must be at least ${PASSWORD_MIN} characters` },
} satisfies RegisterOptions;

export const confirmRules = (getPassword: () => string) =>
  ({
    required: 'Enter the password again',
    validate: (value: string) => value === getPassword() || 'The passwords do not match',
  }) satisfies RegisterOptions;

export const termsRules = {
  required: 'Confirm that you are 18 or older and accept the terms and conditions',
} satisfies RegisterOptions;

export const requiredText = (what: string) => ({ required: `Enter ${what}`, validate: (v: string) => v.trim() !== '' || `Enter ${what}` }) satisfies RegisterOptions;

export const pinRules = (what = 'your 4-digit PIN') =>
  ({
    required: `Enter ${what}`,
    validate: (value: string) => isPin(value) || `The PIN is exactly ${PIN_LENGTH} digits`,
  }) satisfies RegisterOptions;

/** A positive amount of money; the message says so before anything is sent. */
export const amountRules = {
  required: 'Enter an amount',
  validate: (value: string | number) => {
    const n = parseAmount(value);
    if (!Number.isFinite(n)) return 'Enter the amount as a number, for example 250.00';
    return n > 0 || 'Enter an amount greater than 0';
  },
} satisfies RegisterOptions;
