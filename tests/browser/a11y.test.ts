/**
 * WCAG 2.0–2.2 A/AA (axe-core) on every signed-out screen, on the demo page, in its empty
 * state and with errors showing (field errors after an empty submit; server errors where the
 * server refuses), plus the notice states a customer passes through.
 * The scan covers the widget only (#bank, shadow root included); the demo panel around it has
 * scans of its own that fail the run (demo-page.test.ts). axe does not test reflow (WCAG 1.4.10), so
 * each state is also checked for a horizontal scrollbar. Every state is scanned in the light
 * palette at 360 px and the dark one at 1280 px (the browser's preference, which the widget
 * follows), on the one page that reached it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken } from './support/demo';
import { BASE } from './support/pages';
import { DESKTOP, pageGroups, scanStates } from './support/scan';
import { useDemoBrowser } from './support/demo-browser';
import { heading, mailboxLoaded, pathname, pngFile, shown, widget, WAIT } from './support/demo-ui';

type Storage = Record<string, string>;

interface Scan {
  screen: string;
  state: string;
  path: string;
  /** Heading the screen shows once rendered. */
  h1: string;
  /** Browser storage before the page loads (the session the screen needs). */
  storage?: (ctx: { kycToken: string }) => Storage;
  /** What the customer does before the scan; resolves when the result shows. */
  act?: (page: Page) => Promise<void>;
}

const field = (page: Page, label: string) => widget(page).getByLabel(label, { exact: true });
const click = (page: Page, name: string) => widget(page).getByRole('button', { name, exact: true }).click();
/** A field's error as read out: "Error: " (visually hidden) and the message. */
const fieldError = (page: Page, text: string) => shown(widget(page).getByText(`Error: ${text}`, { exact: true }));
const alert = (page: Page, text: string) => shown(widget(page).getByRole('alert').filter({ hasText: text }));
const status = (page: Page, text: string) => shown(widget(page).getByRole('status').filter({ hasText: text }));

const submitEmpty = (button: string, firstError: string) => async (page: Page) => {
  await click(page, button);
  await fieldError(page, firstError);
};

const RESET_LINK = `/auth/reset/r/${encodeURIComponent(DEMO_EMAIL)}/not-a-real-token`;
const kycSession = ({ kycToken }: { kycToken: string }): Storage => ({
  tempbaUid: kycToken,
  email: 'declined@bank.test',
  account_verification: 'Declined',
});

const SCANS: Scan[] = [
  { screen: 'auth index', state: 'empty', path: '/auth', h1: 'Banking that fits in your pocket' },
  {
    screen: 'auth index',
    state: 'logged out',
    path: '/auth',
    h1: 'Banking that fits in your pocket',
    storage: () => ({ loggedOut: 'true' }),
    act: (page) => status(page, 'Logged out !'),
  },
  { screen: 'signin', state: 'empty', path: '/auth/signin', h1: 'Sign In' },
  { screen: 'signin', state: 'field errors', path: '/auth/signin', h1: 'Sign In', act: submitEmpty('Sign In', 'Enter your email address') },
  {
    screen: 'signin',
    state: 'server error',
    path: '/auth/signin',
    h1: 'Sign In',
    act: async (page) => {
      await field(page, 'Email').fill(DEMO_EMAIL);
      await field(page, 'Password').fill('not-the-password');
      await click(page, 'Sign In');
      await alert(page, 'Invalid Credentials');
    },
  },
  {
    screen: 'signin',
    state: 'declined: straight to the KYC form with its warning',
    path: '/auth/signin',
    h1: 'Sign In',
    act: async (page) => {
      await field(page, 'Email').fill('declined@bank.test');
      await field(page, 'Password').fill(DEMO_PASSWORD);
      await click(page, 'Sign In');
      await status(page, 'Your previous verification was declined');
    },
  },
  { screen: 'signup', state: 'empty', path: '/auth/signup', h1: 'Profile setup' },
  { screen: 'signup', state: 'field errors', path: '/auth/signup', h1: 'Profile setup', act: submitEmpty('Sign Up', 'Enter your first name') },
  { screen: 'forgot', state: 'empty', path: '/auth/forgot', h1: 'Forgot Password' },
  { screen: 'forgot', state: 'field errors', path: '/auth/forgot', h1: 'Forgot Password', act: submitEmpty('Send reset link', 'Enter your email address') },
  {
    screen: 'forgot',
    state: 'link sent',
    path: '/auth/forgot',
    h1: 'Forgot Password',
    act: async (page) => {
      await field(page, 'Email').fill(DEMO_EMAIL);
      await click(page, 'Send reset link');
      await shown(widget(page).getByRole('button', { name: 'Resend link' }));
    },
  },
  { screen: 'reset', state: 'empty', path: '/auth/reset', h1: 'Create New Password' },
  { screen: 'reset', state: 'field errors', path: '/auth/reset', h1: 'Create New Password', act: submitEmpty('Reset Password', 'Enter your email address') },
  { screen: 'reset/r/{email}/{token}', state: 'empty', path: RESET_LINK, h1: 'Create New Password' },
  { screen: 'reset/r/{email}/{token}', state: 'field errors', path: RESET_LINK, h1: 'Create New Password', act: submitEmpty('Reset Password', 'Enter a password') },
  {
    screen: 'reset/r/{email}/{token}',
    state: 'server error',
    path: RESET_LINK,
    h1: 'Create New Password',
    act: async (page) => {
      await field(page, 'New password').fill('brand-new-pass-9');
      await field(page, 'Confirm new password').fill('brand-new-pass-9');
      await widget(page)
        .getByLabel(/I am 18 or older/)
        .check();
      await click(page, 'Reset Password');
      await alert(page, 'This reset link is invalid or has expired');
    },
  },
  { screen: 'verify/{email}', state: 'empty', path: '/auth/verify/unverified%40bank.test', h1: 'Verify your email' },
  {
    screen: 'verify/{email}',
    state: 'field errors',
    path: '/auth/verify/unverified%40bank.test',
    h1: 'Verify your email',
    act: submitEmpty('Verify', 'Enter the verification code'),
  },
  {
    screen: 'verify/{email}',
    state: 'server error',
    path: '/auth/verify/unverified%40bank.test',
    h1: 'Verify your email',
    act: async (page) => {
      await field(page, 'Verification code').fill('000000');
      await click(page, 'Verify');
      await alert(page, 'That code is not valid');
    },
  },
  {
    screen: 'account/verification',
    state: 'empty (declined warning)',
    path: '/auth/account/verification',
    h1: 'Submit Verification',
    storage: kycSession,
    act: (page) => status(page, 'Your previous verification was declined'),
  },
  {
    screen: 'account/verification',
    state: 'field errors',
    path: '/auth/account/verification',
    h1: 'Submit Verification',
    storage: kycSession,
    act: submitEmpty('Submit Verification', 'Choose your country'),
  },
  {
    screen: 'account/verification',
    state: 'files chosen (names and previews)',
    path: '/auth/account/verification',
    h1: 'Submit Verification',
    storage: kycSession,
    act: async (page) => {
      for (const [label, name] of [
        ['Selfie picture', 'selfie.png'],
        ['Front of the document', 'a-rather-long-file-name-for-the-front-of-the-document.png'],
        ['Back of the document', 'back.png'],
      ] as const) {
        await field(page, label).setInputFiles(pngFile(name));
        await shown(widget(page).getByRole('img', { name: `Preview of ${name}` }));
      }
    },
  },
  { screen: 'account/under-review', state: 'empty', path: '/auth/account/under-review', h1: 'Kyc Under Review' },
  { screen: 'info/notice', state: 'empty', path: '/auth/info/notice', h1: 'Notice' },
  { screen: 'info', state: 'empty', path: '/auth/info', h1: 'Notice' },
];

const demo = useDemoBrowser();
/** A fresh profile at the group's screen, with the session it needs, once the screen has loaded. */
async function openScreen(scan: Scan, viewport: { width: number; height: number }): Promise<Page> {
  const context = await demo.newContext({ viewport });
  // A temporary token, as a declined customer's sign-in leaves it (the KYC pages need one).
  const kycToken = scan.storage ? await demoToken(demo.url, 'declined@bank.test', DEMO_PASSWORD) : '';
  const storage = scan.storage?.({ kycToken });
  if (storage) {
    await context.addInitScript((values: Storage) => {
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  await page.goto(`${demo.url}${BASE}${scan.path}`);
  await shown(heading(page, scan.h1));
  if (scan.path.startsWith('/auth/account/verification')) {
    // The server's document types have arrived (the "Loading…" hint is gone).
    await field(page, 'Document type').locator('option', { hasText: 'National ID Card' }).waitFor({ state: 'attached', timeout: WAIT });
  }
  await mailboxLoaded(page);
  return page;
}

/**
 * The states of one screen are reached in turn on one page, as a customer meets them (empty,
 * then the field errors of an empty submit, then the server's refusal), and each is scanned
 * in the light palette at 360 px and the dark one at 1280 px (support/scan.ts).
 */
const GROUPS = pageGroups(SCANS, (s) => `${s.path} ${JSON.stringify(s.storage?.({ kycToken: '' }))}`).map((scans) => ({
  screen: scans[0]!.screen,
  states: scans.map((s) => s.state).join(', '),
  scans,
}));

describe('axe (WCAG 2.0–2.2 A/AA) on the signed-out screens, light at 360 px and dark at 1280 px', () => {
  it.each(GROUPS)('$screen: $states', async ({ scans }) => {
    // Reached at 1280 px: the demo page keeps its mailbox in a drawer on phones.
    const page = await openScreen(scans[0]!, DESKTOP);
    // The demo page mounts with colorScheme "auto", so the browser's preference picks the palette.
    const found = await scanStates(page, scans, async (page, scan) => {
      await scan.act?.(page);
      const at = await pathname(page);
      expect(at.startsWith(`${BASE}/auth`), `still in the signed-out area (${at}, ${scan.state})`).toBe(true);
    });
    expect(found, `axe violations on ${scans[0]!.screen}`).toEqual([]);
  });
});
