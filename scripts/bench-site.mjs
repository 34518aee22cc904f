/**
 * npm run bench:site's load (started by scripts/bench-site.sh inside tests/wordpress/run-site.sh,
 * which sets WP_SITE, WP_TOOL, WP_ROOT): BENCH_PAGES headless Chromium pages (default 6), each a
 * customer signed in once, loading the dashboard again and again for BENCH_SECONDS (default 30)
 * with the browser's cache off, as a new visitor's browser would; through this site, then
 * directly (the same WordPress page, the reads to the bank); each without a page cache (every page
 * boots WordPress) and then with one (scripts/bench-site-page-cache.php: the bank page, the same
 * for every visitor, is served again without booting WordPress, as on most sites). Prints, for
 * each: dashboard views a second, the median and 95th-percentile time from the navigation to the
 * balance on screen, the requests to the site per view (documents and calls to the site's own
 * address; its static files are left out) and how many of them booted WordPress (all but the
 * page cache's hits). The figures go to .tmp/bench-site.json (BENCH_SITE_OUT) under BENCH_LABEL
 * (default "this checkout"), beside those of other labels (another release's plugin, benched
 * with WP_BANK_ZIP or BENCH_AGAINST), for `npm run figures`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`bench-site: ${name} is not set (run it through npm run bench:site)`);
  return value;
};
const SITE = env('WP_SITE');
const PAGES = Number(process.env.BENCH_PAGES || 6);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
/** Two of the demo's customers, taken in turn: the site keeps at most 5 sessions per account. */
const CUSTOMERS = ['demo@bank.test', 'nopin@bank.test'].map((email) => ({ email, password: 'demo1234' }));
const OUT = process.env.BENCH_SITE_OUT || new URL('../.tmp/bench-site.json', import.meta.url).pathname;
const LABEL = process.env.BENCH_LABEL || 'this checkout';
const wp = (...args) => execFileSync('php', [env('WP_TOOL'), env('WP_ROOT'), SITE, ...args], { encoding: 'utf8' }).trim();

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One customer's page, signed in, its cache off. */
async function customer(browser, { email, password }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${SITE}/wp-user/auth/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/wp-user/dashboard');
  // The sign-in's own dashboard settled, so that none of its calls is counted in the first view.
  await balanceShown(page);
  await page.waitForLoadState('networkidle');
  return page;
}

/** The balance on screen: a number in the balance card. */
async function balanceShown(page) {
  try {
    await page.locator('.balance-card .stat-value').filter({ hasText: /\d/ }).first().waitFor();
  } catch (error) {
    const shown = await page
      .evaluate(() => document.querySelector('[data-bank-widget]')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 400) ?? 'no widget')
      .catch(() => 'unknown');
    throw new Error(`no balance at ${page.url()}; the widget shows: ${shown}`, { cause: error });
  }
}

/** Gives the second customer a transaction PIN at the bank, so that both see the dashboard itself. */
async function givePin({ email, password }) {
  const bank = `${env('WP_DEMO_API')}/api/users.php`;
  const form = (fields) => Object.entries(fields).reduce((body, [name, value]) => (body.append(name, value), body), new FormData());
  const { jwt } = await (await fetch(`${bank}?crud=userlogin`, { method: 'POST', body: form({ email, password }) })).json();
  await fetch(bank, { method: 'POST', body: form({ updatepin: '1', pin: '4826', token: jwt }) });
}

/** The page cache on or off, and empty: a page kept under the other connection names it. */
function pageCache(on) {
  const root = env('WP_ROOT');
  rmSync(`${root}/wp-content/cache/bench-pages`, { recursive: true, force: true });
  if (on) writeFileSync(`${root}/wp-content/bench-page-cache-on`, '');
  else rmSync(`${root}/wp-content/bench-page-cache-on`, { force: true });
}

async function load(connection, cached) {
  wp('option-set', 'online_banking_portal_connection', connection);
  pageCache(cached);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || findChromium() || CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const pages = [];
    for (let i = 0; i < PAGES; i++) pages.push(await customer(browser, CUSTOMERS[i % CUSTOMERS.length]));
    const times = [];
    const asked = [];
    const booted = [];
    const started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      pages.map(async (page) => {
        let count = 0;
        let hits = 0;
        const out = new Set();
        page.on('request', (request) => {
          if (!['document', 'fetch', 'xhr'].includes(request.resourceType())) return;
          out.add(request);
          if (new URL(request.url()).origin === SITE) count++;
        });
        const answered = (request) => out.delete(request);
        page.on('requestfinished', answered);
        page.on('requestfailed', answered);
        page.on('response', (response) => {
          if (response.headers()['x-bench-page-cache'] === 'hit') hits++;
        });
        while (Date.now() < until) {
          count = 0;
          hits = 0;
          const from = Date.now();
          await page.goto(`${SITE}/wp-user/dashboard`, { waitUntil: 'commit' });
          await balanceShown(page);
          times.push(Date.now() - from);
          // The view's reads all left together at its start; the last may still be answering. Not
          // the 500 ms of quiet of "networkidle": a customer does not wait for it, and it would cap the load.
          for (const given = Date.now() + 10_000; out.size > 0 && Date.now() < given;) await new Promise((done) => setTimeout(done, 10));
          asked.push(count);
          booted.push(count - hits);
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      connection,
      pageCache: cached,
      views: times.length,
      perSecond: times.length / elapsed,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      requests: asked.reduce((a, b) => a + b, 0) / asked.length,
      boots: booted.reduce((a, b) => a + b, 0) / booted.length,
    };
  } finally {
    await browser.close();
  }
}

await givePin(CUSTOMERS[1]);
const before = loadavg()[0].toFixed(2);
const results = [];
for (const cached of [false, true]) for (const connection of ['site', 'direct']) results.push(await load(connection, cached));
const saved = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : { runs: {} };
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
saved.runs[LABEL] = {
  date: new Date().toISOString(),
  commit,
  pages: PAGES,
  seconds: SECONDS,
  cores: availableParallelism(),
  loadAverage: { before, after: loadavg()[0].toFixed(2) },
  results,
};
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(saved, null, 2)}\n`);
console.log(`\nbench:site (${LABEL}): ${PAGES} customers for ${SECONDS} s each, PHP's server with 2 workers, a site spending 60 ms loading and 120 ms on init`);
console.log('page cache  connection  views  views/s  balance median  balance p95  requests to the site per view  WordPress boots per view');
for (const r of results) {
  console.log(
    `${(r.pageCache ? 'on' : 'off').padEnd(10)}  ${r.connection.padEnd(10)}  ${String(r.views).padStart(5)}  ${r.perSecond.toFixed(2).padStart(7)}  ${`${(r.median / 1000).toFixed(2)} s`.padStart(14)}  ${`${(r.p95 / 1000).toFixed(2)} s`.padStart(11)}  ${r.requests.toFixed(2).padStart(29)}  ${r.boots.toFixed(2).padStart(24)}`,
  );
}
