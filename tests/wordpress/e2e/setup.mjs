/**
 * What every area of the WordPress end-to-end suite shares (e2e.mjs imports the areas in order,
 * into one process and one site): the addresses run-site.sh passes in the environment, the
 * browser and its page (opened before the first test, closed after the last), the checks of an
 * app page, wp-admin's sign-in and settings form, debug.log's marks, the demo bank's journal,
 * "through this site", and the endpoint's helpers with a bank of the test's own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

export const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`e2e.mjs: ${name} is not set (run it through tests/wordpress/run.sh)`);
  return value;
};
export const SITE = env('WP_SITE');
export const SUBSITE = env('WP_SUBSITE');
export const DEMO_API = env('WP_DEMO_API');
export const SHORTCODE_URL = env('WP_SHORTCODE_URL');
export const LEGACY_SHORTCODE_URL = env('WP_LEGACY_SHORTCODE_URL');
/** A page holding only the block, {"colorScheme":"dark","maxWidth":720}; and one with two blocks and the shortcode. */
export const BLOCK_URL = env('WP_BLOCK_URL');
export const TWO_BANKS_URL = env('WP_TWO_BANKS_URL');
export const BLOCK_THEME = env('WP_BLOCK_THEME');
export const SITE_TITLE = env('WP_SITE_TITLE');
export const SITE_ICON_URL = env('WP_SITE_ICON_URL');
const DEBUG_LOG = env('WP_DEBUG_LOG_FILE');
const ADMIN_USER = env('WP_ADMIN_USER');
const ADMIN_PASSWORD = env('WP_ADMIN_PASSWORD');
const SHOTS = process.env.WP_SCREENSHOTS || '';
export const CUSTOMER = { email: 'demo@bank.test', password: 'demo1234' };
export const SLUG = 'online-banking-portal';
export const PLUGIN = `${SLUG}/${SLUG}.php`;
export const OPTION = (name) => `online_banking_portal_${name}`;
export const OPTIONS = ['api_base', 'connection', 'base_path', 'admin_url', 'brand_color', 'color_scheme', 'idle_minutes', 'logo_url', 'bank_language', 'trusted_proxies'].map(
  OPTION,
);
export const LEGACY_OPTIONS = ['wp_bank_api_base', 'wp_bank_base_path', 'wp_bank_admin_url'];
export const MOUNT_ID = 'online-banking-portal-app';
/** The classic theme the shortcode page is laid out in beside the block theme (Debian's wordpress-theme-twentytwentyone). */
export const CLASSIC_THEME = 'twentytwentyone';
/** The block theme every version is tested in too (Debian's wordpress-theme-twentytwentythree, copied into the newest). */
export const TT3 = 'twentytwentythree';

export const wp = (...args) => execFileSync('php', [env('WP_TOOL'), env('WP_ROOT'), SITE, ...args], { encoding: 'utf8' }).trim();
/** The multisite network run-site.sh sets up (3 sites, walked 2 at a time); '' when left out. */
export const MS_SITE = process.env.WP_MS_SITE || '';
export const wpms = (...args) => JSON.parse(execFileSync('php', [env('WP_TOOL'), env('WP_MS_ROOT'), MS_SITE, ...args], { encoding: 'utf8' }).trim());
export const path = (url) => new URL(url).pathname;

/** Regex checks on whole pages, reporting the message without dumping the page. */
export const has = (text, re, message = String(re)) => assert.ok(re.test(text), `${message}: no match for ${re}`);
export const hasNot = (text, re, message = String(re)) => assert.ok(!re.test(text), `${message}: unexpected match for ${re}`);

/** GET without following redirects. */
export async function get(url) {
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
export const defaultOptions = (basePath, site = SITE) => ({
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
export function mountOptions(html, url) {
  const attribute = html.match(new RegExp(`<div id="${MOUNT_ID}" [^>]*\\bdata-bank-options="([^"]*)"`));
  assert.ok(attribute, `${url}: mount element with its options`);
  return JSON.parse(unescapeAttribute(attribute[1]));
}

/** An app page as served: 200, no redirect, the mount element with its options, then the bundle (footer), and no inline script of ours. */
export function assertAppPage(page, url, basePath, options = defaultOptions(basePath)) {
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

export let browser;
export let context;
export let page;
export const pageErrors = [];

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

export async function shot(name, p = page) {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The widget's shadow host inside the mount element, once it rendered something. */
export async function widgetRendered(p = page) {
  await p.locator('#online-banking-portal-app > [data-bank-widget]').waitFor({ state: 'attached' });
  await p.waitForFunction(() => {
    const host = document.querySelector('#online-banking-portal-app > [data-bank-widget]');
    return !!host?.shadowRoot && host.shadowRoot.textContent.trim().length > 0;
  });
}

/** Bytes of debug.log so far, to read only what a test adds. */
export const logMark = () => (existsSync(DEBUG_LOG) ? readFileSync(DEBUG_LOG).length : 0);
/**
 * PHP warnings, notices and errors written to debug.log since a mark (deprecations are left
 * to run-site.sh's check at the end, which knows WordPress's own from before activation).
 */
export const logProblemsSince = (mark) =>
  (existsSync(DEBUG_LOG) ? readFileSync(DEBUG_LOG).subarray(mark).toString('utf8') : '')
    .split('\n')
    .filter((line) => /PHP (Warning|Notice|Fatal error|Parse error|Recoverable fatal error)/.test(line));

/** Submits the settings form and waits for the page it reloads to. */
export async function saveSettings() {
  const navigation = page.waitForNavigation({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await navigation;
}
export const SETTINGS = `${SITE}/wp-admin/options-general.php?page=${SLUG}`;

/**
 * Opens a wp-admin screen as the administrator, signing in through wp-login.php first when
 * WordPress asks (the first time, or if the session is gone), so each test stands on its own.
 * A sign-in WordPress refuses fails here with its own message.
 */
let adminSignIns = 0;
export async function openAdmin(url) {
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
export const errorNotice = (text) => page.locator('.notice-error, .error').filter({ hasText: text });
export const savedNotice = () => page.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' });

/** Fills the base path, saves, and expects it refused with `reason`, the saved one kept. */
export async function refuseBasePath(value, reason, kept) {
  await page.getByLabel('Base path').fill(value);
  await saveSettings();
  const notice = errorNotice(reason);
  assert.equal(await notice.count(), 1, `${value.slice(0, 40)}: refused with ${reason} (got: ${(await page.locator('.notice-error').allTextContents()).join(' | ')})`);
  has(await notice.textContent(), /Your previous base path was kept\./, `${value.slice(0, 40)}: says the old one was kept`);
  assert.equal(await page.getByLabel('Base path').inputValue(), kept, `${value.slice(0, 40)}: the saved base path is unchanged`);
}

/** A browser context of its own: signed out, whatever the other tests did. */
export async function freshPage() {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  own.setDefaultTimeout(15_000);
  const p = await own.newPage();
  p.on('pageerror', (error) => pageErrors.push(`${p.url()}: ${error.message}`));
  return p;
}

/** Waits for the widget's sign-in form; if it does not come, fails with what the widget shows instead. */
export async function signInForm(p, where) {
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

/**
 * Signs the demo customer in on `p` through the widget's own form at `${base}/auth/signin`, and
 * waits for the dashboard's address.
 */
export async function signInAsCustomer(p, base = '/wp-user') {
  await p.goto(`${SITE}${base}/auth/signin`);
  await signInForm(p, `${base}/auth/signin`);
  await p.getByLabel('Email').fill(CUSTOMER.email);
  await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.waitForURL((url) => url.pathname === `${base}/dashboard`, { timeout: 20_000 });
}

/** The demo customer's balance as the dashboard writes it (en-US, two decimals), from the demo bank's own state. */
export async function customerBalance() {
  const demo = (await (await fetch(`${DEMO_API}/__demo/state`)).json()).users.find((u) => u.email === CUSTOMER.email);
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(demo.balance);
}

/** What reached the demo bank's api/users.php after the request numbered `since` (demo/server: GET /__demo/journal). */
export const journal = async (since = 0) => (await (await fetch(`${DEMO_API}/__demo/journal`)).json()).requests.filter((e) => e.seq > since);
/** The number of the last request the demo bank saw. */
export const journalMark = async () => (await journal()).at(-1)?.seq ?? 0;

/** The send form's recipient, as a customer types it (the amount is each test's own). */
export async function fillRecipient(p) {
  await p.getByLabel('Account holder name').fill('Jane Doe');
  await p.getByLabel('Account number').fill('GB29NWBK60161331926819');
  await p.getByLabel('Bank name').fill('First Bank');
  await p.getByLabel('SWIFT / BIC code').fill('FIRSUS33');
  await p.getByLabel('Routing number').fill('021000021');
  await p.getByLabel('Country').selectOption('United Kingdom');
}
export const SESSION_COOKIE = 'online_banking_portal_session';
/** The session tables' schema (Online_Banking_Portal_Session_Store::SCHEMA_VERSION). */
export const SCHEMA_VERSION = '2';

/**
 * Runs `body` with the connection "through this site". The suite's site was set up as one
 * upgraded from the first release (run-site.sh), so it connects directly, and every other test
 * tests that; this one switches for its own time only.
 */
export async function throughTheSite(body) {
  assert.equal(JSON.parse(wp('option-get', OPTION('connection'))), 'direct', 'the upgraded site kept connecting directly');
  wp('option-set', OPTION('connection'), 'site');
  try {
    await body();
  } finally {
    wp('option-set', OPTION('connection'), 'direct');
  }
}

// ---- The endpoint held to a bank's standard, against a bank of the test's own -----------------
// A bank that issues a new token at each right password, nests the session's token in its
// answers, and notes everything it receives (each call, its fields, its files, the client
// address it was told): what the demo bank cannot do on request.
export const BANK_PASSWORD = 'right-password';
export const BANK_PIN = '4321';
export const BANK_CODE = '97531';
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
export async function endpointPost(query, fields, { cookie = '', from = '127.0.0.1', files = {}, origin = new URL(SITE).origin, headers = {} } = {}) {
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
export async function throughTheTestBank(body) {
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

export const signInThroughSite = async (email, from = '127.0.0.1') => {
  const answer = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from });
  assert.equal(answer.status, 200, answer.text);
  return { cookie: answer.cookie, marker: answer.json().jwt, setCookie: answer.setCookie };
};
