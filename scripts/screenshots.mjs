#!/usr/bin/env node
/**
 * `npm run screenshots`: PNGs of the widget for the README, made from the real bundle against
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

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = (process.env.BANK_DIST || `${root}dist`).replace(/\/?$/, '/');
const bundleFile = `${distDir}bank.js`;
const outDir = `${root}docs/screenshots/`;
const BASE = '/wp-user';
const PASSWORD = 'demo1234';
const WAIT = 15_000;

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 780 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];
const SCHEMES = ['light', 'dark'];

/** @type {{ name: string; path: string; h1: string | RegExp; setup?: (page: import('playwright-core').Page) => Promise<void> }[]} */
const SCREENS = [
  { name: 'sign-in', path: '/auth/signin', h1: 'Sign In' },
  {
    name: 'under-review',
    path: '/auth/signin',
    h1: /under review/i,
    setup: (page) => signIn(page, 'pending@bank.test'),
  },
  ...[
    { name: 'dashboard', h1: /^Good (Morning|Afternoon|Night)/ },
    { name: 'send', link: 'Bank Transfer', h1: 'Bank Transfer' },
    { name: 'statements', link: 'Statements & Report', h1: 'Statements & Report' },
    { name: 'crypto-deposit', link: 'Add funds', then: 'Crypto Deposit', h1: 'Crypto Deposit' },
  ].map(({ name, link, then, h1 }) => ({
    name,
    path: '/auth/signin',
    h1,
    setup: async (page) => {
      await signIn(page, 'demo@bank.test');
      await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor({ timeout: WAIT });
      if (!link) return;
      // At 360 px the sidebar is a drawer behind the menu button.
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
      await page.getByRole('link', { name: link, exact: true }).click();
      if (then) await page.getByRole('link', { name: then }).click();
    },
  })),
];

async function signIn(page, email) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A host page with nothing but the widget, served on the demo backend's origin. */
const hostPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Online banking</title><style>body { margin: 0 }</style></head>
<body><div id="bank"></div><script src="/bank.js"></script>
<script>mountBank(document.getElementById('bank'), { basePath: '${BASE}', apiBase: '' });</script></body></html>`;

function ensureBundle() {
  if (existsSync(bundleFile)) return;
  console.log(`[screenshots] ${bundleFile} is missing: npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

async function shoot(browser, origin, screen, width, scheme) {
  const context = await browser.newContext({ viewport: width.viewport, colorScheme: scheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.route((url) => url.pathname.startsWith(`${BASE}/`), (route) =>
      route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: hostPage() }) : route.fallback(),
    );
    await page.goto(`${origin}${BASE}${screen.path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT });
    await screen.setup?.(page);
    await page.getByRole('heading', { level: 1, name: screen.h1 }).waitFor({ timeout: WAIT });
    await page.evaluate(() => document.fonts.ready);
    // Nothing mid-animation or mid-load in the picture.
    await page.waitForLoadState('networkidle');
    const file = `${outDir}${screen.name}-${width.name}-${scheme}.png`;
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
    executablePath: process.env.CHROME_PATH?.trim() || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const screen of SCREENS) {
      for (const width of WIDTHS) for (const scheme of SCHEMES) await shoot(browser, demo.url, screen, width, scheme);
    }
  } finally {
    await Promise.allSettled([browser.close(), demo.close()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
