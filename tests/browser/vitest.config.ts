import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests: Node drives a real Chromium (playwright-core) against the built
 * `dist/bank.js`, built once by the global setup. Two files at a time, one per core: each runs its
 * own browser and its own demo backend on a free port, so files share nothing but the bundle.
 */
export default defineConfig({
  root,
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    fileParallelism: true,
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
