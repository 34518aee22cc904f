/**
 * Every money outcome is a page the customer keeps, and a money call the bank has not confirmed is
 * named wherever the customer goes: each line of "Done when", in English and in Arabic (right to
 * left), at 390 and 1,280 px, against the demo backend. "12 s later" is the page's own fake clock
 * run 12 s on, so every timer that could take an outcome away has had its chance.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { languageFiles } from '../../src/i18n/files';
import { useDemoBrowser } from './support/demo-browser';
import { DEMO_EMAIL, demoToken } from './support/demo';
import { focused, pathname, pngFile, shown, waitForPath, widget, WAIT } from './support/demo-ui';
import { BASE } from './support/pages';
import { fillByName } from './support/transfer';
import { visit } from './support/screens';
import { holdSession } from './support/session';

const env = useDemoBrowser();
const ar = languageFiles().ar!;

const COMBOS = [
  { lang: 'en', width: 390 },
  { lang: 'en', width: 1280 },
  { lang: 'ar', width: 390 },
  { lang: 'ar', width: 1280 },
] as const;
type Lang = (typeof COMBOS)[number]['lang'];

/** A message of the catalogue in the widget's language, as a plain string (no plural forms here). */
const say = (lang: Lang, id: keyof typeof en) => String(lang === 'ar' ? (ar[id] ?? en[id]) : en[id]);
/** An amount as either language writes its figures. */
const figures = (latin: string) => new RegExp(`${latin.replace(/[.,]/g, '.')}|${[...latin].map((c) => '٠١٢٣٤٥٦٧٨٩'[Number(c)] ?? '.').join('')}`);

async function open(lang: Lang, width: number, path: string, { clock = false } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const token = await demoToken(env.url);
  const context = await env.newContext({ viewport: { width, height: 900 } });
  if (clock) await context.clock.install();
  await holdSession(context, token);
  await context.addInitScript((lang) => localStorage.setItem('demo-view-language', lang), lang);
  const page = await context.newPage();
  await page.goto(`${env.url}${BASE}/dashboard/${path}`);
  await shown(widget(page).getByRole('heading', { level: 1 }));
  expect(
    await widget(page)
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).direction),
  ).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  return { page, context };
}

/** Twelve seconds of the page's timers, and a few frames for what they would render. */
const twelveSecondsLater = (page: Page) => page.clock.runFor(12_100);

async function fileDeposit(page: Page, amount: string) {
  const form = widget(page).locator('form');
  await form.locator('select[name="type"]').selectOption('BTC');
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('input[name="amount"]').blur();
  await form.locator('input[type="file"]').setInputFiles(pngFile('proof.png'));
  await shown(widget(page).locator('img[alt]').first());
  await form.locator('button[type="submit"]').click();
}

async function sendTransfer(page: Page) {
  await fillByName(page);
  await widget(page).locator('.review button[type="submit"]').click();
  await widget(page).locator('.pin-box').first().click();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
}

/** What reached the bank since the test began, by call (the demo's journal outlives a data reset). */
let since = 0;
async function journal(): Promise<string[]> {
  const { requests } = (await (await fetch(`${env.url}/__demo/journal`)).json()) as { requests: { seq: number; call: string }[] };
  return requests.filter((r) => r.seq > since).map((r) => r.call);
}
beforeEach(async () => {
  since = 0;
  since = (await journal()).length ? await lastSeq() : 0;
});
async function lastSeq(): Promise<number> {
  const { requests } = (await (await fetch(`${env.url}/__demo/journal`)).json()) as { requests: { seq: number }[] };
  return requests.at(-1)?.seq ?? 0;
}

describe.each(COMBOS)('money outcomes in $lang at $width px', ({ lang, width }) => {
  it("a filed crypto deposit shows 250.00, Bitcoin and the bank's words at once, on its own page with focus on its heading, and still shows them 12 s later", async () => {
    const { page } = await open(lang, width, 'add-funds/crypto', { clock: true });
    await fileDeposit(page, '250');
    const title = say(lang, 'funds.receipt.title');
    await shown(widget(page).getByRole('heading', { level: 1, name: title }));
    await expect.poll(async () => (await focused(page))?.text, { timeout: WAIT }).toBe(title);
    const words = widget(page).getByText('Deposit received and awaiting confirmation', { exact: true });
    const check = async () => {
      await shown(words);
      await shown(
        widget(page)
          .locator('dd')
          .filter({ hasText: figures('250.00') }),
      );
      await shown(widget(page).locator('dd').filter({ hasText: /^BTC$/ }));
      await shown(widget(page).getByText(say(lang, 'funds.receipt.next')));
    };
    await check();
    // The bank's words marked with the bank's language (English), on an Arabic screen as on an English one.
    expect(await words.getAttribute('lang')).toBe('en');
    await twelveSecondsLater(page);
    await check();
    expect(await pathname(page)).toBe(`${BASE}/dashboard/add-funds/crypto`);
    // Done brings the empty form back: nothing to send twice.
    await widget(page)
      .getByRole('button', { name: say(lang, 'common.done'), exact: true })
      .click();
    await shown(widget(page).locator('input[name="amount"]'));
    expect(await widget(page).locator('input[name="amount"]').inputValue()).toBe('');
    expect((await journal()).filter((c) => c === 'newcd')).toHaveLength(1);
  });

  it('a deposit the bank refuses keeps its reason, with focus on the summary and the amount as filled, 12 s later', async () => {
    const { page } = await open(lang, width, 'add-funds/crypto', { clock: true });
    const reason = 'Deposit rejected: the proof is unreadable';
    await page.route('**/api/users.php*', (route) =>
      (route.request().postData() ?? '').includes('name="newcd"') ? route.fulfill({ json: { status: false, error: true, icon: 'error', message: reason } }) : route.continue(),
    );
    await fileDeposit(page, '250');
    const amount = widget(page).locator('input[name="amount"]');
    const filled = await amount.inputValue();
    expect(filled).toMatch(figures('250.00'));
    const summary = widget(page).locator('.error-summary');
    await shown(summary.getByText(reason));
    await expect.poll(async () => (await focused(page))?.text ?? '', { timeout: WAIT }).toContain(reason);
    await twelveSecondsLater(page);
    await shown(summary.getByText(reason));
    expect(await amount.inputValue()).toBe(filled);
  });

  it("the transfer receipt, focus on its heading and the pointer elsewhere, still shows 1,000.00 and the bank's reference 12 s later; Done leads to the dashboard; Back sends nothing again", async () => {
    const { page } = await open(lang, width, 'send', { clock: true });
    await sendTransfer(page);
    const title = say(lang, 'transfer.receipt.title');
    await expect.poll(async () => (await focused(page))?.text, { timeout: WAIT }).toBe(title);
    await page.mouse.move(1, 1);
    const check = async () => {
      await shown(widget(page).getByRole('heading', { level: 1, name: title }));
      await shown(
        widget(page)
          .locator('dd')
          .filter({ hasText: figures('1,000.00') })
          .first(),
      );
      await shown(
        widget(page)
          .locator('dd')
          .filter({ hasText: /^TRF-\d+$/ }),
      );
      await shown(widget(page).getByText(say(lang, 'transfer.receipt.success')));
    };
    await check();
    await twelveSecondsLater(page);
    await check();
    expect(await pathname(page)).toBe(`${BASE}/dashboard/send/pin`);
    await widget(page)
      .getByRole('button', { name: say(lang, 'common.done'), exact: true })
      .click();
    await waitForPath(page, `${BASE}/dashboard`);
    await page.goBack();
    await expect.poll(() => pathname(page), { timeout: WAIT }).toMatch(/\/dashboard\/send/);
    await page.clock.runFor(2000);
    expect((await journal()).filter((c) => c === 'newtrs')).toHaveLength(1);
  });

  it('a lost transfer answer, then a reload onto the dashboard: home names the unconfirmed transfer, the send form says so before any PIN, and once the bank lists it, home says it went until dismissed; sent once', async () => {
    const { page } = await open(lang, width, 'send');
    const armed = await fetch(`${env.url}/__demo/next-money-call`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ behaviour: 'lost', email: DEMO_EMAIL }),
    });
    expect(armed.ok).toBe(true);
    // Once the transfer went, the list of transfers is held back until the test lets it answer: the bank has the transfer all along.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    await page.route('**/api/users.php*', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('name="newtrs"')) sent = true;
      else if (sent && body.includes('name="gettrslist"')) await held;
      return route.continue();
    });
    await sendTransfer(page);
    await shown(widget(page).getByText(say(lang, 'transfer.outcome.checking')));
    await page.goto(`${env.url}${BASE}/dashboard`);
    const notice = widget(page).locator('.unconfirmed');
    await shown(notice, 5000);
    expect(await notice.innerText()).toMatch(figures('1,000.00'));
    expect(await notice.innerText()).toContain('Jane Doe');
    // Its check a link away; the send form names it before any PIN.
    await shown(notice.getByRole('link', { name: say(lang, 'common.unconfirmed.check') }));
    // In-page navigation (the list under the form waits on the held list, so no wait for loaders).
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${BASE}/dashboard/send`);
    await shown(widget(page).locator('form input[name="act_no"]'));
    await shown(widget(page).locator('.unconfirmed'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    await visit(page, '/dashboard');
    await shown(notice);
    // The bank's list answers: it lists the transfer, and home stops calling it unconfirmed ...
    release();
    await notice.getByRole('link', { name: say(lang, 'common.unconfirmed.check') }).waitFor({ state: 'detached', timeout: 15_000 });
    // ... and says it went, until the customer dismisses it.
    const told = widget(page).locator('.unconfirmed.notice--success');
    await shown(told);
    expect(await told.innerText()).toContain('Jane Doe');
    await told.getByRole('button', { name: say(lang, 'common.dismiss') }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await widget(page).getByText(say(lang, 'transfer.outcome.notSent')).count()).toBe(0);
    expect((await journal()).filter((c) => c === 'newtrs')).toHaveLength(1);
  });
});
