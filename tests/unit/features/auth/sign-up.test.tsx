/** auth/signup ("Profile setup"): every validation message, the exact form posted, and what follows. */
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
  networkFailure,
  stubApi,
  type Widget,
} from '../../support/test-utils';

const SIGNUP = '/wp-user/auth/signup';
const TERMS = 'I am 18 or older and I accept the terms and conditions';

async function openSignUp() {
  const w = mountAt(SIGNUP);
  await w.heading('Profile setup');
  return w;
}

const input = (w: Widget, label: string) => w.ui.getByLabelText(label) as HTMLInputElement;
const submit = (w: Widget) => w.user.click(w.ui.getByRole('button', { name: 'Sign Up' }));

interface Filled {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}
const valid: Filled = {
  first_name: 'Jane',
  last_name: 'Doe',
  username: 'janed',
  email: 'jane@bank.test',
  password: 'secret1',
  confirm: 'secret1',
  terms: true,
};

async function fill(w: Widget, values: Partial<Filled> = {}) {
  const v = { ...valid, ...values };
  const type = async (label: string, text: string) => {
    if (text) await w.user.type(input(w, label), text);
  };
  await type('First name', v.first_name);
  await type('Last name', v.last_name);
  await type('Username', v.username);
  await type('Email', v.email);
  await type('Password', v.password);
  await type('Confirm password', v.confirm);
  if (v.terms) await w.user.click(input(w, TERMS));
}

describe('Sign up: validation', () => {
  it('an empty form reports every required field next to it, focuses First name, and sends nothing', async () => {
    const api = stubApi();
    const w = await openSignUp();
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, 'First name'), 'Enter your first name'));
    expectFieldError(w.shadow, input(w, 'Last name'), 'Enter your last name');
    expectFieldError(w.shadow, input(w, 'Username'), 'Enter a username');
    expectFieldError(w.shadow, input(w, 'Email'), 'Enter your email address');
    expectFieldError(w.shadow, input(w, 'Password'), 'Enter a password');
    expectFieldError(w.shadow, input(w, 'Confirm password'), 'Enter the password again');
    expectFieldError(w.shadow, input(w, TERMS), 'Confirm that you are 18 or older and accept the terms and conditions');
    await expectSummaryLeadsTo(w, input(w, 'First name'));
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['First name', { first_name: '' }, 'Enter your first name'],
    ['Last name', { last_name: '' }, 'Enter your last name'],
    ['Username', { username: '' }, 'Enter a username'],
    ['Email', { email: '' }, 'Enter your email address'],
    ['Password', { password: '', confirm: '' }, 'Enter a password'],
    ['Confirm password', { confirm: '' }, 'Enter the password again'],
    ['First name', { first_name: '   ' }, 'Enter your first name'],
  ] as const)('%s missing (%j) → "%s", with focus there', async (label, values, message) => {
    const api = stubApi();
    const w = await openSignUp();
    await fill(w, values);
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, label), message));
    await expectSummaryLeadsTo(w, input(w, label));
    expect(api.calls).toHaveLength(0);
  });

  it('an email without @ → "That doesn\'t look like an email address"', async () => {
    const api = stubApi();
    const w = await openSignUp();
    await fill(w, { email: 'jane.bank.test' });
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, 'Email'), "That doesn't look like an email address"));
    await expectSummaryLeadsTo(w, input(w, 'Email'));
    for (const label of ['First name', 'Last name', 'Username', 'Password', 'Confirm password']) expectFieldValid(input(w, label));
    expect(api.calls).toHaveLength(0);
  });

  it('a password shorter than 6 → "Password must be at least 6 characters"; 6 characters is enough', async () => {
    const api = stubApi({ newuser: { status: true } });
    const w = await openSignUp();
    await fill(w, { password: '12345', confirm: '12345' });
    await submit(w);
    const password = input(w, 'Password');
    await expectStoppedAt(w, api, password, 'Password must be at least 6 characters');
    // Exactly 6 characters passes (docs/spec-notes.md §9: at least 6).
    await w.user.type(password, '6');
    await w.user.type(input(w, 'Confirm password'), '6');
    await submit(w);
    await waitFor(() => expect(api.to('newuser')).toHaveLength(1));
    expect(api.to('newuser')[0]!.fields.password).toBe('123456');
  });

  it('a confirmation that differs → "The passwords do not match"', async () => {
    const api = stubApi();
    const w = await openSignUp();
    await fill(w, { confirm: 'secret2' });
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, input(w, 'Confirm password'), 'The passwords do not match'));
    expectFieldValid(input(w, 'Password'));
    await expectSummaryLeadsTo(w, input(w, 'Confirm password'));
    expect(api.calls).toHaveLength(0);
  });

  it('the terms checkbox unchecked → its message, with focus on it', async () => {
    const api = stubApi();
    const w = await openSignUp();
    await fill(w, { terms: false });
    await submit(w);
    const terms = input(w, TERMS);
    await expectStoppedAt(w, api, terms, 'Confirm that you are 18 or older and accept the terms and conditions');
  });
});

describe('Sign up: the form posted and what follows', () => {
  it('posts exactly {first_name, last_name, username, email, password, fullname} to ?crud=newuser', async () => {
    const api = stubApi({ newuser: { status: true } });
    const w = await openSignUp();
    await fill(w, { first_name: ' Jane ', last_name: 'Doe ', email: ' jane@bank.test ' });
    await submit(w);
    await waitFor(() => expect(api.to('newuser')).toHaveLength(1));
    const [call] = api.to('newuser');
    expect(call!.url).toBe(`${ENDPOINT}?crud=newuser`);
    expect([...call!.keys].sort()).toEqual(['email', 'first_name', 'fullname', 'last_name', 'password', 'username']);
    expect(call!.fields).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      username: 'janed',
      email: 'jane@bank.test',
      password: 'secret1',
      fullname: 'Jane Doe',
    });
    expect(api.calls).toHaveLength(1);
  });

  it('success shows the message, then after 5 s goes to verify/{email}', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ newuser: { status: true, message: 'Account created. Check your inbox.' } });
    const w = await openSignUp();
    await fill(w);
    await submit(w);
    await w.ui.findByText('Account created. Check your inbox.');
    expect(w.ui.getByText(/You will be taken to email verification in 5 seconds/)).toBeTruthy();
    expect(currentPath()).toBe(SIGNUP);
    await elapse(4900);
    expect(currentPath()).toBe(SIGNUP);
    await elapse(200);
    await w.heading('Verify your email');
    expect(currentPath()).toBe(`/wp-user/auth/verify/${encodeURIComponent('jane@bank.test')}`);
  });

  it('success without a message shows a default one', async () => {
    stubApi({ newuser: { status: 1 } });
    const w = await openSignUp();
    await fill(w);
    await submit(w);
    await w.ui.findByText('Your account has been created. We sent a verification code to your email.');
  });

  it('a refusal shows the server message and keeps everything typed', async () => {
    stubApi({ newuser: { status: false, message: 'That username is taken' } });
    const w = await openSignUp();
    await fill(w);
    await submit(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('That username is taken');
    expect(input(w, 'Username').value).toBe('janed');
    expect(input(w, 'Password').value).toBe('secret1');
    expect(input(w, 'Confirm password').value).toBe('secret1');
    expect(input(w, TERMS).checked).toBe(true);
    expect(currentPath()).toBe(SIGNUP);
  });

  it('a network failure shows the network message and keeps the form', async () => {
    stubApi({ newuser: networkFailure });
    const w = await openSignUp();
    await fill(w);
    await submit(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('Network error: check your connection and try again');
    expect(input(w, 'Email').value).toBe('jane@bank.test');
  });
});
