// @vitest-environment node
/**
 * The standalone demo page (startDemoServer with `page`): its routes, and in a real Chromium
 * the panel beside a stand-in widget: mailbox polling, admin controls, keyboard use, axe checks.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startDemoServer, type DemoServer } from '../../demo/server/http';
import { post } from '../demo/helpers';

/** Stands in for dist/bank.js: records the options it was mounted with. */
const STUB_BUNDLE = `window.mountBank = function (el, options) {
  var p = document.createElement('p');
  p.id = 'stub-widget';
  p.textContent = JSON.stringify(options);
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
    browser = await launchBrowser();
  }, 30_000);
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/wp-user/auth/signin`);
    // The first poll has filled the controls.
    await page.locator('#demo-panel option[value="demo@bank.test"]').waitFor({ state: 'attached' });
  });

  it('mounts the widget with the demo options beside the panel', async () => {
    const options = JSON.parse((await page.textContent('#stub-widget')) ?? '{}') as Record<string, string>;
    expect(options).toEqual({ basePath: '/wp-user', apiBase: server.url });
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
    await page.getByRole('status').filter({ hasText: /Deposit \d+ confirmed/ }).waitFor();
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
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run('#demo-panel', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });

  it('stacks the panel below the widget at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const widget = await page.locator('main').boundingBox();
    const panel = await page.locator('#demo-panel').boundingBox();
    expect(panel && widget && panel.y).toBeGreaterThanOrEqual((widget?.y ?? 0) + (widget?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
