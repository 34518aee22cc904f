import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests: Node drives a real Chromium (playwright-core) against the built
 * `dist/bank.js`, built once by the global setup. Two files at a time, one per core: each worker
 * keeps one browser for its files (support/browser.ts), each file its own demo backend on a free
 * port and its own browser contexts.
 */
export default defineConfig({
  root,
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    setupFiles: ['tests/browser/support/setup.ts'],
    fileParallelism: true,
    // The files of a worker share one module graph, and with it one Chromium (support/browser.ts).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['verbose'],
    tags: [
      {
        name: 'wall-clock',
        description:
          'A limit measured by the clock (long tasks, a hand-off between tabs): beside another browser on 2 cores it would measure the neighbour, so npm test runs these alone, after the rest (--tags-filter).',
      },
    ],
  },
});
