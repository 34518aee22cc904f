/**
 * When each Settings form may be saved (docs/spec-notes.md §5). Each rule returns why Save is disabled, in
 * words the customer can act on, or null when it may be saved; the screen shows the reason
 * beside the disabled button and checks it again on submit. The words are the screen's `t`.
 */
import type { I18n } from '../../lib/i18n';
import { isPin, isStandardEmail, PASSWORD_MIN, PIN_LENGTH } from '../../lib/validation';
import type { SecretChange } from '../../api/dashboard';

type T = I18n['t'];
export const emailBlock = (email: string, t: T): string | null => (!email.trim() ? t('settings.email.empty') : isStandardEmail(email) ? null : t('settings.email.invalid'));

/**
 * 'mismatch', 'typing' or null when the confirmation equals the new secret. A confirmation that
 * is still the start of the new one is being typed, not mistyped: it asks to finish instead of
 * calling it a mismatch.
 */
function confirmState({ n_pwd, con_pwd }: SecretChange): 'mismatch' | 'typing' | null {
  if (n_pwd === con_pwd) return null;
  return n_pwd.startsWith(con_pwd) && con_pwd.length < n_pwd.length ? 'typing' : 'mismatch';
}

export function passwordBlock(v: SecretChange, t: T): string | null {
  const confirm = confirmState(v);
  if (confirm === 'mismatch') return t('settings.mismatch');
  if (!v.c_pwd || !v.n_pwd || !v.con_pwd) return t('settings.password.missing');
  if (confirm) return t('settings.password.again');
  // One minimum for every password, in sign-up's words (docs/differences.md): the original's Settings took 5 characters.
  return v.n_pwd.length < PASSWORD_MIN ? t('common.password.new.short') : null;
}

/** Why a PIN change cannot be saved yet, and the field the reason is about (it stands under that field). */
export function pinReason(v: SecretChange, t: T): { field: keyof SecretChange; text: string } | null {
  const confirm = confirmState(v);
  if (confirm === 'mismatch') return { field: 'con_pwd', text: t('settings.mismatch') };
  if (!isPin(v.c_pwd)) return { field: 'c_pwd', text: t('settings.pin.currentInvalid', { digits: PIN_LENGTH }) };
  if (!isPin(v.n_pwd)) return { field: 'n_pwd', text: t('settings.pin.newInvalid', { digits: PIN_LENGTH }) };
  return confirm ? { field: 'con_pwd', text: t('settings.pin.again') } : null;
}

export const pinBlock = (v: SecretChange, t: T): string | null => pinReason(v, t)?.text ?? null;
