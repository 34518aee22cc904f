/**
 * auth/signin, as a customer uses it: validation, the exact form posted, every branch of the
 * login response (docs/spec-notes.md §3, §4, §8), and single-flight submit.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import {
  API_BASE,
  ENDPOINT,
  currentPath,
  deferred,
  elapse,
  expectFieldError,
  expectFieldValid,
  expectSummaryLeadsTo,
  expectStoppedAt,
  html,
  json,
  mountAt,
  networkFailure,
  stubApi,
  stubLocationAssign,
  type Reply,
  type Widget,
} from '../../support/test-utils';
import { idle } from '../../support/idle';

const SIGNIN = '/wp-user/auth/signin';
const EMAIL = 'jane@bank.test';
const PASSWORD = 'hunter22';

async function openSignIn() {
  const w = mountAt(SIGNIN);
  await w.heading('Sign In');
  return w;
}

const emailInput = (w: Widget) => w.ui.getByLabelText('Email') as HTMLInputElement;
const passwordInput = (w: Widget) => w.ui.getByLabelText('Password') as HTMLInputElement;
const signInButton = (w: Widget) => w.ui.getByRole('button', { name: /Sign In|Signing in/ }) as HTMLButtonElement;

async function fillAndSubmit(w: Widget, email = EMAIL, password = PASSWORD) {
  await w.user.type(emailInput(w), email);
  await w.user.type(passwordInput(w), password);
  await w.user.click(signInButton(w));
}

/** Sign in against a backend answering `reply` to userlogin. */
async function signInWith(reply: Reply) {
  const api = stubApi({ userlogin: reply });
  const w = await openSignIn();
  await fillAndSubmit(w);
  await waitFor(() => expect(api.to('userlogin')).toHaveLength(1));
  return { api, w };
}

describe('Sign in: validation', () => {
  it('an empty form shows both messages next to their fields, focuses Email and sends nothing', async () => {
    const api = stubApi();
    const w = await openSignIn();
    await w.user.click(signInButton(w));
    await waitFor(() => expectFieldError(w.shadow, emailInput(w), 'Enter your email address'));
    expectFieldError(w.shadow, passwordInput(w), 'Enter your password');
    await expectSummaryLeadsTo(w, emailInput(w));
    expect(api.calls).toHaveLength(0);
  });

  it('a missing password alone is reported on the password field, which gets focus', async () => {
    const api = stubApi();
    const w = await openSignIn();
    await w.user.type(emailInput(w), EMAIL);
    await w.user.click(signInButton(w));
    await waitFor(() => expectFieldError(w.shadow, passwordInput(w), 'Enter your password'));
    expectFieldValid(emailInput(w));
    await expectSummaryLeadsTo(w, passwordInput(w));
    expect(api.calls).toHaveLength(0);
  });

  it('an email without @ is refused before anything is sent', async () => {
    const api = stubApi();
    const w = await openSignIn();
    await fillAndSubmit(w, 'jane.bank.test');
    await expectStoppedAt(w, api, emailInput(w), "That doesn't look like an email address");
  });
});

describe('Sign in: the form posted', () => {
  it('posts exactly {email, password} to ?crud=userlogin (Remember me is not sent)', async () => {
    const { api, w } = await signInWith({ error: true });
    await w.user.click(w.ui.getByLabelText('Remember me'));
    const [call] = api.to('userlogin');
    expect(call!.url).toBe(`${ENDPOINT}?crud=userlogin`);
    expect(call!.keys.sort()).toEqual(['email', 'password']);
    expect(call!.fields).toEqual({ email: EMAIL, password: PASSWORD });
    expect(api.calls).toHaveLength(1);
  });

  it('trims the email but sends the password as typed', async () => {
    const api = stubApi({ userlogin: { error: true } });
    const w = await openSignIn();
    await fillAndSubmit(w, `  ${EMAIL} `, ' pass word ');
    await waitFor(() => expect(api.to('userlogin')).toHaveLength(1));
    expect(api.to('userlogin')[0]!.fields).toEqual({ email: EMAIL, password: ' pass word ' });
  });
});

describe('Sign in: refusals and failures keep the form', () => {
  async function expectProblem(reply: Reply, message: string | RegExp) {
    const { w } = await signInWith(reply);
    const alert = await w.ui.findByRole('alert');
    expect(alert.textContent).toMatch(typeof message === 'string' ? new RegExp(escape(message)) : message);
    // The form stays, with what the customer typed.
    expect(emailInput(w).value).toBe(EMAIL);
    expect(passwordInput(w).value).toBe(PASSWORD);
    expect(signInButton(w).hasAttribute('aria-disabled')).toBe(false);
    expect(currentPath()).toBe(SIGNIN);
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(localStorage.getItem('tempbaUid')).toBeNull();
    return w;
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('{error:true} → "Invalid Credentials"', async () => {
    await expectProblem({ error: true }, 'Invalid Credentials');
  });

  it('{error:true, message} → the server message', async () => {
    const w = await expectProblem({ error: true, message: 'Account locked, call us' }, 'Account locked, call us');
    expect(w.ui.queryByText('Invalid Credentials')).toBeNull();
  });

  it('PHP-style {error:"1"} → "Invalid Credentials"', async () => {
    await expectProblem({ error: '1' }, 'Invalid Credentials');
  });

  it('a network failure → "Network error: check your connection and try again"', async () => {
    await expectProblem(networkFailure, 'Network error: check your connection and try again');
  });

  it('HTTP 500 → an error message', async () => {
    await expectProblem(json({ error: false }, { status: 500 }), 'The server could not handle the request');
  });

  it('an HTML body → an error message', async () => {
    await expectProblem(html(), "The bank's server sent an answer we could not read. Try again.");
  });

  it('after a refusal the customer can correct and sign in again', async () => {
    const api = stubApi({ userlogin: [{ error: true }, { jwt: 'JWT-OK', role: 'customer', verified: true, verification_status: 'Verified' }] });
    const w = await openSignIn();
    await fillAndSubmit(w);
    await w.ui.findByText('Invalid Credentials');
    // (user-event's clear() cannot see focus inside a shadow root)
    fireEvent.input(passwordInput(w), { target: { value: 'right-one' } });
    await w.user.click(signInButton(w));
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
    expect(api.to('userlogin').map((c) => c.fields.password)).toEqual([PASSWORD, 'right-one']);
  });
});

describe('Sign in: where each login response leads', () => {
  it('admin: message shown, then after 5 s the page goes to the default admin URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = stubLocationAssign();
    const { w } = await signInWith({ jwt: 'ADMIN-JWT', role: 'admin', message: 'Hello admin' });
    await w.ui.findByText('Hello admin');
    expect(w.ui.getByText(/You will be taken to the admin area in 5 seconds/)).toBeTruthy();
    expect(w.ui.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe(`${API_BASE}/admin/`);
    expect(w.ui.queryByLabelText('Password')).toBeNull();
    await elapse(4900);
    expect(assign).not.toHaveBeenCalled();
    await elapse(200);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://api.test/admin/');
    // An admin gets no customer session.
    expect(localStorage.getItem('baUid')).toBeNull();
  });

  it('admin without a message: "Welcome Back"; "Go now" goes at once', async () => {
    const assign = stubLocationAssign();
    const { w } = await signInWith({ jwt: 'A', role: 'Admin' });
    await w.ui.findByText('Welcome Back');
    await w.user.click(w.ui.getByRole('link', { name: 'Go now' }));
    expect(assign).toHaveBeenCalledWith('http://api.test/admin/');
  });

  it('unverified email: the verify page opens at once, with the message, holding the temporary token', async () => {
    const { w } = await signInWith({ jwt: 'TEMP-JWT', role: 'customer', verified: false, email: EMAIL, message: 'Verify your email first' });
    await w.heading('Verify your email');
    // Nothing to read on the way: no countdown, the message comes along to the next screen.
    expect(w.ui.getByText('Verify your email first')).toBeTruthy();
    expect(w.ui.queryByText(/You will be taken to/)).toBeNull();
    expect(currentPath()).toBe(`/wp-user/auth/verify/${encodeURIComponent(EMAIL)}`);
    expect(decodeURIComponent(currentPath())).toBe(`/wp-user/auth/verify/${EMAIL}`);
    expect(localStorage.getItem('tempbaUid')).toBe('TEMP-JWT');
    expect(localStorage.getItem('notverified')).toBe('true');
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(w.ui.getByText(/We sent a verification code to/).textContent).toContain(EMAIL);
  });

  it('unverified email with PHP-style verified:"0" and no email in the answer uses the typed email', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { w } = await signInWith({ jwt: 'T0', role: 'customer', verified: '0' });
    await w.ui.findByText('Please verify your email address to continue.');
    await waitFor(() => expect(currentPath()).toBe(`/wp-user/auth/verify/${encodeURIComponent(EMAIL)}`));
    expect(localStorage.getItem('tempbaUid')).toBe('T0');
    expect(localStorage.getItem('notverified')).toBe('true');
  });

  it('"Not Verified": the KYC page opens at once with the temporary token and the message', async () => {
    const { w, api } = await signInWith({ jwt: 'KYC-JWT', role: 'customer', verified: true, verification_status: 'Not Verified' });
    await w.heading('Submit Verification');
    expect(w.ui.getByText('Please submit your identity documents to finish opening your account.')).toBeTruthy();
    expect(w.ui.queryByText(/You will be taken to/)).toBeNull();
    expect(currentPath()).toBe('/wp-user/auth/account/verification');
    expect(localStorage.getItem('tempbaUid')).toBe('KYC-JWT');
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(localStorage.getItem('account_verification')).toBe('Not Verified');
    expect(w.ui.queryByText(/previous verification was declined/)).toBeNull();
    // The KYC page asks for the document types with the temporary token.
    await waitFor(() => expect(api.to('getdocs')).toHaveLength(1));
    expect(api.to('getdocs')[0]!.fields).toEqual({ token: 'KYC-JWT' });
  });

  it('"Declined": the KYC page at once with the temporary token and one declined warning', async () => {
    const { w } = await signInWith({ jwt: 'DEC-JWT', role: 'customer', verified: '1', verification_status: 'Declined' });
    await w.heading('Submit Verification');
    expect(w.ui.getAllByText(/declined/)).toHaveLength(1);
    expect(currentPath()).toBe('/wp-user/auth/account/verification');
    expect(localStorage.getItem('tempbaUid')).toBe('DEC-JWT');
    const warning = w.ui.getByText('Your previous verification was declined. Please check your documents and submit them again.');
    expect(warning.closest('.notice')!.classList.contains('notice--warning')).toBe(true);
  });

  it('"Pending Verification": the under-review page at once', async () => {
    const { w } = await signInWith({ jwt: 'P-JWT', role: 'customer', verified: true, verification_status: 'Pending Verification' });
    await w.heading('Kyc Under Review');
    expect(currentPath()).toBe('/wp-user/auth/account/under-review');
    expect(localStorage.getItem('baUid')).toBeNull();
  });

  it('ismsg {head, body}: the notice page shows both, and the stored token is removed 5 s after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { w } = await signInWith({
      jwt: 'MSG-JWT',
      role: 'customer',
      verified: true,
      verification_status: 'Verified',
      ismsg: { head: 'Account on hold', body: 'Please contact support about your account.' },
    });
    await w.heading('Account on hold');
    expect(currentPath()).toBe('/wp-user/auth/info/notice');
    expect(w.ui.getByText('Please contact support about your account.')).toBeTruthy();
    expect(localStorage.getItem('baUid')).toBe('MSG-JWT');
    await elapse(4900);
    expect(localStorage.getItem('baUid')).toBe('MSG-JWT');
    await elapse(200);
    expect(localStorage.getItem('baUid')).toBeNull();
    // The page stays, with its Logout.
    expect(currentPath()).toBe('/wp-user/auth/info/notice');
    expect(w.ui.getByText('Please contact support about your account.')).toBeTruthy();
    expect(w.ui.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('success without a message: "Welcome Back", the dashboard, and the token stored', async () => {
    const { w } = await signInWith({ jwt: 'FULL-JWT', role: 'customer', verified: true, verification_status: 'Verified', email: EMAIL });
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
    await w.ui.findByText('Welcome Back');
    expect(localStorage.getItem('baUid')).toBe('FULL-JWT');
    expect(localStorage.getItem('email')).toBe(EMAIL);
    expect(localStorage.getItem('tempbaUid')).toBeNull();
  });

  it('success with a message shows that message instead', async () => {
    const { w } = await signInWith({ jwt: 'FULL-JWT', role: 'customer', verified: 1, verification_status: 'Verified', message: 'Good to see you' });
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
    await w.ui.findByText('Good to see you');
    expect(w.ui.queryByText('Welcome Back')).toBeNull();
  });
});

describe('Sign in: one request at a time', () => {
  it('clicking Sign In twice while the first request is pending sends one request; the button says "Signing in…" and is disabled', async () => {
    const pending = deferred();
    const api = stubApi({ userlogin: pending.reply });
    const w = await openSignIn();
    await fillAndSubmit(w);
    await waitFor(() => expect(signInButton(w).textContent).toBe('Signing in…'));
    expect(signInButton(w).getAttribute('aria-disabled')).toBe('true');
    expect(signInButton(w).getAttribute('aria-busy')).toBe('true');
    await w.user.click(signInButton(w));
    await w.user.type(passwordInput(w), '{Enter}');
    await idle();
    expect(api.to('userlogin')).toHaveLength(1);
    pending.resolve({ error: true });
    await w.ui.findByText('Invalid Credentials');
    expect(signInButton(w).hasAttribute('aria-disabled')).toBe(false);
    expect(signInButton(w).textContent).toBe('Sign In');
  });

  it('two submits in the same instant (Enter pressed twice) send one request and the button stays busy', async () => {
    const pending = deferred();
    const api = stubApi({ userlogin: pending.reply });
    const w = await openSignIn();
    await w.user.type(emailInput(w), EMAIL);
    await w.user.type(passwordInput(w), PASSWORD);
    const form = passwordInput(w).form!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(api.to('userlogin')).toHaveLength(1));
    await idle();
    expect(api.to('userlogin')).toHaveLength(1);
    expect(signInButton(w).textContent).toBe('Signing in…');
    expect(signInButton(w).getAttribute('aria-disabled')).toBe('true');
    // A third press while still pending is ignored too.
    fireEvent.submit(form);
    await idle();
    expect(api.to('userlogin')).toHaveLength(1);
    expect(signInButton(w).getAttribute('aria-disabled')).toBe('true');
    pending.resolve({ error: true });
    await w.ui.findByText('Invalid Credentials');
    expect(signInButton(w).hasAttribute('aria-disabled')).toBe(false);
  });
});
