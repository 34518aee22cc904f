/** auth/verify/{email}: the code form, Resend, and the login-like answer of verifyuser. */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { ENDPOINT, currentPath, elapse, expectStoppedAt, deferred, mountAt, stubApi, type Widget, storeTemporaryToken } from '../../support/test-utils';
import { idle } from '../../support/idle';

const EMAIL = 'a@b.test';
const VERIFY = `/wp-user/auth/verify/${encodeURIComponent(EMAIL)}`;

async function openVerify(path = VERIFY) {
  const w = mountAt(path);
  await w.heading('Verify your email');
  return w;
}
const codeInput = (w: Widget) => w.ui.getByLabelText('Verification code') as HTMLInputElement;
const verify = (w: Widget) => w.user.click(w.ui.getByRole('button', { name: 'Verify' }));

describe('Verify email: validation', () => {
  it('an empty code → "Enter the verification code", focused, nothing sent', async () => {
    const api = stubApi();
    const w = await openVerify();
    await verify(w);
    await expectStoppedAt(w, api, codeInput(w), 'Enter the verification code');
  });

  it.each(['12ab56', 'abc', '12', '123456789'])('a code that is not 4 to 8 digits (%s) is refused', async (code) => {
    const api = stubApi();
    const w = await openVerify();
    await w.user.type(codeInput(w), code);
    await verify(w);
    await expectStoppedAt(w, api, codeInput(w), 'The code is the 4 to 8 digits from the email');
  });

  it('the code field is a one-time-code numeric input named ver_code', async () => {
    stubApi();
    const w = await openVerify();
    const code = codeInput(w);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.name).toBe('ver_code');
  });
});

describe('Verify email: the form posted', () => {
  it('shows the email from the URL, decoded', async () => {
    stubApi();
    const w = await openVerify();
    expect(w.ui.getByText(/We sent a verification code to/).textContent).toBe(`We sent a verification code to ${EMAIL}. Enter it below.`);
  });

  it('posts exactly {email (from the URL), ver_code} to ?crud=verifyuser', async () => {
    const api = stubApi({ verifyuser: { error: true, message: 'Wrong code' } });
    const w = await openVerify();
    await w.user.type(codeInput(w), ' 123 456 ');
    await verify(w);
    await waitFor(() => expect(api.to('verifyuser')).toHaveLength(1));
    const [call] = api.to('verifyuser');
    expect(call!.url).toBe(`${ENDPOINT}?crud=verifyuser`);
    expect([...call!.keys].sort()).toEqual(['email', 'ver_code']);
    expect(call!.fields).toEqual({ email: EMAIL, ver_code: '123456' });
    expect((await w.ui.findByRole('alert')).textContent).toContain('Wrong code');
    expect(codeInput(w).value).toBe(' 123 456 ');
  });

  it('an email with + in the URL is posted as typed at sign-up', async () => {
    const api = stubApi({ verifyuser: { error: true }, resendconfirmcode: { status: true } });
    const w = await openVerify(`/wp-user/auth/verify/${encodeURIComponent('jo+bank@x.test')}`);
    await w.user.type(codeInput(w), '4321');
    await verify(w);
    await waitFor(() => expect(api.to('verifyuser')).toHaveLength(1));
    expect(api.to('verifyuser')[0]!.fields).toEqual({ email: 'jo+bank@x.test', ver_code: '4321' });
    await w.user.click(w.ui.getByRole('button', { name: 'Resend' }));
    await w.ui.findByText('Code Sent');
    expect(api.to('resendconfirmcode')[0]!.fields).toEqual({ email: 'jo+bank@x.test' });
  });

  it('a refusal without a message → "Invalid Credentials"', async () => {
    stubApi({ verifyuser: { error: true } });
    const w = await openVerify();
    await w.user.type(codeInput(w), '1234');
    await verify(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('Invalid Credentials');
  });

  it('a verified email that still needs KYC: the KYC page at once, with the temporary token', async () => {
    stubApi({ verifyuser: { jwt: 'V-JWT', role: 'customer', verified: true, verification_status: 'Not Verified' } });
    const w = await openVerify();
    await w.user.type(codeInput(w), '1234');
    await verify(w);
    await w.heading('Submit Verification');
    expect(currentPath()).toBe('/wp-user/auth/account/verification');
    expect(localStorage.getItem('tempbaUid')).toBe('V-JWT');
  });

  it('a verified email with a full session goes to the dashboard', async () => {
    stubApi({ verifyuser: { jwt: 'FULL', role: 'customer', verified: true, verification_status: 'Verified' } });
    const w = await openVerify();
    await w.user.type(codeInput(w), '1234');
    await verify(w);
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
    await w.ui.findByText('Welcome Back');
    expect(localStorage.getItem('baUid')).toBe('FULL');
  });

  it('a verified email without a session sends the customer to sign in with a message', async () => {
    stubApi({ verifyuser: { status: true, message: 'Email verified' } });
    const w = await openVerify();
    await w.user.type(codeInput(w), '1234');
    await verify(w);
    await w.heading('Sign In');
    expect(currentPath()).toBe('/wp-user/auth/signin');
    await w.ui.findByText('Email verified');
  });
});

describe('Verify email: Resend', () => {
  it('posts exactly {email} to ?crud=resendconfirmcode and shows "Code Sent"', async () => {
    const api = stubApi({ resendconfirmcode: { status: true } });
    const w = await openVerify();
    await w.user.click(w.ui.getByRole('button', { name: 'Resend' }));
    await w.ui.findByText('Code Sent');
    const [call] = api.to('resendconfirmcode');
    expect(call!.url).toBe(`${ENDPOINT}?crud=resendconfirmcode`);
    expect(call!.keys).toEqual(['email']);
    expect(call!.fields).toEqual({ email: EMAIL });
    expect(api.calls).toHaveLength(1);
  });

  it('{status:false} → "Something went wrong"', async () => {
    stubApi({ resendconfirmcode: { status: false } });
    const w = await openVerify();
    await w.user.click(w.ui.getByRole('button', { name: 'Resend' }));
    expect((await w.ui.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('the resend note disappears after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ resendconfirmcode: { status: true } });
    const w = await openVerify();
    await w.user.click(w.ui.getByRole('button', { name: 'Resend' }));
    await w.ui.findByText('Code Sent');
    await elapse(5100);
    await waitFor(() => expect(w.ui.queryByText('Code Sent')).toBeNull());
  });
});

describe('Verify email: signing out while the answer is on its way', () => {
  it('a late success answer does not sign the customer back in', async () => {
    const late = deferred({ status: true, jwt: 'FULL', verified: true, verification_status: 'Verified' });
    stubApi({ verifyuser: late.reply });
    storeTemporaryToken('TEMP');
    localStorage.setItem('email', EMAIL);
    localStorage.setItem('notverified', 'true');
    const w = await openVerify();
    await w.user.type(codeInput(w), '123456');
    await verify(w);
    await w.user.click(w.ui.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toBe('/wp-user/auth'));
    late.resolve();
    await idle();
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(currentPath()).toBe('/wp-user/auth');
  });
});
