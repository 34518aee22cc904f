/**
 * The core flows against the dialect a PHP backend writes, which the widget must read as it reads the plain one (numbers as text, flags
 * "1"/"0", currency as { symbol }, empty lists null, records only under data): sign in, the
 * dashboard's figures, statements, notifications, a transfer to success, a crypto deposit, make
 * payment, fixed deposit and upgrade. No screen may say "could not read", and a readable backend
 * raises no contract warning. And a deposit form whose currency comes as { "symbol": "€" } shows
 * € amounts. The plain dialect is the demo's own: every other browser test drives these flows on
 * it (home, statements, transfer, funds), and tests/demo/dialect.test.ts reads each of the
 * dashboard's answers in both dialects alike, with no contract warning.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken } from './support/demo';
import { BASE } from './support/pages';
import { useDemoBrowser } from './support/demo-browser';
import { heading, pngFile, shown, widget as w, WAIT } from './support/demo-ui';
import { holdSession } from './support/session';

const DESKTOP = { width: 1280, height: 900 };
const UNREADABLE = 'could not read';

const demo = useDemoBrowser();

interface Session {
  page: Page;
  /** `[bank widget]` console warnings seen so far. */
  warnings: string[];
}

async function open(path: string, { signedIn = true } = {}): Promise<Session> {
  const context = await demo.newContext({ viewport: DESKTOP });
  if (signedIn) await holdSession(context, await demoToken(demo.url));
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[bank widget]')) warnings.push(m.text());
  });
  await page.goto(`${demo.url}${BASE}${path}`);
  return { page, warnings };
}

const field = (page: Page, label: string) => w(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => w(page).getByRole('button', { name, exact: true });
const status = (page: Page, text: string) => w(page).getByRole('status').filter({ hasText: text });

async function setDialect(dialect: 'plain' | 'php') {
  const response = await fetch(`${demo.url}/__demo/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dialect }) });
  expect(response.status).toBe(200);
}

/** Nothing on the screen says the answer could not be read, and no contract warning was raised. */
async function readable({ page, warnings }: Session) {
  expect(await w(page).innerText()).not.toContain(UNREADABLE);
  expect(warnings).toEqual([]);
}

async function sendProof(page: Page, choice: [string, string] | null, submit: string) {
  await field(page, 'Type').selectOption('USDT (TRC20)');
  if (choice) await field(page, choice[0]).selectOption(choice[1]);
  await field(page, 'Amount ($)').fill('75');
  await field(page, 'Amount ($)').blur();
  await field(page, 'Payment Proof').setInputFiles(pngFile('proof.png'));
  await shown(w(page).getByRole('img', { name: 'Preview of proof.png' }));
  await button(page, submit).click();
  await shown(status(page, 'Payment Pending!'));
}

describe('the PHP dialect', () => {
  beforeEach(() => setDialect('php'));

  it('sign in through the form, then the dashboard: balance, totals, plan and recent transactions', async () => {
    const s = await open('/auth/signin', { signedIn: false });
    await shown(heading(s.page, 'Sign In'));
    await field(s.page, 'Email').fill(DEMO_EMAIL);
    await field(s.page, 'Password').fill(DEMO_PASSWORD);
    await button(s.page, 'Sign In').click();
    await shown(w(s.page).getByText('$25,000.00').first());
    const stats = w(s.page).locator('.stat');
    await shown(stats.filter({ hasText: 'Total Credit' }).filter({ hasText: /\$\d[\d,]*\.\d\d/ }));
    await shown(stats.filter({ hasText: 'Total Debit' }).filter({ hasText: /\$\d[\d,]*\.\d\d/ }));
    await shown(w(s.page).getByText('Tier 2').first());
    await shown(
      w(s.page)
        .getByText(/successful|in progress|failed/)
        .first(),
    );
    await readable(s);
  });

  it('statements: every line, with amounts and statuses', async () => {
    const s = await open('/dashboard/statements');
    await shown(heading(s.page, 'Statements & Report'));
    const rows = w(s.page).locator('tbody tr');
    await rows.first().waitFor({ timeout: WAIT });
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await rows.first().innerText()).toMatch(/\$\d[\d,]*\.\d\d/);
    expect(await w(s.page).getByText('unknown', { exact: true }).count()).toBe(0);
    await readable(s);
  });

  it('notifications: listed, and one marked as read', async () => {
    const s = await open('/dashboard/notifications');
    await shown(heading(s.page, 'All notifications'));
    const mark = w(s.page).getByRole('button', { name: /^Mark as read:/ });
    await mark.first().waitFor({ timeout: WAIT });
    const before = await mark.count();
    await mark.first().click();
    await shown(status(s.page, 'Marked as read'));
    await expect.poll(() => mark.count(), { timeout: WAIT }).toBe(before - 1);
    await readable(s);
  });

  it('a transfer, from the form through confirm and PIN to "Successful! Await Confirmation"', async () => {
    const s = await open('/dashboard/send');
    await shown(heading(s.page, 'Bank Transfer'));
    // Labels may carry a hint or a required mark after the name: match their start.
    const input = (label: string) => w(s.page).getByLabel(new RegExp(`^${label}`));
    await input('Account holder name').fill('Jane Doe');
    await input('Account number').fill('GB29NWBK60161331926819');
    await input('Bank name').fill('First Bank');
    await input('SWIFT').fill('FIRSUS33');
    await input('Routing number').fill('021000021');
    await input('Country').selectOption('United Kingdom');
    await input('Amount').fill('100');
    await input('Note').fill('Rent');
    await button(s.page, 'Continue').click();
    await shown(heading(s.page, 'Confirm Transaction'));
    await shown(w(s.page).getByText('Amount received', { exact: true }));
    await button(s.page, 'Confirm and enter PIN').click();
    await shown(heading(s.page, 'Enter your PIN'));
    await w(s.page).locator('.pin-box').first().click();
    await s.page.keyboard.type('1234');
    await s.page.keyboard.press('Enter');
    await shown(w(s.page).getByText('Successful! Await Confirmation'));
    await readable(s);
  });

  it('a crypto deposit shows "Payment Pending!" and lists it in $', async () => {
    const s = await open('/dashboard/add-funds/crypto');
    await shown(heading(s.page, 'Crypto Deposit'));
    await sendProof(s.page, null, 'Submit Deposit');
    // The deposit's page, then Done: the form, its list showing the deposit.
    await shown(w(s.page).locator('dd').filter({ hasText: '$75.00' }));
    await button(s.page, 'Done').click();
    await shown(w(s.page).getByRole('listitem').filter({ hasText: '$75.00' }).first());
    await readable(s);
  });

  it.each([
    { path: '/dashboard/make-payment/crypto', h1: 'Make payment', choice: ['Purpose', 'Tax payment'] as [string, string], submit: 'Submit Payment' },
    { path: '/dashboard/fixed-deposit/crypto', h1: 'Fixed deposit', choice: ['Plan', 'Fixed 6 months (5.25% p.a.)'] as [string, string], submit: 'Submit Deposit' },
    { path: '/dashboard/upgrade', h1: 'Upgrade Account', choice: ['Plan', 'Tier 3'] as [string, string], submit: 'Upgrade' },
  ])('$h1 is sent with a proof and shows "Payment Pending!"', async ({ path, h1, choice, submit }) => {
    const s = await open(path);
    await shown(heading(s.page, h1));
    await sendProof(s.page, choice, submit);
    await readable(s);
  });
});

describe('a deposit form whose currency is { "symbol": "€" }', () => {
  it('shows € amounts', async () => {
    await setDialect('php');
    const s = await open('/dashboard/add-funds/crypto');
    await s.page.route('**/api/users.php*', async (route) => {
      if (!(route.request().postData() ?? '').includes('name="getcdform"')) return route.continue();
      const original = await route.fetch();
      return route.fulfill({ response: original, json: { ...((await original.json()) as object), currency: { symbol: '€' } } });
    });
    await s.page.reload();
    await shown(heading(s.page, 'Crypto Deposit'));
    await shown(field(s.page, 'Amount (€)'));
    await shown(
      w(s.page)
        .getByRole('listitem')
        .filter({ hasText: /€\d[\d,]*\.\d\d/ })
        .first(),
    );
    expect(await w(s.page).getByRole('listitem').filter({ hasText: /\$\d/ }).count()).toBe(0);
    await readable(s);
  });
});
