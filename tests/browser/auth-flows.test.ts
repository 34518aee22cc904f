/**
 * The signed-out area end to end, as a customer of the demo would drive it: on the demo page
 * (the built dist/bank.js beside the demo panel), typing into the widget, reading codes and
 * reset links from the "Demo mailbox", and playing the bank with "Demo controls". Only the
 * reset between tests calls the admin API directly. The sign-in flows that lean on the runtime
 * (signals across tabs, a form that keeps what was typed, focus from the keyboard) run twice: on
 * the shipped Preact bundle and on the same source built on React 19 (`npm run build:react`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/demo';
import { useDemoBrowser } from './support/demo-browser';
import { BASE } from './support/pages';
import { bundleFile, reactBundleFile } from './support/paths';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  decideKyc,
  focused,
  heading,
  mailboxLoaded,
  mailCount,
  pathname,
  pngFile,
  pressUntil,
  resetLink,
  shown,
  VERIFICATION_SUBJECT,
  verificationCode,
  waitForPath,
  widget,
  WAIT,
  type FocusedElement,
} from './support/demo-ui';

const DESKTOP = { width: 1280, height: 800 };
const NETWORK_ERROR = 'Network error: check your connection and try again';
/** The runtimes the sign-in flows run on. The demo server serves dist/bank.js; another bundle is swapped in per page. */
const RUNTIMES: [runtime: string, bundle: string][] = [
  ['Preact', bundleFile],
  ['React 19', reactBundleFile],
];
let bundleUnderTest = bundleFile;

const demo = useDemoBrowser();

/** A fresh browser profile (empty storage) on the demo page at `path` under the base path. */
async function open(path: string): Promise<Page> {
  const context = await demo.newContext({ viewport: DESKTOP });
  const swap = bundleUnderTest !== bundleFile;
  let swapped = false;
  if (swap) {
    await context.route(`${demo.url}/bank.js`, (route) => {
      swapped = true;
      return route.fulfill({ path: bundleUnderTest, contentType: 'text/javascript; charset=utf-8' });
    });
  }
  const page = await context.newPage();
  await page.goto(`${demo.url}${BASE}${path}`);
  if (swap) expect(swapped, `the page loaded ${bundleUnderTest}`).toBe(true);
  return page;
}

const field = (page: Page, label: string) => widget(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => widget(page).getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => widget(page).getByRole('link', { name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** The redirect note every timed redirect shows ("You will be taken to … in 5 seconds. Go now"). */
const redirectNote = (page: Page, label: string) =>
  widget(page)
    .getByRole('status')
    .filter({ hasText: `You will be taken to ${label} in 5 seconds.` });

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await shown(heading(page, 'Sign In'));
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillSignIn(page, email, password);
  await button(page, 'Sign In').click();
}

/** Signed in with a full session: the dashboard area's menu, under /wp-user/dashboard. */
async function expectDashboard(page: Page): Promise<void> {
  await shown(mainMenu(page));
  // A customer without a PIN may be sent on to PIN creation (docs/spec-notes.md §4), still in the dashboard area.
  expect(await pathname(page)).toMatch(new RegExp(`^${BASE}/dashboard(/pincreation)?$`));
}

/** Enters the newest code mailed to `email` on the verify page and submits it. */
async function verifyWithMailedCode(page: Page, email: string, seenBefore = 0): Promise<void> {
  const code = await verificationCode(page, email, seenBefore);
  await field(page, 'Verification code').fill(code);
  await button(page, 'Verify').click();
}

describe('signing up', () => {
  it('signs up, verifies the email by code, submits KYC, is approved and signs in to the dashboard', async () => {
    const email = 'nadia.new@bank.test';
    const password = 'nadia-pass-1';
    const page = await open('/auth');
    await link(page, "Let's Get Started").click();
    await shown(heading(page, 'Profile setup'));
    expect(await pathname(page)).toBe(`${BASE}/auth/signup`);
    await mailboxLoaded(page);

    await field(page, 'First name').fill('Nadia');
    await field(page, 'Last name').fill('Newcomer');
    await field(page, 'Username').fill('nadia.new');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await widget(page)
      .getByLabel(/I am 18 or older/)
      .check();
    // Timed in the page (every 20 ms), so the test's own polling on a busy machine does not count.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      const timer = setInterval(() => {
        const h1 = document.querySelector('[data-bank-widget]')?.shadowRoot?.querySelector('h1')?.textContent;
        if (h1 === 'Account created') marks.shown ??= performance.now();
        if (location.pathname.includes('/auth/verify/')) {
          marks.redirected = performance.now();
          clearInterval(timer);
        }
      }, 20);
    });
    const submittedAt = Date.now();
    await button(page, 'Sign Up').click();

    // The success message, then (the one timed redirect this file waits for) the verify page after 5 s.
    await shown(heading(page, 'Account created'));
    await shown(widget(page).getByText('We sent a verification code to your email.', { exact: false }));
    await shown(redirectNote(page, 'email verification'));
    expect(await pathname(page)).toBe(`${BASE}/auth/signup`);
    await waitForPath(page, /^\/wp-user\/auth\/verify\/nadia\.new(%40|@)bank\.test$/, 10_000);
    // The 5 s start when the message renders: after the click, no later than we saw it.
    expect(Date.now() - submittedAt, 'not before 5 s').toBeGreaterThanOrEqual(4_900);
    const marks = await page.evaluate(() => (window as unknown as { marks: { shown: number; redirected: number } }).marks);
    expect(marks.redirected - marks.shown, 'about 5 s after the message showed').toBeGreaterThanOrEqual(4_900);
    expect(marks.redirected - marks.shown, 'about 5 s after the message showed').toBeLessThan(6_500);

    // Verify: the code comes from the Demo mailbox.
    await shown(heading(page, 'Verify your email'));
    await shown(widget(page).getByText(email, { exact: true }));
    await verifyWithMailedCode(page, email);
    // Nothing to read on the way: the KYC form comes at once, carrying the message.
    await shown(widget(page).getByText('Email verified'));

    // KYC.
    await shown(heading(page, 'Submit Verification'));
    expect(await pathname(page)).toBe(`${BASE}/auth/account/verification`);
    const docType = field(page, 'Document type');
    await docType.locator('option', { hasText: 'National ID Card' }).waitFor({ state: 'attached', timeout: WAIT });
    await field(page, 'Country').selectOption('Portugal');
    await field(page, 'Phone number').fill('+351 912 345 678');
    await field(page, 'Home address').fill('Rua Augusta 1, Lisboa');
    const uploads: [label: string, file: string, rgb: [number, number, number]][] = [
      ['Selfie picture', 'selfie.png', [200, 120, 80]],
      ['Front of the document', 'id-front.png', [20, 80, 200]],
      ['Back of the document', 'id-back.png', [20, 160, 60]],
    ];
    for (const [label, name, rgb] of uploads) {
      await field(page, label).setInputFiles(pngFile(name, rgb));
      const preview = widget(page).getByRole('img', { name: `Preview of ${name}` });
      await shown(preview);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: WAIT }).toBe(12);
      // The card says what it holds, not yet sent (changed on purpose from "File Uploaded:").
      await shown(widget(page).getByText(new RegExp(`^\u2068${name.replace('.', '\\.')}\u2069, \\d+ bytes, ready to send$`)));
    }
    expect(
      await widget(page)
        .getByText(/, ready to send$/)
        .count(),
    ).toBe(3);
    await docType.selectOption('National ID Card');
    await button(page, 'Submit Verification').click();

    await shown(heading(page, 'Verification submitted'));
    await shown(widget(page).getByText('We will review your documents shortly.', { exact: false }));
    await shown(redirectNote(page, 'your verification status'));
    await link(page, 'Go now').click();
    await shown(heading(page, 'Kyc Under Review'));
    expect(await pathname(page)).toBe(`${BASE}/auth/account/under-review`);

    // The bank approves, in Demo controls.
    expect(await decideKyc(page, email, 'Approve KYC')).toBe(`KYC approved for ${email}.`);

    // Okay signs out; then the customer signs in with the new account.
    await button(page, 'Okay').click();
    await shown(widget(page).getByText('Logged out !'));
    await link(page, 'Sign In').click();
    await signIn(page, email, password);
    await expectDashboard(page);
  });
});

describe.each(RUNTIMES)('signing in on %s', (_runtime, bundle) => {
  beforeAll(() => {
    bundleUnderTest = bundle;
  });
  afterAll(() => {
    bundleUnderTest = bundleFile;
  });

  it('signs in to the dashboard; Log Out signs out, in another open tab too', async () => {
    const page = await open('/auth/signin');
    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expectDashboard(page);
    // A second tab shares the session. Nothing navigates it: only the session signals can tell
    // it about the sign-out, so this is where untracked signals (React without the transform) show.
    const other = await page.context().newPage();
    await other.goto(`${demo.url}${BASE}/dashboard`);
    await expectDashboard(other);

    await mainMenu(page).getByRole('button', { name: 'Log Out' }).click();
    await shown(widget(page).getByText('Logged out !'));
    const signedOutPath = new RegExp(`^${BASE}/auth(/|$)`);
    expect(await pathname(page)).toMatch(signedOutPath);
    expect(await mainMenu(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('baUid'))).toBeNull();
    await waitForPath(other, signedOutPath);
    expect(await mainMenu(other).count()).toBe(0);
  });

  it('a failed request shows the network error and keeps what was typed; trying again works', async () => {
    const page = await open('/auth/signin');
    await page.route('**/api/users.php**', (route) => route.abort('internetdisconnected'));
    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await shown(widget(page).getByRole('alert').filter({ hasText: NETWORK_ERROR }));
    expect(await field(page, 'Email').inputValue()).toBe(DEMO_EMAIL);
    expect(await field(page, 'Password').inputValue()).toBe(DEMO_PASSWORD);
    expect(await pathname(page)).toBe(`${BASE}/auth/signin`);

    await page.unroute('**/api/users.php**');
    await button(page, 'Sign In').click();
    await expectDashboard(page);
  });

  it('works with the keyboard alone (Tab, Shift+Tab, Space, Enter), focus visible all the way', async () => {
    const page = await open('/auth/signin');
    await shown(heading(page, 'Sign In'));
    const outlined = (f: FocusedElement, what: string) => {
      expect(f.outlineStyle, `focus ring on ${what}`).not.toBe('none');
      expect(parseFloat(f.outlineWidth), `focus ring width on ${what}`).toBeGreaterThan(0);
    };

    const email = await pressUntil(page, 'Tab', (f) => f.tag === 'input' && f.name === 'email', 'the Email input');
    outlined(email, 'the Email input');
    await page.keyboard.type(DEMO_EMAIL);

    const password = await pressUntil(page, 'Tab', (f) => f.tag === 'input' && f.name === 'password', 'the Password input');
    outlined(password, 'the Password input');
    await page.keyboard.type(DEMO_PASSWORD);

    // Show the password with Space, then Shift+Tab back to it: it is shown as text now.
    const show = await pressUntil(page, 'Tab', (f) => f.tag === 'button' && /^Show/.test(f.text), 'the Show password button');
    outlined(show, 'the Show password button');
    await page.keyboard.press('Space');
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await pressUntil(page, 'Shift+Tab', (f) => f.name === 'password', 'the Password input (backwards)', 1);
    expect(await field(page, 'Password').inputValue()).toBe(DEMO_PASSWORD);

    const remember = await pressUntil(page, 'Tab', (f) => f.type === 'checkbox', 'Remember me');
    outlined(remember, 'Remember me');
    await page.keyboard.press('Space');
    expect((await focused(page))?.checked).toBe(true);

    const submit = await pressUntil(page, 'Tab', (f) => f.tag === 'button' && f.text === 'Sign In', 'the Sign In button');
    outlined(submit, 'the Sign In button');
    await page.keyboard.press('Enter');
    await expectDashboard(page);
  });
});

// Where the server's answer sends a customer: the same code on either runtime as the flows above.
describe('signing in: where the answer leads', () => {
  it('a wrong password reads "Invalid Credentials" and keeps the typed email', async () => {
    const page = await open('/auth/signin');
    await signIn(page, DEMO_EMAIL, 'not-the-password');
    await shown(widget(page).getByRole('alert').filter({ hasText: 'Invalid Credentials' }));
    expect(await field(page, 'Email').inputValue()).toBe(DEMO_EMAIL);
    expect(await pathname(page)).toBe(`${BASE}/auth/signin`);
    expect(await mainMenu(page).count()).toBe(0);
  });

  it('an unverified email gets a message, then the verify page, where the mailed code verifies it', async () => {
    const email = 'unverified@bank.test';
    const page = await open('/auth/signin');
    await mailboxLoaded(page);
    const before = await mailCount(page, email, VERIFICATION_SUBJECT);
    await signIn(page, email, DEMO_PASSWORD);

    await shown(widget(page).getByText('Please verify your email', { exact: false }));
    await waitForPath(page, /^\/wp-user\/auth\/verify\/unverified(%40|@)bank\.test$/);
    await shown(heading(page, 'Verify your email'));
    await shown(widget(page).getByText(email, { exact: true }));

    await verifyWithMailedCode(page, email, before);
    await shown(widget(page).getByText('Email verified'));
    // Verified now; the account still needs KYC, which is where it goes next, at once.
    await shown(heading(page, 'Submit Verification'));
    expect(
      await widget(page)
        .getByText(/You will be taken to/)
        .count(),
    ).toBe(0);
  });

  it('a declined KYC gets a warning, then the KYC form', async () => {
    const page = await open('/auth/signin');
    await signIn(page, 'declined@bank.test', DEMO_PASSWORD);
    const warning = widget(page).getByRole('status').filter({ hasText: 'verification was declined' });
    await shown(warning);
    expect(await warning.getAttribute('class')).toContain('notice--warning');
    expect(await warning.count()).toBe(1);

    await shown(heading(page, 'Submit Verification'));
    expect(await pathname(page)).toBe(`${BASE}/auth/account/verification`);
    await shown(widget(page).getByText('Your previous verification was declined', { exact: false }));
    await shown(field(page, 'Country'));
    await shown(button(page, 'Submit Verification'));
  });

  it('a pending KYC goes to "Kyc Under Review"', async () => {
    const page = await open('/auth/signin');
    await signIn(page, 'pending@bank.test', DEMO_PASSWORD);
    await shown(heading(page, 'Kyc Under Review'));
    await shown(widget(page).getByText('Your documents are being reviewed.'));
    expect(await pathname(page)).toBe(`${BASE}/auth/account/under-review`);
    await shown(button(page, 'Okay'));
  });

  it('an admin gets the message and is taken to the admin area', async () => {
    const page = await open('/auth/signin');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await shown(widget(page).getByText('Welcome, administrator.', { exact: false }));
    await shown(redirectNote(page, 'the admin area'));
    const goNow = link(page, 'Go now');
    const href = (await goNow.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/admin\/$/);
    expect(await mainMenu(page).count()).toBe(0);

    // The admin area is not part of the product: answer it here instead of following it out.
    const adminUrl = new URL(href, page.url()).href;
    await page.route(adminUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Admin</title><h1>Admin area (stub)</h1>' }));
    await goNow.click();
    await page.waitForURL(adminUrl, { timeout: WAIT });
    await shown(page.getByRole('heading', { name: 'Admin area (stub)' }));
  });
});

describe('forgotten password', () => {
  it('the mailed reset link sets a new password: the new one signs in, the old one no longer does', async () => {
    const newPassword = 'brand-new-pass-9';
    const page = await open('/auth/signin');
    await shown(heading(page, 'Sign In'));
    await link(page, 'Forgot Password?').click();
    await shown(heading(page, 'Forgot Password'));
    expect(await pathname(page)).toBe(`${BASE}/auth/forgot`);
    await mailboxLoaded(page);

    await field(page, 'Email').fill(DEMO_EMAIL);
    await button(page, 'Send reset link').click();
    // The demo server says what happened in its own words (the client's fallback is tested below).
    await shown(widget(page).getByRole('status').filter({ hasText: 'we sent it a link to reset the password' }));
    await shown(button(page, 'Resend link'));

    await (await resetLink(page, DEMO_EMAIL)).click();
    await waitForPath(page, /^\/wp-user\/auth\/reset\/r\/demo(%40|@)bank\.test\/[^/]+$/);
    await shown(heading(page, 'Create New Password'));
    await shown(widget(page).getByText(`Choose a new password for ${DEMO_EMAIL}.`));
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await widget(page)
      .getByLabel(/I am 18 or older/)
      .check();
    await button(page, 'Reset Password').click();

    await shown(heading(page, 'Password changed'));
    await shown(widget(page).getByText('Your password has been reset.', { exact: false }));
    await shown(redirectNote(page, 'Sign In'));
    await link(page, 'Go now').click();
    await waitForPath(page, `${BASE}/auth/signin`);

    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await shown(widget(page).getByRole('alert').filter({ hasText: 'Invalid Credentials' }));
    await field(page, 'Password').fill(newPassword);
    await button(page, 'Sign In').click();
    await expectDashboard(page);
  });

  it('a success without a message from the server reads "Check your Email for further instructions."', async () => {
    const page = await open('/auth/forgot');
    await page.route(/\/api\/users\.php\?crud=userforgot/, (route) => route.fulfill({ contentType: 'application/json', body: '{"status":true}' }));
    await shown(heading(page, 'Forgot Password'));
    await field(page, 'Email').fill(DEMO_EMAIL);
    await button(page, 'Send reset link').click();
    await shown(widget(page).getByRole('status').filter({ hasText: 'Check your Email for further instructions.' }));
  });
});
