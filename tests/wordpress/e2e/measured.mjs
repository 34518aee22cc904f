/**
 * What a guess test measured through the site (how many of N tries reached the bank), said in
 * the test's output and kept in .tmp/results/wordpress-measured.jsonl, one line per figure with
 * the WordPress version, for `npm run figures`: docs name the limits and link to these, and no
 * measured figure is copied into them by hand. tests/wordpress/run.sh empties the file first.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const MEASURED_FILE = new URL('../../../.tmp/results/wordpress-measured.jsonl', import.meta.url).pathname;

/** Says and keeps one figure: `what` was tried, `figure` is what came of it. */
export function measured(what, figure) {
  console.log(`  ${what}: ${figure}`);
  mkdirSync(dirname(MEASURED_FILE), { recursive: true });
  appendFileSync(MEASURED_FILE, `${JSON.stringify({ wordpress: process.env.WP_LABEL || '', what, figure })}\n`);
}
