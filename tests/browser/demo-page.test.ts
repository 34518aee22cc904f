// @vitest-environment node
/**
 * The standalone demo page (startDemoServer with `page`): its routes, and in a real Chromium
 * the intro, the accounts and the panel beside a stand-in widget (mailbox polling, admin
 * controls, keyboard use, layout at 360, 1280 and 1920 px, axe checks), then with the built widget:
 * filling the sign-in form from an account, the controls following whoever signs in, the
 * narrow layout's drawers through a whole verification, and the View controls (the widget's
 * width, a light or dark page that colorScheme 'auto' follows), remembered across a reload.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, runAxe } from './support/axe';
import { workerBrowser } from './support/browser';
import { contrast, luminance, type RGB } from './support/colors';
import { focused, PANEL_WAIT, waitForPath, widget } from './support/demo-ui';
import { bundleFile } from './support/paths';
import { startDemoServer, type DemoServer } from '../../demo/server/http';
import { post } from '../demo/helpers';

const ACCOUNTS = [
  ['demo@bank.test', 'demo1234'],
  ['nopin@bank.test', 'demo1234'],
  ['unverified@bank.test', 'demo1234'],
  ['pending@bank.test', 'demo1234'],
  ['declined@bank.test', 'demo1234'],
  ['admin@bank.test', 'admin1234'],
] as const;

/** axe's WCAG 2.0–2.2 A/AA rules on the demo page around the widget (the widget has its own axe tests). */
const axeViolations = async (page: Page) => describeViolations((await runAxe(page, { exclude: '#bank' })).violations);

/** Stands in for dist/bank.js: records the options it was mounted with. */
const STUB_BUNDLE = `window.mountBank = function (el, options) {
  var p = document.createElement('p');
  p.id = 'stub-widget';
  // Spaced, so the line wraps at 360 px as any text of the widget would (one long word would widen the page).
  p.textContent = JSON.stringify(options, null, 1);
  el.appendChild(p);
  return { unmount: function () { p.remove(); } };
};`;

let dir: string;
let server: DemoServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-page-'));
  await writeFile(join(dir, 'bank.js'), STUB_BUNDLE);
  server = await startDemoServer({ log: () => {}, page: { bundleFile: join(dir, 'bank.js') } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => server.store.reset());

describe('page routes', () => {
  it('serves the page for /wp-user and every path below it', async () => {
    for (const path of ['/wp-user', '/wp-user/auth/signin', '/wp-user/auth/reset/r/demo%40bank.test/abc']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<div id="bank"></div>');
      expect(html).toContain('<script src="/bank.js"></script>');
      expect(html).not.toContain('/main.ts');
    }
  });

  it('serves the admin placeholder where the widget sends an administrator', async () => {
    const response = await fetch(`${server.url}/admin/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Admin area</h1>');
  });

  it('redirects / to the sign-in landing', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/wp-user/auth');
  });

  it('serves the bundle file and the built page script', async () => {
    expect(await (await fetch(`${server.url}/bank.js`)).text()).toBe(STUB_BUNDLE);
    const script = await fetch(`${server.url}/demo-page.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(code).toContain('Demo mailbox');
    expect(code).not.toMatch(/\binnerHTML\b/);
  });

  it('a missing bundle is a clear 404', async () => {
    await rm(join(dir, 'bank.js'));
    const response = await fetch(`${server.url}/bank.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('npm run build');
    await writeFile(join(dir, 'bank.js'), STUB_BUNDLE);
  });

  it('the page source keeps the element the widget mounts into', async () => {
    expect(await readFile(new URL('../../demo/index.html', import.meta.url), 'utf8')).toContain('<div id="bank"></div>');
  });
});

describe('the panel in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await workerBrowser();
  }, 30_000);
  // Its own context goes with it: no page of an earlier test polls the demo server any more.
  afterEach(() => page?.close());
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/wp-user/auth/signin`);
    // The first poll has filled the controls.
    await page.locator('#demo-panel option[value="demo@bank.test"]').waitFor({ state: 'attached' });
  });

  it('mounts the widget with the demo options beside the panel', async () => {
    const options = JSON.parse((await page.textContent('#stub-widget')) ?? '{}') as Record<string, string>;
    // The demo is the widget's own page: it names each step in the title (pageTitle).
    expect(options).toEqual({ basePath: '/wp-user', apiBase: server.url, pageTitle: 'Demo Bank' });
    await expect(page.getByRole('heading', { name: 'Demo mailbox' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Demo controls' }).isVisible()).resolves.toBe(true);
  });

  it('shows a mailed code within one poll, big and as text', async () => {
    await page.getByText('No mail yet.').waitFor();
    await post(server.url, { email: 'unverified@bank.test', password: 'demo1234' }, '?crud=userlogin');
    const code = page.locator('.demo-mail-code strong').first();
    await code.waitFor({ timeout: 5000 });
    expect(await code.textContent()).toMatch(/^\d{6}$/);
    expect(parseFloat(await code.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
  });

  it('shows reset links as real links into the widget', async () => {
    await post(server.url, { email: 'demo@bank.test', action: 'code' }, '?crud=userforgot');
    const link = page.getByRole('link', { name: 'Open the reset link' });
    await link.waitFor({ timeout: 5000 });
    expect(await link.getAttribute('href')).toMatch(/^\/wp-user\/auth\/reset\/r\/demo%40bank\.test\/[\w-]+$/);
  });

  it('approves KYC for the chosen customer and says so in a status line', async () => {
    await page.getByLabel('Customer').selectOption('pending@bank.test');
    await page.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'KYC approved for pending@bank.test.' }).waitFor()).resolves.toBeUndefined();
    await page.getByLabel('Customer').selectOption('demo@bank.test');
    await page.getByRole('button', { name: 'Approve KYC' }).click();
    await page.getByRole('status').filter({ hasText: 'has no documents waiting for review' }).waitFor();
  });

  it('confirms the pending deposit, credits and debits, all from the keyboard', async () => {
    await page.getByLabel('Pending deposit').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Confirm deposit' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /Deposit \d+ confirmed/ })
      .waitFor();
    await page.getByLabel('Amount (USD)').focus();
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Credited $100.00 to demo@bank.test.' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Debited $100.00 from demo@bank.test.' }).waitFor();
    const demo = (await (await fetch(`${server.url}/__demo/state`)).json()) as { users: Array<{ email: string; balance: number }> };
    expect(demo.users.find((u) => u.email === 'demo@bank.test')?.balance).toBe(25500);
  });

  it('requires a code, posts a notification and resets', async () => {
    await page.getByRole('button', { name: 'Require authorization code' }).click();
    await page.locator('.demo-mail-code strong').first().waitFor({ timeout: 5000 });
    await page.getByLabel('Title').fill('Hello');
    await page.getByLabel('Message').fill('From the demo');
    await page.getByRole('button', { name: 'Post notification' }).click();
    await page.getByRole('status').filter({ hasText: 'Notification posted to demo@bank.test.' }).waitFor();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('status').filter({ hasText: 'Demo data reset.' }).waitFor();
    await page.getByText('No mail yet.').waitFor({ timeout: 5000 });
  });

  it('arms the next money call for the chosen customer, and says what is armed until a transfer uses it up', async () => {
    const group = page.getByRole('group', { name: 'The next money call' });
    const status = group.getByRole('status');
    await status.filter({ hasText: 'Nothing armed: the next money call is answered normally.' }).waitFor({ timeout: PANEL_WAIT });
    await group.getByLabel('Behaviour').selectOption({ label: 'Booked 10 s late (answer lost)' });
    await group.getByLabel('Only for the chosen account').check();
    await group.getByRole('button', { name: 'Arm' }).click();
    await status.filter({ hasText: "Armed: demo@bank.test's next money call is carried out and its answer lost; the bank lists it 10 s later." }).waitFor();
    const state = async () => ((await (await fetch(`${server.url}/__demo/state`)).json()) as { nextMoneyCall: unknown }).nextMoneyCall;
    expect(await state()).toEqual({ behaviour: 'late', email: 'demo@bank.test', delayMs: 10_000 });
    const { jwt } = (await post(server.url, { email: 'demo@bank.test', password: 'demo1234' }, '?crud=userlogin')).json as { jwt: string };
    await post(server.url, { confirmmypin: '1', token: jwt, pin: '1234' });
    const transfer = {
      newtrs: '1',
      token: jwt,
      bank: 'Harbor Trust',
      swift: '',
      currency: 'USD',
      routing: '',
      country: 'United States',
      act_no: '0099887766',
      act_hold_name: 'Riley Stone',
      amount: '10',
    };
    await expect(post(server.url, transfer)).rejects.toThrow();
    await status.filter({ hasText: 'Nothing armed' }).waitFor({ timeout: PANEL_WAIT });
    expect(await group.getByLabel('Behaviour').inputValue()).toBe('normal');
    expect(await state()).toBeNull();
  });

  it('arms an answer slower than the widget waits for ("slow past the time limit"), and keeps that choice shown', async () => {
    const group = page.getByRole('group', { name: 'The next money call' });
    const status = group.getByRole('status');
    await status.filter({ hasText: 'Nothing armed' }).waitFor({ timeout: PANEL_WAIT });
    await group.getByLabel('Behaviour').selectOption({ label: 'Slow past the time limit (carried out, answered too late)' });
    await group.getByRole('button', { name: 'Arm' }).click();
    await status.filter({ hasText: 'is carried out and answered after 25 s.' }).waitFor({ timeout: PANEL_WAIT });
    const state = (await (await fetch(`${server.url}/__demo/state`)).json()) as { nextMoneyCall: unknown };
    expect(state.nextMoneyCall).toEqual({ behaviour: 'slow', delayMs: 25_000 });
    await page.getByRole('heading').first().focus();
    await page.waitForTimeout(2500);
    expect(await group.getByLabel('Behaviour').inputValue()).toBe('slow-past-limit');
    await group.getByLabel('Behaviour').selectOption('normal');
    await group.getByRole('button', { name: 'Arm' }).click();
    await status.filter({ hasText: 'Nothing armed' }).waitFor({ timeout: PANEL_WAIT });
  });

  it("lists what reached the bank, live, and its Offline switch fails the page's requests to the bank as a dead connection does", async () => {
    const network = page.getByRole('group', { name: 'The network' });
    const journal = network.getByRole('list', { name: 'Last requests that reached the bank' });
    await post(server.url, { email: 'demo@bank.test', password: 'demo1234' }, '?crud=userlogin');
    await journal
      .getByRole('listitem')
      .filter({ hasText: /^#\d+ userlogin$/ })
      .last()
      .waitFor({ timeout: PANEL_WAIT });
    const reach = () =>
      page.evaluate(() =>
        fetch('/api/users.php?crud=userlogin', { method: 'POST', body: new FormData() }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
    expect(await reach()).toBe('answered');
    await network.getByLabel('Offline (this page)').check();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(await reach()).toBe('failed');
    // The panel itself still talks to the demo server.
    expect(await page.evaluate(() => fetch('/__demo/state').then((r) => r.ok))).toBe(true);
    await network.getByLabel('Offline (this page)').uncheck();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await reach()).toBe('answered');
  });

  it('server text is never parsed as HTML', async () => {
    const html = '<img src=x onerror="window.__pwned=1">';
    server.store.mail('demo@bank.test', html, `${html}<script>window.__pwned=2</script>`, { code: html });
    await page.getByText(html).first().waitFor({ timeout: 5000 });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('#demo-panel img, #demo-panel script').count()).toBe(0);
  });

  it('passes axe WCAG 2 A/AA checks', async () => {
    await post(server.url, { email: 'unverified@bank.test', password: 'demo1234' }, '?crud=userlogin');
    await post(server.url, { email: 'demo@bank.test', action: 'code' }, '?crud=userforgot');
    await page.locator('.demo-mail').nth(1).waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Approve KYC' }).click();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    const violations = describeViolations((await runAxe(page, '#demo-panel')).violations);
    expect(violations).toEqual([]);
  });

  it('introduces itself: a heading, a paragraph, and every demo account with its password and a fill button', async () => {
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Demo Bank: widget demo');
    expect(await page.locator('header p').innerText()).toMatch(/in-memory demo bank.*Demo mailbox.*Demo controls/s);
    const accounts = page.getByRole('region', { name: 'Demo accounts' });
    const items = accounts.getByRole('listitem');
    expect(await items.count()).toBe(ACCOUNTS.length);
    for (const [i, [email, password]] of ACCOUNTS.entries()) {
      const text = await items.nth(i).innerText();
      expect(text).toContain(email);
      expect(text).toContain(`Password ${password}`);
      await expect(
        items
          .nth(i)
          .getByRole('button', { name: `Fill in ${email}`, exact: true })
          .isVisible(),
      ).resolves.toBe(true);
    }
  });

  it('at 1280 px the widget has room for a 650 px theme column: the accounts above it, the panel beside, no toolbar', async () => {
    const accounts = (await page.locator('#demo-accounts').boundingBox())!;
    const widgetBox = (await page.locator('.demo-widget').boundingBox())!;
    const panel = (await page.locator('#demo-panel').boundingBox())!;
    expect(accounts.y + accounts.height).toBeLessThanOrEqual(widgetBox.y);
    expect(widgetBox.width).toBeGreaterThanOrEqual(650);
    expect(Math.max(accounts.x + accounts.width, widgetBox.x + widgetBox.width)).toBeLessThanOrEqual(panel.x);
    expect(panel.y).toBeLessThan(300);
    expect(Math.abs(panel.y - accounts.y)).toBeLessThan(2);
    await expect(page.getByRole('navigation', { name: 'Demo tools' }).isVisible()).resolves.toBe(false);
  });

  it('at 1920 px the accounts, the widget and the panel sit side by side, the widget with room for a full-width site', async () => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    const accounts = (await page.locator('#demo-accounts').boundingBox())!;
    const widgetBox = (await page.locator('.demo-widget').boundingBox())!;
    const panel = (await page.locator('#demo-panel').boundingBox())!;
    expect(accounts.x + accounts.width).toBeLessThanOrEqual(widgetBox.x);
    expect(widgetBox.x + widgetBox.width).toBeLessThanOrEqual(panel.x);
    expect(widgetBox.width).toBeGreaterThanOrEqual(1200);
    expect(Math.abs(panel.y - widgetBox.y)).toBeLessThan(2);
  });

  it('at 360 px the mailbox, the controls and the accounts are one tap away, in the first screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const name of ['Accounts', 'Mailbox', 'Controls']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(740);
      expect(box.height, `${name} is a comfortable touch target`).toBeGreaterThanOrEqual(44);
    }
    const mailboxHeading = page.getByRole('heading', { name: 'Demo mailbox' });
    await expect(mailboxHeading.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Mailbox', exact: true }).click();
    await expect(mailboxHeading.isVisible()).resolves.toBe(true);
    const heading = (await mailboxHeading.boundingBox())!;
    expect(heading.y + heading.height).toBeLessThanOrEqual(740);
    await expect(page.getByRole('button', { name: 'Mailbox', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('heading', { name: 'Demo controls' }).isVisible()).resolves.toBe(false);
    // Another toggle switches the drawer in one tap.
    await page.getByRole('button', { name: 'Controls', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Demo controls' }).isVisible()).resolves.toBe(true);
    await expect(mailboxHeading.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }, 60_000);

  it('at 360 px the drawers work from the keyboard: focus moves in, Escape closes and returns it', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const toggle = page.getByRole('button', { name: 'Mailbox', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'h2', text: 'Demo mailbox' });
    // The page under the drawer is out of reach while it is open.
    expect(await page.evaluate(() => (document.querySelector('.demo-widget') as HTMLElement).inert)).toBe(true);
    await page.keyboard.press('Escape');
    const back = await focused(page);
    expect(back).toMatchObject({ tag: 'button', text: 'Mailbox' });
    expect(back?.outlineStyle, 'the focus ring shows').toBe('solid');
    expect(parseFloat(back?.outlineWidth ?? '0')).toBeGreaterThanOrEqual(2);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => (document.querySelector('.demo-widget') as HTMLElement).inert)).toBe(false);
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { name: 'Demo mailbox' }).isVisible()).resolves.toBe(true);
    // Wider again, everything is back in the page and nothing is inert.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('heading', { name: 'Demo controls' }).isVisible()).resolves.toBe(true);
    // The drawer closes on the width change, a moment after the panel shows again.
    await expect.poll(() => page.evaluate(() => (document.querySelector('.demo-widget') as HTMLElement).inert)).toBe(false);
  });

  it('the whole page around the widget passes axe at 1280 px, light and dark, and at 360 px with a drawer open', async () => {
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Dark page' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('with the built widget', () => {
  let real: DemoServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [real, browser] = await Promise.all([startDemoServer({ log: () => {}, page: { bundleFile } }), workerBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await real?.close();
  });
  afterEach(() => page?.close());
  beforeEach(async () => {
    real.store.reset();
    // A new page is a new browser context: no session left from the test before.
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${real.url}/wp-user/auth/signin`);
    await widget(page).getByLabel('Email').waitFor();
  });

  const customer = () => page.getByLabel('Customer', { exact: true });
  /** Waits until the controls' Customer picker shows `email`. */
  const following = (email: string) =>
    page.waitForFunction((e) => document.querySelector<HTMLSelectElement>('#demo-controls select[id^="demo-customer"]')?.value === e, email, { timeout: PANEL_WAIT });

  it('a fill button fills the sign-in form, focuses Sign In, and Enter signs in', async () => {
    await page.getByRole('button', { name: 'Fill in demo@bank.test' }).click();
    await page.getByRole('status').filter({ hasText: 'Filled in demo@bank.test' }).waitFor();
    await expect(widget(page).getByLabel('Email').inputValue()).resolves.toBe('demo@bank.test');
    await expect(widget(page).getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('demo1234');
    await page.waitForFunction(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent?.trim() === 'Sign In';
    });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/wp-user/dashboard');
  });

  it('the controls follow each customer who signs in; a fill while signed in switches customer', async () => {
    await customer().locator('option[value="declined@bank.test"]').waitFor({ state: 'attached', timeout: PANEL_WAIT });
    await customer().selectOption('declined@bank.test');
    await page.getByRole('button', { name: 'Fill in demo@bank.test' }).click();
    await widget(page).getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(page, '/wp-user/dashboard');
    await following('demo@bank.test');

    // pending@ gets no session token (under review), so following it proves more than localStorage.
    await page.getByRole('button', { name: 'Fill in pending@bank.test' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed the previous customer out. Filled in pending@bank.test' }).waitFor();
    await expect(widget(page).getByLabel('Email').inputValue()).resolves.toBe('pending@bank.test');
    await widget(page).getByRole('button', { name: 'Sign In' }).click();
    await following('pending@bank.test');
    const kyc = page.getByRole('group', { name: 'Identity check (KYC)' });
    await kyc.getByRole('button', { name: 'Approve KYC' }).click();
    await kyc.getByRole('status').filter({ hasText: 'KYC approved for pending@bank.test.' }).waitFor();
  });

  it('a wrong password does not move the controls', async () => {
    await customer().locator('option[value="nopin@bank.test"]').waitFor({ state: 'attached', timeout: PANEL_WAIT });
    await widget(page).getByLabel('Email').fill('nopin@bank.test');
    await widget(page).getByLabel('Password', { exact: true }).fill('wrong-password');
    await widget(page).getByRole('button', { name: 'Sign In' }).click();
    await widget(page).getByText('Invalid Credentials').first().waitFor();
    // The page's sign-in watcher looks again at once on a storage event for "email" (instead of on
    // its next tick): it has seen the refused attempt by the time the control is read.
    await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'email', storageArea: localStorage })));
    await expect(customer().inputValue()).resolves.toBe('demo@bank.test');
  });

  it('at 360 px: account, sign-in, the mailed code and back, each one tap away', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();
    await page.getByRole('button', { name: 'Fill in unverified@bank.test' }).click();
    // The drawer closed itself and Sign In has the focus.
    await expect(page.getByRole('heading', { name: 'Demo accounts' }).isVisible()).resolves.toBe(false);
    await page.waitForFunction(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent?.trim() === 'Sign In';
    });
    await page.keyboard.press('Enter');
    await following('unverified@bank.test');
    const toggle = page.getByRole('button', { name: /^Mailbox/ });
    await page.waitForFunction(() => /\(1 new\)/.test(document.querySelector('.demo-toolbar')?.textContent ?? ''), null, { timeout: PANEL_WAIT });
    await expect(toggle.textContent()).resolves.toMatch(/\(1 new\)/);
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(740);
    await toggle.click();
    const code = page.locator('.demo-mail-code strong').first();
    await code.waitFor({ state: 'visible' });
    const box = (await code.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await code.textContent()).toMatch(/^\d{6}$/);
    await expect(toggle.textContent()).resolves.toBe('Mailbox');
    await page.keyboard.press('Escape');
    await expect(widget(page).getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  }, 60_000);

  /* ------------------------------------------------------------ View controls */

  const host = (p: Page) => p.locator('[data-bank-widget]');
  const hostWidth = async (p: Page) => (await host(p).boundingBox())!.width;
  const radio = (p: Page, name: string) => p.getByRole('radio', { name, exact: true });
  /** Reloads and waits for the widget to be back. */
  const reload = async (p: Page) => {
    await p.reload();
    await widget(p).getByLabel('Email').waitFor();
  };
  const rgb = (p: Page, selector: string, prop: 'backgroundColor' | 'color') =>
    p.evaluate(
      ({ selector, prop }) =>
        (getComputedStyle(document.querySelector(selector)!)[prop] as string)
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number),
      { selector, prop },
    ) as Promise<RGB>;
  const hostScheme = (p: Page, scheme: 'light' | 'dark') =>
    p.waitForFunction((s) => document.querySelector('[data-bank-widget]')?.getAttribute('data-scheme') === s, scheme, { timeout: 5000 });

  it("View: each widget width sets the width of the widget's box, from the keyboard too, and the choice survives a reload", async () => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    const view = page.getByRole('group', { name: 'Widget width' });
    await expect(radio(page, 'Full width').isChecked()).resolves.toBe(true);
    const column = (await page.locator('.demo-widget').boundingBox())!;
    expect(column.width).toBeGreaterThanOrEqual(1200);
    expect(Math.abs((await hostWidth(page)) - column.width)).toBeLessThan(1);

    await view.getByText('Phone (360 px)').click();
    await expect.poll(() => hostWidth(page)).toBeCloseTo(360, 0);
    const phone = (await host(page).boundingBox())!;
    expect(Math.abs(phone.x + phone.width / 2 - (column.x + column.width / 2)), 'centred in the column').toBeLessThan(1);

    // Native radios: an arrow key moves the choice.
    await radio(page, 'Phone (360 px)').focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'Theme column (650 px)').isChecked()).resolves.toBe(true);
    await expect.poll(() => hostWidth(page)).toBeCloseTo(650, 0);

    await reload(page);
    await expect(radio(page, 'Theme column (650 px)').isChecked()).resolves.toBe(true);
    expect(await hostWidth(page)).toBeCloseTo(650, 0);
    // A 1280 px window still gives the theme column its 650 px, beside the panel.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => hostWidth(page)).toBeCloseTo(650, 0);
    const box = (await host(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual((await page.locator('#demo-panel').boundingBox())!.x);

    await radio(page, 'Full width').check();
    await expect.poll(async () => Math.round((await hostWidth(page)) - (await page.locator('.demo-widget').boundingBox())!.width)).toBe(0);
    await reload(page);
    await expect(radio(page, 'Full width').isChecked()).resolves.toBe(true);
  });

  it('View: a dark page paints the background behind the widget dark, the widget follows it, and the choice survives a reload', async () => {
    const light = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    try {
      await light.goto(`${real.url}/wp-user/auth/signin`);
      await widget(light).getByLabel('Email').waitFor();
      await expect(radio(light, 'Light page').isChecked()).resolves.toBe(true);
      expect(luminance(await rgb(light, 'body', 'backgroundColor'))).toBeGreaterThan(0.8);
      await hostScheme(light, 'light');

      await light.getByRole('group', { name: 'Page background' }).getByText('Dark page').click();
      await expect(light.evaluate(() => document.documentElement.dataset.demoPage)).resolves.toBe('dark');
      const background = await rgb(light, 'body', 'backgroundColor');
      expect(luminance(background)).toBeLessThan(0.05);
      expect(contrast(await rgb(light, 'h1', 'color'), background), 'the intro stays readable').toBeGreaterThanOrEqual(4.5);
      expect(contrast(await rgb(light, 'header p', 'color'), background)).toBeGreaterThanOrEqual(4.5);
      // colorScheme 'auto' (the demo's default) reads the page behind the mount element.
      await hostScheme(light, 'dark');

      await reload(light);
      await expect(radio(light, 'Dark page').isChecked()).resolves.toBe(true);
      expect(luminance(await rgb(light, 'body', 'backgroundColor'))).toBeLessThan(0.05);
      await hostScheme(light, 'dark');

      await radio(light, 'Light page').check();
      await hostScheme(light, 'light');
    } finally {
      await light.close();
    }
  });

  it('View: with no choice made, the page follows a device that prefers dark', async () => {
    const dark = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    try {
      await dark.goto(`${real.url}/wp-user/auth/signin`);
      await widget(dark).getByLabel('Email').waitFor();
      await expect(radio(dark, 'Dark page').isChecked()).resolves.toBe(true);
      expect(luminance(await rgb(dark, 'body', 'backgroundColor'))).toBeLessThan(0.05);
      await hostScheme(dark, 'dark');
      await expect(radio(dark, 'Full width').isChecked()).resolves.toBe(true);
      // Still no choice made: the page follows the device when it changes.
      await dark.emulateMedia({ colorScheme: 'light' });
      await dark.waitForFunction(() => document.documentElement.dataset.demoPage === 'light');
      await expect(radio(dark, 'Light page').isChecked()).resolves.toBe(true);
      await hostScheme(dark, 'light');
    } finally {
      await dark.close();
    }
  });
});
