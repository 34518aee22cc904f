/** Launches the system Chromium through playwright-core (never a downloaded browser). */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumCandidates, findChromium } from '../../../scripts/chromium.mjs';

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`Chromium not found at ${chromiumCandidates().join(' or ')}; run: node scripts/ensure-chromium.mjs`);
  return found;
}

/**
 * V8 without its optimising compilers (Maglev, TurboFan), when BANK_BROWSER_JIT=baseline: a test's
 * page lives a few seconds, too short for their compiling to pay back, and axe is the code they
 * were compiling (a first scan on a page 0.27 CPU-s against 0.55). npm test sets it for the browser
 * tests that no clock measures (the step took 393 CPU-s against 440, 213 s against 237,
 * 2026-11-26); the tests measured by the clock run on the full JIT, as customers' browsers do.
 */
const BASELINE_JIT_ARGS = ['--js-flags=--no-opt --no-maglev'];

function launchBrowser(): Promise<Browser> {
  const setting = process.env.BANK_BROWSER_JIT;
  // A misspelt value would silently measure the other setting. (Rejected, not thrown: callers start servers beside it.)
  if (setting && setting !== 'baseline') return Promise.reject(new Error(`BANK_BROWSER_JIT=${setting}: the only value is "baseline" (unset: the full JIT)`));
  const jit = setting === 'baseline' ? BASELINE_JIT_ARGS : [];
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, ...jit] });
}

let shared: Promise<Browser> | undefined;

/**
 * The test worker's one Chromium, launched by the first file that asks (a launch and its close
 * cost about 1.6 CPU-seconds; the files of a worker run one after another, on one module graph:
 * `isolate: false` in tests/browser/vitest.config.ts). Tests never close it: each closes the
 * contexts it opened, and support/setup.ts closes any left when a file ends. It goes with the
 * worker; one that crashed or failed to launch is launched again by the next file that asks.
 */
export function workerBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => (shared = undefined));
      return browser;
    },
    (error: unknown) => {
      // The next file tries again rather than failing on this launch.
      shared = undefined;
      throw error;
    },
  );
  return shared;
}

/** Closes every context of the worker's browser: what one file opened never reaches the next. */
export async function closeWorkerContexts(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  await Promise.allSettled(browser?.contexts().map((context) => context.close()) ?? []);
}
