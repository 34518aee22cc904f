/**
 * Profile and Settings against the demo backend, as a customer does it: edit the profile
 * (still there after a reload), change the picture (a PNG made here, then served from the
 * uploads address), change the email, the password and the PIN, then sign in with the new
 * email and password (and the new PIN is the one the bank takes). axe (WCAG 2.0–2.2 A/AA) on
 * both screens, loaded and in their error state, light at 360 px and dark at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemoBrowser } from './support/demo-browser';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken } from './support/demo';
import { BASE } from './support/pages';
import { DESKTOP, pageGroups, scanStates } from './support/scan';
import { heading, pngBytes, pngFile, shown, waitForPath, widget } from './support/demo-ui';
import { holdSession } from './support/session';

const env = useDemoBrowser();

/** A fresh browser profile, signed in as the demo customer (the token as sign-in stores it), at `path`. */
async function openSignedIn(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await env.newContext({ viewport });
  const token = await demoToken(env.url);
  await holdSession(context, token, { once: true });
  const page = await context.newPage();
  await page.goto(`${env.url}${BASE}${path}`);
  return page;
}

const field = (page: Page, label: string) => widget(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => widget(page).getByRole('button', { name, exact: true });
const card = (page: Page, title: string) =>
  widget(page)
    .locator('section.card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const detail = (page: Page, term: string) =>
  widget(page)
    .locator('.summary-list > div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');
const status = (scope: ReturnType<typeof widget>, text: string) => shown(scope.getByRole('status').filter({ hasText: text }));

/** A dashboard call as the widget posts it: multipart form data with the marker field. */
async function dashboardCall(token: string, marker: string, fields: Record<string, string>): Promise<{ status?: unknown; message?: unknown }> {
  const body = new FormData();
  body.append(marker, '1');
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('token', token);
  const response = await fetch(`${env.url}/api/users.php`, { method: 'POST', body });
  return (await response.json()) as { status?: unknown };
}

describe('Profile against the demo backend', () => {
  it('edits the details, which are still there after a reload', async () => {
    const page = await openSignedIn('/dashboard/profile');
    await shown(heading(page, 'Profile'));
    await button(page, 'Edit details').click();
    await field(page, 'Full name').fill('Alexandra Q Morgan');
    await field(page, 'Phone number').fill('+44 20 7946 0123');
    await field(page, 'Gender').selectOption('Other');
    await field(page, 'Date of birth').fill('1988-11-23');
    await field(page, 'Country').selectOption('Canada');
    await field(page, 'Marital status').selectOption('Married');
    await field(page, 'Home address').fill('9 Maple Road, Toronto');
    await field(page, 'Next of kin').fill('Sam Morgan');
    await button(page, 'Save changes').click();
    await status(widget(page), 'Action Successful');

    for (const pass of ['after saving', 'after a reload']) {
      if (pass === 'after a reload') await page.reload();
      await shown(widget(page).getByRole('heading', { level: 2, name: 'Alexandra Q Morgan' }));
      expect(await detail(page, 'Phone').innerText(), pass).toBe('+44 20 7946 0123');
      expect(await detail(page, 'Gender').innerText(), pass).toBe('Other');
      expect(await detail(page, 'Date of birth').innerText(), pass).toBe('23 Nov 1988');
      expect(await detail(page, 'Country').innerText(), pass).toBe('Canada');
      expect(await detail(page, 'Marital status').innerText(), pass).toBe('Married');
      expect(await detail(page, 'Home address').innerText(), pass).toBe('9 Maple Road, Toronto');
    }
    // The name in the top bar's profile menu follows (the shared profile was refreshed).
    expect(await widget(page).locator('.dash-top').innerText()).toContain('Alexandra Q Morgan');
  });

  it("a blank name is stopped in the browser; the bank's refusal shows its message; what was typed stays", async () => {
    const page = await openSignedIn('/dashboard/profile');
    await button(page, 'Edit details').click();
    await field(page, 'Full name').fill('   ');
    await field(page, 'Home address').fill('10 Downing St');
    await button(page, 'Save changes').click();
    await shown(widget(page).getByText('Error: Enter your full name', { exact: true }));
    await field(page, 'Full name').fill('Alex Morgan');
    // The date field's max is today, but a typed date is still sent: the bank refuses a birth date to come.
    await field(page, 'Date of birth').fill('2999-01-01');
    await button(page, 'Save changes').click();
    await shown(widget(page).getByRole('alert').filter({ hasText: 'Enter your date of birth as YYYY-MM-DD.' }));
    expect(await field(page, 'Home address').inputValue()).toBe('10 Downing St');
    expect(await field(page, 'Date of birth').inputValue()).toBe('2999-01-01');
    expect(await widget(page).getByText('Action Successful').count()).toBe(0);
  });

  it('changes the picture to a PNG made here; the new one is served from the uploads address', async () => {
    const page = await openSignedIn('/dashboard/profile');
    const name = await widget(page).getByRole('heading', { level: 2 }).first().innerText();
    const avatar = widget(page).getByRole('img', { name, exact: true });
    await shown(avatar);
    const before = await avatar.getAttribute('src');
    await field(page, 'New profile picture').setInputFiles(pngFile('me.png', [200, 40, 40]));
    await shown(widget(page).getByRole('img', { name: 'Preview of me.png' }));
    await button(page, 'Upload picture').click();
    await status(widget(page), 'Action Successful');
    await page.waitForFunction((old) => {
      const img = document.querySelector('#bank [data-bank-widget], [data-bank-widget]')?.shadowRoot?.querySelector<HTMLImageElement>('img.avatar');
      return !!img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
    }, before);
    const src = (await avatar.getAttribute('src'))!;
    expect(src).toMatch(/\/uploads\/[^/]+\.png$/);
    const served = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return { type: r.headers.get('content-type'), bytes: [...new Uint8Array(await r.arrayBuffer())] };
    }, src);
    expect(served.type).toContain('image/png');
    expect(Buffer.from(served.bytes).equals(pngBytes(12, 12, [200, 40, 40]))).toBe(true);
    await page.reload();
    await shown(avatar);
    expect(await avatar.getAttribute('src')).toBe(src);
  });
});

describe('Settings against the demo backend', () => {
  it('changes the email, the password and the PIN; the new email and password sign in, the new PIN is taken', async () => {
    const page = await openSignedIn('/dashboard/settings');
    await shown(heading(page, 'Settings'));
    const NEW_EMAIL = 'alex.new@bank.test';
    const NEW_PASSWORD = 'fresh-pass-77';

    const email = card(page, 'Email address');
    await shown(email.getByText(DEMO_EMAIL));
    expect(await email.getByRole('button', { name: 'Save email' }).isDisabled()).toBe(true);
    await email.getByLabel('New email address').fill(NEW_EMAIL);
    await email.getByRole('button', { name: 'Save email' }).click();
    await status(email, 'Action Successful');
    await shown(email.getByText(NEW_EMAIL, { exact: true }));

    const password = card(page, 'Password');
    await password.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await shown(password.getByText('Password Mismatch'));
    expect(await password.getByRole('button', { name: 'Save password' }).isDisabled()).toBe(true);
    await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Save password' }).click();
    await status(password, 'Action Successful');

    const pin = card(page, 'Transaction PIN');
    for (const [label, digits] of [
      ['Current PIN', '1234'],
      ['New PIN', '4321'],
      ['Confirm new PIN', '4321'],
    ] as const) {
      await pin.getByRole('group', { name: label, exact: true }).getByLabel('Digit 1 of 4').click();
      await page.keyboard.type(digits);
    }
    await pin.getByRole('button', { name: 'Save PIN' }).click();
    await status(pin, 'Action Successful');

    // The bank now takes the new PIN and refuses the old one.
    const token = await demoToken(env.url, NEW_EMAIL, NEW_PASSWORD);
    expect((await dashboardCall(token, 'confirmmypin', { pin: '4321' })).status).toBeTruthy();
    expect((await dashboardCall(token, 'confirmmypin', { pin: '1234' })).status).toBeFalsy();

    // A fresh browser signs in with the new email and password.
    const context = await env.newContext({ viewport: DESKTOP });
    const fresh = await context.newPage();
    await fresh.goto(`${env.url}${BASE}/auth/signin`);
    await shown(heading(fresh, 'Sign In'));
    await field(fresh, 'Email').fill(NEW_EMAIL);
    await field(fresh, 'Password').fill(NEW_PASSWORD);
    await button(fresh, 'Sign In').click();
    await waitForPath(fresh, `${BASE}/dashboard`);
    await shown(fresh.getByRole('navigation', { name: 'Main menu' }));
  });

  it("shows the bank's refusal and keeps what was typed", async () => {
    const page = await openSignedIn('/dashboard/settings');
    const password = card(page, 'Password');
    await password.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('fresh-pass-77');
    await password.getByLabel('Confirm new password', { exact: true }).fill('fresh-pass-77');
    await password.getByRole('button', { name: 'Save password' }).click();
    await shown(password.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }));
    expect(await password.getByLabel('Current password', { exact: true }).inputValue()).toBe('not-my-password');
  });
});

/* ---------------------------------------------------------------- axe */

interface Scan {
  screen: string;
  state: string;
  path: string;
  h1: string;
  /** Make the profile load fail (HTTP 404 for getprofile: final at once). */
  failProfile?: boolean;
  act?: (page: Page) => Promise<void>;
}

const SCANS: Scan[] = [
  { screen: 'profile', state: 'loaded', path: '/dashboard/profile', h1: 'Profile', act: (page) => shown(button(page, 'Edit details')) },
  {
    screen: 'profile',
    state: 'editing, a picture chosen',
    path: '/dashboard/profile',
    h1: 'Profile',
    act: async (page) => {
      await button(page, 'Edit details').click();
      await field(page, 'New profile picture').setInputFiles(pngFile('me.png'));
      await shown(widget(page).getByRole('img', { name: 'Preview of me.png' }));
    },
  },
  {
    screen: 'profile',
    state: 'saved',
    path: '/dashboard/profile',
    h1: 'Profile',
    act: async (page) => {
      await button(page, 'Edit details').click();
      await button(page, 'Save changes').click();
      await status(widget(page), 'Action Successful');
    },
  },
  { screen: 'profile', state: 'error', path: '/dashboard/profile', h1: 'Profile', failProfile: true, act: (page) => shown(button(page, 'Try again')) },
  { screen: 'settings', state: 'loaded', path: '/dashboard/settings', h1: 'Settings', act: (page) => shown(widget(page).getByText(DEMO_EMAIL)) },
  {
    screen: 'settings',
    state: 'mismatch, refusal and success',
    path: '/dashboard/settings',
    h1: 'Settings',
    act: async (page) => {
      const password = card(page, 'Password');
      await password.getByLabel('Current password', { exact: true }).fill('not-my-password');
      await password.getByLabel('New password', { exact: true }).fill('fresh-pass-77');
      await password.getByLabel('Confirm new password', { exact: true }).fill('fresh-pass-77');
      await password.getByRole('button', { name: 'Save password' }).click();
      await shown(password.getByRole('alert'));
      const email = card(page, 'Email address');
      await email.getByLabel('New email address').fill('alex.new@bank.test');
      await email.getByRole('button', { name: 'Save email' }).click();
      await status(email, 'Action Successful');
      const pin = card(page, 'Transaction PIN');
      await pin.getByRole('group', { name: 'New PIN', exact: true }).getByLabel('Digit 1 of 4').click();
      await page.keyboard.type('1111');
      await pin.getByRole('group', { name: 'Confirm new PIN', exact: true }).getByLabel('Digit 1 of 4').click();
      await page.keyboard.type('2222');
      // Under the confirmation it is about (beside Save it is only heard).
      await shown(pin.locator('.field-hint', { hasText: 'Password Mismatch' }));
    },
  },
  { screen: 'settings', state: 'error', path: '/dashboard/settings', h1: 'Settings', failProfile: true, act: (page) => shown(button(page, 'Try again')) },
];

/** A state, loaded afresh on the group's page: the profile is an answer the widget keeps while it lives. */
async function reachState(page: Page, scan: Scan): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  if (scan.failProfile) {
    await page.route('**/api/users.php*', (route) =>
      /name="getprofile"/.test(route.request().postData() ?? '') ? route.fulfill({ status: 404, body: 'down' }) : route.fallback(),
    );
  }
  await page.goto(`${env.url}${BASE}${scan.path}`);
  await shown(heading(page, scan.h1));
  await scan.act?.(page);
}

describe('axe (WCAG 2.0–2.2 A/AA) on Profile and Settings, light at 360 px and dark at 1280 px', () => {
  const groups = pageGroups(SCANS, (s) => s.path).map((scans) => ({ screen: scans[0]!.screen, states: scans.map((s) => s.state).join(', '), scans }));
  it.each(groups)('$screen: $states', async ({ scans }) => {
    const page = await openSignedIn('/dashboard', DESKTOP);
    const found = await scanStates(page, scans, reachState);
    expect(found, `axe violations on ${scans[0]!.screen}`).toEqual([]);
  });
});
