/**
 * Settings > Online Banking, "Test connection" (wp-plugin/assets/admin/connection-test.js), in
 * Chromium: the field, button and status region as the plugin renders them
 * (tests/php/settings-field.php, Debian's php-cli and wordpress), against the demo backend, a
 * port nothing listens on, a backend that refuses this site's origin (CORS) and an address that
 * answers a web page. What a site owner reads, and what a screen reader is given: the status
 * region's text.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser } from './support/browser';
import { startDemo, type DemoServer } from './support/demo';
import { startFixtureServer, type FixtureServer } from './support/server';
import { repoRoot } from './support/paths';

interface Rendered {
  label: string;
  field: string;
  config: unknown;
}

let browser: Browser;
let demo: DemoServer;
let site: FixtureServer;
let other: Server;
let otherUrl: string;
let closedPort: number;

/** The plugin's own markup and configuration, rendered by PHP for this page's origin. */
function rendered(home: string): Rendered {
  const run = spawnSync('php', [join(repoRoot, 'tests/php/settings-field.php')], { encoding: 'utf8', env: { ...process.env, OBP_HOME: home } });
  if (run.status !== 0) throw new Error(`tests/php/settings-field.php failed: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout) as Rendered;
}

/** Online_Banking_Portal_Connection_Check::verdict() on an answer, as admin-ajax sends it (JSON). */
function verdict(status: number, body: string): string {
  const php = `require 'tests/php/wordpress.php'; require 'wp-plugin/online-banking-portal.php'; $a = json_decode( stream_get_contents( STDIN ), true ); echo json_encode( Online_Banking_Portal_Connection_Check::verdict( $a[0], $a[1] ) );`;
  const run = spawnSync('php', ['-r', php], { cwd: repoRoot, input: JSON.stringify([status, body]), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the verdict failed: ${run.stderr || run.stdout}`);
  return run.stdout;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  [browser, demo, site] = await Promise.all([workerBrowser(), startDemo(), startFixtureServer()]);
  // A backend that answers the sign-in in JSON without allowing any origin, and an address that answers a web page.
  other = createServer((req, res) => {
    req.resume();
    if (req.url?.startsWith('/refuses/api/users.php')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":true}');
    } else if (req.url?.startsWith('/no-error/api/users.php')) {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"error":false}');
    } else {
      res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' }).end('<!doctype html><title>Welcome</title>');
    }
  });
  otherUrl = `http://127.0.0.1:${await listen(other)}`;
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));

  const { label, field, config } = rendered(site.url);
  site.route('/connection-test.js', { contentType: 'text/javascript', body: readFileSync(join(repoRoot, 'wp-plugin/assets/admin/connection-test.js'), 'utf8') });
  // The site's admin-ajax, where the plugin's configuration says it is: the verdict on the bank's
  // answer, from the plugin's PHP (the script holds no rule of its own).
  const ajax = new URL((config as { ajaxUrl: string }).ajaxUrl);
  expect(ajax.origin).toBe(site.url);
  site.route(ajax.pathname, async (_url, request) => {
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    // The test through the site's server, asked after a pass, is not this page's to answer.
    if (form.get('action') !== (config as { verdict: string }).verdict) return undefined;
    return { contentType: 'application/json', body: verdict(Number(form.get('status')), String(form.get('body'))) };
  });
  site.route(
    '/settings',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Online Banking settings</title></head><body>
      <table class="form-table"><tr><th><label for="online_banking_portal_api_base">${label}</label></th><td>${field}</td></tr></table>
      <script>window.onlineBankingPortalConnectionTest = ${JSON.stringify(config)};</script>
      <script src="/connection-test.js"></script>
    </body></html>`,
  );
});

afterAll(async () => {
  await Promise.all([demo?.close(), site?.close(), new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)))]);
});

/** Opens the settings page, types an address, tests it (by click or keyboard) and returns what the status region says once it is done. */
async function testConnection(address: string, how: 'click' | 'keyboard' = 'click'): Promise<{ page: Page; text: string }> {
  const page = await browser.newPage();
  await page.goto(`${site.url}/settings`);
  await page.getByLabel('Banking API address').fill(address);
  const button = page.getByRole('button', { name: 'Test connection' });
  if (how === 'keyboard') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const status = page.getByRole('status');
  await status.getByText(/^The connection (works|does not work)\.$/).waitFor({ timeout: 30_000 });
  return { page, text: (await status.innerText()).replace(/\s+/g, ' ') };
}

describe('Test connection', () => {
  it("the demo backend: reachable, readable by this site, JSON in the contract's shape, with the time it took", async () => {
    const { page, text } = await testConnection(demo.url, 'keyboard');
    expect(text).toMatch(new RegExp(`^The connection works\\. Reachable: ${demo.url.replace(/\./g, '\\.')}/api/users\\.php answered in (\\d+ ms|\\d+\\.\\d s)\\.`));
    expect(text).toContain(`Allowed to read the answer: the backend lets ${site.url} read its answers (CORS).`);
    expect(text).toContain('Answered JSON in the shape online banking expects: it refused the test sign-in, as it should.');
    expect(await page.evaluate(() => document.activeElement?.textContent), 'focus stays on the button').toBe('Test connection');
    await page.close();
  });

  it('a port nothing listens on: not reachable', async () => {
    const { page, text } = await testConnection(`http://127.0.0.1:${closedPort}/`);
    expect(text).toBe(
      `The connection does not work. Not reachable: no answer from http://127.0.0.1:${closedPort}/api/users.php. Check the address, and that the backend is running and reachable from your visitors' browsers.`,
    );
    await page.close();
  });

  it("a backend that does not allow this site's origin: says so, and names the origin to allow", async () => {
    const { page, text } = await testConnection(`${otherUrl}/refuses`);
    expect(text).toMatch(/^The connection does not work\. Reachable: .*\/refuses\/api\/users\.php answered in (\d+ ms|\d+\.\d s)\./);
    expect(text).toContain(
      `Not allowed to read the answer: the backend answered, but does not let this site read its answers (CORS). The backend must allow the origin ${site.url}:`,
    );
    expect(text).toContain('Whether it answers JSON could not be checked');
    await page.close();
  });

  it('a backend whose answer the widget could not use ({"error":false}): reachable and readable, but the connection does not work', async () => {
    const { page, text } = await testConnection(`${otherUrl}/no-error`);
    expect(text).toMatch(/^The connection does not work\. Reachable: /);
    expect(text).toContain('The answer is JSON, but not in the shape online banking expects from a sign-in');
    await page.close();
  });

  it('an address that answers a web page: not JSON; an address that is not one: says so before calling anything', async () => {
    const html = await testConnection(`${otherUrl}/site`);
    expect(html.text).toContain('The connection does not work.');
    expect(html.text).toContain('The answer is not JSON');
    await html.page.close();
    const bad = await testConnection('javascript:alert(1)');
    expect(bad.text).toBe('The connection does not work. The banking API address is not a web address starting with http:// or https://. Correct it, then test again.');
    await bad.page.close();
  });
});
