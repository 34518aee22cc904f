/**
 * The Bank Transfer end to end against the demo backend, driven with the keyboard alone (the
 * browser's Back button aside): form → confirm → PIN (→ authorization code) → receipt. The
 * demo's admin API arms the authorization code and its mailbox API gives the code. axe scans
 * every step, light at 360 px and dark at 1280 px. A transfer whose answer is lost, and what
 * the widget then finds out from the bank's list: transfer-outcome.test.ts.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, scanWidget } from './support/scan';
import { useDemoBrowser } from './support/demo-browser';
import { DEMO_EMAIL, demoToken } from './support/demo';
import { arrived, focused, heading, pathname, shown, waitForPath, widget, WAIT } from './support/demo-ui';
import { BASE } from './support/pages';
import { authorises, enterPin, fillForm, JANE, pinValues, row, tabTo, toPin, transferSession } from './support/transfer';

/** TRANSFER_SHOTS=<dir> keeps a screenshot of every scanned step (to look at by eye). */
const SHOTS = process.env.TRANSFER_SHOTS;

const env = useDemoBrowser();
const { openSend, demoBalance } = transferSession(env);
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** The receipt puts focus on its heading; it stays until Done. */
const focusOnReceipt = (page: Page) => expect.poll(async () => (await focused(page))?.text, { timeout: WAIT }).toBe('Transfer receipt');

/** The one accessibility sweep (support/scan.ts) on the step shown, then back to light at 1280 px, where the flow goes on. */
async function scan(page: Page, step: string, found: string[]): Promise<void> {
  const lines = await scanWidget(page, {
    after: async (page, scheme, width) => {
      if (SHOTS) await widget(page).screenshot({ path: `${SHOTS}/${step.replace(/\W+/g, '-')}-${scheme}-${width}.png` });
    },
  });
  found.push(...lines.map((line) => `${step}: ${line}`));
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await page.setViewportSize(DESKTOP);
}

describe('Bank Transfer on the demo backend, keyboard only', () => {
  it("sends a transfer through confirm and PIN; the receipt shows the fee, the balance after it and the bank's reference, and stays until Done leads to the dashboard; Back after it sends nothing", async () => {
    const { page, calls, lastTransfer } = await openSend();
    const found: string[] = [];
    await scan(page, 'send form', found);
    await fillForm(page);
    expect(await row(page, 'Fee (10%)').innerText()).toBe('$100.00');
    expect(await row(page, 'Amount received').innerText()).toBe('$900.00');
    await scan(page, 'confirm', found);
    await tabTo(page, 'Confirm and enter PIN');
    await page.keyboard.press('Enter');
    await arrived(page, 'Enter your PIN');
    await scan(page, 'pin', found);
    const before = calls.length;
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Transfer receipt'));
    await shown(widget(page).getByText('Successful! Await Confirmation'));
    expect(calls.slice(before, before + 2)).toEqual(['confirmmypin', 'newtrs']);
    expect(lastTransfer()).toMatchObject({ act_hold_name: 'Jane Doe', act_no: JANE.account, amount: '1000', note: 'Rent', country: 'United Kingdom', extra: '' });
    expect(await demoBalance()).toBe(24_000);
    // The balance the confirm page showed less the amount sent (the $100 fee is inside the amount), as the bank now holds it.
    await shown(row(page, 'Balance after transfer').getByText('$24,000.00'));
    expect(calls.slice(before)).toEqual(expect.arrayContaining(['getprofile', 'getstatement2']));
    // Focus on its heading, the pointer elsewhere: 12 s later it is all still here, with no timed return.
    await focusOnReceipt(page);
    await page.mouse.move(1, 1);
    await page.waitForTimeout(12_000);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send/pin`);
    await shown(row(page, 'Amount').getByText('$1,000.00'));
    // The bank's reference for the transfer (the `extra` of its answer).
    expect(await row(page, 'Reference').innerText()).toMatch(/^TRF-\d+$/);
    expect(
      await widget(page)
        .getByText(/You will be taken/)
        .count(),
    ).toBe(0);
    await scan(page, 'receipt kept', found);
    await tabTo(page, 'Done');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard`);
    await arrived(page, /^Good (Morning|Afternoon|Evening)$/);
    const sent = calls.length;
    await page.goBack();
    await expect.poll(() => pathname(page), { timeout: WAIT }).toMatch(/\/dashboard\/send/);
    await page.waitForTimeout(500);
    expect(calls.slice(sent).filter((c) => ['confirmmypin', 'confirmtpin', 'newtrs'].includes(c))).toEqual([]);
    expect(calls.filter((c) => c === 'newtrs')).toHaveLength(1);
    expect(await demoBalance()).toBe(24_000);
    expect(found).toEqual([]);
  });

  it('asks for the authorization code when armed: a wrong code is refused, the right one sends it in extra', async () => {
    const armed = await fetch(`${env.url}/__demo/require-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_EMAIL }) });
    expect(armed.ok).toBe(true);
    const state = (await (await fetch(`${env.url}/__demo/state`)).json()) as { mailbox: { to: string; subject: string; code?: string }[] };
    const code = state.mailbox.find((m) => m.to === DEMO_EMAIL && m.subject === 'Your transfer authorization code')!.code!;
    expect(code).toMatch(/^\d{4}$/);
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));

    const { page, calls, lastTransfer } = await openSend();
    const found: string[] = [];
    await toPin(page);
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Enter the authorization code'));
    await shown(widget(page).getByText('Transfer Authorization Code is required'));
    // Its heading takes focus, as every step's does (changed on purpose: focus used to skip it and the bank's words, to Digit 1).
    await expect.poll(async () => (await focused(page))?.text).toBe('Enter the authorization code');
    expect(await widget(page).getByRole('button', { name: 'Authorize transfer' }).count()).toBe(1);
    await scan(page, 'authorization code', found);
    await enterPin(page, 'Authorization code', wrong);
    await shown(widget(page).getByText('Invalid authorization code'));
    expect(await pinValues(page)).toEqual(['', '', '', '']);
    await scan(page, 'authorization code refused', found);
    expect(calls).not.toContain('newtrs');
    await enterPin(page, 'Authorization code', code);
    await shown(heading(page, 'Transfer receipt'));
    expect(lastTransfer().extra).toBe(code);
    // Look at the receipt at leisure: it stays until Done.
    await focusOnReceipt(page);
    await shown(widget(page).getByRole('button', { name: 'Done' }));
    await scan(page, 'receipt', found);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send/pin`);
    expect(calls.filter((c) => c === 'newtrs')).toHaveLength(1);
    expect(found).toEqual([]);
  });

  it('"See all" under Recent transfers opens the statement with its money out only', async () => {
    const { page } = await openSend();
    const recent = widget(page).getByRole('region', { name: 'Recent transfers' });
    // The bank lists more than five transfers for the demo customer; the form shows the latest five, in the bank's order.
    const form = new FormData();
    form.set('gettrslist', '1');
    form.set('token', await demoToken(env.url));
    const all = ((await (await fetch(`${env.url}/api/users.php`, { method: 'POST', body: form })).json()) as { data: { act_hold_name: string }[] }).data;
    expect(all.length).toBeGreaterThan(5);
    await shown(recent.locator('.tx-row').first());
    expect(await recent.locator('.tx-name').allInnerTexts()).toEqual(all.slice(0, 5).map((t) => t.act_hold_name));
    await tabTo(page, 'See all');
    await page.keyboard.press('Enter');
    await arrived(page, 'Statements & Report');
    expect(await page.evaluate(() => location.pathname + location.search)).toBe(`${BASE}/dashboard/statements?type=debit`);
    const rows = widget(page).locator('tbody .tx-row');
    await shown(rows.first());
    expect(await rows.locator('.amount--credit').count()).toBe(0);
    expect(await rows.locator('.tx-name').allInnerTexts()).toEqual(expect.arrayContaining(['Transfer to Jamie Chen', 'Transfer to Maria Gomez']));
  });

  it('a wrong PIN shows the server message, clears the boxes and sends nothing', async () => {
    const { page, calls } = await openSend();
    await toPin(page);
    await enterPin(page, 'Transaction PIN', '9999');
    await shown(widget(page).getByText('Invalid Pin'));
    expect(await pinValues(page)).toEqual(['', '', '', '']);
    const found: string[] = [];
    await scan(page, 'pin refused', found);
    expect(calls).toContain('confirmmypin');
    expect(calls).not.toContain('newtrs');
    expect(await demoBalance()).toBe(25_000);
    expect(found).toEqual([]);
  });

  // Changed on purpose: an amount not below the balance used to pass the first step and stop at the review's disabled button.
  it("an amount not below the balance stays on the first step as the amount's error; on the review the amount's error holds Confirm", async () => {
    const { page, calls } = await openSend();
    const amount = widget(page).getByLabel('Amount', { exact: true });
    await tabTo(page, 'Amount');
    await page.keyboard.type('25000');
    await page.keyboard.press('Enter');
    const summaryLink = widget(page).getByRole('link', { name: 'Insufficient balance: your balance is $25,000.00' });
    await shown(summaryLink);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send`);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    const found: string[] = [];
    await scan(page, 'send over balance', found);
    // On to the review with a lower amount, where raising it again is the amount's error.
    await widget(page).getByLabel('Account holder name').fill(JANE.name);
    await widget(page).getByLabel('Account number').fill(JANE.account);
    await widget(page).getByLabel('Bank name').fill('First Bank');
    await widget(page).getByLabel('Country').selectOption('United Kingdom');
    await amount.fill('24,999.99');
    await amount.press('Enter');
    await arrived(page, 'Confirm Transaction');
    const review = widget(page).getByLabel('Amount', { exact: true });
    await review.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25000');
    const button = widget(page).getByRole('button', { name: 'Confirm and enter PIN' });
    await expect.poll(() => review.getAttribute('aria-invalid')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await shown(widget(page).getByText('Insufficient balance: your balance is $25,000.00', { exact: false }));
    await scan(page, 'confirm insufficient', found);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('24,999.99');
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await review.getAttribute('aria-invalid')).toBeNull();
    expect(calls).not.toContain('confirmmypin');
    expect(found).toEqual([]);
  });

  it('Back after a sent transfer posts nothing and the form says the transfer was already sent', async () => {
    const { page, calls } = await openSend();
    await toPin(page);
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Transfer receipt'));
    await focusOnReceipt(page);
    const sent = calls.length;
    await page.goBack();
    await waitForPath(page, `${BASE}/dashboard/send`);
    await shown(widget(page).getByText('That transfer was already sent; nothing was sent again.'));
    await page.goForward();
    await waitForPath(page, `${BASE}/dashboard/send`);
    // The PIN step, opened again by Forward, found nothing to send and said so on the form: that is
    // the moment anything it were to post would have been posted.
    await shown(widget(page).getByText('That transfer was already sent; nothing was sent again.'));
    await shown(widget(page).getByRole('heading', { level: 1, name: 'Bank Transfer' }));
    expect(calls.slice(sent).filter((c) => ['confirmmypin', 'confirmtpin', 'newtrs'].includes(c))).toEqual([]);
    expect(await demoBalance()).toBe(24_000);
  });

  it('the same amount to the same account within 10 minutes asks before the PIN step', async () => {
    const { page, calls } = await openSend();
    await toPin(page);
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Transfer receipt'));
    await focusOnReceipt(page);
    await tabTo(page, 'Done');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard`);
    await arrived(page, /^Good (Morning|Afternoon|Evening)$/);
    // Back to the form through the menu, in the same page.
    await tabTo(page, 'Bank Transfer');
    await page.keyboard.press('Enter');
    await arrived(page, 'Bank Transfer');
    await fillForm(page);
    await tabTo(page, 'Confirm and enter PIN');
    await page.keyboard.press('Enter');
    const question = widget(page).getByText('You sent this amount to this account 1 minute ago. Send again?');
    await shown(question);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send/confirm`);
    const found: string[] = [];
    await scan(page, 'duplicate question', found);
    await tabTo(page, 'Send again');
    await page.keyboard.press('Enter');
    await arrived(page, 'Enter your PIN');
    expect(calls.filter((c) => c === 'newtrs')).toHaveLength(1);
    expect(found).toEqual([]);
  });
});

describe('the PIN step says what the PIN authorises', () => {
  it('the amount and the recipient, above the boxes, before a digit is typed', async () => {
    const { page } = await openSend();
    await toPin(page, { ...JANE, name: 'John Smith' });
    const said = widget(page).getByText(/^Send \S+ to /);
    expect(await authorises(page)).toBe('Send $1,000.00 to John Smith');
    expect(await pinValues(page)).toEqual(['', '', '', '']);
    // Above the boxes, in reading order.
    const [saidTop, boxTop] = await Promise.all([said.boundingBox(), widget(page).locator('.pin-box').first().boundingBox()]);
    expect(saidTop!.y).toBeLessThan(boxTop!.y);
  });
});

it.skipIf(!SHOTS)(
  '(screenshots only) a reload on the confirm page returns to the form with the explanation',
  async () => {
    const { page } = await openSend();
    await page.goto(`${env.url}${BASE}/dashboard/send/confirm`);
    await shown(widget(page).getByText('Details are not kept after a reload. Please enter them again.'));
    await scan(page, 'form after reload', []);
  },
  WAIT * 6,
);

/** The widget's main landmark as a screen reader's tree (the isolation marks around a name aside), and the step marked current. */
async function readState(page: Page): Promise<{ tree: string; current: string }> {
  const main = widget(page).getByRole('main');
  await shown(main);
  const tree = (await main.ariaSnapshot()).replace(/[\u2066-\u2069]/g, '');
  const current = await main.locator('[aria-current="step"] .steps-label').innerText();
  return { tree, current };
}

/** What is authorised, as the tree reads it, from the PIN step to the outcome. */
function expectAuthorised(tree: string, where: string) {
  for (const line of [
    'Send $1,000.00 to Jane Doe',
    'term: Amount received',
    'definition: $900.00',
    "term: Recipient's bank",
    'definition: First Bank',
    'term: Account number',
    'definition: ending 6819',
  ])
    expect(tree, `${where}: ${line}`).toContain(line);
}

describe('each state of a transfer, read through the accessibility tree', () => {
  it('PIN, authorization code and receipt: a main landmark, the heading, the current step and what is authorised; the receipt keeps what the bank said', async () => {
    await fetch(`${env.url}/__demo/require-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_EMAIL }) });
    const state = (await (await fetch(`${env.url}/__demo/state`)).json()) as { mailbox: { to: string; subject: string; code?: string }[] };
    const code = state.mailbox.filter((m) => m.to === DEMO_EMAIL && m.subject === 'Your transfer authorization code')[0]!.code!; // newest first
    const { page } = await openSend();
    // The bank's own words on taking the transfer, and its reference.
    await page.route('**/api/users.php', async (route) => {
      if (!/name="newtrs"/.test(route.request().postData() ?? '')) return route.continue();
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      return route.fulfill({ json: { ...answer, message: 'Transfer submitted and awaiting confirmation', reference: 'TRX-7781' } });
    });
    await toPin(page);
    const pin = await readState(page);
    expect(pin.tree).toContain('heading "Enter your PIN" [level=1]');
    expect(pin.current).toBe('PIN');
    expectAuthorised(pin.tree, 'PIN');

    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Enter the authorization code'));
    const asked = await readState(page);
    expect(asked.tree).toContain('heading "Enter the authorization code" [level=1]');
    expect(asked.tree).not.toContain('Enter your PIN');
    expect(asked.current).toBe('Code');
    expect(asked.tree).toContain('button "Authorize transfer"');
    // The bank's prompt once, as information.
    expect(asked.tree.match(/Transfer Authorization Code is required/g)).toHaveLength(1);
    expect(await widget(page).locator('.notice--warning').count()).toBe(0);
    expectAuthorised(asked.tree, 'code');

    await enterPin(page, 'Authorization code', code);
    await shown(heading(page, 'Transfer receipt'));
    await focusOnReceipt(page);
    const receipt = await readState(page);
    expect(receipt.current).toBe('Done');
    for (const line of [
      'Transfer submitted and awaiting confirmation',
      'term: Currency',
      'definition: USD',
      'term: Note',
      'definition: Rent',
      'term: Reference',
      'definition: TRX-7781',
    ])
      expect(receipt.tree, line).toContain(line);
    // The month in letters.
    expect(receipt.tree).toMatch(/definition: \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4} \d\d:\d\d/);
    // It stays, the pointer away from it, well past the 3 s the original gave; Done leaves it.
    await page.mouse.move(1, 1);
    await page.waitForTimeout(4500);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send/pin`);
    await widget(page).getByRole('button', { name: 'Done' }).click();
    await waitForPath(page, `${BASE}/dashboard`, 6000);
  });

  it('checking and cannot tell: not the PIN heading, what is authorised still said, not styled as an error, and where to look and whom to ask', async () => {
    const { page } = await openSend();
    await toPin(page);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let sent = false;
    await page.route('**/api/users.php', async (route) => {
      const body = route.request().postData() ?? '';
      if (/name="newtrs"/.test(body)) {
        await route.fetch();
        sent = true;
        return route.abort('connectionreset');
      }
      // After the transfer, the list is slow, then unreadable.
      if (sent && /name="gettrslist"/.test(body)) {
        await held;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Checking your transfer'));
    const checking = await readState(page);
    expect(checking.current).toBe('Checking');
    expect(checking.tree).not.toContain('Enter your PIN');
    expectAuthorised(checking.tree, 'checking');
    release();
    await shown(heading(page, 'Transfer not confirmed yet'));
    const unknown = await readState(page);
    expect(unknown.current).toBe('Not known');
    expect(unknown.tree).not.toContain('Enter your PIN');
    expectAuthorised(unknown.tree, 'cannot tell');
    expect(unknown.tree).toContain('We cannot tell yet whether your transfer went through');
    expect(await widget(page).locator('.notice--warning, .notice--error, [role="alert"]').count()).toBe(0);
    expect(await widget(page).getByRole('link', { name: 'See your money out in Statements' }).getAttribute('href')).toBe(`${BASE}/dashboard/statements?type=debit`);
    expect(await widget(page).getByRole('link', { name: 'Contact the bank' }).getAttribute('href')).toBe(`${BASE}/dashboard/contact`);
    await page.unroute('**/api/users.php');
  });
});

describe('the connection coming back', () => {
  it('is said in a live region within a few seconds', async () => {
    const { page } = await openSend();
    await page.context().setOffline(true);
    await shown(widget(page).getByRole('status').filter({ hasText: 'Your device is offline' }));
    await page.context().setOffline(false);
    await shown(widget(page).getByRole('status').filter({ hasText: "You're back online" }), 3000);
  });
});
