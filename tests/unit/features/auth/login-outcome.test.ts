/**
 * `loginOutcome()` as a pure function over every branch of the login response (docs/spec-notes.md §3, §4,
 * §8). Bodies go through the real response schema first, as the transport does, so the
 * PHP-style values a backend sends ("0"/"1", numbers, null) are covered as they arrive.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoginResponse } from '../../../../src/api/schemas';
import { loginOutcome } from '../../../../src/features/auth/login-outcome';
import { createI18n } from '../../../../src/lib/i18n';
import { bankSaid, knownOutcome } from '../../../../src/lib/bank-words';

const TYPED = 'typed@bank.test';
// Our own messages in English, the source language the spec's texts are written in; the server's
// kept as they came, marked as the bank's words (changed on purpose: they are shown with the bank's `lang`).
const { t } = createI18n('en');
const outcome = (body: Record<string, unknown>, typed = TYPED) => loginOutcome(v.parse(LoginResponse, body), typed, t);
const customer = (extra: Record<string, unknown> = {}) => ({ jwt: 'JWT', role: 'customer', verified: true, verification_status: 'Verified', ...extra });

describe('loginOutcome: refusals', () => {
  it('{error:true} → "Invalid Credentials"', () => {
    expect(outcome({ error: true })).toEqual({ kind: 'error', message: 'Invalid Credentials' });
  });

  it('{error:true, message} → the server message', () => {
    expect(outcome({ error: true, message: 'Too many attempts' })).toEqual({ kind: 'error', message: bankSaid('Too many attempts') });
  });

  it.each([true, 1, '1', 'true', 'yes', 'Wrong password'])('error = %j refuses', (error) => {
    expect(outcome({ error, jwt: 'JWT', role: 'customer' }).kind).toBe('error');
  });

  it.each([false, 0, '0', 'false', 'no', '', null])('error = %j does not refuse', (error) => {
    expect(outcome(customer({ error }))).toEqual({ kind: 'dashboard', token: 'JWT', email: TYPED, message: 'Welcome Back' });
  });

  it.each([false, 0, '0', 'false'])('status = %j refuses', (status) => {
    expect(outcome(customer({ status }))).toEqual({ kind: 'error', message: 'Invalid Credentials' });
  });

  it.each([true, 1, '1'])('status = %j does not refuse', (status) => {
    expect(outcome(customer({ status })).kind).toBe('dashboard');
  });

  it('a refusal wins over everything else in the answer', () => {
    expect(outcome({ error: '1', role: 'admin', jwt: 'J', verified: false, ismsg: { head: 'h', body: 'b' } })).toEqual({
      kind: 'error',
      message: 'Invalid Credentials',
    });
  });
});

describe('loginOutcome: admin', () => {
  it('role admin → admin with "Welcome Back", whatever else is set', () => {
    expect(outcome({ jwt: 'J', role: 'admin', verified: false, verification_status: 'Not Verified' })).toEqual({ kind: 'admin', message: 'Welcome Back' });
  });

  it('role is compared without case; the server message is kept', () => {
    expect(outcome({ role: 'ADMIN', message: 'Hello admin' })).toEqual({ kind: 'admin', message: bankSaid('Hello admin') });
  });
});

describe('loginOutcome: unverified email', () => {
  it.each([false, 0, '0', 'false'])('verified = %j → verify-email with the temporary token', (verified) => {
    expect(outcome({ jwt: 'TEMP', role: 'customer', verified, email: 'srv@bank.test' })).toEqual({
      kind: 'verify-email',
      token: 'TEMP',
      email: 'srv@bank.test',
      message: 'Please verify your email address to continue.',
    });
  });

  it('without an email in the answer the typed email is used; the server message is kept', () => {
    expect(outcome({ jwt: 'TEMP', verified: '0', message: 'Check your inbox' })).toEqual({
      kind: 'verify-email',
      token: 'TEMP',
      email: TYPED,
      message: bankSaid('Check your inbox'),
    });
  });

  it('unverified email comes before the KYC status', () => {
    expect(outcome({ jwt: 'T', verified: false, verification_status: 'Declined' }).kind).toBe('verify-email');
  });

  it.each([undefined, null, true, 1, '1', 'true'])('verified = %j is not "unverified"', (verified) => {
    expect(outcome(customer({ verified })).kind).toBe('dashboard');
  });
});

describe('loginOutcome: KYC status', () => {
  it('"Not Verified" → kyc with the temporary token', () => {
    expect(outcome(customer({ verification_status: 'Not Verified', email: 'srv@bank.test' }))).toEqual({
      kind: 'kyc',
      token: 'JWT',
      email: 'srv@bank.test',
      status: 'Not Verified',
      message: 'Please submit your identity documents to finish opening your account.',
    });
  });

  it('"Declined" → kyc with the declined message', () => {
    expect(outcome(customer({ verification_status: 'Declined' }))).toEqual({
      kind: 'kyc',
      token: 'JWT',
      email: TYPED,
      status: 'Declined',
      message: 'Your identity verification was declined. Please submit your documents again.',
    });
  });

  it('statuses are matched without case and the server message is kept', () => {
    expect(outcome(customer({ verification_status: 'not verified', message: 'Upload your ID' }))).toMatchObject({ kind: 'kyc', message: bankSaid('Upload your ID') });
    expect(outcome(customer({ verification_status: 'DECLINED' })).kind).toBe('kyc');
  });

  it('"Pending Verification" → under-review', () => {
    expect(outcome(customer({ verification_status: 'Pending Verification' }))).toEqual({
      kind: 'under-review',
      token: 'JWT',
      email: TYPED,
      message: 'Your documents are being reviewed.',
    });
  });

  it('the KYC status comes before an account notice', () => {
    expect(outcome(customer({ verification_status: 'Pending Verification', ismsg: { head: 'h', body: 'b' } })).kind).toBe('under-review');
  });

  it('unknown statuses ("Verified", "", other words) lead to the dashboard', () => {
    for (const verification_status of ['Verified', '', 'Approved', 'Not Verified yet']) {
      expect(outcome(customer({ verification_status })).kind, verification_status).toBe('dashboard');
    }
  });
});

describe('loginOutcome: account notice (ismsg)', () => {
  it('{head, body} → notice with the full token', () => {
    expect(outcome(customer({ ismsg: { head: 'On hold', body: 'Call us' }, email: 'srv@bank.test' }))).toEqual({
      kind: 'notice',
      token: 'JWT',
      email: 'srv@bank.test',
      notice: { head: 'On hold', body: 'Call us' },
    });
  });

  it('a head or a body alone is enough', () => {
    expect(outcome(customer({ ismsg: { head: 'Only a head' } }))).toMatchObject({ kind: 'notice', notice: { head: 'Only a head', body: '' } });
    expect(outcome(customer({ ismsg: { body: 'Only a body' } }))).toMatchObject({ kind: 'notice', notice: { head: '', body: 'Only a body' } });
  });

  it.each([false, 0, '0', '', null, { head: '', body: '' }])('ismsg = %j is no notice', (ismsg) => {
    expect(outcome(customer({ ismsg })).kind).toBe('dashboard');
  });
});

describe('loginOutcome: success', () => {
  it('without a message → dashboard with "Welcome Back"', () => {
    expect(outcome(customer({ email: 'srv@bank.test' }))).toEqual({ kind: 'dashboard', token: 'JWT', email: 'srv@bank.test', message: 'Welcome Back' });
  });

  it('with a message → that message', () => {
    expect(outcome(customer({ message: 'Good morning' }))).toMatchObject({ kind: 'dashboard', message: bankSaid('Good morning') });
  });

  it('a numeric jwt from PHP is kept as text', () => {
    expect(outcome(customer({ jwt: 12345 }))).toMatchObject({ kind: 'dashboard', token: '12345' });
  });

  it('a success without any token (a verified email on a backend that does not sign in) → sign in', () => {
    expect(outcome({ status: true, message: 'Email verified' })).toEqual({ kind: 'signin', message: bankSaid('Email verified') });
    expect(outcome({ status: '1' })).toEqual({ kind: 'signin', message: 'Your email is verified. Sign in to continue.' });
  });

  // The site's endpoint reads the same rule (SIGN_IN_DONE, tests/php/ProxyTest.php): a code
  // answered so is no failed guess there, and nothing without a status is a success here.
  it.each([{ message: 'Email verified' }, { status: null, message: 'OK' }, { status: 'pending', message: 'Check your inbox' }])(
    'without a token and without a set status (%j) → no success',
    (body) => {
      expect(outcome(body).kind).toBe('error');
    },
  );
});

describe('loginOutcome: a verified email, where the screen knows it', () => {
  const verified = (body: Record<string, unknown>) => loginOutcome(v.parse(LoginResponse, body), TYPED, t, 'auth.verify.done');
  it("the outcome in the customer's words, the bank's after it", () => {
    expect(verified(customer({ message: 'Email verified' }))).toMatchObject({ kind: 'dashboard', message: knownOutcome('auth.verify.done', 'Email verified') });
    expect(verified({ status: true, message: 'Email verified' })).toEqual({ kind: 'signin', message: knownOutcome('auth.outcome.verified', 'Email verified') });
  });
  it('without words of the bank, ours as before', () => {
    expect(verified(customer())).toMatchObject({ kind: 'dashboard', message: 'Welcome Back' });
    expect(verified({ status: '1' })).toEqual({ kind: 'signin', message: 'Your email is verified. Sign in to continue.' });
  });
});
