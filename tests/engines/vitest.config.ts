import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run test:engines`: the core flows in Firefox and WebKit against the built `dist/bank.js`
 * (built by the browser tests' global setup unless BANK_BUILD=skip). One file per engine, both at
 * once, one per core.
 */
export default defineConfig({
  root,
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
