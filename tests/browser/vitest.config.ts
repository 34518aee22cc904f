import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Test time per file, as measured in a whole run (seconds, 2026-11-29). Vitest starts the files
 * that took longest last time first, so that the last one to finish is short and no core waits
 * long for it; a clean clone has no last time, and Vitest would go by file size. A file missing
 * here starts first, as Vitest does with a file it does not know.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'transfer-outcome.test.ts': 81,
  'transfer.test.ts': 67,
  'funds.test.ts': 62,
  'fit.test.ts': 51,
  'demo-page.test.ts': 39,
  'auth-flows.test.ts': 33,
  'a11y.test.ts': 31,
  'i18n.test.ts': 29,
  'home.test.ts': 19,
  'foundation.test.ts': 18,
  'layout.test.ts': 16,
  'profile-settings.test.ts': 14,
  'appearance.test.ts': 12,
  'statements.test.ts': 11,
  'page-changes.test.ts': 7,
  'dialects.test.ts': 5,
  'network.test.ts': 3,
  'connection-test.test.ts': 2,
  'bundle-budget.test.ts': 0,
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const seconds = (file: TestSpecification) => MEASURED_SECONDS[basename(file.moduleId)] ?? 1e6;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}

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
    sequence: { sequencer: LongestFirst },
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
