#!/usr/bin/env node
/**
 * `npm run screenshots`: PNGs of the widget for the README and docs/screenshots.md, made from the real bundle against
 * the demo backend in Debian's Chromium, at 360 px and 1280 px, light and dark, into
 * docs/screenshots/<screen>-<width>-<scheme>.png. Builds dist/bank.js (or $BANK_DIST/bank.js)
 * only when it is missing. Each shot gets a fresh browser context, so no session leaks
 * between them. The widget is mounted on a plain host page (no demo panel beside it) with
 * `colorScheme: 'auto'`, and the browser's preference picks light or dark.
 *
 * To add a screen, add an entry to SCREENS: where it starts (`path` under the base path),
 * what a customer does first (`setup`), and the heading that says it is ready (`h1`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = (process.env.BANK_DIST || `${root}dist`).replace(/\/?$/, '/');
const bundleFile = `${distDir}bank.js`;
const outDir = `${root}docs/screenshots/`;
const BASE = '/wp-user';
const PASSWORD = 'demo1234';
const WAIT = 15_000;

/** A phone, a theme's content column on a laptop (where WordPress puts a shortcode), a full-width page. */
const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 780 } },
  { name: '650', viewport: { width: 1280, height: 800 }, column: 650 },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];
const SCHEMES = ['light', 'dark'];

/**
 * Some screens again in another language, where words are longest (French, on a phone) and where
 * the widget reads right to left (Arabic, in a theme's column, dark).
 */
const LANGUAGE_SHOTS = [
  { locale: 'fr', width: { name: '320', viewport: { width: 320, height: 720 } }, scheme: 'light', screens: ['sign-in', 'dashboard', 'send', 'settings'] },
  {
    locale: 'ar',
    width: { name: '650', viewport: { width: 1280, height: 800 }, column: 650 },
    scheme: 'dark',
    screens: ['sign-in', 'dashboard', 'send', 'profile', 'contact', 'settings'],
  },
];

/**
 * The states of a transfer (review, PIN, the bank's authorization code, checking a lost answer, not
 * known yet, the receipt) on a phone, in English and Arabic: `transfer-<state>-[ar-]390-light.png`.
 * `npm run screenshots -- transfer-states` makes only these.
 */
const FLOW_SHOTS = { name: 'transfer-states', width: { name: '390', viewport: { width: 390, height: 900 } }, scheme: 'light', locales: ['en', 'ar'] };

/**
 * The outcome pages of the deposits, and an unconfirmed transfer named on home, on a phone, in
 * English and Arabic: `outcome-<state>-[ar-]390-light.png`. `npm run screenshots -- money-outcomes`
 * makes only these.
 */
const OUTCOME_SHOTS = { name: 'money-outcomes', width: { name: '390', viewport: { width: 390, height: 900 } }, scheme: 'light', locales: ['en', 'ar'] };
/** A 1×1 PNG, the payment proof. */
const PROOF = {
  name: 'proof.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** Signed in as the demo customer, then straight to the screen's address. */
const signedIn =
  (path, email = 'demo@bank.test') =>
  async (page, origin) => {
    await signIn(page, email);
    await page.waitForURL(/\/dashboard/, { timeout: WAIT });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT });
    if (path) await page.goto(`${origin}${BASE}${path}`);
  };

/** @type {{ name: string; path: string; h1: string | RegExp; setup?: (page: import('playwright-core').Page, origin: string) => Promise<void> }[]} */
const SCREENS = [
  { name: 'sign-in', path: '/auth/signin', h1: 'Sign In' },
  { name: 'sign-up', path: '/auth/signup', h1: 'Profile setup' },
  { name: 'forgot', path: '/auth/forgot', h1: /password/i },
  { name: 'under-review', path: '/auth/signin', h1: /under review/i, setup: (page) => signIn(page, 'pending@bank.test') },
  { name: 'dashboard', path: '/auth/signin', h1: /^Good (Morning|Afternoon|Evening)/, setup: signedIn('') },
  { name: 'send', path: '/auth/signin', h1: 'Bank Transfer', setup: signedIn('/dashboard/send') },
  { name: 'statements', path: '/auth/signin', h1: 'Statements & Report', setup: signedIn('/dashboard/statements') },
  { name: 'notifications', path: '/auth/signin', h1: 'All notifications', setup: signedIn('/dashboard/notifications') },
  { name: 'add-funds', path: '/auth/signin', h1: /Add funds/i, setup: signedIn('/dashboard/add-funds') },
  { name: 'crypto-deposit', path: '/auth/signin', h1: 'Crypto Deposit', setup: signedIn('/dashboard/add-funds/crypto') },
  { name: 'make-payment', path: '/auth/signin', h1: /payment/i, setup: signedIn('/dashboard/make-payment') },
  { name: 'fixed-deposit', path: '/auth/signin', h1: /fixed deposit/i, setup: signedIn('/dashboard/fixed-deposit') },
  { name: 'upgrade', path: '/auth/signin', h1: /upgrade/i, setup: signedIn('/dashboard/upgrade') },
  { name: 'profile', path: '/auth/signin', h1: /profile/i, setup: signedIn('/dashboard/profile') },
  { name: 'settings', path: '/auth/signin', h1: /settings/i, setup: signedIn('/dashboard/settings') },
  { name: 'contact', path: '/auth/signin', h1: 'Contact Page', setup: signedIn('/dashboard/contact') },
];

/** By the fields' names and the form's submit button, so it signs in whatever the language. */
async function signIn(page, email) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
}

/**
 * A host page with nothing but the widget, served on the demo backend's origin. Its canvas
 * follows the browser's preference, and the widget (colorScheme 'auto') follows the page. In the
 * column variant the widget gets a theme's 650 px content column.
 */
const hostPage = (column, locale) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Online banking</title><style>body { margin: 0 } ${column ? `#bank { max-width: ${column}px; margin: 24px auto }` : ''}</style></head>
<body><div id="bank"></div><script src="/bank.js"></script>
<script>mountBank(document.getElementById('bank'), { basePath: '${BASE}', apiBase: '' });</script></body></html>`;

/** The heading after the one shown now: the next state has arrived (in any language). */
async function nextHeading(page, before) {
  await page.waitForFunction(
    (text) => {
      const h1 = document.querySelector('[data-bank-widget]')?.shadowRoot?.querySelector('h1');
      return h1 && h1.textContent !== text;
    },
    before,
    { timeout: WAIT },
  );
}

/** Fills the send form on `page` (1,000 to Jane Doe in the United Kingdom, and `more` fields) and submits it. */
async function sendForm(page, more = {}) {
  const form = page.locator('form').filter({ has: page.locator('input[name="act_hold_name"]') });
  await form.locator('input[name="amount"]').waitFor({ timeout: WAIT });
  const fields = { act_hold_name: 'Jane Doe', act_no: 'GB29NWBK60161331926819', bank: 'First Bank', amount: '1000', ...more };
  for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.locator('select[name="country"]').selectOption('United Kingdom');
  await form.locator('button[type="submit"]').click();
}

async function flowShots(browser, origin, locale) {
  const { width, scheme } = FLOW_SHOTS;
  // One browser context per walk through the flow: each signs in afresh.
  const contexts = [];
  const newPage = async () => {
    const context = await browser.newContext({ viewport: width.viewport, colorScheme: scheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    contexts.push(context);
    return context.newPage();
  };
  const shot = async (page, state) => {
    await page.evaluate(() => document.fonts.ready);
    const file = `${outDir}transfer-${state}-${locale === 'en' ? '' : `${locale}-`}${width.name}-${scheme}.png`;
    await page.locator('#bank').screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`[screenshots] ${file.slice(root.length)}`);
  };
  const h1 = (page) => page.getByRole('heading', { level: 1 }).first().textContent();
  const toPin = async (page) => {
    await page.route(
      (url) => url.pathname.startsWith(`${BASE}/`),
      (route) => (route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: hostPage(undefined, locale) }) : route.fallback()),
    );
    await page.goto(`${origin}${BASE}/auth/signin`);
    await signedIn('/dashboard/send')(page, origin);
    await sendForm(page, { swift: 'FIRSUS33', note: 'Rent' });
    await page.locator('.review input[name="amount"]').waitFor({ timeout: WAIT });
    await page.waitForLoadState('networkidle');
  };
  const enterPin = async (page, digits) => {
    await page.locator('.pin-box').first().click();
    await page.keyboard.type(digits);
    await page.keyboard.press('Enter');
  };
  try {
    // Review, PIN, the bank's code, the receipt.
    await fetch(`${origin}/__demo/require-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@bank.test' }) });
    const mail = (await (await fetch(`${origin}/__demo/state`)).json()).mailbox.filter((m) => m.subject === 'Your transfer authorization code'); // newest first
    const code = mail[0].code;
    const page = await newPage();
    await toPin(page);
    await shot(page, 'review');
    await page.locator('.review button[type="submit"]').click();
    await page.locator('.pin-box').first().waitFor({ timeout: WAIT });
    await shot(page, 'pin');
    const pinHeading = await h1(page);
    await enterPin(page, '1234');
    await nextHeading(page, pinHeading);
    await page.locator('.pin-box').first().waitFor({ timeout: WAIT });
    await shot(page, 'code');
    await enterPin(page, code);
    await page.locator('.receipt').waitFor({ timeout: WAIT });
    await page.mouse.move(0, 0);
    await shot(page, 'receipt');

    // A lost answer: checking (the list slow to come), then not known (the list unreadable).
    const lost = await newPage();
    await toPin(lost);
    await lost.locator('.review button[type="submit"]').click();
    await lost.locator('.pin-box').first().waitFor({ timeout: WAIT });
    let release = () => {};
    const held = new Promise((r) => (release = r));
    let sent = false;
    await lost.route('**/api/users.php', async (route) => {
      const body = route.request().postData() ?? '';
      if (/name="newtrs"/.test(body)) {
        sent = true;
        return route.abort('connectionreset');
      }
      if (sent && /name="gettrslist"/.test(body)) {
        await held;
        return route.abort('internetdisconnected');
      }
      return route.fallback();
    });
    const before = await h1(lost);
    await enterPin(lost, '1234');
    await nextHeading(lost, before);
    await shot(lost, 'checking');
    const checking = await h1(lost);
    release();
    await nextHeading(lost, checking);
    await lost.locator('.transfer a[href$="/dashboard/contact"]').waitFor({ timeout: WAIT });
    await shot(lost, 'unknown');
  } finally {
    await Promise.allSettled(contexts.map((c) => c.close()));
  }
}

async function outcomeShots(browser, origin, locale) {
  const { width, scheme } = OUTCOME_SHOTS;
  const contexts = [];
  const open = async (path) => {
    const context = await browser.newContext({ viewport: width.viewport, colorScheme: scheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname.startsWith(`${BASE}/`),
      (route) => (route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: hostPage(undefined, locale) }) : route.fallback()),
    );
    await page.goto(`${origin}${BASE}/auth/signin`);
    await signedIn(path)(page, origin);
    return page;
  };
  const shot = async (page, state) => {
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    const file = `${outDir}outcome-${state}-${locale === 'en' ? '' : `${locale}-`}${width.name}-${scheme}.png`;
    await page.locator('#bank').screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`[screenshots] ${file.slice(root.length)}`);
  };
  const fileDeposit = async (page) => {
    const form = page.locator('form').filter({ has: page.locator('input[name="amount"]') });
    await form.locator('input[name="amount"]').waitFor({ timeout: WAIT });
    await form.locator('select[name="type"]').selectOption('BTC');
    await form.locator('input[name="amount"]').fill('250');
    await form.locator('input[name="amount"]').blur();
    await form.locator('input[type="file"]').setInputFiles(PROOF);
    await page.waitForLoadState('networkidle');
    await form.locator('button[type="submit"]').click();
  };
  try {
    const filed = await open('/dashboard/add-funds/crypto');
    await fileDeposit(filed);
    await filed.locator('.outcome').waitFor({ timeout: WAIT });
    await shot(filed, 'deposit-filed');

    const refused = await open('/dashboard/add-funds/crypto');
    await refused.route('**/api/users.php', (route) =>
      /name="newcd"/.test(route.request().postData() ?? '')
        ? route.fulfill({ json: { status: false, error: true, icon: 'error', message: 'Deposit rejected: the proof is unreadable' } })
        : route.fallback(),
    );
    await fileDeposit(refused);
    await refused.locator('.error-summary').waitFor({ timeout: WAIT });
    await shot(refused, 'deposit-refused');

    // A transfer whose answer is lost, the bank's list slow to answer: home names it.
    const home = await open('/dashboard/send');
    let sent = false;
    await home.route('**/api/users.php', async (route) => {
      const body = route.request().postData() ?? '';
      if (/name="newtrs"/.test(body)) {
        sent = true;
        await route.fetch();
        return route.abort('connectionreset');
      }
      if (sent && /name="gettrslist"/.test(body)) return new Promise(() => {});
      return route.fallback();
    });
    await sendForm(home);
    await home.locator('.review button[type="submit"]').click();
    await home.locator('.pin-box').first().click();
    await home.keyboard.type('1234');
    await home.keyboard.press('Enter');
    await home.locator('.outcome').waitFor({ timeout: WAIT });
    await home.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${BASE}/dashboard`);
    await home.locator('.unconfirmed').waitFor({ timeout: WAIT });
    await home.locator('.balance-card').waitFor({ timeout: WAIT });
    await shot(home, 'home-unconfirmed');
  } finally {
    await Promise.allSettled(contexts.map((c) => c.close()));
  }
}

function ensureBundle() {
  if (existsSync(bundleFile)) return;
  console.log(`[screenshots] ${bundleFile} is missing: npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

async function shoot(browser, origin, screen, width, scheme, locale = 'en') {
  const context = await browser.newContext({ viewport: width.viewport, colorScheme: scheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname.startsWith(`${BASE}/`),
      (route) => (route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: hostPage(width.column, locale) }) : route.fallback()),
    );
    await page.goto(`${origin}${BASE}${screen.path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT });
    await screen.setup?.(page, origin);
    // The headings are English in SCREENS: in another language the first heading after the setup says it is ready.
    await page
      .getByRole('heading', { level: 1, name: locale === 'en' ? screen.h1 : undefined })
      .first()
      .waitFor({ timeout: WAIT });
    await page.evaluate(() => document.fonts.ready);
    // Nothing mid-animation or mid-load in the picture.
    await page.waitForLoadState('networkidle');
    const file = `${outDir}${screen.name}-${locale === 'en' ? '' : `${locale}-`}${width.name}-${scheme}.png`;
    await page.locator('#bank').screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`[screenshots] ${file.slice(root.length)}`);
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBundle();
  mkdirSync(outDir, { recursive: true });
  const { startDemoServer } = await import('../demo/server/http.ts');
  const demo = await startDemoServer({ port: 0, host: '127.0.0.1', page: { bundleFile } });
  const browser = await chromium.launch({
    executablePath: findChromium() ?? CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    // `npm run screenshots -- dashboard statements` shoots only those.
    const only = process.argv.slice(2);
    for (const screen of SCREENS.filter((s) => !only.length || only.includes(s.name))) {
      for (const width of WIDTHS) for (const scheme of SCHEMES) await shoot(browser, demo.url, screen, width, scheme);
    }
    if (!only.length || only.includes(FLOW_SHOTS.name)) for (const locale of FLOW_SHOTS.locales) await flowShots(browser, demo.url, locale);
    if (!only.length || only.includes(OUTCOME_SHOTS.name)) for (const locale of OUTCOME_SHOTS.locales) await outcomeShots(browser, demo.url, locale);
    for (const { locale, width, scheme, screens } of LANGUAGE_SHOTS) {
      for (const screen of SCREENS.filter((s) => screens.includes(s.name) && (!only.length || only.includes(s.name)))) {
        await shoot(browser, demo.url, screen, width, scheme, locale);
      }
    }
  } finally {
    await Promise.allSettled([browser.close(), demo.close()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
