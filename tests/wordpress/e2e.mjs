/**
 * The plugin in a real WordPress, driven by Chromium. Started by run-site.sh (once per
 * WordPress version), which sets up the site (the version's block theme), the plugin from its
 * zip and the demo backend, and passes their addresses in the environment.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`e2e.mjs: ${name} is not set (run it through tests/wordpress/run.sh)`);
  return value;
};
const SITE = env('WP_SITE');
const SUBSITE = env('WP_SUBSITE');
const DEMO_API = env('WP_DEMO_API');
const SHORTCODE_URL = env('WP_SHORTCODE_URL');
const LEGACY_SHORTCODE_URL = env('WP_LEGACY_SHORTCODE_URL');
/** A page holding only the block, {"colorScheme":"dark","maxWidth":720}; and one with two blocks and the shortcode. */
const BLOCK_URL = env('WP_BLOCK_URL');
const TWO_BANKS_URL = env('WP_TWO_BANKS_URL');
const BLOCK_THEME = env('WP_BLOCK_THEME');
const SITE_TITLE = env('WP_SITE_TITLE');
const SITE_ICON_URL = env('WP_SITE_ICON_URL');
const DEBUG_LOG = env('WP_DEBUG_LOG_FILE');
const ADMIN_USER = env('WP_ADMIN_USER');
const ADMIN_PASSWORD = env('WP_ADMIN_PASSWORD');
const SHOTS = process.env.WP_SCREENSHOTS || '';
const CUSTOMER = { email: 'demo@bank.test', password: 'demo1234' };
const SLUG = 'online-banking-portal';
const PLUGIN = `${SLUG}/${SLUG}.php`;
const OPTION = (name) => `online_banking_portal_${name}`;
const OPTIONS = ['api_base', 'connection', 'base_path', 'admin_url', 'brand_color', 'color_scheme', 'idle_minutes', 'logo_url'].map(OPTION);
const LEGACY_OPTIONS = ['wp_bank_api_base', 'wp_bank_base_path', 'wp_bank_admin_url'];
const MOUNT_ID = 'online-banking-portal-app';
/** The classic theme the shortcode page is laid out in beside the block theme (Debian's wordpress-theme-twentytwentyone). */
const CLASSIC_THEME = 'twentytwentyone';
/** The block theme every version is tested in too (Debian's wordpress-theme-twentytwentythree, copied into the newest). */
const TT3 = 'twentytwentythree';

const wp = (...args) => execFileSync('php', [env('WP_TOOL'), env('WP_ROOT'), SITE, ...args], { encoding: 'utf8' }).trim();
/** The multisite network run-site.sh sets up (3 sites, walked 2 at a time); '' when left out. */
const MS_SITE = process.env.WP_MS_SITE || '';
const wpms = (...args) => JSON.parse(execFileSync('php', [env('WP_TOOL'), env('WP_MS_ROOT'), MS_SITE, ...args], { encoding: 'utf8' }).trim());
const path = (url) => new URL(url).pathname;

/** Regex checks on whole pages, reporting the message without dumping the page. */
const has = (text, re, message = String(re)) => assert.ok(re.test(text), `${message}: no match for ${re}`);
const hasNot = (text, re, message = String(re)) => assert.ok(!re.test(text), `${message}: unexpected match for ${re}`);

/** GET without following redirects. */
async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The version WordPress gives bank.js (?ver=), which assetsUrl carries: the hash the build wrote to bank.asset.php. */
const bankVersion = () => readFileSync(`${env('WP_ROOT')}/wp-content/plugins/${SLUG}/assets/bank.asset.php`, 'utf8').match(/'version'\s*=>\s*'([0-9a-f]{20})'/)[1];

/** The pages of WordPress's own that hold the bank (shortcode, block, widget area): they keep their own title. */
const WORDPRESS_PAGES = [...[SHORTCODE_URL, LEGACY_SHORTCODE_URL, BLOCK_URL, TWO_BANKS_URL].map((url) => path(url).replace(/\/$/, '')), '/sample-page', '/nested-banking'];

/**
 * The mountBank options every app page gets with the default settings (the site's name and icon as
 * the brand, the bank's own words in English); on the plugin's own page at the base path, the
 * site's name for the page's title too.
 */
const defaultOptions = (basePath, site = SITE) => ({
  basePath,
  apiBase: DEMO_API,
  brand: { name: SITE_TITLE, logoUrl: SITE_ICON_URL },
  appearance: { colorScheme: 'auto' },
  idleMinutes: 5,
  bankLanguage: 'en',
  ...(WORDPRESS_PAGES.includes(basePath) ? {} : { pageTitle: SITE_TITLE }),
  locale: 'en_US',
  assetsUrl: `${site}/wp-content/plugins/${SLUG}/assets/?ver=${bankVersion()}`,
});

/** An attribute's value as the browser reads it. */
const unescapeAttribute = (value) =>
  value.replace(/&(quot|#0?39|#x27|lt|gt|amp);/g, (_, name) => ({ quot: '"', '#39': "'", '#039': "'", '#x27': "'", lt: '<', gt: '>', amp: '&' })[name]);

/** The options of the mount element (its data-bank-options attribute), as bank.js reads them. */
function mountOptions(html, url) {
  const attribute = html.match(new RegExp(`<div id="${MOUNT_ID}" [^>]*\\bdata-bank-options="([^"]*)"`));
  assert.ok(attribute, `${url}: mount element with its options`);
  return JSON.parse(unescapeAttribute(attribute[1]));
}

/** An app page as served: 200, no redirect, the mount element with its options, then the bundle (footer), and no inline script of ours. */
function assertAppPage(page, url, basePath, options = defaultOptions(basePath)) {
  assert.equal(page.status, 200, `${url}: status ${page.status}${page.location ? ` → ${page.location}` : ''}`);
  has(page.html, new RegExp(`<div id="${MOUNT_ID}" class="online-banking-portal-root" data-bank-options="`), `${url}: mount element`);
  has(
    page.html,
    /<script data-cfasync="false" data-no-optimize="1" [^>]*src=["'][^"']*\/wp-content\/plugins\/online-banking-portal\/assets\/bank\.js\?ver=[0-9a-f]{20}["']/,
    `${url}: bank.js with its hash, Rocket Loader's and LiteSpeed's attributes before its src`,
  );
  assert.deepEqual(mountOptions(page.html, url), options, `${url}: mountBank options`);
  hasNot(page.html, /mountBank\(/, `${url}: no inline mount call`);
  const bundleAt = page.html.search(/assets\/bank\.js\?ver=/);
  const mountAt = page.html.indexOf(`id="${MOUNT_ID}"`);
  assert.ok(mountAt < bundleAt, `${url}: the mount element, then bank.js (footer)`);
}

let browser;
let context;
let page;
const pageErrors = [];

before(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || findChromium() || CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-quic'],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  // wp-admin's and wp-login's own scripts, styles and images play no part in what is tested
  // here (plain forms and server-rendered notices); skipping them keeps each save fast.
  await context.route(/\.(css|js|png|gif|svg|woff2?)(\?|$)/, (route) => {
    let from = '';
    try {
      from = route.request().frame().url();
    } catch {
      // Not from a page (a worker): load it.
    }
    // The plugin's own admin script (Test connection) is part of what is tested.
    const ours = route.request().url().includes(`/wp-content/plugins/${SLUG}/`);
    return /\/wp-(admin|login\.php)/.test(from) && !ours ? route.abort() : route.continue();
  });
  page = await context.newPage();
  page.on('pageerror', (error) => {
    // In a language other than English, wp-admin and wp-login.php call wp.i18n.setLocaleData()
    // inline for WordPress's own scripts, which are not loaded here (above): not the plugin's.
    if (/\/wp-(admin|login\.php)/.test(page.url()) && /wp is not defined|reading 'setLocaleData'/.test(error.message)) return;
    pageErrors.push(`${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    // wp-admin and wp-login.php ask for WordPress.org's hosts, which this network does not reach.
    if (message.type() === 'error' && !/\/wp-(admin|login)/.test(page.url())) console.log(`  [browser console] ${page.url()}: ${message.text()}`);
  });
});

after(async () => {
  await browser?.close();
});

async function shot(name, p = page) {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The widget's shadow host inside the mount element, once it rendered something. */
async function widgetRendered(p = page) {
  await p.locator('#online-banking-portal-app > [data-bank-widget]').waitFor({ state: 'attached' });
  await p.waitForFunction(() => {
    const host = document.querySelector('#online-banking-portal-app > [data-bank-widget]');
    return !!host?.shadowRoot && host.shadowRoot.textContent.trim().length > 0;
  });
}

/** Bytes of debug.log so far, to read only what a test adds. */
const logMark = () => (existsSync(DEBUG_LOG) ? readFileSync(DEBUG_LOG).length : 0);
/**
 * PHP warnings, notices and errors written to debug.log since a mark (deprecations are left
 * to run-site.sh's check at the end, which knows WordPress's own from before activation).
 */
const logProblemsSince = (mark) =>
  (existsSync(DEBUG_LOG) ? readFileSync(DEBUG_LOG).subarray(mark).toString('utf8') : '')
    .split('\n')
    .filter((line) => /PHP (Warning|Notice|Fatal error|Parse error|Recoverable fatal error)/.test(line));

/** Submits the settings form and waits for the page it reloads to. */
async function saveSettings() {
  const navigation = page.waitForNavigation({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await navigation;
}
const SETTINGS = `${SITE}/wp-admin/options-general.php?page=${SLUG}`;

/**
 * Opens a wp-admin screen as the administrator, signing in through wp-login.php first when
 * WordPress asks (the first time, or if the session is gone), so each test stands on its own.
 * A sign-in WordPress refuses fails here with its own message.
 */
let adminSignIns = 0;
async function openAdmin(url) {
  await page.goto(url);
  if (!/\/wp-login\.php/.test(page.url())) return;
  // Not expected after the first time: said in the log, as a hint if something else fails.
  if (adminSignIns++ > 0) console.log(`# note: the wp-admin session was gone at ${url}; signing in again`);
  // wp-login.php focuses and selects a field from a 200 ms timer (clearing #user_pass if that is
  // the one): a fill racing it can type the password into the username. Let the timer run first,
  // then check what was typed.
  await page.waitForFunction(() => ['user_login', 'user_pass'].includes(document.activeElement?.id), null, { timeout: 3_000 }).catch(() => {});
  await page.locator('#user_login').fill(ADMIN_USER);
  await page.locator('#user_pass').fill(ADMIN_PASSWORD);
  assert.deepEqual(
    [await page.locator('#user_login').inputValue(), (await page.locator('#user_pass').inputValue()).length],
    [ADMIN_USER, ADMIN_PASSWORD.length],
    'the sign-in form holds what was typed',
  );
  // wp-login.php sends us back to `url` (its redirect_to): wait for that page, not the dashboard.
  await Promise.all([page.waitForURL((at) => !/\/wp-login\.php/.test(at.pathname), { timeout: 30_000 }).catch(() => {}), page.locator('#wp-submit').click()]);
  if (/\/wp-login\.php/.test(page.url())) {
    const refusal = (await page.locator('#login_error').allTextContents()).join(' ').trim();
    assert.fail(`signing in to wp-admin as ${ADMIN_USER} failed: ${refusal || `still at ${page.url()}`}`);
  }
  assert.equal(page.url(), url, 'wp-login.php led back to the screen asked for');
}
const errorNotice = (text) => page.locator('.notice-error, .error').filter({ hasText: text });
const savedNotice = () => page.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' });

/** Fills the base path, saves, and expects it refused with `reason`, the saved one kept. */
async function refuseBasePath(value, reason, kept) {
  await page.getByLabel('Base path').fill(value);
  await saveSettings();
  const notice = errorNotice(reason);
  assert.equal(await notice.count(), 1, `${value.slice(0, 40)}: refused with ${reason} (got: ${(await page.locator('.notice-error').allTextContents()).join(' | ')})`);
  has(await notice.textContent(), /Your previous base path was kept\./, `${value.slice(0, 40)}: says the old one was kept`);
  assert.equal(await page.getByLabel('Base path').inputValue(), kept, `${value.slice(0, 40)}: the saved base path is unchanged`);
}

test('app URLs are served with the block theme; others are not', async () => {
  for (const url of [`${SITE}/wp-user`, `${SITE}/wp-user/`, `${SITE}/wp-user/auth/signin`, `${SITE}/wp-user/dashboard/add-funds/it`]) {
    const served = await get(url);
    assertAppPage(served, url, '/wp-user');
    has(served.html, /<div class="wp-site-blocks"><header class="wp-block-template-part">/, `${url}: the theme's header part`);
    has(served.html, /<footer class="wp-block-template-part">/, `${url}: the theme's footer part`);
    has(served.html, /<title>Online banking/, `${url}: title`);
    has(served.html, /<meta name='robots' content='[^']*noindex/, `${url}: noindex`);
    has(served.html, /class="[^"]*online-banking-portal-app-page/, `${url}: body class`);
  }
  for (const url of [`${SITE}/wp-users`, `${SITE}/wp-user-x/auth/signin`, `${SITE}/xwp-user`]) {
    const other = await get(url);
    assert.equal(other.status, 404, `${url} is not an app URL`);
    hasNot(other.html, /bank\.js/, `${url}: no bank.js`);
  }
  const home = await get(`${SITE}/`);
  assert.equal(home.status, 200);
  hasNot(home.html, /bank\.js|data-bank-options/, 'the home page does not load bank.js');
});

test('every PHP file of the plugin refuses direct access', async () => {
  const dir = `${env('WP_ROOT')}/wp-content/plugins/${SLUG}`;
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.php'));
  assert.ok(files.length >= 12, `found ${files.length} PHP files`);
  for (const file of files) {
    const direct = await get(`${SITE}/wp-content/plugins/${SLUG}/${file}`);
    assert.equal(direct.html, '', `${file} printed something when opened directly`);
  }
});

test('the query var on a post, a page or the home page leaves them as they were', async () => {
  const mark = logMark();
  const title = (html) => (html.match(/<title>([^<]*)<\/title>/) || [])[1];
  for (const url of [`${SITE}/hello-world/`, `${SITE}/sample-page/`, `${SITE}/?page_id=2`, `${SITE}/?p=1`, `${SITE}/`, `${SITE}/no-such-page/`]) {
    const plain = await get(url);
    for (const queryVar of ['online_banking_portal_app', 'wp_bank_app']) {
      const probed = `${url}${url.includes('?') ? '&' : '?'}${queryVar}=1`;
      const served = await get(probed);
      assert.equal(served.status, plain.status, `${probed}: same status as without it`);
      hasNot(served.html, /bank\.js|data-bank-options|online-banking-portal-app-page/, `${probed}: no app`);
      if (plain.status === 200) assert.equal(title(served.html), title(plain.html), `${probed}: same page`);
      if (plain.location) assert.equal(new URL(served.location).pathname, new URL(plain.location).pathname, `${probed}: same redirect`);
    }
  }
  assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning or notice from those requests');
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

test('a page holding [online_banking_portal] mounts the widget, and its sub-URLs reload; [wp_bank] still works', async () => {
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

  const legacyBase = path(LEGACY_SHORTCODE_URL).replace(/\/$/, '');
  assertAppPage(await get(LEGACY_SHORTCODE_URL), LEGACY_SHORTCODE_URL, legacyBase);
  assertAppPage(await get(`${SITE}${legacyBase}/auth/signin`), `${legacyBase}/auth/signin`, legacyBase);
  assert.deepEqual(pageErrors, []);
});

/** A browser context of its own: signed out, whatever the other tests did. */
async function freshPage() {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  own.setDefaultTimeout(15_000);
  const p = await own.newPage();
  p.on('pageerror', (error) => pageErrors.push(`${p.url()}: ${error.message}`));
  return p;
}

/** Waits for the widget's sign-in form; if it does not come, fails with what the widget shows instead. */
async function signInForm(p, where) {
  try {
    await p.getByLabel('Email').waitFor();
  } catch (error) {
    const shown = await p
      .evaluate(
        (id) => document.getElementById(id)?.querySelector(':scope > [data-bank-widget]')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 300) ?? 'no widget',
        MOUNT_ID,
      )
      .catch(() => 'unknown');
    throw new Error(`${where}: no sign-in form at ${p.url()}; the widget shows: ${shown} (${error.message.split('\n')[0]})`);
  }
}

test('a page holding only the block: the sign-in form, its deep link too, signing in there; its attributes reach mountBank', async () => {
  const base = path(BLOCK_URL).replace(/\/$/, '');
  const withAttributes = { ...defaultOptions(base), appearance: { colorScheme: 'dark' } };
  const served = await get(BLOCK_URL);
  assertAppPage(served, BLOCK_URL, base, withAttributes);
  const wrapper = served.html.match(new RegExp(`<div ([^>]*)><div id="${MOUNT_ID}"`));
  assert.ok(wrapper, `${BLOCK_URL}: the block's wrapper around the mount element`);
  has(wrapper[1], /\bclass="wp-block-online-banking-portal-bank"/, `${BLOCK_URL}: the block's class`);
  has(wrapper[1], /\bstyle="max-width:720px"/, `${BLOCK_URL}: the block's maximum width`);
  assertAppPage(await get(`${SITE}${base}/auth/signin`), `${base}/auth/signin`, base, withAttributes);
  assert.equal((await get(`${SITE}${base}x/auth/signin`)).status, 404, 'a look-alike path is still a 404');

  const p = await freshPage();
  try {
    await p.goto(BLOCK_URL);
    await widgetRendered(p);
    // Signed out, the page shows the customer area's welcome (/auth), whose "Sign In" leads to the form.
    await p.waitForURL((url) => url.pathname === `${base}/auth`);
    await p.getByRole('link', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === `${base}/auth/signin`);
    await signInForm(p, BLOCK_URL);
    assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).getAttribute('data-scheme'), 'dark', "the block's colour scheme");
    const width = await p.locator('.wp-block-online-banking-portal-bank').evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width <= 720 && width > 600, `the block is at most 720 px wide (${width})`);

    await p.goto(`${SITE}${base}/auth/signin`);
    assert.equal(path(p.url()), `${base}/auth/signin`, 'the deep link is not redirected');
    await widgetRendered(p);
    await p.getByLabel('Email').fill(CUSTOMER.email);
    await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await shot('block-signin', p);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === `${base}/dashboard`, { timeout: 20_000 });
    await widgetRendered(p);
    await shot('block-dashboard', p);
  } finally {
    await p.context().close();
  }
  assert.deepEqual(pageErrors, []);
});

test('a second block, or a shortcode, on the same page renders nothing extra', async () => {
  const base = path(TWO_BANKS_URL).replace(/\/$/, '');
  const served = await get(TWO_BANKS_URL);
  // The first block's options: colorScheme light, no maximum width.
  assertAppPage(served, TWO_BANKS_URL, base, { ...defaultOptions(base), appearance: { colorScheme: 'light' } });
  assert.equal(served.html.match(/online-banking-portal-root/g).length, 1, 'one mount element');
  assert.equal(served.html.match(/data-bank-options=/g).length, 1, 'one set of options');
  hasNot(served.html, /online-banking-portal-note/, 'no note for a visitor');
  assert.equal(served.html.match(/class="wp-block-online-banking-portal-bank/g).length, 1, 'one block wrapper: the second block left nothing behind');
  hasNot(served.html, /max-width:480px|\[online_banking_portal\]/, 'neither the second block nor the shortcode');
  assertAppPage(await get(`${SITE}${base}/auth/signin`), `${base}/auth/signin`, base, { ...defaultOptions(base), appearance: { colorScheme: 'light' } });
});

/**
 * A customer on the block page's sign-in address, as an optimiser left the page: the form shows
 * within 3 s of the answer without any interaction (no mouse, no key), then signing in shows the
 * dashboard's balance.
 */
async function signInUntouched(p, url, where) {
  await p.goto(url, { waitUntil: 'commit' });
  const started = Date.now();
  await p
    .getByLabel('Email')
    .waitFor({ timeout: 3_000 })
    .catch(() => signInForm(p, `${where}: within 3 s`).then(() => assert.fail(`${where}: the sign-in form took ${Date.now() - started} ms`)));
  await p.getByLabel('Email').fill(CUSTOMER.email);
  await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.locator('.balance-card .stat-value').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
}

/**
 * The page rewrites of optimisation plugins (optimizers-mu-plugin.php, toggled by the option
 * obp_e2e_optimizer), each honouring its plugin's documented exclusion, and what each does to
 * bank.js's tag when the online banking plugin's exclusion is unhooked.
 */
const OPTIMISERS = {
  delay: (html) => /<script type="obp\/delayed"[^>]*data-obp-src=["'][^"']*\/assets\/bank\.js/.test(html),
  defer: (html) => /<script defer [^>]*src=["'][^"']*\/assets\/bank\.js/.test(html),
  combine: (html) => !/\/assets\/bank\.js/.test(html) && /<script defer src="[^"]*\/wp-content\/cache\/obp-e2e-combined\/[0-9a-f]{32}\.js"><\/script><\/body>/.test(html),
  'rocket-loader': (html) => /<script type="obp1a2b3c-text\/javascript"[^>]*data-obp-src=["'][^"']*\/assets\/bank\.js/.test(html),
};
const OUR_TAG = /<script data-cfasync="false" data-no-optimize="1" [^>]*src=["'][^"']*\/assets\/bank\.js\?ver=[0-9a-f]{20}["'][^>]*><\/script>/;

for (const [optimiser, took] of Object.entries(OPTIMISERS)) {
  test(`optimiser "${optimiser}": bank.js left out, the sign-in form within 3 s without interaction and a customer signs in; unhooked, the bank still shows`, async () => {
    const base = path(BLOCK_URL).replace(/\/$/, '');
    const url = `${SITE}${base}/auth/signin`;
    const pages = [];
    try {
      wp('option-set', 'obp_e2e_optimizer', optimiser);
      const served = await get(url);
      has(served.html, OUR_TAG, `${optimiser}: bank.js as the plugin printed it`);
      assert.ok(!took(served.html), `${optimiser}: bank.js left out`);
      pages.push(await freshPage());
      await signInUntouched(pages[0], url, optimiser);

      wp('option-set', 'obp_e2e_optimizer', `${optimiser}:unhooked`);
      assert.ok(took((await get(url)).html), `${optimiser}, unhooked: the optimiser took bank.js`);
      pages.push(await freshPage());
      const p = pages[1];
      await p.goto(url);
      if (optimiser === 'delay') {
        await p.waitForTimeout(500);
        assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).count(), 0, 'held until an interaction');
        assert.equal(await p.locator('.online-banking-portal-loading').innerText(), 'Loading online banking…', 'a calm placeholder meanwhile');
        await p.keyboard.press('Shift');
      }
      await signInForm(p, `${optimiser}, unhooked`);
    } finally {
      wp('option-set', 'obp_e2e_optimizer', '');
      for (const p of pages) await p.context().close();
    }
    assert.deepEqual(pageErrors, []);
  });
}

test("Content-Security-Policy script-src 'self': the block page shows the sign-in form and a customer signs in", async () => {
  const base = path(BLOCK_URL).replace(/\/$/, '');
  const url = `${SITE}${base}/auth/signin`;
  const p = await freshPage();
  const refused = [];
  p.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()) && /bank/.test(message.text())) refused.push(message.text());
  });
  try {
    wp('option-set', 'obp_e2e_csp', '1');
    assert.equal((await fetch(url)).headers.get('content-security-policy'), "script-src 'self'");
    await signInUntouched(p, url, 'strict CSP');
    assert.deepEqual(refused, [], 'nothing of the bank refused');
  } finally {
    wp('option-set', 'obp_e2e_csp', '');
    await p.context().close();
  }
  assert.deepEqual(pageErrors, []);
});

test('a bank page is the same HTML for every visitor not signed in (page caches may keep it), and editors see a note on a second placement', async () => {
  const [first, second] = [await get(BLOCK_URL), await get(BLOCK_URL)];
  assert.equal(first.html, second.html, 'two visitors, one page');
  hasNot(first.html.match(new RegExp(`<div id="${MOUNT_ID}"[^>]*>`))[0], /nonce/i, 'no nonce in the mount element');
  // The administrator, signed in, on the page holding two blocks and the shortcode.
  await openAdmin(SETTINGS);
  await page.goto(TWO_BANKS_URL);
  const notes = page.locator('.online-banking-portal-note');
  await notes.first().waitFor();
  assert.equal(await notes.count(), 2, 'one note for the second block, one for the shortcode');
  assert.match(await notes.first().innerText(), /already on this page/);
  await widgetRendered();
});

test("the shortcode in a classic theme's widget area renders and mounts", async () => {
  wp('switch-theme', CLASSIC_THEME);
  wp('text-widget', 'sidebar-1', '[online_banking_portal]');
  const p = await freshPage();
  try {
    // On a page of the site (here one without a bank of its own), under that page's address.
    const url = `${SITE}/sample-page/`;
    const served = await get(url);
    assertAppPage(served, 'a page with the widget', '/sample-page');
    has(served.html, new RegExp(`class="widget widget_text"[^]*?<div id="${MOUNT_ID}"`), 'in the text widget');
    await p.goto(url);
    await widgetRendered(p);
    await p.waitForURL((at) => at.pathname === '/sample-page/auth');
    await p.getByRole('link', { name: 'Sign In' }).click();
    await signInForm(p, 'the widget area');
  } finally {
    await p.context().close();
    wp('text-widget', 'sidebar-1', '');
    wp('switch-theme', BLOCK_THEME);
  }
  assert.deepEqual(pageErrors, []);
});

test('the block inside Group and Columns blocks renders and mounts', async () => {
  const nested = wp(
    'create-page',
    'nested-banking',
    'Nested banking',
    '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:group --><div class="wp-block-group"><!-- wp:online-banking-portal/bank /--></div><!-- /wp:group --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Beside the bank.</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
  );
  const base = path(nested).replace(/\/$/, '');
  const served = await get(nested);
  assertAppPage(served, nested, base);
  const p = await freshPage();
  try {
    await p.goto(`${SITE}${base}/auth/signin`);
    await signInForm(p, nested);
    assert.equal(
      await p.locator(`.wp-block-columns > .wp-block-column .wp-block-group .wp-block-online-banking-portal-bank > #${MOUNT_ID}`).count(),
      1,
      'inside the group, inside the column',
    );
  } finally {
    await p.context().close();
  }
});

// Where site owners are: a block theme (Twenty Twenty-Three) and a classic one (Twenty Twenty-One),
// each with the base path, the shortcode page and the block page, in the browser.
for (const theme of [TT3, CLASSIC_THEME]) {
  test(`${theme}: the base path, the shortcode page and the block page show online banking`, async () => {
    wp('switch-theme', theme);
    const p = await freshPage();
    try {
      const pages = [
        [`${SITE}/wp-user/auth/signin`, '/wp-user', defaultOptions('/wp-user')],
        [SHORTCODE_URL, path(SHORTCODE_URL).replace(/\/$/, ''), null],
        [BLOCK_URL, path(BLOCK_URL).replace(/\/$/, ''), null],
      ];
      for (const [url, base, options] of pages) {
        const served = await get(url);
        assertAppPage(served, `${theme} ${url}`, base, options ?? (url === BLOCK_URL ? { ...defaultOptions(base), appearance: { colorScheme: 'dark' } } : defaultOptions(base)));
        has(served.html, new RegExp(`/wp-content/themes/${theme}/`), `${theme} ${url}: in that theme`);
        // The page's own deep link to the sign-in form, as a customer's bookmark opens it.
        await p.goto(`${SITE}${base}/auth/signin`);
        await widgetRendered(p);
        await signInForm(p, `${theme} ${base}/auth/signin`);
        assert.equal(path(p.url()), `${base}/auth/signin`, `${theme} ${base}/auth/signin: not redirected`);
        // One main landmark a page: the theme's where it puts the widget inside its own, else the widget's.
        assert.equal(await p.getByRole('main').count(), 1, `${theme} ${url}: one main landmark`);
        // Inside the theme's page: its header above, its footer below.
        const order = await p.evaluate((id) => {
          const mount = document.getElementById(id);
          const header = document.querySelector('header, #masthead');
          const footer = document.querySelector('footer, #colophon');
          const before = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return { header: !!header && before(header, mount), footer: !!footer && before(mount, footer) };
        }, MOUNT_ID);
        assert.deepEqual(order, { header: true, footer: true }, `${theme} ${url}: between the theme's header and footer`);
        await shot(`theme-${theme}-${base.replace(/\//g, '') || 'root'}`, p);
      }
    } finally {
      await p.context().close();
      wp('switch-theme', BLOCK_THEME);
    }
    assert.deepEqual(pageErrors, []);
  });
}

/**
 * How the widget sits in the page, measured in the browser:
 * - column: the theme's content column, the box the theme gives a paragraph placed beside the
 *   mount element (the same rules of the theme's content area apply to both);
 * - host: the widget's shadow host;
 * - outside: elements of the widget (inside its shadow root) whose box is not inside the host's;
 * - page: whether the page scrolls sideways.
 */
async function measureFit(p) {
  return p.evaluate((mountId) => {
    const round = (r) => ({ left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width) });
    const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const mount = document.getElementById(mountId);
    const host = mount.querySelector(':scope > [data-bank-widget]');
    const probe = document.createElement('p');
    probe.textContent = 'Column';
    mount.parentElement.insertBefore(probe, mount);
    const column = round(probe.getBoundingClientRect());
    probe.remove();
    const hostBox = host.getBoundingClientRect();
    const outside = [];
    const describe = (el) => {
      const name = `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return text ? `${name} "${text}"` : name;
    };
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
        if (!inside(r, hostBox)) outside.push(`${describe(el)} at ${JSON.stringify(round(r))}`);
      }
    };
    walk(host.shadowRoot);
    const scroller = document.scrollingElement;
    return { column, host: round(hostBox), outside, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, viewport: window.innerWidth };
  }, MOUNT_ID);
}

/**
 * The statements table's rows: each row's Amount and Status cells (found by their column
 * headers, which the table keeps for screen readers however it is laid out), whether each is
 * shown whole inside the widget's box, and not cut off by a box of the widget that clips or
 * scrolls.
 */
async function statementCells(p) {
  return p.evaluate((mountId) => {
    const host = document.getElementById(mountId).querySelector(':scope > [data-bank-widget]');
    const hostBox = host.getBoundingClientRect();
    const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const table = host.shadowRoot.querySelector('table');
    if (!table) return { error: 'no statements table in the widget' };
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const columns = { amount: headers.indexOf('Amount'), status: headers.indexOf('Status') };
    if (columns.amount < 0 || columns.status < 0) return { error: `no Amount and Status headers among ${JSON.stringify(headers)}` };
    const rows = [...table.tBodies].flatMap((body) => [...body.rows]);
    const cells = [];
    rows.forEach((row, i) => {
      for (const [what, index] of Object.entries(columns)) {
        const cell = row.cells[index];
        const text = (cell?.textContent || '').trim().replace(/\s+/g, ' ');
        const range = document.createRange();
        if (cell) range.selectNodeContents(cell);
        const r = range.getBoundingClientRect();
        const problems = [];
        if (!cell || !text) problems.push('empty');
        else if (!cell.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) || r.width === 0 || r.height === 0) problems.push('not shown');
        else {
          if (!inside(r, hostBox)) problems.push('outside the widget');
          // Boxes between the cell and the shadow root that clip what overflows them.
          for (let el = cell.parentElement; el; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const box = el.getBoundingClientRect();
            const clipBox = {
              left: box.left + el.clientLeft,
              top: box.top + el.clientTop,
              right: box.left + el.clientLeft + el.clientWidth,
              bottom: box.top + el.clientTop + el.clientHeight,
            };
            if (!inside(r, clipBox)) problems.push(`cut off by ${el.localName}.${[...el.classList].join('.')} (overflow ${style.overflowX}/${style.overflowY})`);
          }
        }
        cells.push({ row: i + 1, what, text, box: { left: Math.round(r.left), right: Math.round(r.right) }, problems });
      }
    });
    return { rows: rows.length, host: { left: Math.round(hostBox.left), right: Math.round(hostBox.right) }, cells };
  }, MOUNT_ID);
}

/** A page signed in as the demo customer on the shortcode page, in a context of its own (one for all the fit tests). */
let fitPageOpen;
async function fitPage(base) {
  fitPageOpen ??= (async () => {
    const fitContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    fitContext.setDefaultTimeout(15_000);
    const p = await fitContext.newPage();
    p.on('pageerror', (error) => pageErrors.push(`${p.url()}: ${error.message}`));
    await p.goto(`${SITE}${base}/auth/signin`);
    await widgetRendered(p);
    await p.getByLabel('Email').fill(CUSTOMER.email);
    await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === `${base}/dashboard`, { timeout: 20_000 });
    return p;
  })();
  return fitPageOpen;
}
after(async () => {
  if (fitPageOpen) await (await fitPageOpen.catch(() => null))?.context().close();
});

/** Waits until the widget's requests are answered and its layout has settled (two frames after). */
async function settled(p) {
  await p.waitForLoadState('networkidle');
  await p.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

// The shortcode page in the version's block theme (Twenty Twenty-Three on Debian's WordPress) and
// in a classic theme (Twenty Twenty-One), on a desktop and a phone: the widget stays inside the
// theme's content column, nothing of it sticks out of its box, the page does not scroll sideways,
// and each statement row shows its amount and status inside the widget.
for (const theme of [BLOCK_THEME, CLASSIC_THEME]) {
  for (const width of [1280, 360]) {
    test(`shortcode page in ${theme} at ${width} px: the widget fits the theme's column; statements show amount and status`, async () => {
      const base = path(SHORTCODE_URL).replace(/\/$/, '');
      const p = await fitPage(base);
      wp('switch-theme', theme);
      const problems = [];
      try {
        await p.setViewportSize({ width, height: 900 });
        for (const screen of ['dashboard', 'dashboard/statements']) {
          await p.goto(`${SITE}${base}/${screen}`);
          await widgetRendered(p);
          if (screen === 'dashboard/statements') {
            await p.waitForFunction((id) => !!document.getElementById(id).querySelector(':scope > [data-bank-widget]').shadowRoot.querySelector('table tbody tr'), MOUNT_ID);
          }
          await settled(p);
          assert.equal(path(p.url()), `${base}/${screen}`, `${theme} ${width}: still signed in, on ${screen}`);
          const fit = await measureFit(p);
          const where = `${theme} at ${width} px, ${screen}`;
          console.log(
            `# ${where}: column ${fit.column.left}..${fit.column.right} (${fit.column.width} px), widget ${fit.host.left}..${fit.host.right} (${fit.host.width} px), page ${fit.scrollWidth}/${fit.clientWidth} px wide, ${fit.outside.length} elements outside the widget`,
          );
          if (fit.column.width >= fit.viewport)
            problems.push(`${where}: the theme's column (${fit.column.width} px) is not narrower than the window: not measured where the theme puts its content?`);
          if (fit.host.left < fit.column.left - 1 || fit.host.right > fit.column.right + 1)
            problems.push(`${where}: the widget (${fit.host.left}..${fit.host.right}) is not inside the theme's column (${fit.column.left}..${fit.column.right})`);
          if (fit.outside.length)
            problems.push(
              `${where}: ${fit.outside.length} elements stick out of the widget's box (${fit.host.left}..${fit.host.right}), such as ${fit.outside.slice(0, 4).join('; ')}`,
            );
          if (fit.scrollWidth > fit.clientWidth) problems.push(`${where}: the page scrolls sideways (${fit.scrollWidth} px of content in ${fit.clientWidth} px)`);
          await shot(`fit-${theme}-${width}-${screen.replace('/', '-')}`, p);
        }
        const statements = await statementCells(p);
        if (statements.error) problems.push(`${theme} at ${width} px, statements: ${statements.error}`);
        else {
          assert.ok(statements.rows > 0, 'the demo customer has statement rows');
          const hidden = statements.cells.filter((c) => c.problems.length);
          console.log(
            `# ${theme} at ${width} px, statements: ${statements.rows} rows, ${hidden.length} of ${statements.cells.length} amount and status cells not shown whole inside the widget`,
          );
          if (hidden.length) {
            problems.push(
              `${theme} at ${width} px, statements: ${hidden.length} of ${statements.cells.length} amount/status cells not shown whole inside the widget (${statements.host.left}..${statements.host.right}), such as ${hidden
                .slice(0, 4)
                .map((c) => `row ${c.row} ${c.what} "${c.text}" at ${c.box.left}..${c.box.right}: ${c.problems.join(', ')}`)
                .join('; ')}`,
            );
          }
        }
      } finally {
        wp('switch-theme', BLOCK_THEME);
      }
      assert.deepEqual(problems, [], problems.join('\n'));
      assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
    });
  }
}

test('WordPress in a subdirectory: the app lives under the site path', async () => {
  const blog = path(SUBSITE).replace(/\/$/, '');
  const subsiteOptions = {
    ...defaultOptions(`${blog}/wp-user`, SUBSITE),
    brand: { name: SITE_TITLE, logoUrl: SITE_ICON_URL.replace(SITE, SUBSITE) },
  };
  assertAppPage(await get(`${SUBSITE}/wp-user/auth/signin`), `${SUBSITE}/wp-user/auth/signin`, `${blog}/wp-user`, subsiteOptions);
  assert.equal((await get(`${SUBSITE}/wp-users`)).status, 404);

  const p = await context.newPage();
  await p.goto(`${SUBSITE}/wp-user/auth/signin`);
  await widgetRendered(p);
  await p.getByLabel('Email').waitFor();
  assert.equal(path(p.url()), `${blog}/wp-user/auth/signin`);
  await p.close();
});

test('settings page: rejects an invalid URL with a message; a new base path works at once', async () => {
  await openAdmin(SETTINGS);
  const api = page.getByLabel('Banking API address');
  assert.equal(await api.inputValue(), DEMO_API, "the first release's wp_bank_api_base was carried over on activation");
  await api.fill('javascript:alert(1)');
  await saveSettings();
  await errorNotice('must be a full web address').first().waitFor();
  await shot('5-settings-invalid');
  assert.equal(await page.getByLabel('Banking API address').inputValue(), DEMO_API, 'the previous address is kept');
  assert.equal(JSON.parse(wp('option-get', OPTION('api_base'))), DEMO_API);

  await page.getByLabel('Base path').fill('/online-bank/');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), '/online-bank');
  assertAppPage(await get(`${SITE}/online-bank/auth/signin`), '/online-bank/auth/signin', '/online-bank');
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'the old base path is gone');

  await refuseBasePath('/wp-admin', 'WordPress itself uses', '/online-bank');

  await page.getByLabel('Base path').fill('/wp-user');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), '/wp-user/auth/signin', '/wp-user');
});

test('settings page: "Test connection" reports the demo backend reachable, readable by this site and answering JSON', async () => {
  await openAdmin(SETTINGS);
  assert.equal(await page.getByLabel('Banking API address').inputValue(), DEMO_API);
  // The live region screen readers announce the result from.
  const result = page.locator('#online_banking_portal_api_base-test-result[role="status"]');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await result.getByText('The connection works.').waitFor();
  const text = await result.innerText();
  assert.ok(text.includes(`Reachable: ${DEMO_API}/api/users.php answered in `), text);
  assert.ok(text.includes(`Allowed to read the answer: the backend lets ${new URL(SITE).origin} read its answers (CORS).`), text);
  assert.ok(text.includes('Answered JSON in the shape online banking expects: it refused the test sign-in, as it should.'), text);
  await shot('7-test-connection');
});

/** What reached the demo bank's api/users.php after the request numbered `since` (demo/server: GET /__demo/journal). */
const journal = async (since = 0) => (await (await fetch(`${DEMO_API}/__demo/journal`)).json()).requests.filter((e) => e.seq > since);
/** The number of the last request the demo bank saw. */
const journalMark = async () => (await journal()).at(-1)?.seq ?? 0;

/** The send form's recipient, as a customer types it (the amount is each test's own). */
async function fillRecipient(p) {
  await p.getByLabel('Account holder name').fill('Jane Doe');
  await p.getByLabel('Account number').fill('GB29NWBK60161331926819');
  await p.getByLabel('Bank name').fill('First Bank');
  await p.getByLabel('SWIFT / BIC code').fill('FIRSUS33');
  await p.getByLabel('Routing number').fill('021000021');
  await p.getByLabel('Country').selectOption('United Kingdom');
}
const SESSION_COOKIE = 'online_banking_portal_session';
/** The session tables' schema (Online_Banking_Portal_Session_Store::SCHEMA_VERSION). */
const SCHEMA_VERSION = '2';

/**
 * Runs `body` with the connection "through this site". The suite's site was set up as one
 * upgraded from the first release (run-site.sh), so it connects directly, and every other test
 * tests that; this one switches for its own time only.
 */
async function throughTheSite(body) {
  assert.equal(JSON.parse(wp('option-get', OPTION('connection'))), 'direct', 'the upgraded site kept connecting directly');
  wp('option-set', OPTION('connection'), 'site');
  try {
    await body();
  } finally {
    wp('option-set', OPTION('connection'), 'direct');
  }
}

test('settings page: a site connecting directly is told to switch once its server reaches the bank; through this site, Test connection checks the server and the endpoint', async () => {
  try {
    // The test before passed, and told the site so (its last call may still be out while the
    // page is left): start from no test passed.
    await openAdmin(SETTINGS);
    wp('option-set', '_transient_online_banking_portal_site_ready', '');
    await openAdmin(SETTINGS);
    assert.equal(await page.getByLabel('Connection').inputValue(), 'direct', 'the upgraded site connects directly');
    const recommendation = page.locator('.notice').filter({ hasText: "This site's server reaches your bank" });
    assert.equal(await recommendation.count(), 0, 'no recommendation before a test passed');
    const result = page.locator('#online_banking_portal_api_base-test-result[role="status"]');
    const ready = page.waitForResponse(
      (response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes('online_banking_portal_test_site'),
    );
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('The connection works.').waitFor();
    // The site's server makes the same sign-in after a direct test passes, quietly.
    assert.equal((await (await ready).json()).ok, true, "this site's server reaches the bank");
    await openAdmin(SETTINGS);
    await recommendation.waitFor();

    await page.getByLabel('Connection').selectOption('site');
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(await recommendation.count(), 0, 'no recommendation once through this site');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('The connection works.').waitFor();
    const text = await result.innerText();
    assert.ok(text.includes(`Reachable from this site's server: ${DEMO_API}/api/users.php answered in `), text);
    assert.ok(text.includes("This site's endpoint /wp-user/connect answers the browser."), text);
  } finally {
    wp('option-set', OPTION('connection'), 'direct');
    wp('option-set', '_transient_online_banking_portal_site_ready', '');
  }
});

test('through this site: the bank token never reaches the page; the bank gets it from the site; balance and sign-out work; the cookie goes', async () => {
  await throughTheSite(async () => {
    const base = path(BLOCK_URL).replace(/\/$/, '');
    const p = await freshPage();
    const answers = [];
    p.on('response', (response) => {
      answers.push(
        response.text().then(
          (body) => `${response.url()} ${JSON.stringify(response.headers())} ${body}`,
          () => '',
        ),
      );
    });
    const mark = await journalMark();
    try {
      await p.goto(`${SITE}${base}/auth/signin`);
      await widgetRendered(p);
      await signInForm(p, BLOCK_URL);
      await p.getByLabel('Email').fill(CUSTOMER.email);
      await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.waitForURL((url) => url.pathname === `${base}/dashboard`, { timeout: 20_000 });
      const demo = (await (await fetch(`${DEMO_API}/__demo/state`)).json()).users.find((u) => u.email === CUSTOMER.email);
      const balance = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(demo.balance);
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();

      // What the bank saw: the sign-in and the dashboard calls, all from the site's server. The
      // dashboard's reads leave together and the balance may show before the last has reached the
      // bank, so the journal is read until it holds them (or the time is up).
      let seen = await journal(mark);
      for (const until = Date.now() + 10_000; seen.filter((e) => e.call !== 'userlogin').length < 2 && Date.now() < until; seen = await journal(mark)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        seen.some((e) => e.call === 'userlogin'),
        'the sign-in reached the bank',
      );
      const dashboard = seen.filter((e) => e.call !== 'userlogin');
      assert.ok(dashboard.length >= 2, `dashboard calls reached the bank: ${dashboard.map((e) => e.call)}`);
      const tokens = [...new Set(dashboard.map((e) => e.token))];
      assert.equal(tokens.length, 1, 'one session token on every dashboard call');
      const jwt = tokens[0];
      assert.ok(jwt.length > 20 && !jwt.startsWith('site:'), 'the token the bank issued, not the marker');
      for (const e of seen) {
        assert.deepEqual([e.origin, e.cookies], ['', false], `${e.call}: sent by the site's server, without the visitor's cookies or Origin`);
        assert.doesNotMatch(e.userAgent, /Chrome/, `${e.call}: not the browser`);
      }

      // Nowhere a script of the page can read it.
      const exposed = await p.evaluate(async (token) => {
        const found = [];
        const scan = (where, text) => text && text.includes(token) && found.push(where);
        for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) scan(`storage ${store.key(i)}`, store.getItem(store.key(i)));
        scan('document.cookie', document.cookie);
        scan('DOM', document.documentElement.outerHTML);
        for (const host of document.querySelectorAll('[data-bank-widget]')) scan('shadow DOM', host.shadowRoot?.innerHTML ?? '');
        for (const key of Object.getOwnPropertyNames(window)) {
          try {
            const value = window[key];
            if (typeof value === 'string') scan(`window.${key}`, value);
            else if (value && typeof value === 'object' && !(value instanceof Node) && value !== window) scan(`window.${key}`, JSON.stringify(value) ?? '');
          } catch {
            // Not serialisable (cycles, cross-origin frames): not where a token would be kept.
          }
        }
        const databases = indexedDB.databases ? await indexedDB.databases() : [];
        if (databases.length) found.push(`IndexedDB ${databases.map((d) => d.name)}`);
        return found;
      }, jwt);
      assert.deepEqual(exposed, [], 'the token is in no storage, cookie, global or DOM of the page');
      const received = await Promise.all(answers);
      assert.deepEqual(
        received.filter((text) => text.includes(jwt)).map((text) => text.slice(0, 80)),
        [],
        'the token is in no answer the page received',
      );
      const cookie = (await p.context().cookies()).find((c) => c.name === SESSION_COOKIE);
      assert.ok(cookie, 'the session cookie');
      assert.deepEqual(
        [cookie.httpOnly, cookie.sameSite, cookie.path, cookie.expires],
        [true, 'Strict', '/wp-user/connect', -1],
        'HttpOnly, SameSite=Strict, for the endpoint only, a session cookie',
      );

      // The block is 720 px wide: the main menu is a drawer there.
      const logOut = p.getByRole('button', { name: 'Log Out' });
      if (!(await logOut.isVisible())) await p.getByRole('button', { name: 'Menu', exact: true }).click();
      await logOut.click();
      await p.waitForURL((url) => url.pathname === `${base}/auth`);
      await expectNoCookie(p);
      assert.equal((await journal(mark)).filter((e) => e.call === 'signout').length, 0, "sign-out is the site's own business");
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

test('through this site: a dashboard view asks WordPress at most twice, the page and one batch of its reads, and shows the balance', async () => {
  await throughTheSite(async () => {
    const p = await freshPage();
    try {
      await p.goto(`${SITE}/wp-user/auth/signin`);
      await signInForm(p, '/wp-user/auth/signin');
      await p.getByLabel('Email').fill(CUSTOMER.email);
      await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.waitForURL((url) => url.pathname === '/wp-user/dashboard', { timeout: 20_000 });
      const demo = (await (await fetch(`${DEMO_API}/__demo/state`)).json()).users.find((u) => u.email === CUSTOMER.email);
      const balance = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(demo.balance);
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();
      // A view: the dashboard loaded again; each document or call of the page's own site boots WordPress.
      const asked = [];
      p.on('request', (request) => {
        if (new URL(request.url()).origin === SITE && ['document', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(request.url());
      });
      await p.reload();
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();
      await p.waitForLoadState('networkidle');
      assert.ok(asked.length <= 2, `at most 2 requests to WordPress per dashboard view: ${asked.join(', ')}`);
      assert.deepEqual(
        asked.map((url) => new URL(url).pathname + new URL(url).search),
        ['/wp-user/dashboard', '/wp-user/connect?batch=1'],
        'the page, then its reads in one batch',
      );
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

/** A 1×1 PNG; with `padding` bytes after its end, as large as asked (image readers stop at the end). */
const png = (name, padding = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'), Buffer.alloc(padding)]),
});

test('through this site: a crypto deposit with its proof file, and a transfer with its PIN; a proof over upload_max_filesize (2M) gets the limit beside the field, the amount kept', async () => {
  await throughTheSite(async () => {
    const p = await freshPage();
    try {
      await p.goto(`${SITE}/wp-user/auth/signin`);
      await signInForm(p, '/wp-user/auth/signin');
      await p.getByLabel('Email').fill(CUSTOMER.email);
      await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.waitForURL((url) => url.pathname === '/wp-user/dashboard', { timeout: 20_000 });
      await p.goto(`${SITE}/wp-user/dashboard/add-funds/crypto`);
      const amount = p.getByLabel('Amount ($)');
      await amount.fill('12.5');
      await amount.blur();
      const proof = p.getByLabel('Payment Proof');
      await proof.setInputFiles(png('big-proof.png', 3 * 1024 * 1024));
      await p.getByRole('button', { name: 'Submit Deposit' }).click();
      const message = p.locator('.field-error').filter({ hasText: /This file is larger than this site accepts \(2 MB, upload_max_filesize\)/ });
      await message.waitFor();
      assert.equal(await proof.getAttribute('aria-invalid'), 'true', 'the message belongs to the file field');
      assert.ok((await proof.getAttribute('aria-describedby')).includes(await message.getAttribute('id')), 'the file field names the message');
      assert.equal(await amount.inputValue(), '12.50', 'the typed amount stays');

      const mark = await journalMark();
      await proof.setInputFiles(png('proof.png'));
      await p.getByRole('button', { name: 'Submit Deposit' }).click();
      await p.getByText('Payment Pending!').waitFor();
      const pending = (await (await fetch(`${DEMO_API}/__demo/state`)).json()).pendingDeposits;
      assert.ok(
        pending.some((d) => d.kind === 'crypto' && d.amount === 12.5),
        'the bank holds the deposit, its proof passed on by the site',
      );
      const sent = (await journal(mark)).find((e) => e.call === 'newcd');
      assert.ok(sent && sent.token && !sent.token.startsWith('site:') && sent.origin === '', 'sent by the site with the held token');

      // A transfer with its PIN.
      await p.goto(`${SITE}/wp-user/dashboard/send`);
      await fillRecipient(p);
      await p.getByLabel('Amount', { exact: true }).fill('10');
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByRole('button', { name: 'Confirm and enter PIN' }).click();
      await p.getByRole('group', { name: 'Transaction PIN' }).getByLabel('Digit 1 of 4').click();
      await p.keyboard.type('1234');
      await p.keyboard.press('Enter');
      await p.getByText('Successful! Await Confirmation').waitFor();
      const calls = (await journal(mark)).filter((e) => ['confirmmypin', 'newtrs'].includes(e.call));
      assert.deepEqual(
        calls.map((e) => [e.call, e.token === sent.token, e.origin]),
        [
          ['confirmmypin', true, ''],
          ['newtrs', true, ''],
        ],
        'the PIN and the transfer reached the bank from the site, with the held token',
      );
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

async function expectNoCookie(p) {
  for (let i = 0; i < 50; i++) {
    if (!(await p.context().cookies()).some((c) => c.name === SESSION_COOKIE)) return;
    await p.waitForTimeout(100);
  }
  assert.fail('the session cookie is still there after sign-out');
}

test('through this site: what the widget would never send is refused before the bank', async () => {
  await throughTheSite(async () => {
    const endpoint = `${SITE}/wp-user/connect`;
    const origin = new URL(SITE).origin;
    const form = () => {
      const body = new FormData();
      body.append('email', CUSTOMER.email);
      body.append('password', CUSTOMER.password);
      return body;
    };
    const widget = { 'X-Bank-Widget': '1', Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
    const mark = await journalMark();
    const refusals = [
      ['a GET', `${endpoint}?crud=userlogin`, { method: 'GET', headers: widget }, 405],
      ['no widget header', `${endpoint}?crud=userlogin`, { method: 'POST', headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, body: form() }, 403],
      [
        'another origin',
        `${endpoint}?crud=userlogin`,
        { method: 'POST', headers: { 'X-Bank-Widget': '1', Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' }, body: form() },
        403,
      ],
      ['a crud the contract does not name', `${endpoint}?crud=deleteuser`, { method: 'POST', headers: widget, body: form() }, 400],
      ['another host or path named', `${endpoint}?crud=userlogin&url=https%3A%2F%2Fevil.test%2Fx.php`, { method: 'POST', headers: widget, body: form() }, 400],
    ];
    for (const [what, url, init, status] of refusals) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      assert.equal(response.status, status, what);
      assert.equal(response.headers.get('cache-control'), 'no-store', `${what}: never cached`);
    }
    // A page of another origin posting with the visitor's cookies (the subdirectory site is another port).
    const p = await freshPage();
    try {
      await p.goto(`${SUBSITE}/`);
      const outcome = await p.evaluate(async (url) => {
        const body = new FormData();
        body.append('email', 'demo@bank.test');
        body.append('password', 'demo1234');
        return fetch(url, { method: 'POST', body, credentials: 'include', mode: 'no-cors' }).then(
          (r) => r.type,
          (e) => String(e),
        );
      }, `${endpoint}?crud=userlogin`);
      assert.ok(outcome, 'the cross-origin post was sent');
    } finally {
      await p.context().close();
    }
    assert.deepEqual(await journal(mark), [], 'none of them reached the bank');
  });
  // Connecting directly, the site has no endpoint at all.
  const mark = await journalMark();
  const body = new FormData();
  body.append('email', CUSTOMER.email);
  body.append('password', CUSTOMER.password);
  const direct = await fetch(`${SITE}/wp-user/connect?crud=userlogin`, { method: 'POST', headers: { 'X-Bank-Widget': '1', Origin: new URL(SITE).origin }, body });
  assert.equal(direct.headers.get('set-cookie'), null, 'no session');
  assert.doesNotMatch(await direct.text(), /"jwt"/, 'no sign-in answer');
  assert.deepEqual(await journal(mark), [], 'connecting directly, nothing went to the bank through the site');
});

// ---- The endpoint held to a bank's standard, against a bank of the test's own -----------------
// A bank that issues a new token at each right password, nests the session's token in its
// answers, and notes everything it receives (each call, its fields, its files, the client
// address it was told): what the demo bank cannot do on request.
const BANK_PASSWORD = 'right-password';
const BANK_PIN = '4321';
const BANK_CODE = '97531';
async function startBank() {
  const seen = [];
  let issued = 0;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url, 'http://bank.invalid');
    const form = await new Request(url, { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: Buffer.concat(chunks) }).formData();
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const files = [...form.entries()].filter(([, v]) => typeof v !== 'string').map(([k]) => k);
    const call = url.searchParams.get('crud') ?? Object.keys(fields).find((k) => fields[k] === '1' && k !== 'token') ?? '';
    seen.push({ call, fields, files, forwardedFor: req.headers['x-forwarded-for'] ?? '' });
    let body = { status: true };
    const signIn = () => ({ jwt: `bank-token-${++issued}-${randomUUID()}`, role: 'user', verified: 1, verification_status: 'Verified', message: 'Welcome' });
    // As the bank answers: a wrong transfer code is "status: true" asking for another code; the
    // code step may take the PIN or the code; a reset that only asks for the email checks nothing.
    if (call === 'userlogin') body = fields.password === BANK_PASSWORD ? signIn() : { error: 'Invalid Credentials' };
    else if (call === 'verifyuser') body = fields.ver_code === BANK_CODE ? signIn() : { error: 'Invalid code' };
    else if (call === 'userforgot')
      body = fields.action !== 'reset' || fields.reset_code === BANK_CODE ? { status: true, message: 'Sent' } : { status: false, message: 'Invalid code' };
    else if (call === 'confirmmypin') body = fields.pin === BANK_PIN ? { status: true } : { status: false, message: 'Invalid PIN' };
    else if (call === 'supdatepin') body = fields.c_pwd === BANK_PIN ? { status: true } : { status: false, message: 'Invalid PIN' };
    else if (call === 'confirmtpin') body = [BANK_PIN, BANK_CODE].includes(fields.pin) ? { status: true } : { status: false, message: 'Invalid authorization code' };
    else if (call === 'newtrs' && fields.extra)
      body = fields.extra === BANK_CODE ? { status: true } : { status: true, requiresanother: { head: 'Authorization code', body: 'Another code is required' } };
    else if (call === 'getprofile')
      body = { data: { token: fields.token, fullname: 'Jane' }, user: { jwt: fields.token }, list: [{ access_token: fields.token }, `Bearer ${fields.token}`] };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    seen,
    tokens: () => seen.length && [...new Set(seen.map((s) => s.fields.token).filter(Boolean))],
    close: () => new Promise((r) => server.close(r)),
  };
}

/** A POST to the endpoint as the widget makes it, from `from` (a local address), with the site's cookie `cookie`. */
async function endpointPost(query, fields, { cookie = '', from = '127.0.0.1', files = {}, origin = new URL(SITE).origin, headers = {} } = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, name] of Object.entries(files)) body.append(k, new Blob([Buffer.from('iVBORw0KGgo=', 'base64')], { type: 'image/png' }), name);
  const encoded = new Request('http://x.invalid/', { method: 'POST', body });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const target = new URL(`${SITE}/wp-user/connect${query}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': encoded.headers.get('content-type'),
          'Content-Length': bytes.length,
          'X-Bank-Widget': '1',
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
            setCookie,
            cookie: setCookie.map((c) => c.split(';')[0]).find((c) => !/=$/.test(c)) ?? '',
          });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/** Runs `body(bank)` through this site, with the test's own bank as the bank. */
async function throughTheTestBank(body) {
  const bank = await startBank();
  const saved = JSON.parse(wp('option-get', OPTION('api_base')));
  wp('option-set', OPTION('api_base'), bank.url);
  try {
    await throughTheSite(() => body(bank));
  } finally {
    wp('option-set', OPTION('api_base'), saved);
    await bank.close();
  }
}

const signInThroughSite = async (email, from = '127.0.0.1') => {
  const answer = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from });
  assert.equal(answer.status, 200, answer.text);
  return { cookie: answer.cookie, marker: answer.json().jwt, setCookie: answer.setCookie };
};

test('through this site, ended on the server: with inactivity at 1 minute, a session idle for 75 s reaches no bank; another marker reaches no bank', async () => {
  const idleMinutes = JSON.parse(wp('option-get', OPTION('idle_minutes')));
  wp('option-set', OPTION('idle_minutes'), '1');
  try {
    await idleEnds();
  } finally {
    wp('option-set', OPTION('idle_minutes'), String(idleMinutes));
  }
});

/** The idle test's body, run with the inactivity setting at 1 minute. */
function idleEnds() {
  return throughTheTestBank(async (bank) => {
    const session = await signInThroughSite(`idle-${Date.now()}@bank.test`);
    assert.match(session.marker, /^site:/);
    assert.equal((await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie })).status, 200, 'in use');
    const before = bank.seen.length;

    // Another marker with this cookie (a cookie planted from another port or subdomain).
    const swapped = await endpointPost('', { getprofile: '1', token: 'site:0123456789abcdef' }, { cookie: session.cookie });
    assert.equal(swapped.status, 401);
    assert.equal(bank.seen.length, before, 'another marker reached no bank');

    // Aged, not waited for: the session's last call set 75 s back in the table.
    const again = await signInThroughSite(`idle-${Date.now()}@bank.test`);
    assert.equal((await endpointPost('', { getprofile: '1', token: again.marker }, { cookie: again.cookie })).status, 200);
    const aged = JSON.parse(wp('sql', 'UPDATE {prefix}online_banking_portal_sessions SET last_seen = last_seen - 75'));
    assert.ok(aged >= 1, 'the session was aged');
    const seenBefore = bank.seen.length;
    const count = () => Number(JSON.parse(wp('sql', 'SELECT COUNT(*) AS n FROM {prefix}online_banking_portal_sessions'))[0].n);
    const rowsBefore = count();
    const idle = await endpointPost('', { getprofile: '1', token: again.marker }, { cookie: again.cookie });
    assert.equal(idle.status, 401, 'answered as signed out');
    assert.match(idle.text, /Your session has ended/);
    assert.ok(
      idle.setCookie.some((c) => /^online_banking_portal_session=;/.test(c) || /^online_banking_portal_session=deleted/.test(c)),
      `the cookie is expired: ${idle.setCookie}`,
    );
    assert.equal(bank.seen.length, seenBefore, 'the idle session reached no bank');
    assert.equal(count(), rowsBefore - 1, 'and is deleted');
  });
}

test('through this site, with inactivity at 1 minute: a customer typing in the transfer form for 90 s, no bank call, is still signed in on Continue (the endpoint told, the bank not); idle for 65 s, signed out here and on the server', async () => {
  const idleMinutes = JSON.parse(wp('option-get', OPTION('idle_minutes')));
  wp('option-set', OPTION('idle_minutes'), '1');
  try {
    await throughTheSite(atWorkThenIdle);
  } finally {
    wp('option-set', OPTION('idle_minutes'), String(idleMinutes));
  }
  assert.deepEqual(pageErrors, []);
});

/**
 * The body of the test above. The page's clock is Playwright's and the server's is aged in the
 * table: each step moves both 10 s, so a minute and a half passes in seconds.
 */
async function atWorkThenIdle() {
  const p = await freshPage();
  const keeps = [];
  p.on('response', (response) => {
    if (response.url().includes('/wp-user/connect?session=keep')) keeps.push(response.status());
  });
  const age = (seconds) => assert.ok(JSON.parse(wp('sql', `UPDATE {prefix}online_banking_portal_sessions SET last_seen = last_seen - ${seconds}`)) >= 1, 'the session was aged');
  try {
    await p.clock.install();
    await p.goto(`${SITE}/wp-user/auth/signin`);
    await signInForm(p, '/wp-user/auth/signin');
    await p.getByLabel('Email').fill(CUSTOMER.email);
    await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === '/wp-user/dashboard', { timeout: 20_000 });
    await p.goto(`${SITE}/wp-user/dashboard/send`);
    await fillRecipient(p);
    const amount = p.getByLabel('Amount', { exact: true });
    await amount.fill('10');
    await p.waitForLoadState('networkidle');
    const mark = await journalMark();

    // At work: a key every 10 s for 90 s, and no call the customer makes.
    for (let step = 1; step <= 9; step++) {
      age(10);
      await p.clock.runFor(10_000);
      await amount.press('Shift');
      await p.waitForLoadState('networkidle');
    }
    assert.ok(keeps.length >= 2 && keeps.every((status) => status === 200), `the endpoint was told, about every 30 s: ${keeps}`);
    assert.deepEqual(await journal(mark), [], 'none of it reached the bank');
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByRole('button', { name: 'Confirm and enter PIN' }).waitFor();
    const held = await p.evaluate(async () => {
      const body = new FormData();
      body.append('getprofile', '1');
      body.append('token', localStorage.getItem('baUid'));
      return (await fetch('/wp-user/connect', { method: 'POST', body, headers: { 'X-Bank-Widget': '1' }, credentials: 'same-origin' })).status;
    });
    assert.equal(held, 200, '90 s after the last call, the session holds on the server');
    assert.equal(new URL(p.url()).pathname, '/wp-user/dashboard/send/confirm');

    // Idle: the server ends it after the minute, and so does the widget.
    const cookie = (await p.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    const marker = await p.evaluate(() => localStorage.getItem('baUid'));
    const before = keeps.length;
    age(65);
    const idle = await endpointPost('', { getprofile: '1', token: marker }, { cookie: `${cookie.name}=${cookie.value}` });
    assert.equal(idle.status, 401, 'idle for 65 s: signed out on the server');
    await p.clock.runFor(65_000);
    await p.waitForURL((url) => url.pathname === '/wp-user/auth/signin');
    await p.getByText('Your session ended after 1 minute without activity.').waitFor();
    assert.equal(keeps.length, before, 'an idle customer tells the endpoint nothing');
  } finally {
    await p.context().close();
  }
}

test('through this site: a list cookie is ignored without a PHP warning; profilePic[] is refused as not ours, not as too large; last_seen is indexed, on an upgraded install too', async () => {
  await throughTheTestBank(async (bank) => {
    const mark = logMark();
    const session = await signInThroughSite(`list-${Date.now()}@bank.test`);
    const seen = bank.seen.length;
    const listCookie = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: `${SESSION_COOKIE}[]=${session.cookie.split('=')[1]}` });
    assert.equal(listCookie.status, 401, 'a list cookie names no session');
    const listFile = await endpointPost('', { updatepic: '1', token: session.marker }, { cookie: session.cookie, files: { 'profilePic[]': 'me.png' } });
    assert.equal(listFile.status, 400);
    assert.equal(listFile.json().message, 'This request is not one online banking makes.');
    assert.equal(bank.seen.length, seen, 'neither reached the bank');
    assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning');
  });
  const indexed = () =>
    Number(
      JSON.parse(
        wp(
          'sql',
          "SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = '{prefix}online_banking_portal_sessions' AND index_name = 'last_seen'",
        ),
      )[0].n,
    );
  assert.ok(indexed() >= 1, 'the cleaning finds idle sessions by an index');
  // An install of the first schema: its next request adds the index.
  wp('sql', 'ALTER TABLE {prefix}online_banking_portal_sessions DROP INDEX last_seen');
  wp('option-set', 'online_banking_portal_db_version', '1');
  await fetch(`${SITE}/`);
  assert.ok(indexed() >= 1, 'the upgrade indexed last_seen');
  assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), SCHEMA_VERSION);
});

test('through this site, guesses throttled: 25 wrong passwords from 127.0.0.1 reach the bank at most 10 times; then the right one waits there, and from 127.0.0.2 it signs in, the bank told 127.0.0.2; a spoofed header is ignored and the owner told of it', async () => {
  await throughTheTestBank(async (bank) => {
    const email = `guess-${Date.now()}@bank.test`;
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await endpointPost('?crud=userlogin', { email, password: `wrong-${i}` }));
    const reached = bank.seen.filter((s) => s.call === 'userlogin' && s.fields.email === email);
    assert.ok(reached.length <= 10, `${reached.length} reached the bank`);
    assert.equal(reached.length, 10, 'the first ten did');
    const held = answers.at(-1);
    assert.equal(held.status, 429);
    assert.ok(Number(held.headers['retry-after']) > 800 && Number(held.headers['retry-after']) <= 900, `Retry-After ${held.headers['retry-after']}`);

    const right = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD });
    assert.equal(right.status, 429, 'the right password from 127.0.0.1 waits too');
    assert.equal(bank.seen.filter((s) => s.fields.email === email).length, 10, 'and reached no bank');

    const elsewhere = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from: '127.0.0.2' });
    assert.equal(elsewhere.status, 200, elsewhere.text);
    assert.match(elsewhere.json().jwt, /^site:/, 'signed in from 127.0.0.2');
    assert.equal(bank.seen.at(-1).forwardedFor, '127.0.0.2', "the bank saw the customer's address");
    assert.ok(
      reached.every((s) => s.forwardedFor === '127.0.0.1'),
      'and 127.0.0.1 for the others',
    );

    // A spoofed X-Forwarded-For changes nothing when no proxy is listed: still held back.
    assert.equal(JSON.parse(wp('option-get', OPTION('trusted_proxies'))), '', 'no proxy listed by default');
    const spoofed = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { headers: { 'X-Forwarded-For': '127.0.0.9' } });
    assert.equal(spoofed.status, 429, 'a spoofed X-Forwarded-For is ignored');
    // Forwarded headers from a loopback address not listed as a proxy: the owner is told.
    await openAdmin(`${SITE}/wp-admin/options-general.php?page=online-banking-portal`);
    await page.locator('.online-banking-portal-unlisted-proxy').filter({ hasText: 'Proxies in front of this site' }).waitFor();
  });
});

// Each of these tries from an address of its own (any 127.0.0.0/8 address is this machine's):
// one test's failures do not count against another's.
test("through this site, transfer authorization codes counted: 15 wrong codes in newtrs's extra (answered status true, asking for another code) from one address, at most 10 reach the bank; a transfer without a code is no guess", async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.11';
    const session = await signInThroughSite(`codes-${Date.now()}@bank.test`, from);
    const transfer = (extra) => ({
      newtrs: '1',
      bank: 'Bank',
      swift: 'SWIFTXX',
      currency: 'USD',
      routing: '021000021',
      country: 'US',
      act_no: '12345',
      act_hold_name: 'Joe',
      amount: '10',
      note: '',
      extra,
      token: session.marker,
    });
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await endpointPost('', transfer(String(10000 + i)), { cookie: session.cookie, from }));
    const reached = bank.seen.filter((s) => s.call === 'newtrs' && s.fields.extra);
    console.log(`  15 wrong codes in newtrs's extra: ${reached.length} reached the bank`);
    assert.ok(reached.length <= 10, `${reached.length} reached the bank`);
    assert.equal(answers.at(-1).status, 429);
    assert.equal(
      (await endpointPost('', { confirmtpin: '1', pin: BANK_CODE, token: session.marker }, { cookie: session.cookie, from })).status,
      429,
      'the right code waits too, sent as confirmtpin',
    );
    const plain = await endpointPost('', transfer(''), { cookie: session.cookie, from });
    assert.equal(plain.status, 200, 'a transfer that sends no code is no guess');
    const before = bank.seen.length;
    const pin = await endpointPost('', { ...transfer(''), pin: BANK_PIN }, { cookie: session.cookie, from });
    assert.equal(pin.status, 400, 'newtrs carries no pin: refused');
    assert.equal(bank.seen.length, before, 'before the bank');
  });
});

test('through this site, PINs counted apart from sign-ins: three rounds of a right sign-in and 8 wrong PINs, at most 10 wrong PINs reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.12';
    const email = `pins-${Date.now()}@bank.test`;
    for (let round = 0; round < 3; round++) {
      const session = await signInThroughSite(email, from);
      for (let i = 0; i < 8; i++) await endpointPost('', { confirmmypin: '1', pin: String(1000 + 8 * round + i), token: session.marker }, { cookie: session.cookie, from });
    }
    const wrong = bank.seen.filter((s) => s.call === 'confirmmypin').length;
    console.log(`  3 rounds of a right sign-in and 8 wrong PINs: ${wrong} wrong PINs reached the bank`);
    assert.ok(wrong <= 10, `${wrong} wrong PINs reached the bank`);
    assert.ok(wrong >= 8, 'the first round went');
    assert.equal(bank.seen.filter((s) => s.call === 'userlogin').length, 3, 'the sign-ins were not held back');
  });
});

test('through this site, one account, one key: written 5 ways (no-break space, em space, BOM, ideographic space, capitals), of 25 wrong passwords at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.13';
    const email = `ways-${Date.now()}@bank.test`;
    const ways = [`${email}\u00a0`, `\u2003${email}`, `\ufeff${email}`, `${email}\u3000`, email.toUpperCase()];
    for (let i = 0; i < 25; i++) await endpointPost('?crud=userlogin', { email: ways[i % 5], password: `wrong-${i}` }, { from });
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    console.log(`  one account written 5 ways, 25 wrong passwords: ${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    const dump = wp('db-dump');
    assert.ok(!dump.includes(createHash('sha256').update(`online-banking-portal account|${email}`).digest('hex')), 'no bare hash of the email in the database');
  });
});

test('through this site, credential stuffing: one address trying 40 accounts once each, at most 20 reach the bank; another address is not held back', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.14';
    const stamp = Date.now();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await endpointPost('?crud=userlogin', { email: `stuffed-${stamp}-${i}@bank.test`, password: 'Summer2026!' }, { from }));
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    console.log(`  one address, 40 accounts: ${reached} reached the bank`);
    assert.ok(reached <= 20, `${reached} reached the bank`);
    assert.equal(answers.at(-1).status, 429);
    const elsewhere = await endpointPost('?crud=userlogin', { email: `stuffed-${stamp}-0@bank.test`, password: BANK_PASSWORD }, { from: '127.0.0.16' });
    assert.equal(elsewhere.status, 200, elsewhere.text);
    // The calls that send email: limited per address too.
    const mails = [];
    for (let i = 0; i < 12; i++) mails.push(await endpointPost('?crud=resendconfirmcode', { email: `mail-${stamp}-${i}@bank.test` }, { from: '127.0.0.17' }));
    assert.equal(bank.seen.filter((s) => s.call === 'resendconfirmcode').length, 10, 'ten emails from one address');
    assert.equal(mails.at(-1).status, 429);
  });
});

test('through this site, counted at once: 30 concurrent wrong passwords on the multi-worker server, at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.15';
    const email = `concurrent-${Date.now()}@bank.test`;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => endpointPost('?crud=userlogin', { email, password: `wrong-${i}` }, { from })));
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    console.log(`  30 concurrent wrong passwords: ${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    assert.ok(reached >= 1, 'and the first did');
    assert.equal(answers.filter((a) => a.status === 429).length, 30 - reached, 'the others were held back');
    const rows = JSON.parse(wp('sql', 'SELECT attempt_key, failures FROM {prefix}online_banking_portal_attempts'));
    assert.ok(
      rows.every((r) => /^[0-9a-f]{64}$/.test(r.attempt_key)),
      'keys only',
    );
    assert.ok(!JSON.stringify(rows).includes('127.0.0.15'), 'no address in the table');
  });
});

// The attacks of "a guess forgiven only by a real success": each from addresses of its own.
const reachedBank = (bank, call, pick = () => true) => bank.seen.filter((s) => s.call === call && pick(s)).length;
const DEVICE_COOKIE = 'online_banking_portal_device';
/** The name=value pairs of an answer's cookies that were set (not expired), as one Cookie header. */
const cookieHeader = (...answers) =>
  answers
    .flatMap((a) => a.setCookie.map((c) => c.split(';')[0]))
    .filter((c) => !/=$/.test(c) && !/=deleted$/.test(c))
    .join('; ');

test('through this site, a code forgiven only by a transfer carried out: 5 × (6 wrong codes through confirmtpin + the right PIN there), at most 10 of 30 wrong codes reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.21';
    const session = await signInThroughSite(`tpin-${Date.now()}@bank.test`, from);
    const post = (pin) => endpointPost('', { confirmtpin: '1', pin, token: session.marker }, { cookie: session.cookie, from });
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 6; i++) await post(String(20000 + 6 * round + i));
      await post(BANK_PIN);
    }
    const wrong = reachedBank(bank, 'confirmtpin', (s) => s.fields.pin !== BANK_PIN);
    console.log(`  5 × (6 wrong codes through confirmtpin + the right PIN): ${wrong} of 30 wrong codes reached the bank`);
    assert.ok(wrong <= 10, `${wrong} reached the bank`);
    assert.ok(wrong >= 6, 'the first round went');
  });
});

test('through this site, free resets gone: 4 × (9 wrong passwords + a userforgot with a reset_code) from one address, at most 10 of 36 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.22';
    const email = `forgot-${Date.now()}@bank.test`;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 9; i++) await endpointPost('?crud=userlogin', { email, password: `wrong-${round}-${i}` }, { from });
      // Asking for the email (the bank reads no code there), then a reset step with a wrong code.
      const action = round % 2 ? 'reset' : 'code';
      await endpointPost('?crud=userforgot', { email, action, reset_code: '12345', new_password: 'Another-pass-1' }, { from });
    }
    const reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === email);
    console.log(`  4 × (9 wrong passwords + a userforgot with a reset_code): ${reached} of 36 reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    assert.equal(reached, 10, 'the first ten did');
  });
});

test("through this site, counted against the account named: 108 wrong passwords for one account with another customer's cookie and marker from 6 addresses, that customer signing in between rounds of 9, at most 24 reach the bank", async () => {
  await throughTheTestBank(async (bank) => {
    const stamp = Date.now();
    const victim = `victim-${stamp}@bank.test`;
    const attacker = `attacker-${stamp}@bank.test`;
    const started = Date.now();
    for (let round = 0; round < 12; round++) {
      const from = `127.0.0.${31 + (round % 6)}`;
      const own = await signInThroughSite(attacker, from);
      for (let i = 0; i < 9; i++) await endpointPost('?crud=userlogin', { email: victim, password: `wrong-${round}-${i}`, token: own.marker }, { cookie: own.cookie, from });
    }
    const reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === victim);
    console.log(`  108 wrong passwords with another customer's session from 6 addresses: ${reached} reached the bank (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    assert.ok(reached <= 24, `${reached} reached the bank`);
    assert.equal(
      reachedBank(bank, 'userlogin', (s) => s.fields.email === attacker),
      12,
      "the other customer's own sign-ins went",
    );
  });
});

test('through this site, one PIN one count: wrong PINs through confirmmypin, confirmtpin and supdatepin (15 each), at most 10 of 45 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.23';
    const session = await signInThroughSite(`onepin-${Date.now()}@bank.test`, from);
    const as = { cookie: session.cookie, from };
    for (let i = 0; i < 15; i++) {
      const pin = String(5000 + i);
      await endpointPost('', { confirmmypin: '1', pin, token: session.marker }, as);
      await endpointPost('', { confirmtpin: '1', pin, token: session.marker }, as);
      await endpointPost('', { supdatepin: '1', c_pwd: pin, n_pwd: '1111', con_pwd: '1111', token: session.marker }, as);
    }
    const reached = ['confirmmypin', 'confirmtpin', 'supdatepin'].reduce((n, call) => n + reachedBank(bank, call), 0);
    console.log(`  wrong PINs through confirmmypin, confirmtpin and supdatepin (15 each): ${reached} of 45 reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
  });
});

test('through this site, one account, one key: written 5 ways (zero-width space, word joiner, soft hyphen, decomposed and precomposed accent), of 25 wrong passwords at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.24';
    const local = `jos\u00e9-${Date.now()}`;
    const ways = [
      `jos\u200be${local.slice(4)}@bank.test`,
      `${local}\u2060@bank.test`,
      `jo\u00ad${local.slice(2)}@bank.test`,
      `${local.normalize('NFD')}@bank.test`,
      `${local}@bank.test`,
    ];
    for (let i = 0; i < 25; i++) await endpointPost('?crud=userlogin', { email: ways[i % 5], password: `wrong-${i}` }, { from });
    const reached = reachedBank(bank, 'userlogin');
    console.log(`  one account written 5 ways (ignorables, accents), 25 wrong passwords: ${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
  });
});

test('through this site, one client one key (the proxy listed): 5 addresses of one IPv6 /64, at most 10 of 50 reach the bank; an IPv4 address and its ::ffff: form, at most 10 of 20', async () => {
  const saved = JSON.parse(wp('option-get', OPTION('trusted_proxies')));
  wp('option-set', OPTION('trusted_proxies'), '127.0.0.0/8');
  try {
    await throughTheTestBank(async (bank) => {
      const stamp = Date.now();
      const v6 = `v6-${stamp}@bank.test`;
      for (let i = 0; i < 50; i++) {
        await endpointPost(
          '?crud=userlogin',
          { email: v6, password: `wrong-${i}` },
          { from: '127.0.0.25', headers: { 'X-Forwarded-For': `2001:db8:48:1:${(i % 5).toString(16)}::${(i + 1).toString(16)}` } },
        );
      }
      const v6reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === v6);
      const mapped = `mapped-${stamp}@bank.test`;
      for (let i = 0; i < 20; i++) {
        await endpointPost(
          '?crud=userlogin',
          { email: mapped, password: `wrong-${i}` },
          { from: '127.0.0.25', headers: { 'X-Forwarded-For': i % 2 ? '::ffff:198.51.100.48' : '198.51.100.48' } },
        );
      }
      const v4reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === mapped);
      console.log(`  5 addresses of one /64: ${v6reached} of 50; an IPv4 address and its ::ffff: form: ${v4reached} of 20`);
      assert.ok(v6reached <= 10, `${v6reached} of 50 reached the bank`);
      assert.ok(v4reached <= 10, `${v4reached} of 20 reached the bank`);
      assert.ok(
        bank.seen.filter((s) => s.fields.email === mapped).every((s) => s.forwardedFor === '198.51.100.48'),
        'the bank is told the IPv4 form',
      );
    });
  } finally {
    wp('option-set', OPTION('trusted_proxies'), saved);
  }
});

test('through this site, no stranger locks a customer out: while strangers at 3 addresses keep guessing her password, she signs in from the browser she used before on at least 6 of 12 tries, 5 s apart', async () => {
  await throughTheTestBank(async (bank) => {
    const email = `device-${Date.now()}@bank.test`;
    const from = '127.0.0.40';
    const first = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from });
    assert.equal(first.status, 200, first.text);
    const device = first.setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    assert.ok(device, `a device cookie: ${first.setCookie}`);
    assert.match(device, /;\s*HttpOnly/i);
    assert.match(device, /;\s*SameSite=Strict/i);
    assert.match(device, /;\s*path=\/wp-user\/connect/i);
    assert.ok(!device.includes(email.split('@')[0]), 'it names no account');
    let cookie = cookieHeader(first);

    let stop = false;
    const strangers = [41, 42, 43].map(async (n) => {
      let tries = 0;
      while (!stop) {
        await endpointPost('?crud=userlogin', { email, password: `stranger-${n}-${tries++}` }, { from: `127.0.0.${n}` });
        await new Promise((r) => setTimeout(r, 100));
      }
      return tries;
    });
    const results = [];
    try {
      await new Promise((r) => setTimeout(r, 5000));
      for (let i = 0; i < 12; i++) {
        const answer = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from, cookie });
        results.push(answer.status);
        if (answer.status === 200) cookie = cookieHeader(answer);
        await new Promise((r) => setTimeout(r, 5000));
      }
    } finally {
      stop = true;
    }
    const tried = (await Promise.all(strangers)).reduce((a, b) => a + b, 0);
    const got = results.filter((status) => status === 200).length;
    const strangersReached = reachedBank(bank, 'userlogin', (s) => s.fields.email === email && s.fields.password !== BANK_PASSWORD);
    console.log(`  strangers at 3 addresses: ${tried} guesses, ${strangersReached} reached the bank; the customer got in on ${got} of 12 tries (${results.join(' ')})`);
    assert.ok(got >= 6, `she got in on ${got} of 12`);
    assert.ok(strangersReached <= 30, `strangers are still slowed: ${strangersReached} reached the bank`);
    // Without the device cookie, she is a stranger too: held back like them.
    const bare = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from: '127.0.0.44' });
    assert.equal(bare.status, 429, 'from a browser without it she waits like a stranger');
  });
});

test('through this site, at most 5 sessions per account: of 7 sign-ins in quick succession, the 5 newest stay and the 2 oldest end', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.18';
    const email = `cap-${Date.now()}@bank.test`;
    const sessions = [];
    for (let i = 0; i < 7; i++) sessions.push(await signInThroughSite(email, from));
    const before = bank.seen.length;
    const statuses = [];
    for (const session of sessions) statuses.push((await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie, from })).status);
    assert.deepEqual(statuses, [401, 401, 200, 200, 200, 200, 200]);
    assert.equal(bank.seen.length, before + 5, 'the ended ones reached no bank');
  });
});

test('through this site, sealed and scrubbed: no token the bank issued is in a database dump; an answer nesting the token reaches the page without it; a file part on a call that takes none never reaches the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const session = await signInThroughSite(`sealed-${Date.now()}@bank.test`);
    const profile = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie });
    assert.equal(profile.status, 200);
    const token = bank.seen.at(-1).fields.token;
    assert.match(token, /^bank-token-/, 'the bank got its token from the site');
    assert.ok(!profile.text.includes(token), `the nested token is not in the answer: ${profile.text}`);
    assert.equal(profile.json().data.fullname, 'Jane', 'the rest of the answer is');

    const second = await signInThroughSite(`sealed2-${Date.now()}@bank.test`);
    await endpointPost('', { pincheck: '1', token: second.marker }, { cookie: second.cookie });
    const issued = [...new Set(bank.seen.map((s) => s.fields.token).filter(Boolean))];
    assert.ok(issued.length >= 2, `tokens issued: ${issued.length}`);
    const dump = wp('db-dump');
    assert.ok(dump.includes('online_banking_portal_sessions'), 'the dump holds the session table');
    assert.deepEqual(
      issued.filter((t) => dump.includes(t)),
      [],
      'no token the bank issued is in the database',
    );

    const before = bank.seen.length;
    const smuggled = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie, files: { depositPic: 'proof.png' } });
    assert.equal(smuggled.status, 400);
    assert.equal(bank.seen.length, before, 'the file part reached no bank');
    const taken = await endpointPost('', { newcd: '1', token: session.marker, type: 'BTC', amount: '5' }, { cookie: session.cookie, files: { depositPic: 'proof.png' } });
    assert.equal(taken.status, 200, taken.text);
    assert.deepEqual(bank.seen.at(-1).files, ['depositPic'], "the call's own file field reaches the bank");
  });
});

test('through this site, the upgrade from 1.1.0 signs customers out cleanly: their sessions in transients are deleted, and their next call is answered as signed out, reaching no bank', async () => {
  await throughTheTestBank(async (bank) => {
    // A session as 1.1.0 kept it: a transient named after a hash of the cookie's id, the token in clear.
    const id = 'ab'.repeat(32);
    const transient = `_transient_obp_session_${createHash('sha256').update(id).digest('hex').slice(0, 40)}`;
    wp('option-set', transient, 'a:2:{s:3:"jwt";s:12:"bank-token-0";s:6:"marker";s:21:"site:0011223344556677";}');
    wp('option-set', 'online_banking_portal_db_version', '0');
    const before = bank.seen.length;
    const call = await endpointPost('', { getprofile: '1', token: 'site:0011223344556677' }, { cookie: `online_banking_portal_session=${id}` });
    assert.equal(call.status, 401, call.text);
    assert.ok(
      call.setCookie.some((c) => /^online_banking_portal_session=(deleted)?;/.test(c)),
      `the old cookie is expired: ${call.setCookie}`,
    );
    assert.equal(bank.seen.length, before, 'nothing reached the bank');
    assert.deepEqual(JSON.parse(wp('option-names-like', '_transient_obp_session_')), [], 'no session of 1.1.0 is left, its token in clear');
    assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), SCHEMA_VERSION, 'the schema is current');
  });
});

test("through this site, with the site's address https (behind a proxy that ends TLS): the cookie is Secure and named __Secure-", async () => {
  await throughTheTestBank(async () => {
    wp('option-set', 'obp_e2e_https_home', '1');
    try {
      const https = `https://${new URL(SITE).host}`;
      const answer = await endpointPost('?crud=userlogin', { email: `secure-${Date.now()}@bank.test`, password: BANK_PASSWORD }, { origin: https });
      assert.equal(answer.status, 200, answer.text);
      const cookie = answer.setCookie.find((c) => c.startsWith('__Secure-online_banking_portal_session='));
      assert.ok(cookie, `a __Secure- cookie: ${answer.setCookie}`);
      assert.match(cookie, /;\s*secure/i);
      assert.match(cookie, /;\s*HttpOnly/i);
      const device = answer.setCookie.find((c) => c.startsWith('__Secure-online_banking_portal_device='));
      assert.ok(device && /;\s*secure/i.test(device) && /;\s*HttpOnly/i.test(device), `a __Secure- device cookie: ${answer.setCookie}`);
    } finally {
      wp('option-set', 'obp_e2e_https_home', '');
    }
    const plain = await endpointPost('?crud=userlogin', { email: `plain-${Date.now()}@bank.test`, password: BANK_PASSWORD });
    assert.ok(
      plain.setCookie.some((c) => c.startsWith('online_banking_portal_session=') && !/;\s*secure/i.test(c)),
      'on this http site: not Secure, no prefix',
    );
  });
});

/**
 * Values run through a setting's sanitize callback the way options.php runs them on save
 * (wp-tool.php sanitize): what would be saved, and the error messages. Nothing is saved.
 */
const sanitize = (option, ...values) => JSON.parse(wp('sanitize', OPTION(option), ...values));

test('a base path that would hide something of the site is refused, naming it', async () => {
  const clashes = [
    ['/sample-page', 'that address belongs to "Sample Page" (Page)'],
    ['/Hello-World/more', 'that address belongs to "Hello world!" (Post)'],
    ['/site-icon', 'that address belongs to "Site icon" (Media)'],
    ['/category', 'that address belongs to the archives of "Categories"'],
    ['/tag/x', 'that address belongs to the archives of "Tags"'],
    ['/type', 'that address belongs to the archives of "Formats"'],
    ['/shop', 'that address belongs to the post type "Products"'],
    ['/products', 'that address belongs to the post type "Products"'],
    ['/author', 'that address belongs to author archives'],
    ['/search', 'that address belongs to search results'],
    ['/page', 'that address belongs to the following pages of your lists'],
    ['/feed', 'that address belongs to feeds'],
    ['/rss2', 'that address belongs to feeds'],
    ['/atom', 'that address belongs to feeds'],
    ['/embed', 'that address belongs to the embed view of your home page'],
    ['/comment-page-2', 'that address belongs to the comment pages of your home page'],
    ['/obp-e2e-api', 'that address belongs to the address pattern ^obp-e2e-api/v([0-9]+)/? (a rewrite rule of WordPress, your theme or a plugin)'],
    ['/comments', 'that address belongs to comment feeds'],
    ['/2024', 'that address belongs to date archives'],
    ['/wp-json', 'may not start with /wp-json: WordPress itself uses that address'],
    ['/wp-content/bank', 'may not start with /wp-content: WordPress itself uses that address'],
    ['/wp-login', 'may not start with /wp-login: WordPress itself uses that address'],
    ['/wp-links-opml', 'may not start with /wp-links-opml: WordPress itself uses that address'],
    ['/banking', 'that address belongs to "Banking" (Page)'],
    ['/wp-user"><script>', 'must start with "/" and hold only letters, digits'],
  ];
  const results = sanitize('base_path', ...clashes.map(([value]) => value));
  clashes.forEach(([value, reason], i) => {
    assert.equal(results[i].saved, '/wp-user', `${value}: refused`);
    assert.equal(results[i].errors.length, 1, `${value}: one message`);
    assert.ok(results[i].errors[0].includes(reason), `${value}: "${results[i].errors[0]}" gives the reason: ${reason}`);
    assert.ok(results[i].errors[0].endsWith('Your previous base path was kept.'), `${value}: says the old one was kept`);
  });
  const lookAlikes = ['/sample-page-banking', '/my-bank/online', '/Wp-User', '/embedded', '/comment-page', '/obp-e2e-apis', '/feeds'];
  const fine = sanitize('base_path', ...lookAlikes);
  assert.deepEqual(
    fine.map((r) => [r.saved, r.errors]),
    lookAlikes.map((value) => [value, []]),
    'look-alikes are fine',
  );

  // The same refusals through the settings form, as an administrator sees them.
  await openAdmin(SETTINGS);
  await refuseBasePath('/sample-page', 'that address belongs to "Sample Page" (Page), which online banking would hide', '/wp-user');
  await refuseBasePath('/category', 'that address belongs to the archives of "Categories"', '/wp-user');
  // A refusal is text: a rule's pattern such as (?<id>...) is shown as written, not read as a tag.
  await refuseBasePath('/obp-e2e-named', 'that address belongs to the address pattern ^obp-e2e-named/(?<id>[0-9]+)/? (a rewrite rule', '/wp-user');
  assert.equal(await page.locator('.notice-error id').count(), 0, 'no <id> element');
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), '/wp-user', 'the option is unchanged');
  // What was refused still answers as before.
  for (const url of ['/sample-page/', '/category/uncategorized/', '/author/admin/', '/search/hello/']) {
    const served = await get(`${SITE}${url}`);
    assert.equal(served.status, 200, `${url} still answers`);
    hasNot(served.html, /data-bank-options|mountBank/, `${url} is not the app`);
  }
});

test("permalinks starting with %category% or %author%: a category's or an author's slug is refused", async () => {
  const start = 'where your permalink structure starts the addresses of posts';
  try {
    wp('permalink', '/%category%/%postname%/');
    assert.equal((await get(`${SITE}/uncategorized/hello-world/`)).status, 200, 'the post answers below its category');
    const byCategory = sanitize('base_path', '/uncategorized', '/Uncategorized/more', '/Hello-World', '/admin');
    assert.deepEqual(
      byCategory.map((r) => r.saved),
      ['/wp-user', '/wp-user', '/Hello-World', '/admin'],
      "the category refused; a post's slug is no first segment now",
    );
    for (const r of byCategory.slice(0, 2))
      assert.ok(r.errors[0]?.includes(`that address belongs to "Uncategorized" (Category), ${start}, which online banking would hide.`), r.errors[0]);

    wp('permalink', '/%author%/%postname%/');
    assert.equal((await get(`${SITE}/admin/hello-world/`)).status, 200, 'the post answers below its author');
    const byAuthor = sanitize('base_path', '/admin', '/uncategorized');
    assert.deepEqual(
      byAuthor.map((r) => r.saved),
      ['/wp-user', '/uncategorized'],
    );
    assert.ok(byAuthor[0].errors[0]?.includes(`that address belongs to "admin" (Author), ${start}, which online banking would hide.`), byAuthor[0].errors[0]);
  } finally {
    wp('permalink', '/%postname%/');
  }
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), 'after the permalink structure came back', '/wp-user');
  assert.equal((await get(`${SITE}/hello-world/`)).status, 200);
});

test('a 5,000-character base path is saved and served; 6,001 and 70,000 characters are refused', async () => {
  const mark = logMark();
  await openAdmin(SETTINGS);
  const long = '/abcdefghi'.repeat(500);
  assert.equal(long.length, 5000);
  await page.getByLabel('Base path').fill(long);
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), long);
  assertAppPage(await get(`${SITE}${long}/auth/signin`), 'the 5,000-character base path', long);

  await refuseBasePath(`/${'a'.repeat(69_999)}`, 'The base path may be at most 6,000 characters long.', long);
  const limit = sanitize('base_path', `/${'x'.repeat(5999)}`, `/${'x'.repeat(6000)}`);
  assert.deepEqual(
    limit.map((r) => r.saved),
    [`/${'x'.repeat(5999)}`, long],
    '6,000 characters pass, 6,001 do not',
  );
  assert.ok(limit[1].errors[0].startsWith('The base path may be at most 6,000 characters long.'));
  assertAppPage(await get(`${SITE}${long}`), 'still served after the refusals', long);
  assert.equal((await get(`${SITE}/sample-page/`)).status, 200, 'the site still answers');

  await page.getByLabel('Base path').fill('/wp-user');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), '/wp-user/auth/signin', '/wp-user');
  assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning (such as a regex too large) while the long base paths were saved and served');
});

test("a page published later with the base path's slug raises a notice on the Settings and Pages screens", async () => {
  const created = JSON.parse(wp('create-post', 'page', 'wp-user', 'Customer login', 'Hidden behind the app'));
  try {
    const text = 'which is also the address of "Customer login" (Page)';
    for (const screen of [SETTINGS, `${SITE}/wp-admin/edit.php?post_type=page`]) {
      await openAdmin(screen);
      const notice = page.locator('.notice-warning.online-banking-portal-clash');
      assert.equal(await notice.count(), 1, `${screen}: the clash notice`);
      assert.ok((await notice.textContent()).includes(`Online banking is served at /wp-user, ${text}`), `${screen}: names the clash`);
      has(await notice.textContent(), /Change that item's slug \(its permalink\), or choose another base path\./, `${screen}: names the fix`);
      assert.equal(await notice.getByRole('link', { name: 'Edit it' }).getAttribute('href'), `${SITE}/wp-admin/post.php?post=${created.id}&action=edit`);
      await notice.getByRole('link', { name: 'Settings > Online Banking' }).waitFor();
    }
    await shot('6-clash-notice');
  } finally {
    wp('delete-post', String(created.id));
  }
  await openAdmin(SETTINGS);
  assert.equal(await page.locator('.online-banking-portal-clash').count(), 0, 'no notice once the page is gone');
});

test('brand colour, colour scheme and inactivity timeout reach mountBank; bad values are refused', async () => {
  await openAdmin(SETTINGS);
  // The widget's four appearance.colorScheme values, in plain words; the saved 'auto' is the default.
  const choices = await page.locator(`#${OPTION('color_scheme')} option`).evaluateAll((options) => options.map((o) => [o.value, o.textContent, o.selected]));
  assert.deepEqual(choices, [
    ['auto', 'Match the page', true],
    ['system', "Follow the visitor's device setting", false],
    ['light', 'Always light', false],
    ['dark', 'Always dark', false],
  ]);
  has(
    await page.locator(`#${OPTION('color_scheme')}-description`).textContent(),
    /^Match the page: light or dark screens, whichever suits your theme's own background behind online banking/,
    "the colour scheme's help text",
  );
  await page.getByLabel('Brand colour').fill('#0A7D5A');
  await page.getByLabel('Colour scheme').selectOption('dark');
  await page.getByLabel('Sign out after inactivity (minutes)').fill('30');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('brand_color'))), '#0a7d5a');
  const custom = {
    ...defaultOptions('/wp-user'),
    appearance: { colorScheme: 'dark', variables: { colorPrimary: '#0a7d5a' } },
    idleMinutes: 30,
  };
  assertAppPage(await get(`${SITE}/wp-user`), 'custom settings', '/wp-user', custom);

  await page.getByLabel('Brand colour').fill('"><script>alert(1)</script>');
  await saveSettings();
  await errorNotice('The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.').first().waitFor();
  assert.equal(await page.getByLabel('Brand colour').inputValue(), '#0a7d5a', 'the previous colour is kept');
  const colours = sanitize('brand_color', 'red', '#12345', '#0a7d5a; background:url(x)', 'javascript:alert(1)', '#ABC', ' #A1B2C3 ', '');
  assert.deepEqual(
    colours.map((r) => r.saved),
    ['#0a7d5a', '#0a7d5a', '#0a7d5a', '#0a7d5a', '#aabbcc', '#a1b2c3', ''],
  );
  assert.deepEqual(
    colours.map((r) => r.errors.length),
    [1, 1, 1, 1, 0, 0, 0],
  );

  await page.getByLabel('Sign out after inactivity (minutes)').fill('0');
  await saveSettings();
  await errorNotice('Sign out after inactivity must be a whole number of minutes from 1 to 120. Your previous value was kept.').first().waitFor();
  assert.equal(await page.getByLabel('Sign out after inactivity (minutes)').inputValue(), '30', 'the previous value is kept');
  const minutes = sanitize('idle_minutes', '121', '2.5', 'ten', '-5', '', '1', '120', ' 7 ');
  assert.deepEqual(
    minutes.map((r) => r.saved),
    [30, 30, 30, 30, 30, 1, 120, 7],
  );
  assert.deepEqual(
    minutes.map((r) => r.errors.length),
    [1, 1, 1, 1, 1, 0, 0, 0],
  );
  const schemes = sanitize('color_scheme', 'light', 'auto', 'system', 'DARK', 'System', '', 'device');
  assert.deepEqual(
    schemes.map((r) => r.saved),
    ['light', 'auto', 'system', 'dark', 'dark', 'dark', 'dark'],
  );
  assert.deepEqual(
    schemes.map((r) => r.errors.length),
    [0, 0, 0, 1, 1, 1, 1],
  );

  // 'system' (the device's setting) reaches the widget as such.
  await page.getByLabel('Colour scheme').selectOption('system');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('color_scheme'))), 'system');
  custom.appearance.colorScheme = 'system';
  assertAppPage(await get(`${SITE}/wp-user`), 'colour scheme "system"', '/wp-user', custom);
  // A forged choice, as a crafted form would send it.
  await page.locator(`#${OPTION('color_scheme')}`).evaluate((select) => {
    select.add(new Option('Neon', 'neon', true, true));
  });
  await saveSettings();
  await errorNotice(
    'The colour scheme must be one of these: "Match the page", "Follow the visitor\'s device setting", "Always light", "Always dark". Your previous colour scheme was kept.',
  )
    .first()
    .waitFor();
  const saved = JSON.parse(wp('options-get', OPTION('color_scheme'), OPTION('idle_minutes')));
  assert.deepEqual([saved[OPTION('color_scheme')], Number(saved[OPTION('idle_minutes')])], ['system', 30]);
  assertAppPage(await get(`${SITE}/wp-user`), 'after the refusals', '/wp-user', custom);

  await page.getByLabel('Brand colour').fill('');
  await page.getByLabel('Colour scheme').selectOption('auto');
  await page.getByLabel('Sign out after inactivity (minutes)').fill('5');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user`), 'defaults again: no colorPrimary', '/wp-user');

  // Both names of the options filter apply: the new one, then the first release's.
  wp('option-set', 'obp_e2e_filter_probe', '1');
  try {
    const filtered = mountOptions((await get(`${SITE}/wp-user`)).html, 'filtered');
    assert.equal(filtered.uploadsBase, '/from-new-filter');
    assert.equal(filtered.adminUrl, 'https://legacy-filter.example/admin/');
  } finally {
    wp('option-set', 'obp_e2e_filter_probe', '');
  }
});

test("logo: the one set reaches mountBank; else the theme's custom logo, else the site icon; bad addresses are refused", async () => {
  await openAdmin(SETTINGS);
  const logo = page.getByLabel('Logo', { exact: true });
  assert.equal(await logo.inputValue(), '', 'no logo set by default');
  has(await page.locator(`#${OPTION('logo_url')}-description`).textContent(), /Leave it empty to use your theme's logo, or your site icon/, "the logo's help text");
  const withLogo = (logoUrl, basePath = '/wp-user') => ({ ...defaultOptions(basePath), brand: { name: SITE_TITLE, logoUrl } });
  try {
    await logo.fill(' https://cdn.example.test/brand/logo.svg?v=2 ');
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(JSON.parse(wp('option-get', OPTION('logo_url'))), 'https://cdn.example.test/brand/logo.svg?v=2');
    assertAppPage(await get(`${SITE}/wp-user`), 'an https logo', '/wp-user', withLogo('https://cdn.example.test/brand/logo.svg?v=2'));
    const base = path(SHORTCODE_URL).replace(/\/$/, '');
    assertAppPage(await get(SHORTCODE_URL), 'an https logo, shortcode page', base, withLogo('https://cdn.example.test/brand/logo.svg?v=2', base));

    // A refused address keeps the saved one, with the reason.
    await logo.fill('javascript:alert(1)');
    await saveSettings();
    await errorNotice(
      "The logo must be an image address starting with https://, an address of this site starting with /, or empty for your theme's logo or site icon. Your previous logo was kept.",
    )
      .first()
      .waitFor();
    assert.equal(await logo.inputValue(), 'https://cdn.example.test/brand/logo.svg?v=2', 'the previous logo is kept');

    // An address of this site (as the media library gives it, over http here) is saved as its path.
    await logo.fill(`${SITE}/wp-content/uploads/bank-logo.png`);
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(await logo.inputValue(), '/wp-content/uploads/bank-logo.png');
    assertAppPage(await get(`${SITE}/wp-user`), 'a logo of this site', '/wp-user', withLogo('/wp-content/uploads/bank-logo.png'));

    const refused = [
      'http://elsewhere.example/logo.png', // not https: a mixed-content image on an https site
      '//elsewhere.example/logo.png',
      'logo.png',
      'data:image/svg+xml,<svg/>',
      'ftp://elsewhere.example/logo.png',
      'https://user:secret@elsewhere.example/logo.png',
      'https://elsewhere.example/a logo.png',
      'https://elsewhere.example/logo.png#top',
      '/wp-content/"><script>alert(1)</script>',
      '/\\elsewhere.example/logo.png',
      `https://elsewhere.example/${'a'.repeat(2000)}.png`,
    ];
    const results = sanitize('logo_url', ...refused);
    assert.deepEqual(
      results.map((r) => [r.value.slice(0, 40), r.saved]),
      refused.map((value) => [value.slice(0, 40), '/wp-content/uploads/bank-logo.png']),
      'each refused, the saved logo kept',
    );
    assert.deepEqual(
      results.map((r) => r.errors.length),
      refused.map(() => 1),
      'one message each',
    );
    const accepted = sanitize('logo_url', 'https://CDN.example.test/logo.png', '/logo.png?size=2', `${SITE}/wp-content/uploads/x.png?ver=3`, '');
    assert.deepEqual(
      accepted.map((r) => r.saved),
      ['https://CDN.example.test/logo.png', '/logo.png?size=2', '/wp-content/uploads/x.png?ver=3', ''],
    );

    // Empty: the theme's custom logo (classic theme's Site Identity), else the site icon.
    await logo.fill('');
    await saveSettings();
    await savedNotice().first().waitFor();
    assertAppPage(await get(`${SITE}/wp-user`), 'no logo set: the site icon', '/wp-user');
    wp('switch-theme', CLASSIC_THEME);
    try {
      const customLogo = wp('custom-logo', 'bank-custom-logo', 'Bank custom logo');
      assert.match(customLogo, /\/wp-content\/uploads\/.*bank-custom-logo.*\.png$/);
      assertAppPage(await get(`${SITE}/wp-user`), "the theme's custom logo", '/wp-user', withLogo(customLogo));
      wp('custom-logo-remove');
      assertAppPage(await get(`${SITE}/wp-user`), 'custom logo removed: the site icon again', '/wp-user');
    } finally {
      wp('custom-logo-remove');
      wp('switch-theme', BLOCK_THEME);
    }
  } finally {
    wp('option-set', OPTION('logo_url'), '');
  }
});

test('logo: "Choose from the media library" fills the field with the chosen image, saved as its path', async () => {
  await openAdmin(SETTINGS);
  // wp-admin with its own scripts this time (the shared context skips them): the media library's.
  const full = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    full.setDefaultTimeout(30_000);
    await full.addCookies(await context.cookies());
    const p = await full.newPage();
    await p.goto(SETTINGS);
    assert.equal(p.url(), SETTINGS, 'signed in to wp-admin');
    await p.getByRole('button', { name: 'Choose from the media library' }).click();
    const modal = p.locator('.media-modal');
    await modal.getByRole('heading', { name: 'Choose a logo' }).waitFor();
    // It opens on "Upload files" while the library is still loading.
    await modal.getByRole('tab', { name: 'Media Library' }).click();
    await modal.locator('li.attachment[aria-label="Site icon"]').click();
    await modal.getByRole('button', { name: 'Use as logo' }).click();
    await modal.waitFor({ state: 'hidden' });
    const logo = p.getByLabel('Logo', { exact: true });
    assert.equal(await logo.inputValue(), SITE_ICON_URL, "the chosen image's address");
    await Promise.all([p.waitForNavigation({ waitUntil: 'load' }), p.getByRole('button', { name: 'Save Changes' }).click()]);
    await p.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' }).first().waitFor();
    const saved = path(SITE_ICON_URL);
    assert.equal(await logo.inputValue(), saved, 'an address of this site is saved as its path');
    assertAppPage(await get(`${SITE}/wp-user`), 'the logo chosen from the media library', '/wp-user', {
      ...defaultOptions('/wp-user'),
      brand: { name: SITE_TITLE, logoUrl: saved },
    });
  } finally {
    await full.close();
    wp('option-set', OPTION('logo_url'), '');
  }
});

test('block editor: the block shows a picture of the sign-in card in the brand colour; a second block and the shortcode are flagged', async () => {
  const created = JSON.parse(
    wp(
      'create-post',
      'page',
      'editor-banks',
      'Editor banks',
      '<!-- wp:online-banking-portal/bank /-->\n\n<!-- wp:online-banking-portal/bank {"colorScheme":"dark"} /-->\n\n<!-- wp:shortcode -->\n[online_banking_portal]\n<!-- /wp:shortcode -->',
    ),
  );
  wp('option-set', OPTION('brand_color'), '#0a7d5a');
  await openAdmin(SETTINGS);
  // wp-admin with its own scripts (the shared context skips them): the block editor's.
  const full = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    full.setDefaultTimeout(30_000);
    await full.addCookies(await context.cookies());
    const p = await full.newPage();
    const errors = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await p.goto(`${SITE}/wp-admin/post.php?post=${created.id}&action=edit`);
    await p.waitForFunction(() => window.wp?.data?.select('core/block-editor')?.getBlocks().length === 3, null, { timeout: 60_000 });
    // WordPress 6.3 and later draw the content in an iframe.
    const canvas = (await p.locator('iframe[name="editor-canvas"]').count()) ? p.frameLocator('iframe[name="editor-canvas"]') : p;
    const blocks = canvas.locator('[data-type="online-banking-portal/bank"]');
    await blocks.nth(1).waitFor();
    const first = blocks.nth(0);
    await first.getByText('Online banking: your customers sign in here. This is a picture; the page shows the live customer area.').waitFor();
    assert.equal(await first.locator('.obp-preview__title').textContent(), 'Sign In', "the sign-in card's heading, as the customer area words it");
    assert.equal(await first.locator('.obp-preview__name').textContent(), SITE_TITLE, "the site's name as the bank's");
    assert.equal(await first.locator('.obp-preview__button').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(10, 125, 90)', 'the brand colour');
    assert.equal(await first.locator('input, button, a').count(), 0, 'a picture: nothing to type into or press');
    await first
      .getByText(
        'This page also holds the shortcode [online_banking_portal]: one online banking per page, so the page shows this block and the shortcode shows nothing. Remove the shortcode.',
      )
      .waitFor();
    // WordPress's own notice for a block that may be used once ("multiple": false in block.json), or the block's.
    await blocks
      .nth(1)
      .getByText(/This block can only be used once\.|Online banking is already on this page \(the block above\): one per page, so this block shows nothing\. Remove it\./)
      .waitFor();
    assert.equal(await blocks.nth(1).locator('.obp-preview').count(), 0, 'no picture for the second block');
    await shot('editor-blocks', p);
    assert.deepEqual(errors, [], 'no uncaught errors in the editor');
  } finally {
    await full.close();
    wp('option-set', OPTION('brand_color'), '');
    wp('delete-post', String(created.id));
  }
});

test('site language French: the widget at the base path speaks French, from the language file beside bank.js; the admin speaks French to a French administrator', async () => {
  // The site's language, as Settings > General > Site Language saves it. WordPress's own French
  // pack is not installed (so the option is written directly): get_user_locale() is fr_FR all the same.
  wp('site-language', 'fr_FR');
  const p = await freshPage();
  try {
    assert.equal(JSON.parse(wp('user-locale')), 'fr_FR', 'get_user_locale() for a visitor');
    const served = await get(`${SITE}/wp-user/auth/signin`);
    assertAppPage(served, 'French /wp-user/auth/signin', '/wp-user', { ...defaultOptions('/wp-user'), locale: 'fr_FR' });
    const language = await get(`${SITE}/wp-content/plugins/${SLUG}/assets/bank.fr.json`);
    assert.equal(language.status, 200, 'bank.fr.json is served beside bank.js');
    const started = Date.now();
    await p.goto(`${SITE}/wp-user/auth/signin`);
    await widgetRendered(p);
    assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).getAttribute('lang'), 'fr-FR', 'the widget host carries lang');
    await p.getByRole('heading', { name: 'Connexion' }).waitFor();
    await p.getByLabel('Mot de passe', { exact: true }).waitFor();
    const text = await p.evaluate((id) => document.getElementById(id).querySelector(':scope > [data-bank-widget]').shadowRoot.textContent, MOUNT_ID);
    hasNot(text, /\bSign in\b|\bPassword\b/i, 'no English sign-in words');
    console.log(`# French sign-in shown ${Date.now() - started} ms after navigation`);

    // A language pack for bank.js (wp i18n make-json's Jed JSON, msgctxt = message id): its
    // singular words win over the shipped ones; its plural forms are not used.
    const pack = {
      domain: 'messages',
      locale_data: {
        messages: {
          '': { domain: 'messages', lang: 'fr_FR', 'plural-forms': 'nplurals=2; plural=(n > 1);' },
          'auth.signIn.title\u0004Sign In': ['Espace client'],
          'auth.signIn.submit\u0004Sign In': [''],
          'common.redirect\u0004You will be taken to {label} in {count} second.': ['{count} seconde', '{count} secondes'],
        },
      },
    };
    wp('language-pack-json', 'fr_FR', JSON.stringify(pack));
    try {
      const packed = mountOptions((await get(`${SITE}/wp-user/auth/signin`)).html, 'with a language pack');
      assert.deepEqual(packed.messages, { fr: { 'auth.signIn.title': 'Espace client' } }, "the language pack's words reach mountBank");
      await p.goto(`${SITE}/wp-user/auth/signin`);
      await widgetRendered(p);
      await p.getByRole('heading', { name: 'Espace client' }).waitFor();
      await p.getByLabel('Mot de passe', { exact: true }).waitFor();
    } finally {
      wp('language-pack-json', 'fr_FR', '');
    }

    // The administrator's own language, French: the settings page in the plugin's French .mo.
    wp('admin-locale', 'fr_FR');
    await openAdmin(SETTINGS);
    await page.getByText('Chemin de base', { exact: true }).first().waitFor();
    await page.getByText('Couleur de la marque', { exact: true }).first().waitFor();
    // A plural message from the built .mo: the timeout in effect, 1 minute, then several.
    const minutes = String(JSON.parse(wp('option-get', OPTION('idle_minutes'))));
    try {
      wp('option-set', OPTION('idle_minutes'), '1');
      await openAdmin(SETTINGS);
      await page.getByText('Les clients sont actuellement déconnectés après 1 minute sans activité.', { exact: false }).first().waitFor();
      wp('option-set', OPTION('idle_minutes'), '45');
      await openAdmin(SETTINGS);
      await page.getByText('Les clients sont actuellement déconnectés après 45 minutes sans activité.', { exact: false }).first().waitFor();
    } finally {
      wp('option-set', OPTION('idle_minutes'), minutes);
    }
  } finally {
    await p.context().close();
    wp('admin-locale', '');
    wp('site-language', '');
  }
  assert.equal(mountOptions((await get(`${SITE}/wp-user/auth/signin`)).html, 'restored').locale, 'en_US', 'English again');
  assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
});

test('classic theme: the app page has the theme header and footer', async () => {
  wp('switch-theme', 'obp-classic-test');
  try {
    const served = await get(`${SITE}/wp-user/auth/signin`);
    assertAppPage(served, 'classic /wp-user/auth/signin', '/wp-user');
    has(served.html, /id="classic-test-header"[\s\S]*<div id="online-banking-portal-main"[\s\S]*id="classic-test-footer"/);
    has(served.html, /<title>Online banking/);
    const p = await context.newPage();
    await p.goto(`${SITE}/wp-user/dashboard`);
    await widgetRendered(p);
    await p.close();
  } finally {
    wp('switch-theme', BLOCK_THEME);
  }
});

test('deactivation removes the app URLs, activation brings them back; uninstall deletes the options', async () => {
  wp('deactivate', PLUGIN);
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'rules flushed on deactivation');
  wp('activate', PLUGIN);
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), 'after reactivation', '/wp-user');

  // A bank session the site's endpoint holds: uninstall must not leave its token behind.
  wp('option-set', OPTION('connection'), 'site');
  const login = new FormData();
  login.append('email', CUSTOMER.email);
  login.append('password', CUSTOMER.password);
  const signedIn = await fetch(`${SITE}/wp-user/connect?crud=userlogin`, {
    method: 'POST',
    headers: { 'X-Bank-Widget': '1', Origin: new URL(SITE).origin },
    body: login,
  });
  assert.match((await signedIn.json()).jwt, /^site:/, 'signed in through the site');
  const tables = () => JSON.parse(wp('sql', "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE '%online_banking_portal%'"));
  assert.equal(JSON.parse(wp('sql', 'SELECT COUNT(*) AS n FROM {prefix}online_banking_portal_sessions'))[0].n > 0, true, 'the site holds a session');
  // A session of the previous release, in a transient: uninstall leaves none either.
  wp('option-set', '_transient_obp_session_0123456789abcdef0123456789abcdef01234567', 'x');
  const sessions = () => JSON.parse(wp('option-names-like', '_transient_obp_session_'));

  wp('deactivate', PLUGIN);
  assert.notEqual(JSON.parse(wp('option-get', LEGACY_OPTIONS[0])), false, "the first release's option is still there before uninstall");
  wp('uninstall', PLUGIN);
  assert.deepEqual(sessions(), [], 'no bank session is left in the database');
  assert.deepEqual(tables(), [], 'the session tables are dropped');
  assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), false, 'and their version forgotten');
  const left = JSON.parse(wp('options-get', ...OPTIONS, ...LEGACY_OPTIONS));
  assert.deepEqual(left, Object.fromEntries([...OPTIONS, ...LEGACY_OPTIONS].map((option) => [option, false])), 'every option deleted');
});

test('multisite: network activation, deactivation and uninstall reach all 3 sites, 2 at a time', { skip: !MS_SITE && 'no network (WP_E2E_MULTISITE=0)' }, async () => {
  const state = () => Object.values(wpms('network-state', ...OPTIONS));
  const sites = state();
  assert.deepEqual(
    sites.map((site) => site.url),
    ['/', '/second/', '/third/'].map((p) => `${MS_SITE}${p}`),
    "the network's sites",
  );
  const twoBatches = [
    [0, 2],
    [2, 2],
  ];

  assert.deepEqual(wpms('network-activate', PLUGIN).batches, twoBatches, 'activation walked the sites 2 at a time');
  for (const site of state()) {
    assert.equal(site.options[OPTION('base_path')], '/wp-user', `${site.url}: its options`);
    assert.equal(Number(site.options[OPTION('idle_minutes')]), 5, `${site.url}: its options`);
    assert.equal(site.options[OPTION('connection')], 'site', `${site.url}: a new install connects through the site`);
    assert.equal(site.rules, null, `${site.url}: its rewrite rules are rebuilt on its next request`);
  }
  for (const site of sites) {
    const served = await get(`${site.url}wp-user/auth/signin`);
    assert.equal(served.status, 200, `${site.url}wp-user/auth/signin after network activation`);
    has(served.html, new RegExp(`<div id="${MOUNT_ID}"`), `${site.url}: the app`);
    assert.equal(mountOptions(served.html, site.url).basePath, `${path(site.url)}wp-user`, `${site.url}: its base path`);
  }
  assert.deepEqual(
    state().map((site) => site.rules),
    [true, true, true],
    "each site's rebuilt rules hold the app's rule",
  );

  assert.deepEqual(wpms('network-deactivate', PLUGIN).batches, twoBatches, 'deactivation walked the sites 2 at a time');
  for (const site of state()) {
    assert.equal(site.rules, null, `${site.url}: its rules are rebuilt without the app's`);
    assert.equal(site.options[OPTION('base_path')], '/wp-user', `${site.url}: options kept until uninstall`);
  }
  for (const site of sites) assert.equal((await get(`${site.url}wp-user/auth/signin`)).status, 404, `${site.url}: no app after deactivation`);
  assert.deepEqual(
    state().map((site) => site.rules),
    [false, false, false],
    'the rebuilt rules do not hold it',
  );

  assert.deepEqual(wpms('network-uninstall', PLUGIN).batches, twoBatches, 'uninstall walked the sites 2 at a time');
  for (const site of state()) {
    assert.deepEqual(
      Object.values(site.options),
      OPTIONS.map(() => false),
      `${site.url}: every option deleted`,
    );
  }
});
