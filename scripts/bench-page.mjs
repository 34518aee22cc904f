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

/**
 * Mounts the widget; `window.__formShown` resolves with performance.now() once the Email input is
 * in the DOM, and marks that moment `bank-form` (for a trace). `window.__mountAt` is the call's time.
 */
export const mountScript = `
  const el = document.getElementById('bank');
  const emailInput = () => el.querySelector('[data-bank-widget]')?.shadowRoot?.querySelector('input[name="email"]');
  window.__mountAt = performance.now();
  window.mountBank(el, { basePath: ${JSON.stringify(BASE)}, apiBase: '' });
  const shown = (resolve) => { performance.mark('bank-form'); resolve(performance.now()); };
  // Preact may render inside mountBank, React 19 in a later task: check now, then watch.
  window.__formShown = new Promise((resolve) => {
    if (emailInput()) return shown(resolve);
    const observer = new MutationObserver(() => {
      if (!emailInput()) return;
      observer.disconnect();
      shown(resolve);
    });
    observer.observe(el.querySelector('[data-bank-widget]').shadowRoot, { childList: true, subtree: true });
  });`;

/** `file` null: an empty host page, to which a script adds the bundle and the mount step by step. */
const hostPage = (file) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="bank"></div>
${file ? `<script src="/${file}"></script>\n<script>${mountScript}</script>` : ''}
</body></html>`;

/** Serves the builds and the host page (`?build=<key>` picks the bundle); anything else is a 404, listed in `unexpected`. */
export async function serve(builds) {
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
      return res.end(hostPage(file ?? null));
    }
    // The sign-in screen needs no backend; anything else would distort the timings, so it is reported.
    if (url.pathname !== '/favicon.ico') unexpected.push(url.pathname);
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, unexpected, close: () => server.close() };
}

export const launch = () => chromium.launch({ executablePath: findChromium() ?? CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/** A fresh context (empty HTTP and code caches) and page, with a CDP session on it; closed after `run`. */
export async function withPage(browser, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
