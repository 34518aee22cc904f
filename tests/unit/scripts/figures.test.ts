// @vitest-environment node
/**
 * `npm run figures` (scripts/figures.mjs) writes docs/figures.md from the last build and test run:
 * here from a sample dist/ and sample results, as scripts/test-all.sh leaves them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/figures.mjs', import.meta.url));
let dir: string;
let dist: string;
let results: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'figures-'));
  dist = join(dir, 'dist');
  results = join(dir, 'results');
  mkdirSync(dist);
  mkdirSync(results);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const RUN_STARTED = '2026-11-26T10:00:00Z';
const BUILT = new Date('2026-11-26T10:00:30Z');

function sampleDist() {
  const files: Record<string, string> = {
    'bank.js': 'var bankWidget=function(){"use strict";'.repeat(400),
    'bank.qr.js': 'var bankQrEncoder=1;',
    'bank.fr.json': JSON.stringify(Array.from({ length: 200 }, (_, i) => `Message ${i}`)),
    'bank.js.map': '{"version":3}',
    'online-banking-portal.zip': 'PK\u0003\u0004 zip bytes',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    utimesSync(join(dist, name), BUILT, BUILT);
  }
  return files;
}

/** A Vitest JSON report with one file per entry: its path and its tests' statuses. */
function vitestReport(files: [path: string, statuses: string[]][]) {
  return JSON.stringify({
    startTime: Date.parse(RUN_STARTED),
    testResults: files.map(([path, statuses]) => ({
      // A checkout whose own path holds a tests/ folder too.
      name: `/home/someone/tests/repo/${path}`,
      status: statuses.includes('failed') ? 'failed' : 'passed',
      assertionResults: statuses.map((status, i) => ({ fullName: `test ${i}`, status })),
    })),
  });
}

function sampleResults() {
  writeFileSync(
    join(results, 'unit.json'),
    vitestReport([
      ['tests/unit/a.test.ts', ['passed', 'passed', 'passed', 'skipped']],
      ['tests/demo/b.test.ts', ['passed', 'failed', 'passed']],
    ]),
  );
  // The tests measured by the clock: skipped in the browser run, run alone after it (and the others of their file skipped there).
  writeFileSync(
    join(results, 'browser.json'),
    vitestReport([
      ['tests/browser/c.test.ts', ['passed', 'passed', 'passed', 'pending']],
      ['tests/browser/d.test.ts', ['skipped', 'passed']],
    ]),
  );
  writeFileSync(join(results, 'browser-alone.json'), vitestReport([['tests/browser/d.test.ts', ['passed', 'skipped']]]));
  writeFileSync(join(results, 'engines.json'), vitestReport([['tests/engines/core-flows.test.ts', ['passed', 'passed']]]));
  writeFileSync(
    join(results, 'wordpress.log'),
    // Each version's time as it ends, then again in run.sh's totals.
    '[6.1.9] [wp 6.1.9 140s] WordPress 6.1.9: passed in 140 s\n[6.1.9] # pass 20\n[wp-e2e 150s] WordPress 6.1.9: passed in 140 s\n[wp-e2e 160s] WordPress 6.5.5: FAILED in 150 s\n# pass 31\n# fail 1\n',
  );
  const steps = [
    { step: 'typecheck', lane: '2', ok: true, seconds: 21, ended: '2026-11-26T10:00:25Z' },
    { step: 'bundles', lane: '1', ok: true, seconds: 33, ended: '2026-11-26T10:00:33Z' },
    { step: 'unit and demo-backend tests (vitest, jsdom)', lane: '2', ok: false, seconds: 151, ended: '2026-11-26T10:03:10Z' },
    { step: 'wordpress end-to-end', lane: '1', ok: false, seconds: 183, ended: '2026-11-26T10:03:36Z' },
    { step: 'browser tests measured by the clock, alone', lane: 'after', ok: true, seconds: 8, ended: '2026-11-26T10:07:05Z' },
    {
      step: 'npm test',
      lane: 'run',
      ok: false,
      seconds: 433,
      started: RUN_STARTED,
      ended: '2026-11-26T10:07:13Z',
      commit: 'abc1234',
      changes: false,
      cores: 2,
      cpuSeconds: 832,
      idleCoreSeconds: 29,
    },
  ];
  writeFileSync(join(results, 'steps.jsonl'), steps.map((step) => JSON.stringify(step)).join('\n') + '\n');
}

function figures(bench = join(dir, 'bench.json'), benchSite = join(dir, 'bench-site.json')) {
  const out = join(dir, 'figures.md');
  execFileSync(process.execPath, [script, '--dist', dist, '--results', results, '--bench', bench, '--bench-site', benchSite, '--out', out], { encoding: 'utf8' });
  return readFileSync(out, 'utf8');
}

const section = (text: string, heading: string) => text.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
/** The guess figures: a part of the Tests section, to the next heading. */
const guessesOf = (text: string) => text.split(/^### Guesses through the site, as measured\n/m)[1]?.split(/^##/m)[0] ?? '';

describe('npm run figures', () => {
  it("lists every file of the build, raw and at zlib level 9, built by the test run at the run's commit", () => {
    const files = sampleDist();
    sampleResults();
    const bundle = section(figures(), 'Bundle');
    expect(bundle).toContain('Built 2026-11-26 10:00 UTC from commit `abc1234` (the build of `npm test`)');
    for (const name of ['bank.js', 'bank.qr.js', 'bank.fr.json']) {
      const bytes = Buffer.from(files[name]!);
      expect(bundle).toContain(`| \`${name}\` | ${bytes.length.toLocaleString('en-US')} | ${gzipSync(bytes, { level: 9 }).length.toLocaleString('en-US')} |`);
    }
    expect(bundle).toContain(`| \`online-banking-portal.zip\` | ${Buffer.from(files['online-banking-portal.zip']!).length} |  |`);
    expect(bundle).not.toContain('bank.js.map');
    expect(bundle).not.toContain('never shipped');
    // Scripts first, bank.js at their head, then the language files, then the zip.
    expect(bundle.indexOf('`bank.js`')).toBeLessThan(bundle.indexOf('`bank.qr.js`'));
    expect(bundle.indexOf('`bank.qr.js`')).toBeLessThan(bundle.indexOf('`bank.fr.json`'));
    expect(bundle.indexOf('`bank.fr.json`')).toBeLessThan(bundle.indexOf('`online-banking-portal.zip`'));
  });

  it('says when a build was not made by the recorded test run', () => {
    sampleDist();
    sampleResults();
    const later = new Date('2026-11-26T12:00:00Z');
    utimesSync(join(dist, 'bank.js'), later, later);
    const bundle = section(figures(), 'Bundle');
    expect(bundle).toContain('Built 2026-11-26 12:00 UTC from');
    expect(bundle).toContain('built outside `npm test`');
    expect(bundle).not.toContain('abc1234');
    writeFileSync(join(dist, 'bank.react.js'), 'var bankWidget=1;');
    expect(section(figures(), 'Bundle')).toContain('`bank.react.js` is built to be measured, never shipped.');
  });

  it("counts each part's tests, and gives the run's date, commit, cores, time and each step's time", () => {
    sampleDist();
    sampleResults();
    const tests = section(figures(), 'Tests');
    expect(tests).toContain('`npm test` of 2026-11-26 10:07 UTC, at commit `abc1234`, on 2 cores: 7 min 13 s (433 s) in all, 832 CPU-seconds machine-wide, 29 core-seconds idle.');
    expect(tests).toContain('| unit tests | 3 | 0 | 1 |');
    expect(tests).toContain('| demo backend | 2 | 1 | 0 |');
    // A test skipped in one run and run in the other counts once, as what it did where it ran.
    expect(tests).toContain('| browser tests (Chromium, the built bundle) | 5 | 0 | 1 |');
    expect(tests).toContain('| other engines (Firefox, WebKit) | 2 | 0 | 0 |');
    expect(tests).toContain('| WordPress end to end and PHP | 31 | 1 | 0 |');
    expect(tests).toContain('| **all** | 43 | 2 | 2 |');
    expect(tests).toContain('| bundles | lane 1 | 33 s | ok |');
    expect(tests).toContain('| unit and demo-backend tests (vitest, jsdom) | lane 2, beside lane 1 | 2 min 31 s (151 s) | FAILED |');
    expect(tests).toContain('| browser tests measured by the clock, alone | after both lanes, alone | 8 s | ok |');
    // Lane 1's steps, then lane 2's, then the last, whatever order they ended in.
    expect(tests.indexOf('| wordpress end-to-end |')).toBeLessThan(tests.indexOf('| typecheck |'));
    expect(tests).toContain('the versions side by side: 6.1.9 140 s, 6.5.5 150 s (failed).');
  });

  it('says so when the run did not reach its end, and still gives what it recorded', () => {
    sampleDist();
    sampleResults();
    const steps = readFileSync(join(results, 'steps.jsonl'), 'utf8').trim().split('\n');
    writeFileSync(join(results, 'steps.jsonl'), steps.slice(0, -1).join('\n') + '\n');
    const tests = section(figures(), 'Tests');
    expect(tests).toContain('An `npm test` that did not reach its end, 2026-11-26 10:00 UTC, in the checkout now at commit');
    expect(tests).toContain('| demo backend | 2 | 1 | 0 |');
    expect(tests).toContain('| bundles | lane 1 | 33 s | ok |');
  });

  it('says the mount figures are not measured yet without a bench, and gives them with their date when there is one', () => {
    sampleDist();
    sampleResults();
    expect(section(figures(), 'Mount and first screen')).toContain('Not measured yet — run `npm run bench`.');

    const bench = join(dir, 'bench.json');
    const speeds = (evaluation: number) => ({
      '1x': { evaluation, mountToForm: 25.4, navToForm: 120, longestTask: 40.6 },
      '4x': { evaluation: evaluation * 4, mountToForm: 95, navToForm: 290, longestTask: 150 },
    });
    writeFileSync(bench, JSON.stringify({ date: '2026-11-27T01:00:00Z', runs: 9, commit: 'def5678', cores: 2, builds: { preact: speeds(8.25), react: speeds(40) } }));
    const mount = section(figures(bench), 'Mount and first screen');
    expect(mount).toContain('`npm run bench` of 2026-11-27 01:00 UTC (commit `def5678`, 2 cores): medians of 9 runs');
    expect(mount).toContain('| | preact 1x | preact 4x | react 1x | react 4x |');
    expect(mount).toContain("| the bundle's evaluation | 8.3 ms | 33 ms | 40 ms | 160 ms |");
    expect(mount).toContain('| `mountBank()` to the sign-in form | 25 ms | 95 ms | 25 ms | 95 ms |');
    expect(mount).toContain('| longest task | 41 ms | 150 ms | 41 ms | 150 ms |');
  });

  it("gives a returning customer's balance beside the sign-in form, their ratio and the machine's load", () => {
    sampleDist();
    sampleResults();
    const bench = join(dir, 'bench.json');
    const speeds = (balance: number) => ({
      '1x': { evaluation: 5, mountToForm: 25.4, navToForm: 120, longestTask: 40.6, navToBalance: balance, balanceToForm: balance / 120, firstFormatters: 24.4 },
      '4x': { evaluation: 20, mountToForm: 95, navToForm: 300, longestTask: 150, navToBalance: balance * 3, balanceToForm: 1.33, firstFormatters: 101.6 },
    });
    const loadAverage = { before: 3.5, after: 4.1 };
    writeFileSync(bench, JSON.stringify({ date: '2026-11-27T01:00:00Z', runs: 7, commit: 'def5678', cores: 2, loadAverage, builds: { preact: speeds(132), react: speeds(240) } }));
    const mount = section(figures(bench), 'Mount and first screen');
    expect(mount).toContain('(commit `def5678`, 2 cores, load average 3.5 before and 4.1 after): medians of 7 runs');
    expect(mount).toContain('| returning customer (a session held): navigation start to the balance | 132 ms | 396 ms | 240 ms | 720 ms |');
    expect(mount).toContain("| the balance against the sign-in form (median of each pair's ratio) | 1.10× | 1.33× | 2.00× | 1.33× |");
    expect(mount).toContain("| a fresh page's first `Intl` number and date formatters (the balance needs them, the form does not) | 24 ms | 102 ms | 24 ms | 102 ms |");
  });

  it('--bench-only puts a new bench into the page and leaves the build and the test run as they were written', () => {
    sampleDist();
    sampleResults();
    const bench = join(dir, 'bench.json');
    const before = figures(bench);
    const speeds = { '1x': { evaluation: 5, mountToForm: 20, navToForm: 100, longestTask: 30, navToBalance: 110, balanceToForm: 1.1 } };
    writeFileSync(bench, JSON.stringify({ date: '2026-11-28T02:00:00Z', runs: 7, commit: 'fed4321', cores: 2, builds: { preact: speeds } }));
    rmSync(results, { recursive: true, force: true });
    execFileSync(process.execPath, [script, '--bench-only', '--bench', bench, '--out', join(dir, 'figures.md')], { encoding: 'utf8' });
    const after = readFileSync(join(dir, 'figures.md'), 'utf8');
    expect(section(after, 'Bundle')).toBe(section(before, 'Bundle'));
    expect(section(after, 'Tests')).toBe(section(before, 'Tests'));
    expect(section(after, 'Mount and first screen')).toContain('`npm run bench` of 2026-11-28 02:00 UTC (commit `fed4321`');
    expect(section(after, 'Mount and first screen')).toContain("| the balance against the sign-in form (median of each pair's ratio) | 1.10× |");
  });

  it('says what to run when there is neither a build nor a test run', () => {
    const text = figures();
    expect(section(text, 'Bundle')).toContain('No build in');
    expect(section(text, 'Tests')).toContain('No test run recorded yet: run `npm test`.');
    // The headings the docs link to are there all the same.
    expect(text.match(/^#{2,3} .+$/gm)).toEqual([
      '## Bundle',
      '## Tests',
      '### Time per step',
      '### Guesses through the site, as measured',
      '## Mount and first screen',
      '## Through the site, on a small WordPress host',
    ]);
    expect(guessesOf(text)).toContain('Not measured in the last run');
    expect(section(text, 'Through the site, on a small WordPress host')).toContain('Not measured yet — run `npm run bench:site`.');
  });

  it('gives each guess attack the WordPress end-to-end test measured, per version, as the test wrote it', () => {
    sampleDist();
    sampleResults();
    const rows = [
      { wordpress: '6.1.9', what: 'one address, 40 accounts', figure: '20 reached the bank' },
      { wordpress: '6.5.5', what: 'a | in what was tried', figure: '9 of 30 reached the bank' },
    ];
    writeFileSync(join(results, 'wordpress-measured.jsonl'), rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
    const guesses = guessesOf(figures());
    expect(guesses).toContain('| 6.1.9 | one address, 40 accounts | 20 reached the bank |');
    expect(guesses).toContain('| 6.5.5 | a \\| in what was tried | 9 of 30 reached the bank |');
  });

  it('gives each plugin benched on the small WordPress host, with and without a page cache, through the site and directly, each the first one against; --bench-only puts a new run in', () => {
    sampleDist();
    sampleResults();
    const site = join(dir, 'bench-site.json');
    const run = (perSecond: number, median: number) => ({
      date: '2026-12-07T02:00:00Z',
      commit: 'abc1234',
      pages: 6,
      seconds: 30,
      cores: 2,
      loadAverage: { before: '1.50', after: '3.00' },
      results: [
        { connection: 'site', pageCache: false, views: 90, perSecond, median, p95: median * 2, requests: 2, boots: 2 },
        { connection: 'direct', pageCache: false, views: 100, perSecond: 3.3, median: 1000, p95: 2000, requests: 1, boots: 1 },
        { connection: 'site', pageCache: true, views: 150, perSecond: perSecond * 2, median: median / 2, p95: median, requests: 2, boots: 1.02 },
      ],
    });
    // A run benched before the page cache was: its rows are "off", each request a boot.
    const older = { ...run(1, 4000), results: [{ connection: 'site', views: 80, perSecond: 1, median: 4000, p95: 5000, requests: 5 }] };
    writeFileSync(site, JSON.stringify({ runs: { old: older, main: run(1.2, 3500) } }));
    const before = figures(join(dir, 'bench.json'), site);
    const heading = 'Through the site, on a small WordPress host';
    const on = '2026-12-07 02:00 UTC, checkout `abc1234`, 2 cores, load 1.50 → 3.00';
    expect(section(before, heading)).toContain(`| old | ${on} | off | site | 80 | 1.00 | 4.00 s | 5.00 s | 5.00 | 5.00 |`);
    expect(section(before, heading)).toContain(`| main | ${on} | off | site | 90 | 1.20 | 3.50 s | 7.00 s | 2.00 | 2.00 |`);
    expect(section(before, heading)).toContain(`| main | ${on} | off | direct | 100 | 3.30 | 1.00 s | 2.00 s | 1.00 | 1.00 |`);
    expect(section(before, heading)).toContain(`| main | ${on} | on | site | 150 | 2.40 | 1.75 s | 3.50 s | 2.00 | 1.02 |`);
    // Against the first label, each page cache setting on its own: "on" has no earlier run.
    expect(section(before, heading)).toContain('Through the site, page cache off: main gives 1.20× the views per second of old.');
    writeFileSync(site, JSON.stringify({ runs: { main: run(1.2, 3500), branch: run(3, 1500) } }));
    execFileSync(process.execPath, [script, '--bench-only', '--bench', join(dir, 'bench.json'), '--bench-site', site, '--out', join(dir, 'figures.md')], { encoding: 'utf8' });
    const after = readFileSync(join(dir, 'figures.md'), 'utf8');
    expect(section(after, 'Tests')).toBe(section(before, 'Tests'));
    expect(section(after, 'Mount and first screen')).toBe(section(before, 'Mount and first screen'));
    expect(section(after, heading)).toContain(`| branch | ${on} | off | site | 90 | 3.00 | 1.50 s | 3.00 s | 2.00 | 2.00 |`);
    expect(section(after, heading)).not.toContain('| old |');
    expect(section(after, heading)).toContain(
      'Through the site, page cache off: branch gives 2.50× the views per second of main; page cache on: branch gives 2.50× the views per second of main.',
    );
    expect(after.match(/^## .+$/gm)).toEqual(['## Bundle', '## Tests', '## Mount and first screen', `## ${heading}`]);
  });
});
