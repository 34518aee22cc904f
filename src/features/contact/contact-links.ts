/**
 * The only links the contact page makes (spec: https:, mailto:, tel:), built from what the
 * server sent. A value that is not plainly a number or an address gets no link at all and is
 * shown as text, so a `javascript:` or other hostile value can never become clickable.
 */
import { isStandardEmail } from '../../lib/validation';

const PHONE = /^\+?[\d\s().-]{5,20}$/;
/** A WhatsApp address the server may send whole instead of the number. */
const WA_ME = /^https:\/\/(?:api\.)?wa\.me\/(\d{5,15})\/?$/i;

const digits = (value: string) => value.replace(/\D/g, '');

export function whatsappHref(value: string): string | null {
  const v = value.trim();
  const number = WA_ME.exec(v)?.[1] ?? (PHONE.test(v) ? digits(v) : '');
  return number ? `https://wa.me/${number}` : null;
}

export const mailHref = (value: string): string | null => (isStandardEmail(value) ? `mailto:${value.trim()}` : null);

export function telHref(value: string): string | null {
  const v = value.trim();
  return PHONE.test(v) ? `tel:${v.startsWith('+') ? '+' : ''}${digits(v)}` : null;
}
