/**
 * Runs once before the browser tests: bundles the demo page's script, and runs `npm run build` and `npm run build:react`, so every test
 * drives bundles built from the sources as they are now (dist/bank.js, dist/bank.react.js on
 * which the sign-in flows run too). (An mtime check proved unreliable: files moved into src/ keep
 * their old mtime.) BANK_BUILD=skip reuses existing bundles, for a caller that has just built them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildDemoPage, type DemoPage } from '../../../demo/server/page';
import { bundleFile, reactBundleFile, repoRoot } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo page (its HTML and panel script), bundled once for every file's demo server (support/demo.ts). */
    demoPage: DemoPage;
  }
}

const builds = [
  { script: 'build', file: bundleFile },
  { script: 'build:react', file: reactBundleFile },
];

export default async function setup(project: TestProject) {
  // Bundling the panel script takes Vite about 1.5 CPU-seconds: once a run, not once a file.
  project.provide('demoPage', await buildDemoPage(bundleFile));
  if (process.env.BANK_BUILD === 'skip') {
    const missing = builds.filter((b) => !existsSync(b.file));
    if (missing.length) throw new Error(`BANK_BUILD=skip but ${missing.map((b) => `${b.file} does not exist: run npm run ${b.script}`).join('; ')}`);
    console.log(`[browser tests] BANK_BUILD=skip: using the existing ${builds.map((b) => b.file).join(' and ')}`);
    return;
  }
  for (const { script } of builds) {
    console.log(`[browser tests] npm run ${script}`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', script], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal})`);
    console.log(`[browser tests] ${script} in ${Date.now() - started} ms`);
  }
}
