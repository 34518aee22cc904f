/**
 * The Bank Transfer as a customer drives it with the keyboard alone, against the file's demo
 * backend (support/demo-browser.ts): signed in at the form, the form filled in, on to the PIN
 * step, and the demo bank's balance. Shared by transfer.test.ts and transfer-outcome.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { DemoBrowser } from './demo-browser';
import { DEMO_EMAIL, demoToken } from './demo';
import { arrived, focused, heading, pressUntil, shown, waitForPath, widget } from './demo-ui';
import { BASE } from './pages';
import { DESKTOP } from './scan';
import { holdSession } from './session';

/** The dashboard calls the page posts, by marker (`newtrs`, `confirmmypin`…), in order. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/users.php')) return;
    const marker = /name="([a-z0-9_]+)"\r\n\r\n1\r\n/.exec(request.postData() ?? '')?.[1];
    if (marker) calls.push(marker);
  });
  return calls;
}

interface Session {
  page: Page;
  calls: string[];
  /** The last `newtrs` form posted, field by field. */
  lastTransfer: () => Record<string, string>;
}

/** What needs the file's demo backend: the form signed in, and the bank's balance of the demo customer. */
export function transferSession(env: DemoBrowser) {
  /** Signed in as the demo customer (token from the API), at `send`. */
  async function openSend(): Promise<Session> {
    const jwt = await demoToken(env.url);
    const context = await env.newContext({ viewport: DESKTOP });
    await holdSession(context, jwt);
    const page = await context.newPage();
    const calls = recordCalls(page);
    let transfer: Record<string, string> = {};
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (!/name="newtrs"/.test(body)) return;
      transfer = Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1]!, m[2]!]));
    });
    await page.goto(`${env.url}${BASE}/dashboard/send`);
    // A first load leaves focus to the host page; only navigations move it to the heading.
    await shown(heading(page, 'Bank Transfer'));
    await shown(widget(page).getByText('Recent transfers'));
    return { page, calls, lastTransfer: () => transfer };
  }

  async function demoBalance(): Promise<number> {
    const state = (await (await fetch(`${env.url}/__demo/state`)).json()) as { users: { email: string; balance: number }[] };
    return state.users.find((u) => u.email === DEMO_EMAIL)!.balance;
  }

  return { openSend, demoBalance };
}

export const tabTo = (page: Page, label: string) => pressUntil(page, 'Tab', (f) => f.label === label || f.text === label, label, 60);

interface Recipient {
  name: string;
  account: string;
  amount: string;
}
export const JANE: Recipient = { name: 'Jane Doe', account: 'GB29NWBK60161331926819', amount: '1,000' };

/** Fills the form with keys only and submits it with Enter, landing on "Confirm Transaction". */
export async function fillForm(page: Page, r: Recipient = JANE): Promise<void> {
  const k = page.keyboard;
  await tabTo(page, 'Account holder name');
  await k.type(r.name);
  await k.press('Tab');
  await k.type(r.account);
  await k.press('Tab');
  await k.type('First Bank');
  await k.press('Tab');
  await k.type('FIRSUS33');
  await k.press('Tab');
  await k.type('021000021');
  await k.press('Tab');
  await k.type('United Kingdom'); // a focused select's type-ahead
  await k.press('Tab'); // Currency keeps USD
  await k.press('Tab');
  expect((await focused(page))?.label).toBe('Amount');
  await k.type(r.amount);
  await k.press('Tab');
  await k.type('Rent');
  await k.press('Enter');
  await arrived(page, 'Confirm Transaction');
  await waitForPath(page, `${BASE}/dashboard/send/confirm`);
}

/**
 * Fills the send form by its fields' names (the same in every language: the Arabic screens too) and
 * submits it, landing on the review. `fields` adds to or replaces Jane Doe's.
 */
export async function fillByName(page: Page, fields: Record<string, string> = {}): Promise<void> {
  const form = widget(page).locator('form');
  const values = { act_hold_name: JANE.name, act_no: JANE.account, bank: 'First Bank', amount: '1000', ...fields };
  for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.locator('select[name="country"]').selectOption('United Kingdom');
  await form.locator('button[type="submit"]').click();
  await shown(widget(page).locator('.review input[name="amount"]'));
}

export async function toPin(page: Page, r?: Recipient): Promise<void> {
  await fillForm(page, r);
  await shown(widget(page).getByText('Amount received', { exact: true }));
  await tabTo(page, 'Confirm and enter PIN');
  await page.keyboard.press('Enter');
  await arrived(page, 'Enter your PIN');
}

/** Types digits into the PIN boxes (typing moves on) and presses Enter. */
export async function enterPin(page: Page, label: string, digits: string): Promise<void> {
  await tabTo(page, label);
  await page.keyboard.type(digits);
  await page.keyboard.press('Enter');
}

export const row = (page: Page, term: string) => widget(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').first();
export const pinValues = (page: Page) =>
  widget(page)
    .locator('.pin-box')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));

/** The PIN step's line saying what the PIN authorises, as read (the name's bidi isolation marks aside). */
export async function authorises(page: Page): Promise<string> {
  const line = widget(page).getByText(/^Send \S+ to /);
  await shown(line);
  return (await line.innerText()).replace(/[\u2066-\u2069]/g, '');
}
