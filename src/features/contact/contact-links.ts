/**
 * The only links the contact page makes (spec: https:, mailto:, tel:), built from what the
 * server sent. A value that is not plainly a number or an address gets no link at all and is
 * shown as text, so a `javascript:` or other hostile value can never become clickable.
 */
/** Plain address characters only: nothing that could read as a scheme or a path. */
const EMAIL = /^[\w.%+-]+@[\w-]+(\.[\w-]+)+$/;
const PHONE = /^\+?[\d\s().-]{5,20}$/;
/** The number itself, or the WhatsApp address the server may send whole. */
const WHATSAPP = /^(https:\/\/wa\.me\/)?\+?[\d\s().-]{5,20}$/i;

const digits = (value: string) => value.replace(/\D/g, '');

export const whatsappHref = (value: string): string | null => (WHATSAPP.test(value.trim()) ? `https://wa.me/${digits(value)}` : null);

export const mailHref = (value: string): string | null => (EMAIL.test(value.trim()) ? `mailto:${value.trim()}` : null);

export const telHref = (value: string): string | null => (PHONE.test(value.trim()) ? `tel:${value.trim().startsWith('+') ? '+' : ''}${digits(value)}` : null);
