/** Launches the system Chromium through playwright-core (never a downloaded browser). */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumCandidates, findChromium } from '../../../scripts/chromium.mjs';

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`Chromium not found at ${chromiumCandidates().join(' or ')}; run: node scripts/ensure-chromium.mjs`);
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
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
