/**
 * Runs once before the browser tests: `npm run build`, so every test drives a dist/bank.js
 * built from the sources as they are now. (An mtime check proved unreliable: files moved into
 * src/ keep their old mtime.) BANK_BUILD=skip reuses an existing dist/bank.js, for a caller
 * that has just built it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundleFile, repoRoot } from './paths';

export default function setup() {
  if (process.env.BANK_BUILD === 'skip') {
    if (!existsSync(bundleFile)) throw new Error('BANK_BUILD=skip but dist/bank.js does not exist: run npm run build');
    console.log('[browser tests] BANK_BUILD=skip: using the existing dist/bank.js');
    return;
  }
  console.log('[browser tests] npm run build');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  console.log(`[browser tests] built in ${Date.now() - started} ms`);
}
