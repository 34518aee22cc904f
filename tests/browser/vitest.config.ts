import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests: Node drives a real Chromium (playwright-core) against the built
 * `dist/bank.js`. One file at a time: the machine has 2 cores and each file runs a browser.
 */
export default defineConfig({
  root,
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['verbose'],
  },
});
