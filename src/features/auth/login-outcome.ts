/**
 * What a login (or a verified email, which answers like one) means for the customer
 * (spec §3 "Login response", §4). Pure: the screens apply it.
 */
import type { LoginResponse, Notice } from '../../api/schemas';
import { isFalse, reportsError } from '../../api/flags';

export type LoginOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'admin'; message: string }
  | { kind: 'verify-email'; token: string; email: string; message: string }
  | { kind: 'kyc'; token: string; email: string; status: string; message: string }
  | { kind: 'under-review'; token: string; email: string; message: string }
  | { kind: 'notice'; token: string; email: string; notice: Notice }
  | { kind: 'signin'; message: string }
  | { kind: 'dashboard'; token: string; email: string; message: string };

export function loginOutcome(r: LoginResponse, typedEmail: string): LoginOutcome {
  const refused = reportsError(r.error) || isFalse(r.status);
  if (refused) return { kind: 'error', message: r.message || 'Invalid Credentials' };

  const email = r.email || typedEmail;
  if (r.role.toLowerCase() === 'admin') return { kind: 'admin', message: r.message || 'Welcome Back' };
  if (!r.jwt) {
    // A success without a session (e.g. a verified email on a backend that does not sign in).
    return { kind: 'signin', message: r.message || 'Your email is verified. Sign in to continue.' };
  }
  if (isFalse(r.verified)) {
    return { kind: 'verify-email', token: r.jwt, email, message: r.message || 'Please verify your email address to continue.' };
  }
  const status = r.verification_status;
  if (/^(not verified|declined)$/i.test(status)) {
    const declined = /declined/i.test(status);
    return {
      kind: 'kyc',
      token: r.jwt,
      email,
      status,
      message:
        r.message ||
        (declined
          ? 'Your identity verification was declined. Please submit your documents again.'
          : 'Please submit your identity documents to finish opening your account.'),
    };
  }
  if (/^pending verification$/i.test(status)) {
    return { kind: 'under-review', token: r.jwt, email, message: r.message || 'Your documents are being reviewed.' };
  }
  if (r.ismsg && typeof r.ismsg === 'object' && (r.ismsg.head || r.ismsg.body)) {
    return { kind: 'notice', token: r.jwt, email, notice: r.ismsg };
  }
  return { kind: 'dashboard', token: r.jwt, email, message: r.message || 'Welcome Back' };
}

