/**
 * Runs once before the browser tests: `npm run build` and `npm run build:react`, so every test
 * drives bundles built from the sources as they are now (dist/bank.js, dist/bank.react.js on
 * which the sign-in flows run too, and dist/bank.no-funds.js, measured only). (An mtime check proved unreliable: files moved into src/ keep
 * their old mtime.) BANK_BUILD=skip reuses existing bundles, for a caller that has just built them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundleFile, noFundsBundleFile, reactBundleFile, repoRoot } from './paths';

const builds = [
  { script: 'build', file: bundleFile },
  { script: 'build:react', file: reactBundleFile },
  { script: 'build:no-funds', file: noFundsBundleFile },
];

export default function setup() {
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
