/** auth/forgot ("Send reset link") and auth/reset, auth/reset/r/{email}/{token} ("Create New Password"). */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import {
  ENDPOINT,
  currentPath,
  elapse,
  expectFieldError,
  expectFieldValid,
  expectSummaryLeadsTo,
  expectStoppedAt,
  mountAt,
  json,
  networkFailure,
  stubApi,
  type Widget,
} from '../../support/test-utils';

const FORGOT = '/wp-user/auth/forgot';
const RESET_LINK = '/wp-user/auth/reset/r/a%40b.test/TOKEN';
const TERMS = 'I am 18 or older and I accept the terms and conditions';

const input = (w: Widget, label: string) => w.ui.getByLabelText(label) as HTMLInputElement;

describe('Forgot password', () => {
  async function openForgot() {
    const w = mountAt(FORGOT);
    await w.heading('Forgot Password');
    return w;
  }
  const send = (w: Widget) => w.user.click(w.ui.getByRole('button', { name: 'Send reset link' }));

  it('an empty email → "Enter your email address", focused, nothing sent', async () => {
    const api = stubApi();
    const w = await openForgot();
    await send(w);
    await expectStoppedAt(w, api, input(w, 'Email'), 'Enter your email address');
  });

  it('an email without @ → "That doesn\'t look like an email address", nothing sent', async () => {
    const api = stubApi();
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'not-an-email');
    await send(w);
    await expectStoppedAt(w, api, input(w, 'Email'), "That doesn't look like an email address");
  });

  it('posts exactly {email, action:"code"} to ?crud=userforgot, then "Check your Email for further instructions."', async () => {
    const api = stubApi({ userforgot: { status: true } });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), ' a@b.test ');
    await send(w);
    await w.ui.findByText('Check your Email for further instructions.');
    const [call] = api.to('userforgot');
    expect(call!.url).toBe(`${ENDPOINT}?crud=userforgot`);
    expect([...call!.keys].sort()).toEqual(['action', 'email']);
    expect(call!.fields).toEqual({ email: 'a@b.test', action: 'code' });
    expect(api.calls).toHaveLength(1);
    // The resend note appears with the sent state.
    expect(w.ui.getByRole('button', { name: 'Resend link' })).toBeTruthy();
    expect(w.ui.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it('success with a message shows the server message', async () => {
    stubApi({ userforgot: { status: true, message: 'A reset link is on its way' } });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    const said = await w.ui.findByText('A reset link is on its way');
    expect(w.ui.queryByText('Check your Email for further instructions.')).toBeNull();
    // The bank's words, marked with its language; focus on what happened, not fallen to the page with the button gone.
    expect(said.getAttribute('lang')).toBe('en');
    await waitFor(() => expect(w.shadow.activeElement?.contains(said)).toBe(true));
  });

  it('{status:false} without a message → "An unexpected error occured"; the email is kept', async () => {
    stubApi({ userforgot: { status: false } });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('An unexpected error occured');
    expect(input(w, 'Email').value).toBe('a@b.test');
    expect(w.ui.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('{status:false, message} → the server message', async () => {
    stubApi({ userforgot: { status: false, message: 'No account with that email' } });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('No account with that email');
  });

  it('a network failure → the network message', async () => {
    stubApi({ userforgot: networkFailure });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('Network error: check your connection and try again');
  });

  it('Resend link posts exactly {email} to ?crud=resendforgotcode and shows "Code Sent"', async () => {
    const api = stubApi({ userforgot: { status: true }, resendforgotcode: [{ status: true }, { status: false }] });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    await w.user.click(await w.ui.findByRole('button', { name: 'Resend link' }));
    await w.ui.findByText('Code Sent');
    const [call] = api.to('resendforgotcode');
    expect(call!.url).toBe(`${ENDPOINT}?crud=resendforgotcode`);
    expect(call!.fields).toEqual({ email: 'a@b.test' });
    expect(call!.keys).toEqual(['email']);
    await w.user.click(w.ui.getByRole('button', { name: 'Resend link' }));
    expect((await w.ui.findByRole('alert')).textContent).toBe('Something went wrong');
  });
  it("a resend refused for too many emails says the wait in minutes, as the site's Retry-After gives it", async () => {
    stubApi({ userforgot: { status: true }, resendforgotcode: json({ message: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '120' } }) });
    const w = await openForgot();
    await w.user.type(input(w, 'Email'), 'a@b.test');
    await send(w);
    await w.user.click(await w.ui.findByRole('button', { name: 'Resend link' }));
    expect((await w.ui.findByRole('alert')).textContent).toBe('Too many attempts, try again in 2 minutes.');
  });
});

describe('Reset password from the emailed link', () => {
  async function openReset(path = RESET_LINK) {
    const w = mountAt(path);
    await w.heading('Create New Password');
    return w;
  }
  const save = (w: Widget) => w.user.click(w.ui.getByRole('button', { name: 'Reset Password' }));
  async function fill(w: Widget, v: { password?: string; confirm?: string; terms?: boolean } = {}) {
    const { password = 'newpass1', confirm = password, terms = true } = v;
    if (password) await w.user.type(input(w, 'New password'), password);
    if (confirm) await w.user.type(input(w, 'Confirm new password'), confirm);
    if (terms) await w.user.click(input(w, TERMS));
  }

  it('the link form asks only for the new password, its confirmation and the terms', async () => {
    stubApi();
    const w = await openReset();
    expect(w.ui.queryByLabelText('Email')).toBeNull();
    expect(w.ui.queryByLabelText('Reset code')).toBeNull();
    expect(input(w, 'New password').name).toBe('new_password');
    expect(w.ui.getByText(/Choose a new password for/).textContent).toBe('Choose a new password for a@b.test.');
  });

  it('an empty form reports each field, focuses New password, and sends nothing', async () => {
    const api = stubApi();
    const w = await openReset();
    await save(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, 'New password'), 'Enter a password'));
    expectFieldError(w.shadow, input(w, 'Confirm new password'), 'Enter the password again');
    expectFieldError(w.shadow, input(w, TERMS), 'Confirm that you are 18 or older and accept the terms and conditions');
    await expectSummaryLeadsTo(w, input(w, 'New password'));
    expect(api.calls).toHaveLength(0);
  });

  it('a password shorter than 6 → "Password must be at least 6 characters"', async () => {
    const api = stubApi();
    const w = await openReset();
    await fill(w, { password: 'abc12' });
    await save(w);
    await expectStoppedAt(w, api, input(w, 'New password'), 'Password must be at least 6 characters');
  });

  it('a mismatched confirmation → "The passwords do not match"', async () => {
    const api = stubApi();
    const w = await openReset();
    await fill(w, { password: 'newpass1', confirm: 'newpass2' });
    await save(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, 'Confirm new password'), 'The passwords do not match'));
    expectFieldValid(input(w, 'New password'));
    await expectSummaryLeadsTo(w, input(w, 'Confirm new password'));
    expect(api.calls).toHaveLength(0);
  });

  it('the terms unchecked → its message, focused', async () => {
    const api = stubApi();
    const w = await openReset();
    await fill(w, { terms: false });
    await save(w);
    await expectStoppedAt(w, api, input(w, TERMS), 'Confirm that you are 18 or older and accept the terms and conditions');
  });

  it('posts exactly {new_password, reset_code:"TOKEN", email:"a@b.test", action:"reset"} to ?crud=userforgot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ userforgot: { status: true } });
    const w = await openReset();
    await fill(w, { password: 'newpass1' });
    await save(w);
    await w.ui.findByText('Your password has been changed. You can now sign in with it.');
    const [call] = api.to('userforgot');
    expect(call!.url).toBe(`${ENDPOINT}?crud=userforgot`);
    expect([...call!.keys].sort()).toEqual(['action', 'email', 'new_password', 'reset_code']);
    expect(call!.fields).toEqual({ new_password: 'newpass1', reset_code: 'TOKEN', email: 'a@b.test', action: 'reset' });
    expect(api.calls).toHaveLength(1);
    // Then on to sign in.
    await elapse(5000);
    await w.heading('Sign In');
    expect(currentPath()).toBe('/wp-user/auth/signin');
  });

  it("escaped characters in the link (+, /, =) reach the server as the customer's email and token", async () => {
    const api = stubApi({ userforgot: { status: true } });
    const w = await openReset(`/wp-user/auth/reset/r/${encodeURIComponent('jo+bank@x.test')}/${encodeURIComponent('ab/c+d=')}`);
    expect(w.ui.getByText(/Choose a new password for/).textContent).toBe('Choose a new password for jo+bank@x.test.');
    await fill(w);
    await save(w);
    await waitFor(() => expect(api.to('userforgot')).toHaveLength(1));
    expect(api.to('userforgot')[0]!.fields).toEqual({ new_password: 'newpass1', reset_code: 'ab/c+d=', email: 'jo+bank@x.test', action: 'reset' });
  });

  it('{status:false} → "An unexpected error occured", the passwords kept', async () => {
    stubApi({ userforgot: { status: false } });
    const w = await openReset();
    await fill(w);
    await save(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('An unexpected error occured');
    expect(input(w, 'New password').value).toBe('newpass1');
  });
});

describe('Reset password with a typed code (auth/reset)', () => {
  it('posts the typed email and code with the new password', async () => {
    const api = stubApi({ userforgot: { status: true, message: 'Password updated' } });
    const w = mountAt('/wp-user/auth/reset');
    await w.heading('Create New Password');
    await w.user.type(input(w, 'Email'), 'c@d.test');
    await w.user.type(input(w, 'Reset code'), ' 998877 ');
    await w.user.type(input(w, 'New password'), 'another1');
    await w.user.type(input(w, 'Confirm new password'), 'another1');
    await w.user.click(input(w, TERMS));
    await w.user.click(w.ui.getByRole('button', { name: 'Reset Password' }));
    await w.ui.findByText('Password updated');
    expect(api.to('userforgot')[0]!.fields).toEqual({ new_password: 'another1', reset_code: '998877', email: 'c@d.test', action: 'reset' });
  });

  it('an empty email and code are reported before the password fields', async () => {
    const api = stubApi();
    const w = mountAt('/wp-user/auth/reset');
    await w.heading('Create New Password');
    await w.user.click(w.ui.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expectFieldError(w.shadow, input(w, 'Email'), 'Enter your email address'));
    expectFieldError(w.shadow, input(w, 'Reset code'), 'Enter the code from the reset email');
    await expectSummaryLeadsTo(w, input(w, 'Email'));
    expect(api.calls).toHaveLength(0);
  });
});
