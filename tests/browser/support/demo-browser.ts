/**
 * One demo backend (serving the page that mounts the bundle) per test file, the worker's Chromium,
 * with fresh demo data before each test (unless `reset: false`: a file that seeds data once for
 * several tests) and every browser context closed after it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { workerBrowser } from './browser';
import { startDemo, type DemoServer } from './demo';
import { resetDemo } from './demo-ui';

export interface DemoBrowser {
  /** The demo backend's origin. */
  readonly url: string;
  readonly browser: Browser;
  /** A fresh browser profile, closed after the test. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
}

export function useDemoBrowser({ reset = true } = {}): DemoBrowser {
  let demo: DemoServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [server, chromium] = await Promise.allSettled([startDemo({ page: true }), workerBrowser()]);
    if (server.status === 'fulfilled') demo = server.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    if (server.status === 'rejected') throw server.reason;
    if (chromium.status === 'rejected') throw chromium.reason;
  });
  beforeEach(async () => {
    if (reset) await resetDemo(demo!.url);
  });
  afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await demo?.close();
  });

  return {
    get url() {
      return demo!.url;
    },
    get browser() {
      return browser!;
    },
    async newContext(options) {
      const context = await browser!.newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
