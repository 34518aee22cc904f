/**
 * What a screen reader is told, recorded as it is told: a MutationObserver over the widget's
 * shadow root writes down the text of every live region (role alert or status, aria-live polite
 * or assertive) each time its words change or it appears, and every move of focus, in order. On
 * the demo page (the built bundle, the demo bank), in English and in Arabic: each change is said
 * once, in the customer's language, the bank's English marked `lang="en"`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemoBrowser } from './support/demo-browser';
import { demoToken } from './support/demo';
import { heading, shown, waitForPath, widget, WAIT } from './support/demo-ui';
import { BASE, hostPage, mountScript } from './support/pages';
import { startFixtureServer } from './support/server';
import { DESKTOP } from './support/scan';
import { holdSession } from './support/session';

const env = useDemoBrowser();

/** Runs in the page before the bundle: every shadow root the widget attaches is listened to. */
function recordWhatIsSaid() {
  const said: string[] = [];
  (window as unknown as { said: string[] }).said = said;
  const LIVE = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]';
  const last = new WeakMap<Element, string>();
  const tell = (region: Element) => {
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && text !== last.get(region)) said.push(text);
    last.set(region, text);
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    const root = attach.call(this, init);
    new MutationObserver((records) => {
      const regions = new Set<Element>();
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(LIVE);
        if (region) regions.add(region);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(LIVE)) regions.add(node);
          node.querySelectorAll(LIVE).forEach((r) => regions.add(r));
        }
      }
      regions.forEach(tell);
    }).observe(root, { subtree: true, childList: true, characterData: true });
    root.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      said.push(`focus: ${(el.textContent || el.getAttribute('aria-label') || el.tagName).replace(/\s+/g, ' ').trim()}`);
    });
    return root;
  };
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.slice());
const clearSaid = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.splice(0));
const spoken = (page: Page) => said(page).then((all) => all.filter((s) => !s.startsWith('focus: ')));

type Language = 'en' | 'ar';

/** The demo page in `language`, signed in as the demo customer when `signedIn`, recording what is said. */
async function open(path: string, language: Language, signedIn = true): Promise<Page> {
  const context = await env.newContext({ viewport: DESKTOP });
  const token = signedIn ? await demoToken(env.url) : '';
  await context.addInitScript((language) => localStorage.setItem('demo-view-language', language), language);
  if (token) await holdSession(context, token);
  await context.addInitScript(recordWhatIsSaid);
  const page = await context.newPage();
  await page.goto(`${env.url}${BASE}${path}`);
  await shown(widget(page).locator('h1'));
  return page;
}

const named = (page: Page, name: string) => widget(page).locator(`[name="${name}"]`).first();
const submit = (page: Page) => widget(page).locator('form button[type="submit"]').first();
const invalid = (page: Page, name: string) => named(page, name).getAttribute('aria-invalid');

async function fillTransfer(page: Page, amount: string) {
  await named(page, 'act_hold_name').fill('Jane Doe');
  await named(page, 'act_no').fill('GB29NWBK60161331926819');
  await named(page, 'bank').fill('First Bank');
  await named(page, 'country').selectOption({ index: 1 });
  await named(page, 'amount').fill(amount);
}

async function toReview(page: Page, amount = '100') {
  await fillTransfer(page, amount);
  await submit(page).click();
  await waitForPath(page, `${BASE}/dashboard/send/confirm`);
  await shown(named(page, 'amount'));
}

describe.each<[Language]>([['en'], ['ar']])('what is said, in %s', (language) => {
  it('fixing the 5 fields of a refused transfer form one by one reads the error summary again at most once', async () => {
    const page = await open('/dashboard/send', language);
    await submit(page).click();
    const summary = widget(page).locator('.error-summary');
    await shown(summary);
    const title = (await summary.locator('.notice-title').textContent())!;
    expect(await summary.locator('a').count()).toBe(5);
    const fixes: [string, () => Promise<void>][] = [
      ['act_hold_name', () => named(page, 'act_hold_name').fill('Jane Doe')],
      ['act_no', () => named(page, 'act_no').fill('GB29NWBK60161331926819')],
      ['bank', () => named(page, 'bank').fill('First Bank')],
      [
        'country',
        () =>
          named(page, 'country')
            .selectOption({ index: 1 })
            .then(() => undefined),
      ],
      ['amount', () => named(page, 'amount').fill('100')],
    ];
    for (const [name, fix] of fixes) {
      await fix();
      await expect.poll(() => invalid(page, name), { timeout: WAIT }).toBeNull();
    }
    await page.waitForTimeout(300);
    const summaries = (await spoken(page)).filter((s) => s.includes(title));
    // Said as it appeared at the submit, and not again at any fix.
    expect(summaries.length).toBeGreaterThanOrEqual(1);
    expect(summaries.length - 1).toBeLessThanOrEqual(1);
  });

  it('typing "2500" into the review\'s amount announces its figures at most twice', async () => {
    const page = await open('/dashboard/send', language);
    await toReview(page);
    const amount = named(page, 'amount');
    await amount.click();
    await amount.press('ControlOrMeta+A');
    await page.waitForTimeout(1500);
    await clearSaid(page);
    await page.keyboard.type('2500', { delay: 120 });
    await page.waitForTimeout(1800);
    const figures = await spoken(page);
    expect(figures.length, figures.join(' | ')).toBeGreaterThanOrEqual(1);
    expect(figures.length, figures.join(' | ')).toBeLessThanOrEqual(2);
    // The last thing said is the figures for 2500.
    expect(figures.at(-1)).toMatch(language === 'en' ? /\$250\.00/ : /250/);
  });

  it('an amount over the balance stays on the first step, the amount aria-invalid with a message saying so, linked from the summary', async () => {
    const page = await open('/dashboard/send', language);
    const hint = await named(page, 'amount').getAttribute('aria-describedby');
    const balance = (await widget(page)
      .locator(`[id="${hint!.split(' ')[0]}"]`)
      .textContent())!;
    if (language === 'en') expect(balance).toBe('Available balance: $25,000.00');
    await fillTransfer(page, '30000');
    await submit(page).click();
    await shown(widget(page).locator('.error-summary a[href="#amount"]'));
    expect(await invalid(page, 'amount')).toBe('true');
    const message = (await widget(page).locator('.field--invalid .field-error').first().textContent())!;
    if (language === 'en') expect(message).toBe('Error: Insufficient balance: your balance is $25,000.00');
    // The balance, as the hint wrote it, in the message.
    expect(message).toContain(
      balance
        .split(/[:：]\s*/)
        .at(-1)!
        .trim(),
    );
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/dashboard/send`);
  });

  it('a wrong PIN is said in the customer\'s language; the bank\'s English only inside lang="en"; "Sending…" said once', async () => {
    const page = await open('/dashboard/send', language);
    await toReview(page);
    await submit(page).click();
    await waitForPath(page, `${BASE}/dashboard/send/pin`);
    const busy = language === 'en' ? 'Sending…' : 'جارٍ الإرسال…';
    await clearSaid(page);
    await widget(page).getByLabel(/1/).first().click();
    await page.keyboard.type('9999');
    await submit(page).click();
    const summary = widget(page).locator('.error-summary');
    await shown(summary);
    const english = await summary.evaluate((el) => {
      const out: { text: string; lang: string }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/[A-Za-z]/.test(node.textContent!)) out.push({ text: node.textContent!, lang: node.parentElement!.closest('[lang]')!.getAttribute('lang')! });
      }
      return out;
    });
    if (language === 'ar') {
      expect(await summary.textContent()).toContain('الرمز السري غير صحيح');
      for (const { text, lang } of english) expect(lang, text).toBe('en');
    } else {
      expect(await summary.textContent()).toContain('Invalid Pin');
    }
    const words = await spoken(page);
    expect(words.filter((s) => s === busy).length, words.join(' | ')).toBeLessThanOrEqual(1);
  });

  it('after sign-up, "Account created" is read (its heading focused) before the redirect sentence, which is said once', async () => {
    const page = await open('/auth/signup', language, false);
    await named(page, 'first_name').fill('Nadia');
    await named(page, 'last_name').fill('Newcomer');
    await named(page, 'username').fill(`nadia.${language}`);
    await named(page, 'email').fill(`nadia.${language}@bank.test`);
    await named(page, 'password').fill('nadia-pass-1');
    await named(page, 'confirm_password').fill('nadia-pass-1');
    await named(page, 'terms').check();
    await clearSaid(page);
    await submit(page).click();
    const created = language === 'en' ? 'Account created' : 'تم إنشاء الحساب';
    await shown(heading(page, created));
    const sentence = (await widget(page).locator('.redirect-note').textContent())!;
    await waitForPath(page, /\/auth\/verify\//, 10_000);
    const all = await said(page);
    const focusedAt = all.indexOf(`focus: ${created}`);
    const redirects = all.map((s, i) => [s, i] as const).filter(([s]) => s === sentence.replace(/\s+/g, ' ').trim());
    expect(focusedAt, all.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(redirects.length, all.join(' | ')).toBe(1);
    expect(redirects[0]![1]).toBeGreaterThan(focusedAt);
  });
});

describe('the page title', () => {
  it('names each step on the demo page (the widget owns it), "Error:" first while an error summary shows', async () => {
    const page = await open('/auth/signin', 'en', false);
    await expect.poll(() => page.title()).toBe('Sign In – Demo Bank');
    await widget(page).getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => page.title()).toBe('Profile setup – Demo Bank');
    await submit(page).click();
    await expect.poll(() => page.title()).toBe('Error: Profile setup – Demo Bank');
  });

  it("stays the host's inside another page (the option not set)", async () => {
    const fixtures = await startFixtureServer();
    try {
      fixtures.proxyApiTo(env.url);
      fixtures.route(`${BASE}*`, () => hostPage({ title: 'Host page', script: mountScript('#bank', { basePath: BASE, apiBase: '' }) }));
      const context = await env.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${fixtures.url}${BASE}/auth/signin`);
      await shown(heading(page, 'Sign In'));
      await widget(page).getByRole('link', { name: 'Create an account' }).click();
      await shown(heading(page, 'Profile setup'));
      await submit(page).click();
      await shown(widget(page).locator('.error-summary'));
      expect(await page.title()).toBe('Host page');
    } finally {
      await fixtures.close();
    }
  });
});
