/**
 * The plugin in a real WordPress, driven by Chromium. Started by run.sh, which sets up the
 * site (block theme Twenty Twenty-Three), the plugin from its zip and the demo backend, and
 * passes their addresses in the environment.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`e2e.mjs: ${name} is not set (run it through tests/wordpress/run.sh)`);
  return value;
};
const SITE = env('WP_SITE');
const SUBSITE = env('WP_SUBSITE');
const DEMO_API = env('WP_DEMO_API');
const SHORTCODE_URL = env('WP_SHORTCODE_URL');
const ADMIN_USER = env('WP_ADMIN_USER');
const ADMIN_PASSWORD = env('WP_ADMIN_PASSWORD');
const SHOTS = process.env.WP_SCREENSHOTS || '';
const CUSTOMER = { email: 'demo@bank.test', password: 'demo1234' };
const PLUGIN = 'wp-bank/wp-bank.php';
const OPTIONS = ['wp_bank_api_base', 'wp_bank_base_path', 'wp_bank_admin_url'];

const wp = (...args) => execFileSync('php', [env('WP_TOOL'), env('WP_ROOT'), SITE, ...args], { encoding: 'utf8' }).trim();
const path = (url) => new URL(url).pathname;

/** Regex checks on whole pages, reporting the message without dumping the page. */
const has = (text, re, message = String(re)) => assert.ok(re.test(text), `${message}: no match for ${re}`);
const hasNot = (text, re, message = String(re)) => assert.ok(!re.test(text), `${message}: unexpected match for ${re}`);

/** GET without following redirects. */
async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** An app page as served: 200, no redirect, the mount element, the bundle and the mount call. */
function assertAppPage(page, url, basePath) {
  assert.equal(page.status, 200, `${url}: status ${page.status}${page.location ? ` → ${page.location}` : ''}`);
  has(page.html, /<div id="wp-bank-app" class="wp-bank-root">/, `${url}: mount element`);
  has(page.html, /<script[^>]+src=["'][^"']*\/wp-content\/plugins\/wp-bank\/assets\/bank\.js\?ver=[0-9a-f]{20}["']/, `${url}: bank.js with its hash`);
  const call = page.html.match(/window\.mountBank\(el,(\{.*?\})\);/);
  assert.ok(call, `${url}: inline mountBank call`);
  const options = JSON.parse(call[1]);
  assert.deepEqual(options, { basePath, apiBase: DEMO_API }, `${url}: mountBank options`);
  const bundleAt = page.html.search(/assets\/bank\.js\?ver=/);
  const callAt = page.html.indexOf('window.mountBank(el');
  const mountAt = page.html.indexOf('id="wp-bank-app"');
  assert.ok(mountAt < bundleAt && bundleAt < callAt, `${url}: mount element, then bank.js, then the mount call (footer)`);
}

let browser;
let context;
let page;
const pageErrors = [];

before(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // wp-admin and wp-login.php ask for WordPress.org's hosts, which this network does not reach.
    if (message.type() === 'error' && !/\/wp-(admin|login)/.test(page.url())) console.log(`  [browser console] ${page.url()}: ${message.text()}`);
  });
});

after(async () => {
  await browser?.close();
});

async function shot(name) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The widget's shadow host inside the mount element, once it rendered something. */
async function widgetRendered(p = page) {
  await p.locator('#wp-bank-app > [data-bank-widget]').waitFor({ state: 'attached' });
  await p.waitForFunction(() => {
    const host = document.querySelector('#wp-bank-app > [data-bank-widget]');
    return !!host?.shadowRoot && host.shadowRoot.textContent.trim().length > 0;
  });
}

test('app URLs are served with the block theme; others are not', async () => {
  for (const url of [`${SITE}/wp-user`, `${SITE}/wp-user/`, `${SITE}/wp-user/auth/signin`, `${SITE}/wp-user/dashboard/add-funds/it`]) {
    const served = await get(url);
    assertAppPage(served, url, '/wp-user');
    has(served.html, /<div class="wp-site-blocks"><header class="wp-block-template-part">/, `${url}: the theme's header part`);
    has(served.html, /<footer class="wp-block-template-part">/, `${url}: the theme's footer part`);
    has(served.html, /<title>Online banking/, `${url}: title`);
    has(served.html, /<meta name='robots' content='[^']*noindex/, `${url}: noindex`);
    has(served.html, /class="[^"]*wp-bank-app-page/, `${url}: body class`);
  }
  for (const url of [`${SITE}/wp-users`, `${SITE}/wp-user-x/auth/signin`, `${SITE}/xwp-user`]) {
    const other = await get(url);
    assert.equal(other.status, 404, `${url} is not an app URL`);
    hasNot(other.html, /bank\.js/, `${url}: no bank.js`);
  }
  const home = await get(`${SITE}/`);
  assert.equal(home.status, 200);
  hasNot(home.html, /bank\.js|mountBank/, 'the home page does not load bank.js');
});

test('every PHP file of the plugin refuses direct access', async () => {
  const dir = `${env('WP_ROOT')}/wp-content/plugins/wp-bank`;
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.php'));
  assert.ok(files.length >= 8, `found ${files.length} PHP files`);
  for (const file of files) {
    const direct = await get(`${SITE}/wp-content/plugins/wp-bank/${file}`);
    assert.equal(direct.html, '', `${file} printed something when opened directly`);
  }
});

test('deep link to sign-in, sign in, reach the dashboard, reload and stay', async () => {
  await page.goto(`${SITE}/wp-user/auth/signin`);
  assert.equal(path(page.url()), '/wp-user/auth/signin', 'the deep link is not redirected');
  await widgetRendered();
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await shot('1-signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/wp-user/dashboard', { timeout: 20_000 });
  await widgetRendered();
  await shot('2-dashboard');

  await page.reload();
  assert.equal(path(page.url()), '/wp-user/dashboard', 'reload keeps the URL');
  await widgetRendered();
  await page.waitForTimeout(1500); // the session check after reload must not send the customer elsewhere
  assert.equal(path(page.url()), '/wp-user/dashboard', 'still on the dashboard after the reload settled');
  assert.equal(await page.getByRole('button', { name: 'Sign In' }).count(), 0, 'not the sign-in form');
  await shot('3-dashboard-reloaded');
  assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
});

test('a page holding [wp_bank] mounts the widget, and its sub-URLs reload', async () => {
  const base = path(SHORTCODE_URL).replace(/\/$/, '');
  const served = await get(SHORTCODE_URL);
  assertAppPage(served, SHORTCODE_URL, base);

  await page.goto(SHORTCODE_URL);
  await widgetRendered();
  // Signed in (previous test): the widget's root sends the customer to its dashboard.
  await page.waitForURL((url) => url.pathname === `${base}/dashboard`);
  await page.reload();
  assert.equal(path(page.url()), `${base}/dashboard`);
  await widgetRendered();
  await shot('4-shortcode-page');

  const sub = await get(`${SITE}${base}/auth/signin`);
  assertAppPage(sub, `${base}/auth/signin`, base);
  assert.equal((await get(`${SITE}${base}x/auth/signin`)).status, 404, 'a look-alike path is still a 404');
  assert.deepEqual(pageErrors, []);
});

test('WordPress in a subdirectory: the app lives under the site path', async () => {
  const blog = path(SUBSITE).replace(/\/$/, '');
  assertAppPage(await get(`${SUBSITE}/wp-user/auth/signin`), `${SUBSITE}/wp-user/auth/signin`, `${blog}/wp-user`);
  assert.equal((await get(`${SUBSITE}/wp-users`)).status, 404);

  const p = await context.newPage();
  await p.goto(`${SUBSITE}/wp-user/auth/signin`);
  await widgetRendered(p);
  await p.getByLabel('Email').waitFor();
  assert.equal(path(p.url()), `${blog}/wp-user/auth/signin`);
  await p.close();
});

test('settings page: rejects an invalid URL with a message; a new base path works at once', async () => {
  await page.goto(`${SITE}/wp-login.php`);
  await page.locator('#user_login').fill(ADMIN_USER);
  await page.locator('#user_pass').fill(ADMIN_PASSWORD);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);

  await page.goto(`${SITE}/wp-admin/options-general.php?page=wp-bank`);
  const api = page.getByLabel('Banking API address');
  assert.equal(await api.inputValue(), DEMO_API);
  await api.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(/options-general\.php\?page=wp-bank/);
  const error = page.locator('.notice-error, .error').filter({ hasText: 'must be a full web address' });
  await error.first().waitFor();
  await shot('5-settings-invalid');
  assert.equal(await page.getByLabel('Banking API address').inputValue(), DEMO_API, 'the previous address is kept');
  assert.equal(JSON.parse(wp('option-get', 'wp_bank_api_base')), DEMO_API);

  await page.getByLabel('Base path').fill('/online-bank/');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' }).first().waitFor();
  assert.equal(JSON.parse(wp('option-get', 'wp_bank_base_path')), '/online-bank');
  assertAppPage(await get(`${SITE}/online-bank/auth/signin`), '/online-bank/auth/signin', '/online-bank');
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'the old base path is gone');

  await page.getByLabel('Base path').fill('/wp-admin');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('.notice-error, .error').filter({ hasText: 'WordPress itself uses' }).first().waitFor();
  assert.equal(JSON.parse(wp('option-get', 'wp_bank_base_path')), '/online-bank');

  await page.getByLabel('Base path').fill('/wp-user');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' }).first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), '/wp-user/auth/signin', '/wp-user');
});

test('classic theme: the app page has the theme header and footer', async () => {
  wp('switch-theme', 'wp-bank-classic-test');
  try {
    const served = await get(`${SITE}/wp-user/auth/signin`);
    assertAppPage(served, 'classic /wp-user/auth/signin', '/wp-user');
    has(served.html, /id="classic-test-header"[\s\S]*<main id="wp-bank-main"[\s\S]*id="classic-test-footer"/);
    has(served.html, /<title>Online banking/);
    const p = await context.newPage();
    await p.goto(`${SITE}/wp-user/dashboard`);
    await widgetRendered(p);
    await p.close();
  } finally {
    wp('switch-theme', 'twentytwentythree');
  }
});

test('deactivation removes the app URLs, activation brings them back; uninstall deletes the options', async () => {
  wp('deactivate', PLUGIN);
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'rules flushed on deactivation');
  wp('activate', PLUGIN);
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), 'after reactivation', '/wp-user');

  wp('deactivate', PLUGIN);
  wp('uninstall', PLUGIN);
  for (const option of OPTIONS) assert.equal(JSON.parse(wp('option-get', option)), false, `${option} deleted`);
});
