/**
 * What `npm run bench` and `npm run compare:react` share: the built files served from dist/ on
 * 127.0.0.1 (a free port), the host page a site owner writes (`<script src>` then `mountBank`),
 * and one Chromium (Debian's, playwright-core) to drive it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const distDir = process.env.BANK_DIST ? process.env.BANK_DIST.replace(/\/?$/, '/') : fileURLToPath(new URL('../dist/', import.meta.url));

/** The shipped build and the same source on React 19, with the npm script that makes each. */
export const BUILDS = [
  { key: 'preact', name: 'Preact', file: 'bank.js', script: 'build' },
  { key: 'react', name: 'React 19', file: 'bank.react.js', script: 'build:react' },
];

/** The builds, each with its bytes; null (after saying which command to run) when one is missing. */
export function readBuilds() {
  const missing = BUILDS.filter((build) => !existsSync(`${distDir}${build.file}`));
  if (missing.length) {
    console.error(`${missing.map((b) => `${distDir}${b.file}`).join(' and ')} missing: run ${missing.map((b) => `npm run ${b.script}`).join(' && ')} first.`);
    return null;
  }
  return BUILDS.map((build) => ({ ...build, path: `${distDir}${build.file}`, bytes: readFileSync(`${distDir}${build.file}`), built: statSync(`${distDir}${build.file}`).mtime }));
}

export const BASE = '/wp-user';

/** What a page load waits for: the sign-in form of a new visitor, or a returning customer's balance. */
export const TARGETS = {
  form: { selector: 'input[name="email"]', mark: 'bank-form' },
  balance: { selector: '.balance-card', mark: 'bank-balance' },
};

/** The target of a path below BASE: the dashboard's is the balance, every other the sign-in form. */
const targetOf = (pathname) => (pathname.startsWith(`${BASE}/dashboard`) ? TARGETS.balance : TARGETS.form);

/**
 * Mounts the widget; `window.__shown` resolves with performance.now() once the target (the Email
 * input, or the balance) is in the DOM, and marks that moment (for a trace). `window.__mountAt` is
 * the call's time.
 */
export const mountScriptFor = ({ selector, mark }) => `
  const el = document.getElementById('bank');
  const target = () => el.querySelector('[data-bank-widget]')?.shadowRoot?.querySelector(${JSON.stringify(selector)});
  window.__mountAt = performance.now();
  window.mountBank(el, { basePath: ${JSON.stringify(BASE)}, apiBase: '' });
  const shown = (resolve) => { performance.mark(${JSON.stringify(mark)}); resolve(performance.now()); };
  // Preact may render inside mountBank, React 19 in a later task: check now, then watch.
  window.__shown = new Promise((resolve) => {
    if (target()) return shown(resolve);
    const observer = new MutationObserver(() => {
      if (!target()) return;
      observer.disconnect();
      shown(resolve);
    });
    observer.observe(el.querySelector('[data-bank-widget]').shadowRoot, { childList: true, subtree: true });
  });`;

export const mountScript = mountScriptFor(TARGETS.form);

/** `file` null: an empty host page, to which a script adds the bundle and the mount step by step. */
const hostPage = (file, target) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="bank"></div>
${file ? `<script src="/${file}"></script>\n<script>${mountScriptFor(target)}</script>` : ''}
</body></html>`;

/**
 * Serves the builds and the host page (`?build=<key>` picks the bundle); with `api`, a backend's
 * request handler, also the bank's calls (/api/), on the page's own origin. Anything else is a 404,
 * listed in `unexpected`.
 */
export async function serve(builds, { api } = {}) {
  const unexpected = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const build = builds.find((b) => url.pathname === `/${b.file}`);
    if (build) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(build.bytes);
    }
    if (url.pathname.startsWith(`${BASE}/`)) {
      const file = builds.find((b) => b.key === url.searchParams.get('build'))?.file;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(hostPage(file ?? null, targetOf(url.pathname)));
    }
    if (api && url.pathname.startsWith('/api/')) return api(req, res);
    // Nothing else is asked for; anything that is would distort the timings, so it is reported.
    if (url.pathname !== '/favicon.ico') unexpected.push(url.pathname);
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, unexpected, close: () => server.close() };
}

export const launch = () => chromium.launch({ executablePath: findChromium() ?? CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/**
 * A fresh context (empty HTTP and code caches) and page, with a CDP session on it; closed after
 * `run`. `storage`: what the page's localStorage holds before any script runs (a session).
 */
export async function withPage(browser, run, { storage } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (storage) await context.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await run(page, cdp);
  } finally {
    await context.close();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
