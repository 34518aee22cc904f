/**
 * The pseudo-locale `en-XA`, for tests: every English message accented, about 30 % longer and
 * bracketed (`[Šîĝñ Îñ ···]`), placeholders kept. A text on screen without the brackets was
 * never translated; a bracket cut off shows a text that does not fit.
 */
import type { Message } from './types';

const ACCENTS: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  g: 'ĝ',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  s: 'š',
  u: 'û',
  y: 'ý',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  U: 'Û',
};

function pseudoText(text: string): string {
  // Placeholders ({name}) stay as they are: the widget fills them.
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c)))
    .join('');
  return `[${accented} ${'·'.repeat(Math.max(1, Math.round(text.length * 0.3)))}]`;
}

export function pseudoCatalogue(catalogue: Record<string, Message>): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    out[id] = typeof message == 'string' ? pseudoText(message) : (Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudoText(text!)])) as Message);
  }
  return out;
}
