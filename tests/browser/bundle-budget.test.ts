/**
 * The shipped bundle stays small and self-contained: one file, styles inside, no
 * string-to-code evaluation (which a strict CSP would refuse anyway).
 * dist/ is built by the global setup.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleFile, distDir } from './support/paths';

const BUDGET_GZIP = 61_440;

describe('dist/bank.js', () => {
  const bundle = readFileSync(bundleFile);
  const source = bundle.toString('utf8');

  it(`is at most ${BUDGET_GZIP} bytes after gzip -9`, () => {
    const gzipped = gzipSync(bundle, { level: 9 }).length;
    console.log(`dist/bank.js: ${bundle.length} bytes, ${gzipped} bytes gzip -9 (budget ${BUDGET_GZIP})`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('evaluates no strings as code (no eval( / new Function)', () => {
    expect(source).not.toMatch(/\beval\s*\(/);
    expect(source).not.toMatch(/\bnew\s+Function\b/);
  });

  it('carries its styles inside: no separate CSS file in dist', () => {
    const css = readdirSync(distDir, { recursive: true }).map(String).filter((f) => f.endsWith('.css'));
    expect(css).toEqual([]);
    // …and the stylesheet really is in the bundle (a rule only the widget's CSS has).
    expect(source).toContain('.bank-container');
  });
});
