/**
 * A page that changes under the widget, in Chromium against the built bundle, with no script of the
 * page's own (elements marked `data-bank-options`, as the WordPress plugin prints them): an element
 * a page transition or a builder's tab inserts after load mounts; one it takes out is unmounted (its
 * screen empty, no timer of it left, no request after) and one put in its place loads the dashboard
 * once; a moved element keeps its screen; two widgets with their own `assetsUrl` each read their files
 * from their own folder.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { workerBrowser } from './support/browser';
import { demoToken, startDemo, type DemoServer } from './support/demo';
import { BASE, hostPage } from './support/pages';
import { distDir } from './support/paths';
import { LIVE_RESOURCE_PROBE, type LiveResources } from './support/probes';
import { startFixtureServer, type FixtureServer } from './support/server';
import { holdSession } from './support/session';

const WAIT = 10_000;

let browser: Browser | undefined;
let server: FixtureServer | undefined;
let demo: DemoServer | undefined;
const contexts: BrowserContext[] = [];

const options = (extra: object = {}) => ({ basePath: BASE, apiBase: '', ...extra });

/** A mount element as the WordPress plugin prints it. */
const element = (id: string, opts: object) =>
  `<div id="${id}" data-bank-options="${JSON.stringify(opts).replace(/"/g, '&quot;')}"><p data-bank-placeholder>Loading online banking…</p></div>`;

/** Host page at /wp-user/*: `?els=` (JSON: [id, options][]) are the bank elements in its main column at load; an aside is empty. */
const page = (url: URL) => {
  const els = JSON.parse(url.searchParams.get('els') ?? '[]') as [string, object][];
  return hostPage({ body: `<main id="slot">${els.map(([id, opts]) => element(id, opts)).join('')}</main><aside id="aside"></aside>`, script: null });
};

/** The files beside bank.js, also served from /files-a/ and /files-b/ (two folders a page may name as `assetsUrl`). */
const besideFile = (url: URL) => {
  const name = url.pathname.split('/').pop()!;
  if (!/^bank\.([\w-]+\.json|qr\.js)$/.test(name)) return undefined;
  return { contentType: name.endsWith('.js') ? 'text/javascript' : 'application/json', body: readFileSync(`${distDir}${name}`, 'utf8') };
};

/** What the bundle's code still has running (support/probes.ts): listeners on window and document, timers to run. */
const live = (page: Page) => page.evaluate(() => (window as unknown as { __live(): LiveResources }).__live());

/** The dashboard calls the page posts, by marker, in order. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/users.php')) return;
    calls.push(/name="([a-z0-9_]+)"\r\n\r\n1\r\n/.exec(request.postData() ?? '')?.[1] ?? '(auth)');
  });
  return calls;
}

beforeAll(async () => {
  [server, demo, browser] = await Promise.all([startFixtureServer(), startDemo(), workerBrowser()]);
  server.proxyApiTo(demo.url);
  server.route(`${BASE}*`, page);
  server.route('/files-a/*', besideFile);
  server.route('/files-b/*', besideFile);
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.allSettled([server?.close(), demo?.close()]);
});

/** The host page at `path` with the bank elements `els`; its dashboard calls are recorded from the start. */
async function open(path: string, els: [string, object][], { signedIn = false } = {}): Promise<{ tab: Page; calls: string[] }> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  contexts.push(context);
  await context.addInitScript(LIVE_RESOURCE_PROBE);
  if (signedIn) await holdSession(context, await demoToken(demo!.url));
  const tab = await context.newPage();
  const calls = recordCalls(tab);
  await tab.goto(`${server!.url}${BASE}${path}?els=${encodeURIComponent(JSON.stringify(els))}`);
  return { tab, calls };
}

/** Puts a bank element into `parent`, as a page transition or a builder's tab does. */
const insert = (page: Page, id: string, opts: object, parent = '#slot') =>
  page.evaluate(([parent, html]) => document.querySelector(parent)!.insertAdjacentHTML('beforeend', html), [parent, element(id, opts)] as const);

const heading = (page: Page, id: string, name: string | RegExp) => page.locator(`#${id}`).getByRole('heading', { level: 1, name });

describe('a page that changes under the widget', () => {
  it('an element added 1.5 s after the page loaded mounts', async () => {
    const { tab } = await open('/auth/signin', []);
    await tab.waitForTimeout(1500);
    expect(await tab.locator('[data-bank-widget]').count()).toBe(0);
    await insert(tab, 'late', options());
    await heading(tab, 'late', 'Sign In').waitFor({ timeout: WAIT });
    expect(await tab.locator('#late [data-bank-placeholder]').count(), '"Loading online banking…" gave way').toBe(0);
    expect(await tab.locator('#late > [data-bank-widget]').count()).toBe(1);
  });

  it('an element removed for 1.5 s is unmounted, and a new one in its place shows the dashboard with one set of calls', async () => {
    const { tab, calls } = await open('/dashboard', [['bank', options()]], { signedIn: true });
    const rows = (id: string) => tab.locator(`#${id} .tx-row`).first();
    await heading(tab, 'bank', /^Good /).waitFor({ timeout: WAIT });
    await rows('bank').waitFor({ timeout: WAIT });
    await tab.waitForTimeout(500);
    const firstLoad = [...calls].sort();
    expect(firstLoad).toContain('getprofile');
    expect(firstLoad, 'each read sent once').toEqual([...new Set(firstLoad)]);
    const running = await live(tab);
    expect(running.timeouts.length, 'a signed-in widget runs timers (the inactivity watch): the probe sees them').toBeGreaterThan(0);
    expect(running.listeners.length, 'and listens (other tabs, the inactivity watch)').toBeGreaterThan(0);

    await tab.evaluate(() => {
      const el = document.getElementById('bank')!;
      Object.assign(window, { removed: el, removedRoot: el.querySelector('[data-bank-widget]')!.shadowRoot });
      el.remove();
    });
    const before = calls.length;
    await tab.waitForTimeout(1500);
    const left = await tab.evaluate(() => {
      const { removed, removedRoot } = window as unknown as { removed: Element; removedRoot: ShadowRoot };
      return { hosts: removed.querySelectorAll('[data-bank-widget]').length, text: removedRoot.textContent, mark: removed.hasAttribute('data-bank-mounted') };
    });
    expect(left, 'its shadow root renders nothing, its host and mark are gone').toEqual({ hosts: 0, text: '', mark: false });
    expect(await live(tab), 'no listener or timer of it is left').toEqual({ listeners: [], timeouts: [], intervals: [] });
    expect(calls.length, 'no request after it left').toBe(before);

    await insert(tab, 'bank2', options());
    await heading(tab, 'bank2', /^Good /).waitFor({ timeout: WAIT });
    await rows('bank2').waitFor({ timeout: WAIT });
    await tab.waitForTimeout(500);
    expect(calls.slice(before).sort(), 'the same calls as the first load, once each: one widget').toEqual(firstLoad);
    expect(await tab.locator('[data-bank-widget]').count()).toBe(1);
  });

  it('an element moved elsewhere in the page keeps its screen and what the customer typed', async () => {
    const { tab } = await open('/auth/signin', [['bank', options()]]);
    await heading(tab, 'bank', 'Sign In').waitFor({ timeout: WAIT });
    await tab.locator('#bank').getByRole('link', { name: 'Forgot Password' }).click();
    const email = tab.locator('#bank').getByLabel('Email', { exact: true });
    await email.fill('jane@example.com');
    await tab.evaluate(() => {
      (window as unknown as { root: ShadowRoot }).root = document.querySelector('#bank [data-bank-widget]')!.shadowRoot!;
      document.getElementById('aside')!.append(document.getElementById('bank')!);
    });
    await tab.waitForTimeout(1000);
    expect(await tab.evaluate(() => document.querySelector('#aside #bank [data-bank-widget]')?.shadowRoot === (window as unknown as { root: ShadowRoot }).root)).toBe(true);
    expect(await tab.locator('#bank h1').innerText()).not.toBe('Sign In');
    expect(await email.inputValue()).toBe('jane@example.com');
    expect(await tab.locator('[data-bank-widget]').count()).toBe(1);
  });

  it('two widgets with different assetsUrl each read their language file and QR encoder from their own folder', async () => {
    const files: string[] = [];
    const a = options({ locale: 'fr', assetsUrl: '/files-a/?ver=a' });
    const b = options({ locale: 'fr', assetsUrl: '/files-b/?ver=b' });
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await holdSession(context, await demoToken(demo!.url));
    const tab = await context.newPage();
    tab.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/\/bank\.(fr\.json|qr\.js)$/.test(pathname)) files.push(pathname + search);
    });
    await tab.goto(
      `${server!.url}${BASE}/dashboard/add-funds/crypto?els=${encodeURIComponent(
        JSON.stringify([
          ['first', a],
          ['second', b],
        ]),
      )}`,
    );
    for (const id of ['first', 'second']) await tab.locator(`#${id} svg.qr`).waitFor({ timeout: WAIT });
    expect(await tab.locator('[data-bank-widget]').evaluateAll((hosts) => hosts.map((h) => h.getAttribute('lang')))).toEqual(['fr', 'fr']);
    expect(files.sort()).toEqual(['/files-a/bank.fr.json?ver=a', '/files-a/bank.qr.js?ver=a', '/files-b/bank.fr.json?ver=b', '/files-b/bank.qr.js?ver=b']);
  });
});
