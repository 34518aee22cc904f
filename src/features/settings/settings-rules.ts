/**
 * When each Settings form may be saved (spec §5). Each rule returns why Save is disabled, in
 * words the customer can act on, or null when it may be saved; the screen shows the reason
 * beside the disabled button and checks it again on submit.
 */
import { isPin, isStandardEmail, newPasswordRules, PASSWORD_MIN, PIN_LENGTH } from '../../lib/validation';
import type { SecretChange } from '../../api/dashboard';

export const MISMATCH = 'Password Mismatch';
export const SAVED = 'Action Successful';

export const emailBlock = (email: string): string | null =>
  !email.trim() ? 'Enter your new email address' : isStandardEmail(email) ? null : 'Enter an email address like name@example.com';

/**
 * Null when the confirmation equals the new secret. A confirmation that is still the start
 * of the new one is being typed, not mistyped: it asks to finish instead of calling it a mismatch.
 */
function confirmBlock({ n_pwd, con_pwd }: SecretChange, what: string): string | null {
  if (n_pwd === con_pwd) return null;
  return n_pwd.startsWith(con_pwd) && con_pwd.length < n_pwd.length ? `Type the new ${what} again to confirm it` : MISMATCH;
}

export function passwordBlock(v: SecretChange): string | null {
  const confirm = confirmBlock(v, 'password');
  if (confirm === MISMATCH) return confirm;
  if (!v.c_pwd || !v.n_pwd || !v.con_pwd) return 'Fill in all three fields';
  // One minimum for every password (README, "Differences"): the original's Settings took 5 characters.
  return confirm ?? (v.n_pwd.length < PASSWORD_MIN ? newPasswordRules.minLength.message : null);
}

export function pinBlock(v: SecretChange): string | null {
  const confirm = confirmBlock(v, 'PIN');
  if (confirm === MISMATCH) return confirm;
  if (!isPin(v.c_pwd)) return `Enter your current ${PIN_LENGTH}-digit PIN`;
  return isPin(v.n_pwd) ? confirm : `Enter a new ${PIN_LENGTH}-digit PIN`;
}
