// @vitest-environment node
/** Every `?crud=` action, driven through the client's own functions (src/api/auth.ts). */
import { describe, expect, it } from 'vitest';
import { getDocs, newUser, requestPasswordReset, resendConfirmCode, resendForgotCode, resetPassword, submitVerification, userLogin, verifyUser } from '../../src/api/auth';
import { getProfile } from '../../src/api/dashboard';
import { clientFor, demoState, fakeImage, lastMail, png, post, signIn, useDemoServer } from './helpers';

const ctx = useDemoServer();
const api = () => clientFor(ctx.url);
const login = (email: string, password = 'demo1234') => userLogin(api(), { email, password });

describe('userlogin: every branch the client routes on', () => {
  it('fully verified customer: full token, "Welcome Back"', async () => {
    const result = await login('demo@bank.test');
    expect(result).toMatchObject({
      ok: true,
      data: { role: 'customer', verification_status: 'Verified', message: 'Welcome Back', verified: true },
    });
    const token = result.ok ? result.data.jwt : '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await getProfile(clientFor(ctx.url, token))).toMatchObject({ ok: true, data: { customer: { email: 'demo@bank.test' } } });
  });

  it('verified customer without a PIN signs in fully too', async () => {
    expect(await login('nopin@bank.test')).toMatchObject({ ok: true, data: { role: 'customer', verification_status: 'Verified' } });
  });

  it('wrong password and unknown email: error with no message, identical', async () => {
    const wrong = await post(ctx.url, { email: 'demo@bank.test', password: 'nope' }, '?crud=userlogin');
    const unknown = await post(ctx.url, { email: 'nobody@bank.test', password: 'demo1234' }, '?crud=userlogin');
    expect(wrong).toMatchObject({ status: 200, json: { error: true } });
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).not.toHaveProperty('message');
  });

  it('email case and spaces do not matter', async () => {
    expect(await login('  Demo@Bank.TEST ')).toMatchObject({ ok: true, data: { role: 'customer' } });
  });

  it('admin: role admin and the redirect message', async () => {
    expect(await login('admin@bank.test', 'admin1234')).toMatchObject({
      ok: true,
      data: { role: 'admin', message: 'Welcome, administrator. Redirecting to the admin area…' },
    });
    expect(await login('admin@bank.test', 'demo1234')).toMatchObject({ ok: true, data: { error: true } });
  });

  it('email not verified: temporary token, verified false, a new code mailed', async () => {
    const result = await login('unverified@bank.test');
    expect(result).toMatchObject({
      ok: true,
      data: { verified: false, email: 'unverified@bank.test', message: 'Please verify your email. We sent you a new code.' },
    });
    expect((await lastMail(ctx.url, 'unverified@bank.test')).code).toMatch(/^\d{6}$/);
    // The temporary token opens no dashboard call.
    const token = result.ok ? result.data.jwt : '';
    expect(await getProfile(clientFor(ctx.url, token))).toMatchObject({ ok: false, kind: 'http', status: 401 });
  });

  it('KYC declined: temporary token with status, submitted and email', async () => {
    const result = await login('declined@bank.test');
    expect(result).toMatchObject({
      ok: true,
      data: { verified: true, verification_status: 'Declined', submitted: true, email: 'declined@bank.test' },
    });
    expect(result.ok && result.data.role).toBe('');
  });

  it('KYC pending: temporary token and "Pending Verification"', async () => {
    const result = await login('pending@bank.test');
    expect(result).toMatchObject({ ok: true, data: { verified: true, verification_status: 'Pending Verification' } });
    const token = result.ok ? result.data.jwt : '';
    expect(await getProfile(clientFor(ctx.url, token))).toMatchObject({ ok: false, status: 401 });
  });
});

const signup = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'ghopper',
  email: 'grace@bank.test',
  password: 'secret1',
};

/** Signs up, verifies the email with the mailed code, and returns the temporary token. */
async function signUpAndVerify(): Promise<string> {
  expect(await newUser(api(), signup)).toMatchObject({ ok: true });
  const { code } = await lastMail(ctx.url, signup.email);
  const verified = await verifyUser(api(), { email: signup.email, ver_code: code ?? '' });
  if (!verified.ok) throw new Error('verify failed');
  return verified.data.jwt;
}

describe('newuser, verifyuser, resendconfirmcode', () => {
  it('creates the account, mails a 6-digit code and keeps the full name', async () => {
    expect(await newUser(api(), signup)).toMatchObject({
      ok: true,
      data: { status: true, message: 'Account created. We sent a verification code to your email.' },
    });
    expect((await lastMail(ctx.url, 'grace@bank.test')).code).toMatch(/^\d{6}$/);
    const user = (await demoState(ctx.url)).users.find((u) => u.email === 'grace@bank.test');
    expect(user).toMatchObject({ fullname: 'Grace Hopper', emailVerified: false, verification: 'Not Verified', plan: 'Tier 1' });
  });

  it.each([
    [{ email: 'not-an-email' }, "That doesn't look like an email address"],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'DEMO@bank.test' }, 'An account with that email already exists. Sign in instead.'],
    [{ username: 'AlexMorgan' }, 'That username is taken. Choose another one.'],
    [{ username: 'a b' }, 'Choose a username of 3 to 30 letters, digits, dots, dashes or underscores.'],
    [{ first_name: ' ' }, 'Enter your first and last name.'],
  ])('refuses %o with a message', async (change, message) => {
    expect(await newUser(api(), { ...signup, ...change })).toEqual({ ok: false, kind: 'rejected', message });
  });

  it('verifyuser: a wrong code is refused; the right one answers like a login', async () => {
    await newUser(api(), signup);
    expect(await verifyUser(api(), { email: signup.email, ver_code: '000000x' })).toMatchObject({
      ok: true,
      data: { status: false, error: true, message: 'That code is not valid. Check the email or ask for a new one.' },
    });
    const { code } = await lastMail(ctx.url, signup.email);
    const result = await verifyUser(api(), { email: signup.email, ver_code: code ?? '' });
    expect(result).toMatchObject({
      ok: true,
      data: { status: true, verified: true, verification_status: 'Not Verified', message: 'Email verified', email: signup.email },
    });
    expect(result.ok && result.data.jwt).toBeTruthy();
    // The code works once.
    expect(await verifyUser(api(), { email: signup.email, ver_code: code ?? '' })).toMatchObject({ data: { status: false } });
    expect(await login(signup.email, signup.password)).toMatchObject({ data: { verification_status: 'Not Verified', submitted: false } });
  });

  it('verifyuser: five wrong guesses void the code', async () => {
    await newUser(api(), signup);
    const { code } = await lastMail(ctx.url, signup.email);
    for (let i = 0; i < 5; i++) await verifyUser(api(), { email: signup.email, ver_code: 'wrong' });
    expect(await verifyUser(api(), { email: signup.email, ver_code: code ?? '' })).toMatchObject({ data: { status: false } });
  });

  it('resendconfirmcode mails a new code; the old one stops working', async () => {
    await newUser(api(), signup);
    const first = await lastMail(ctx.url, signup.email);
    expect(await resendConfirmCode(api(), { email: signup.email })).toMatchObject({ ok: true });
    const second = await lastMail(ctx.url, signup.email);
    expect(second.id).not.toBe(first.id);
    if (first.code !== second.code) {
      expect(await verifyUser(api(), { email: signup.email, ver_code: first.code ?? '' })).toMatchObject({ data: { status: false } });
    }
    expect(await verifyUser(api(), { email: signup.email, ver_code: second.code ?? '' })).toMatchObject({ data: { status: true } });
  });

  it('resendconfirmcode answers alike for unknown emails and mails nothing', async () => {
    const before = (await demoState(ctx.url)).mailbox.length;
    expect(await resendConfirmCode(api(), { email: 'ghost@bank.test' })).toMatchObject({ ok: true });
    expect((await demoState(ctx.url)).mailbox.length).toBe(before);
  });
});

describe('userforgot, resendforgotcode', () => {
  const linkParts = (link = '') => {
    const match = /^\/wp-user\/auth\/reset\/r\/([^/]+)\/([^/]+)$/.exec(link);
    if (!match?.[1] || !match[2]) throw new Error(`unexpected link ${link}`);
    return { email: decodeURIComponent(match[1]), token: match[2] };
  };

  it('mails a reset link to the widget route; the token resets the password once', async () => {
    expect(await requestPasswordReset(api(), { email: 'demo@bank.test' })).toMatchObject({ ok: true, data: { status: true } });
    const mail = await lastMail(ctx.url, 'demo@bank.test');
    expect(mail.link).toMatch(/^\/wp-user\/auth\/reset\/r\/demo%40bank\.test\//);
    const { email, token } = linkParts(mail.link);
    expect(email).toBe('demo@bank.test');

    const reset = { email, reset_code: token, new_password: 'brandnew' };
    expect(await resetPassword(api(), reset)).toMatchObject({ ok: true, data: { status: true } });
    expect(await login('demo@bank.test', 'brandnew')).toMatchObject({ data: { role: 'customer' } });
    expect(await login('demo@bank.test', 'demo1234')).toMatchObject({ data: { error: true } });
    expect(await resetPassword(api(), { ...reset, new_password: 'another1' })).toMatchObject({
      ok: false,
      message: 'This reset link is invalid or has expired. Ask for a new one.',
    });
  });

  it('a reset ends the sessions the user had', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    await requestPasswordReset(api(), { email: 'demo@bank.test' });
    const { token: code } = linkParts((await lastMail(ctx.url, 'demo@bank.test')).link);
    await resetPassword(api(), { email: 'demo@bank.test', reset_code: code, new_password: 'brandnew' });
    expect(await getProfile(clientFor(ctx.url, token))).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a short new password without using the link', async () => {
    await requestPasswordReset(api(), { email: 'demo@bank.test' });
    const { token } = linkParts((await lastMail(ctx.url, 'demo@bank.test')).link);
    expect(await resetPassword(api(), { email: 'demo@bank.test', reset_code: token, new_password: '123' })).toMatchObject({
      ok: false,
      message: 'Password must be at least 6 characters',
    });
    expect(await resetPassword(api(), { email: 'demo@bank.test', reset_code: token, new_password: '123456' })).toMatchObject({
      ok: true,
    });
  });

  it('answers alike for unknown emails and mails nothing', async () => {
    const before = (await demoState(ctx.url)).mailbox.length;
    const known = await requestPasswordReset(api(), { email: 'demo@bank.test' });
    const unknown = await requestPasswordReset(api(), { email: 'ghost@bank.test' });
    expect(unknown).toEqual(known);
    expect((await demoState(ctx.url)).mailbox.length).toBe(before + 1);
  });

  it('resendforgotcode mails a new link and voids the previous one', async () => {
    await requestPasswordReset(api(), { email: 'demo@bank.test' });
    const first = linkParts((await lastMail(ctx.url, 'demo@bank.test')).link);
    expect(await resendForgotCode(api(), { email: 'demo@bank.test' })).toMatchObject({ ok: true });
    const second = linkParts((await lastMail(ctx.url, 'demo@bank.test')).link);
    expect(second.token).not.toBe(first.token);
    const attempt = (token: string) => resetPassword(api(), { email: 'demo@bank.test', reset_code: token, new_password: 'brandnew' });
    expect(await attempt(first.token)).toMatchObject({ ok: false });
    expect(await attempt(second.token)).toMatchObject({ ok: true });
  });

  it('an unknown action is a 400', async () => {
    expect(await post(ctx.url, { email: 'demo@bank.test', action: 'explode' }, '?crud=userforgot')).toMatchObject({
      status: 400,
      json: { status: false, error: true },
    });
  });
});

describe('reset links expire after one hour', () => {
  let now = Date.now();
  const timed = useDemoServer({ clock: () => now });

  it('refuses the link once an hour has passed', async () => {
    const client = clientFor(timed.url);
    await requestPasswordReset(client, { email: 'demo@bank.test' });
    const link = (await lastMail(timed.url, 'demo@bank.test')).link ?? '';
    const token = link.split('/').pop() ?? '';
    now += 60 * 60_000 + 1;
    expect(await resetPassword(client, { email: 'demo@bank.test', reset_code: token, new_password: 'brandnew' })).toMatchObject({
      ok: false,
    });
  });
});

describe('submit_verification and getdocs (temporary token)', () => {
  const documents = (token: string) => ({
    country: 'Netherlands',
    phone: '+31 20 000 0000',
    home_address: 'Dam 1, Amsterdam',
    pic: png('selfie.png'),
    type: 'International Passport',
    idcardFront: png('front.png'),
    idcardBack: png('back.png'),
    token,
  });

  it('getdocs lists the two server document types', async () => {
    const token = await signUpAndVerify();
    expect(await getDocs(api(), { token })).toEqual({
      ok: true,
      data: { docs: [{ doc_name: 'International Passport' }, { doc_name: 'National ID Card' }] },
    });
  });

  it('getdocs without a valid token is a 401', async () => {
    expect(await getDocs(api(), { token: 'forged' })).toMatchObject({ ok: false, kind: 'http', status: 401 });
  });

  it('submission sets "Pending Verification"; sign-in then answers pending', async () => {
    const token = await signUpAndVerify();
    expect(await submitVerification(api(), documents(token))).toMatchObject({ ok: true, data: { status: true } });
    expect(await login(signup.email, signup.password)).toMatchObject({ data: { verification_status: 'Pending Verification' } });
    // Under review: a second submission is refused.
    expect(await submitVerification(api(), documents(token))).toMatchObject({
      ok: false,
      message: 'Your documents are already under review.',
    });
  });

  it('a declined customer can submit again', async () => {
    const result = await login('declined@bank.test');
    const token = result.ok ? result.data.jwt : '';
    expect(await submitVerification(api(), { ...documents(token), type: "Driver's License" })).toMatchObject({ ok: true });
  });

  it('refuses before the email is verified, and unknown document types', async () => {
    const unverified = await login('unverified@bank.test');
    const early = unverified.ok ? unverified.data.jwt : '';
    expect(await submitVerification(api(), documents(early))).toMatchObject({ ok: false, message: 'Verify your email address first.' });
    const token = await signUpAndVerify();
    expect(await submitVerification(api(), { ...documents(token), type: 'Library card' })).toMatchObject({
      ok: false,
      message: 'Choose a document type from the list.',
    });
  });

  it('a non-image or missing document is a 400; no token is a 401', async () => {
    const token = await signUpAndVerify();
    expect(await submitVerification(api(), { ...documents(token), idcardBack: fakeImage() })).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
    });
    const { idcardBack: _omitted, ...rest } = documents(token);
    const missing = await post(ctx.url, { ...rest }, '?crud=submit_verification');
    expect(missing).toMatchObject({ status: 400, json: { message: 'The file "idcardBack" is required.' } });
    expect(await submitVerification(api(), documents(''))).toMatchObject({ ok: false, status: 401 });
  });
});
