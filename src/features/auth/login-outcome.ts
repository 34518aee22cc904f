/**
 * What a login (or a verified email, which answers like one) means for the customer
 * (docs/spec-notes.md §3, §4). Pure: the screens apply it. The server's message is kept as it
 * came, marked as the bank's words (src/lib/bank-words.ts); without one, ours in the customer's
 * language (`t`). `known`: what a success means where the screen knows it (an email verified), said
 * in the customer's language before the bank's words.
 */
import { SIGN_IN_DONE, SIGN_IN_REFUSED, type LoginResponse, type Notice } from '../../api/schemas';
import { isFalse, meetsRule } from '../../api/flags';
import type { I18n, MessageId } from '../../lib/i18n';
import { bankSaid, knownOutcome } from '../../lib/bank-words';

export type LoginOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'admin'; message: string }
  | { kind: 'verify-email'; token: string; email: string; message: string }
  | { kind: 'kyc'; token: string; email: string; status: string; message: string }
  | { kind: 'under-review'; token: string; email: string; message: string }
  | { kind: 'notice'; token: string; email: string; notice: Notice }
  | { kind: 'signin'; message: string }
  | { kind: 'dashboard'; token: string; email: string; message: string };

export function loginOutcome(r: LoginResponse, typedEmail: string, t: I18n['t'], known?: MessageId): LoginOutcome {
  const said = (ours: MessageId) => (r.message ? bankSaid(r.message) : t(ours));
  if (meetsRule(r, SIGN_IN_REFUSED)) return { kind: 'error', message: said('auth.outcome.invalid') };
  const done = (ours: MessageId) => (known && r.message ? knownOutcome(known, r.message) : said(ours));

  const email = r.email || typedEmail;
  if (r.role.toLowerCase() === 'admin') return { kind: 'admin', message: said('auth.outcome.welcome') };
  if (!r.jwt) {
    // A success without a session (e.g. a verified email on a backend that does not sign in)
    // says so with its status; without one it is no success (the site's endpoint reads it so too).
    if (!meetsRule(r, SIGN_IN_DONE)) return { kind: 'error', message: said('auth.outcome.invalid') };
    return { kind: 'signin', message: known && r.message ? knownOutcome('auth.outcome.verified', r.message) : said('auth.outcome.verified') };
  }
  if (isFalse(r.verified)) {
    return { kind: 'verify-email', token: r.jwt, email, message: said('auth.outcome.verifyEmail') };
  }
  const status = r.verification_status;
  if (/^(not verified|declined)$/i.test(status)) {
    const declined = /declined/i.test(status);
    return {
      kind: 'kyc',
      token: r.jwt,
      email,
      status,
      message: said(declined ? 'auth.outcome.declined' : 'auth.outcome.kyc'),
    };
  }
  if (/^pending verification$/i.test(status)) {
    return { kind: 'under-review', token: r.jwt, email, message: said('auth.outcome.review') };
  }
  if (r.ismsg && (r.ismsg.head || r.ismsg.body)) {
    return { kind: 'notice', token: r.jwt, email, notice: r.ismsg };
  }
  return { kind: 'dashboard', token: r.jwt, email, message: done('auth.outcome.welcome') };
}
