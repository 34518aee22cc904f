/** Validation rules shared by the signed-out forms (spec §5, with one password minimum). */
import type { RegisterOptions } from 'react-hook-form';

export const PASSWORD_MIN = 6;

export const emailRules = {
  required: 'Enter your email address',
  validate: (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim()) || "That doesn't look like an email address",
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
