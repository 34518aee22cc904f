/**
 * The dashboard home, PIN creation, the Contact Page and the dashboard KYC against the demo
 * backend, as a customer drives them: sign in and see the balance and recent transactions,
 * hide the balance (still hidden after a reload), and a customer without a PIN sent to create
 * one through both steps to the dashboard. Then axe (WCAG 2.0–2.2 A/AA) on each screen at 360
 * and 1280 px, light and dark, loaded and (the home screen) in its error state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemoBrowser } from './support/demo-browser';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken } from './support/demo';
import { BASE } from './support/pages';
import { DESKTOP, PHONE, pageGroups, scanStates } from './support/scan';
import { heading, pngFile, shown, waitForPath, widget, WAIT } from './support/demo-ui';
import { visit } from './support/screens';
import { holdSession } from './support/session';

const NOPIN_EMAIL = 'nopin@bank.test';
/** The demo customer's seeded balance (demo/server/seed.ts: 25,000.00). */
const BALANCE = '$25,000.00';

const env = useDemoBrowser();

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await env.newContext({ viewport });
  return context.newPage();
}

const field = (page: Page, label: string) => widget(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => widget(page).getByRole('button', { name, exact: true });
const balance = (page: Page) => widget(page).locator('.balance-card .stat-value');

async function signIn(page: Page, email: string) {
  await page.goto(`${env.url}${BASE}/auth/signin`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(DEMO_PASSWORD);
  await button(page, 'Sign In').click();
}

/** Types a PIN into the PIN group labelled `label`, box by box as the keyboard does. */
async function typePin(page: Page, label: string, pin: string) {
  await widget(page).getByRole('group', { name: label, exact: true }).getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(pin);
}

describe('dashboard home against the demo backend', () => {
  it('signs in and sees the greeting, balance, account and recent transactions', async () => {
    const page = await newPage();
    await signIn(page, DEMO_EMAIL);
    await waitForPath(page, `${BASE}/dashboard`);
    await shown(heading(page, /^Good (Morning|Afternoon|Evening)$/));
    await shown(balance(page).getByText(BALANCE, { exact: true }));
    await shown(widget(page).locator('.balance-card').getByText('Account number'));
    const recent = widget(page)
      .locator('section.card')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Recent Transactions' }) });
    await shown(recent.locator('.tx-row').first());
    const rows = await recent.locator('.tx-row').allInnerTexts();
    // The latest few, not every line the backend sends (it sends ten): the rest is one link away.
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const row of rows) expect(row).toMatch(/^.+\s+\d{1,2} [A-Z][a-z]{2,3} \d{4}\s+[+−]\$[\d,]+\.\d{2}\s+(successful|in progress|failed)$/);
    // Name and date at the start, the signed amount and its status at the end.
    const box = (part: string) => recent.locator(`.tx-row .${part}`).first().boundingBox();
    const [name, amount] = [await box('tx-name'), await box('tx-amount')];
    expect(amount!.x).toBeGreaterThan(name!.x + name!.width);
    await recent.getByRole('link', { name: 'See all' }).click();
    await waitForPath(page, `${BASE}/dashboard/statements`);
  });

  it('hides the balance, and it stays hidden after a reload', async () => {
    const page = await newPage();
    await signIn(page, DEMO_EMAIL);
    await shown(balance(page).getByText(BALANCE, { exact: true }));
    await button(page, 'Hide balance').click();
    await shown(page.getByRole('button', { name: 'Hide balance', pressed: true }));
    const shadowText = () => page.evaluate(() => document.querySelector('[data-bank-widget]')!.shadowRoot!.textContent ?? '');
    expect(await shadowText()).not.toContain('25,000');
    await page.reload();
    await shown(page.getByRole('button', { name: 'Hide balance', pressed: true }));
    expect(await balance(page).innerText()).toMatch(/^••••••\s*hidden$/);
    expect(await shadowText()).not.toContain('25,000');
    expect(await page.evaluate(() => localStorage.getItem('displayAmount'))).toBe('false');
    await button(page, 'Hide balance').click();
    await shown(page.getByRole('button', { name: 'Hide balance', pressed: false }));
    await shown(balance(page).getByText(BALANCE, { exact: true }));
  });

  it('a customer without a PIN is sent to create one, through both steps, to the dashboard', async () => {
    const page = await newPage(PHONE);
    await signIn(page, NOPIN_EMAIL);
    await waitForPath(page, `${BASE}/dashboard/pincreation`);
    await shown(heading(page, 'Create your transaction PIN'));
    await typePin(page, 'New PIN', '2468');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard/pincreation/new1`);
    await typePin(page, 'New PIN again', '2460');
    await page.keyboard.press('Enter');
    await shown(widget(page).locator('.field-error').getByText('We have detected that the PIN you entered does not match. Please Re-enter PIN.'));
    await typePin(page, 'New PIN again', '2468');
    await button(page, 'Confirm').click();
    await shown(widget(page).getByText('Your transaction PIN has been successfully created'));
    await waitForPath(page, `${BASE}/dashboard`, 3000 + WAIT);
    await shown(heading(page, /^Good /));
    await shown(balance(page).getByText('$1,200.00', { exact: true }));
    // The bank now holds that PIN: a change from it is accepted.
    const token = await demoToken(env.url, NOPIN_EMAIL);
    const body = new FormData();
    for (const [k, v] of Object.entries({ supdatepin: '1', c_pwd: '2468', n_pwd: '1357', con_pwd: '1357', token })) body.append(k, v);
    const answer = (await (await fetch(`${env.url}/api/users.php`, { method: 'POST', body })).json()) as { status?: unknown };
    expect(answer.status).toBe(true);
  });
});

interface Scan {
  screen: string;
  state: string;
  path: string;
  h1: string | RegExp;
  /** Calls answered by the test instead of the demo (marker → an HTTP status, or a JSON body). */
  replace?: Record<string, { status: number } | { json: unknown }>;
  act?: (page: Page) => Promise<void>;
}

const SCANS: Scan[] = [
  { screen: 'home', state: 'loaded', path: '/dashboard', h1: /^Good /, act: (page) => shown(widget(page).locator('.tx-row').first()) },
  {
    screen: 'home',
    state: 'account notices, balance hidden',
    path: '/dashboard',
    h1: /^Good /,
    replace: { pincheck: { json: { haspin: true, trx_notif: [{ title: 'Card renewal', body: 'Your new card is on its way and arrives within 5 working days.' }] } } },
    act: async (page) => {
      await shown(widget(page).getByText('Your new card is on its way', { exact: false }));
      await button(page, 'Hide balance').click();
      await shown(page.getByRole('button', { name: 'Hide balance', pressed: true }));
    },
  },
  {
    screen: 'home',
    state: 'empty',
    path: '/dashboard',
    h1: /^Good /,
    replace: { getstatement2: { json: [] } },
    act: (page) => shown(widget(page).getByText('No transactions yet')),
  },
  {
    screen: 'home',
    state: 'error',
    path: '/dashboard',
    h1: /^Good /,
    // A 4xx is final at once; a 5xx would first be tried again by itself for about 12 s.
    replace: { getprofile: { status: 404 }, getstatement2: { status: 404 } },
    act: (page) => shown(widget(page).getByText('We could not load your transactions')),
  },
  { screen: 'pincreation', state: 'empty', path: '/dashboard/pincreation', h1: 'Create your transaction PIN' },
  {
    screen: 'pincreation/new1',
    state: 'mismatch',
    path: '/dashboard/pincreation',
    h1: 'Create your transaction PIN',
    act: async (page) => {
      await typePin(page, 'New PIN', '1111');
      await button(page, 'Confirm').click();
      await typePin(page, 'New PIN again', '2222');
      await button(page, 'Confirm').click();
      await shown(widget(page).locator('.field-error'));
    },
  },
  {
    screen: 'contact',
    state: 'loaded',
    path: '/dashboard/contact',
    h1: 'Contact Page',
    act: (page) => shown(widget(page).getByRole('link', { name: 'Chat with us on WhatsApp' })),
  },
  { screen: 'contact', state: 'error', path: '/dashboard/contact', h1: 'Contact Page', replace: { getcontact: { status: 404 } }, act: (page) => shown(button(page, 'Try again')) },
  {
    screen: 'kyc',
    state: 'file chosen',
    path: '/dashboard/kyc',
    h1: 'Submit verification',
    act: async (page) => {
      await field(page, "Driver's License").setInputFiles(pngFile('licence.png'));
      await shown(widget(page).getByRole('img', { name: 'Preview of licence.png' }));
    },
  },
  {
    screen: 'kyc',
    state: 'field error',
    path: '/dashboard/kyc',
    h1: 'Submit verification',
    act: async (page) => {
      await button(page, 'Submit verification').click();
      await shown(widget(page).locator('.field-error'));
    },
  },
  {
    screen: 'kyc',
    state: 'submitted',
    path: '/dashboard/kyc',
    h1: 'Submit verification',
    act: async (page) => {
      await field(page, "Driver's License").setInputFiles(pngFile('licence.png'));
      await button(page, 'Submit verification').click();
      await shown(widget(page).getByText('Document submitted for review'));
    },
  },
];

/** The calls a state answers itself; everything else goes to the demo. */
async function answerWith(page: Page, replace: Scan['replace'] = {}): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  if (!Object.keys(replace).length) return;
  await page.route('**/api/users.php*', (route) => {
    const body = route.request().postData() ?? '';
    const marker = Object.keys(replace).find((m) => body.includes(`name="${m}"`));
    const reply = marker ? replace[marker]! : undefined;
    if (!reply) return route.fallback();
    return 'json' in reply ? route.fulfill({ contentType: 'application/json', body: JSON.stringify(reply.json) }) : route.fulfill({ status: reply.status, body: 'down' });
  });
}

/**
 * A state on the group's page: the home screen's answers are the widget's shared ones (kept
 * while it lives), so home loads the page again; the other screens are shown afresh in place.
 */
async function reachState(page: Page, scan: Scan, first: boolean): Promise<void> {
  await answerWith(page, scan.replace);
  if (first || scan.path === '/dashboard') await page.goto(`${env.url}${BASE}${scan.path}`);
  else {
    await visit(page, '/dashboard/notifications');
    await visit(page, scan.path);
  }
  await shown(heading(page, scan.h1));
  await scan.act?.(page);
}

describe('axe (WCAG 2.0–2.2 A/AA) on home, PIN creation, contact and KYC, light at 360 px and dark at 1280 px', () => {
  const groups = pageGroups(SCANS, (s) => s.path).map((scans) => ({ screen: scans[0]!.screen, states: scans.map((s) => s.state).join(', '), scans }));
  it.each(groups)('$screen: $states', async ({ scans }) => {
    const context = await env.newContext({ viewport: DESKTOP });
    const token = await demoToken(env.url);
    await holdSession(context, token);
    const page = await context.newPage();
    const found = await scanStates(page, scans, (page, scan) => reachState(page, scan, scan === scans[0]));
    expect(found, `axe violations on ${scans[0]!.screen}`).toEqual([]);
  });
});
