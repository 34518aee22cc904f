#!/usr/bin/env node
/**
 * `npm run figures` (and the end of `npm test`): writes docs/figures.md from what was last measured,
 * so no figure is ever typed by hand into the README or the docs:
 *
 *  - every file of the last build in dist/ (BANK_DIST), raw and with Node's zlib at level 9, as the
 *    bundle-size test measures them;
 *  - the last test run's counts per part and time per step, from `.tmp/results/`: the Vitest JSON
 *    reports, the WordPress log and `steps.jsonl`, which scripts/test-all.sh writes (one line a
 *    step, the last one the whole run with its commit, cores and CPU time);
 *  - the mount and first-screen figures of `.tmp/bench.json` (`npm run bench`), if it is there;
 *  - the small WordPress host's figures of `.tmp/bench-site.json` (`npm run bench:site`), if it is there.
 *
 * Each section says when and on what its figures were measured. Options: --dist, --results,
 * --bench, --out (the defaults above and docs/figures.md); --bench-only writes the mount section
 * alone into the page as it is (`npm test` does not run the bench: after `npm run bench`, its figures
 * go in without the build's and the run's being replaced by those of a checkout that has no run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.BANK_DIST || join(root, 'dist') },
    results: { type: 'string', default: join(root, '.tmp/results') },
    bench: { type: 'string', default: join(root, '.tmp/bench.json') },
    'bench-site': { type: 'string', default: join(root, '.tmp/bench-site.json') },
    out: { type: 'string', default: join(root, 'docs/figures.md') },
    'bench-only': { type: 'boolean', default: false },
  },
});

const number = (n) => n.toLocaleString('en-US');
const when = (date) => new Date(date).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const duration = (seconds) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s (${seconds} s)`);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The checkout as it is now: its commit, and whether files differ from it. */
function checkout() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    // The page itself aside: the last run rewrote it.
    const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/figures.md'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    const committed = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' })) * 1000;
    return { commit, changes, committed };
  } catch {
    return { commit: 'unknown', changes: false, committed: 0 };
  }
}
const commitText = ({ commit, changes }) => `commit \`${commit}\`${changes ? ' with uncommitted changes' : ''}`;

/** steps.jsonl: the steps in the order they ended, and the whole run (its last line) if it ended. */
function readSteps(dir) {
  const file = join(dir, 'steps.jsonl');
  if (!existsSync(file)) return { steps: [], run: undefined };
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  return { steps: lines.filter((line) => line.lane !== 'run'), run: lines.find((line) => line.lane === 'run') };
}

function bundleSection(dist, { steps, run }, now) {
  const lines = ['## Bundle', ''];
  const files = existsSync(dist) ? readdirSync(dist).filter((name) => /\.(js|json|zip)$/.test(name) && statSync(join(dist, name)).isFile()) : [];
  if (files.length === 0) {
    lines.push(`No build in \`${relative(root, resolve(dist)) || dist}/\` yet: run \`npm run build:plugin && npm run build:react\`, or \`npm test\`.`);
    return lines;
  }
  const built = Math.max(...files.map((name) => statSync(join(dist, name)).mtimeMs));
  // Built by this run's "bundles" step: the run's commit. Otherwise the build's commit is not recorded.
  const bundles = lastStep(steps, 'bundles');
  const inRun = run && bundles && built >= Date.parse(run.started) && built <= Date.parse(bundles.ended) + 1000;
  const source = inRun
    ? `${commitText(run)} (the build of \`npm test\`)`
    : built < now.committed
      ? `a commit before the checkout's \`${now.commit}\` (built outside \`npm test\`, which records its commit; build again for this commit's figures)`
      : `the checkout at ${commitText(now)} when these figures were written (built outside \`npm test\`, which records its commit)`;
  lines.push(
    `Built ${when(built)} from ${source}. Gzip is Node's zlib at level 9, as \`tests/browser/bundle-budget.test.ts\` measures it against the budgets; a zip is compressed already.`,
    '',
  );
  lines.push('| file | bytes | zlib level 9 |', '| --- | ---: | ---: |');
  for (const name of files.sort(byBundleOrder)) {
    const bytes = readFileSync(join(dist, name));
    lines.push(`| \`${name}\` | ${number(bytes.length)} | ${name.endsWith('.zip') ? '' : number(gzipSync(bytes, { level: 9 }).length)} |`);
  }
  const measuredOnly = ['bank.react.js'].filter((name) => files.includes(name));
  if (measuredOnly.length)
    lines.push('', `${measuredOnly.map((name) => `\`${name}\``).join(' and ')} ${measuredOnly.length > 1 ? 'are' : 'is'} built to be measured, never shipped.`);
  return lines;
}

/** Scripts first (bank.js, then the others), then the language files, then the zip. */
function byBundleOrder(a, b) {
  const rank = (name) => (name === 'bank.js' ? 0 : name.endsWith('.js') ? 1 : name.endsWith('.json') ? 2 : 3);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const lastStep = (steps, name) => steps.filter((step) => step.step === name).at(-1);

/** The parts of the Vitest reports, by the folder of tests/ their files are in. */
const PARTS = [
  ['unit', 'unit tests'],
  ['demo', 'demo backend'],
  ['browser', 'browser tests (Chromium, the built bundle)'],
  ['engines', 'other engines (Firefox, WebKit)'],
];

function testCounts(dir) {
  const counts = new Map(PARTS.map(([key]) => [key, { passed: 0, failed: 0, skipped: 0 }]));
  const outcomes = new Map();
  const key = (path) => String(path ?? '').replace(/^.*?\/tests\//, 'tests/');
  let found = false;
  let started = Infinity;
  for (const name of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
    const report = readJson(join(dir, name));
    if (!Array.isArray(report.testResults)) continue;
    found = true;
    started = Math.min(started, report.startTime ?? Infinity);
    for (const file of report.testResults) {
      // The last tests/ folder of the path: the checkout's own path may hold one too.
      const count = counts.get([...String(file.name ?? '').matchAll(/\/tests\/(\w+)(?=\/)/g)].at(-1)?.[1]);
      if (!count) continue;
      for (const test of file.assertionResults ?? []) {
        // A test left out of one run and run in another (the tests measured by the clock run
        // alone, after the others skipped them) counts once, as what it did where it ran.
        const id = `${key(file.name)}\u0000${test.fullName ?? test.title}`;
        const before = outcomes.get(id);
        if (before && before.report !== name) {
          if (before.status !== 'skipped') continue;
          before.count.skipped--;
        }
        outcomes.set(id, { status: test.status, count, report: name });
        if (test.status === 'passed') count.passed++;
        else if (test.status === 'failed') count.failed++;
        else count.skipped++;
      }
      // A file that failed before any of its tests ran counts as one failure, as summarise-results does.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) count.failed++;
    }
  }
  const rows = PARTS.map(([key, label]) => [label, counts.get(key)]);
  const log = join(dir, 'wordpress.log');
  let versions = [];
  if (existsSync(log)) {
    found = true;
    const text = readFileSync(log, 'utf8');
    const last = (pattern) => Number([...text.matchAll(pattern)].at(-1)?.[1] ?? 0);
    rows.push(['WordPress end to end and PHP', { passed: last(/^# pass (\d+)$/gm), failed: last(/^# fail (\d+)$/gm), skipped: 0 }]);
    // run.sh says each version's time twice (as it ends, and in its totals): once each here.
    const byVersion = new Map();
    for (const [, version, outcome, seconds] of text.matchAll(/\] WordPress ([\w.-]+): (passed|FAILED) in (\d+) s$/gm)) {
      byVersion.set(version, { version, outcome, seconds: Number(seconds) });
    }
    versions = [...byVersion.values()];
  }
  return found ? { rows, versions, started: Number.isFinite(started) ? started : undefined } : undefined;
}

const LANES = { 1: 'lane 1', 2: 'lane 2, beside lane 1', after: 'after both lanes, alone' };

function testSection(dir, { steps, run }, now) {
  const lines = ['## Tests', ''];
  const counts = testCounts(dir);
  // The headings stay whatever was recorded: the docs link to them.
  const timeHeading = ['### Time per step', ''];
  if (!counts && steps.length === 0) {
    lines.push('No test run recorded yet: run `npm test`.', '', ...timeHeading, 'No step timed yet: `npm test` times each of its steps.');
    return lines;
  }
  if (run) {
    const cpu = run.cpuSeconds == null ? '' : `, ${number(run.cpuSeconds)} CPU-seconds machine-wide, ${number(run.idleCoreSeconds)} core-seconds idle`;
    lines.push(`\`npm test\` of ${when(run.ended)}, at ${commitText(run)}, on ${run.cores} cores: ${duration(run.seconds)} in all${cpu}.`, '');
  } else {
    const date = counts?.started ?? Date.parse(steps.at(-1)?.ended ?? '');
    lines.push(
      `${steps.length ? 'An `npm test` that did not reach its end' : 'Test results from a run other than `npm test`'}${Number.isFinite(date) ? `, ${when(date)}` : ''}, in the checkout now at ${commitText(now)}, on ${availableParallelism()} cores.`,
      '',
    );
  }
  if (counts) {
    const total = counts.rows.reduce((sum, [, c]) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
      passed: 0,
      failed: 0,
      skipped: 0,
    });
    lines.push('| part | passed | failed | skipped |', '| --- | ---: | ---: | ---: |');
    for (const [label, c] of [...counts.rows, ['**all**', total]]) lines.push(`| ${label} | ${number(c.passed)} | ${number(c.failed)} | ${number(c.skipped)} |`);
    lines.push('');
  }
  lines.push(...timeHeading);
  if (steps.length === 0) lines.push('No step timed: the results come from a run other than `npm test`, which times each of its steps.');
  else {
    lines.push('Two lanes run side by side, a core each, then the tests measured by the clock alone ([how the run is ordered](testing.md#the-test-command)).', '');
    lines.push('| step | when | time | outcome |', '| --- | --- | ---: | --- |');
    const order = Object.keys(LANES);
    const byLane = [...steps].sort((x, y) => order.indexOf(x.lane) - order.indexOf(y.lane));
    for (const step of byLane) lines.push(`| ${step.step} | ${LANES[step.lane] ?? step.lane} | ${duration(step.seconds)} | ${step.ok ? 'ok' : 'FAILED'} |`);
    if (counts?.versions.length) {
      lines.push(
        '',
        `Within the WordPress step, the versions side by side: ${counts.versions.map((v) => `${v.version} ${v.seconds} s${v.outcome === 'passed' ? '' : ' (failed)'}`).join(', ')}.`,
      );
    }
  }
  return lines;
}

const GUESSES_HEADING = '### Guesses through the site, as measured';

/**
 * What the WordPress end-to-end test's guess attacks measured in the last run
 * (`.tmp/results/wordpress-measured.jsonl`, tests/wordpress/e2e/measured.mjs): how many of the
 * tries reached the bank, per WordPress version. The docs state the limits and link here.
 */
function guessesSection(dir) {
  const lines = [GUESSES_HEADING, ''];
  const file = join(dir, 'wordpress-measured.jsonl');
  const rows = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  if (rows.length === 0) {
    lines.push('Not measured in the last run: the WordPress end-to-end test measures them (`npm test`, or `npm run test:wp`).');
    return lines;
  }
  lines.push(
    "Each attack through the site's endpoint by the WordPress end-to-end test of the last run, against the demo bank: what was tried, and what came of it.",
    '',
    '| WordPress | tried | measured |',
    '| --- | --- | --- |',
  );
  for (const { wordpress, what, figure } of rows) lines.push(`| ${wordpress} | ${what.replaceAll('|', '\\|')} | ${figure.replaceAll('|', '\\|')} |`);
  return lines;
}

const METRICS = [
  ['evaluation', "the bundle's evaluation"],
  ['mountToForm', '`mountBank()` to the sign-in form'],
  ['navToForm', 'navigation start to the sign-in form'],
  ['longestTask', 'longest task'],
  ['navToBalance', 'returning customer (a session held): navigation start to the balance'],
  ['firstFormatters', "a fresh page's first `Intl` number and date formatters (the balance needs them, the form does not)"],
];
const ms = (value) => (typeof value !== 'number' ? '' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);

function benchSection(file) {
  const lines = ['## Mount and first screen', ''];
  if (!existsSync(file)) {
    lines.push('Not measured yet — run `npm run bench`.');
    return lines;
  }
  const bench = readJson(file);
  const columns = Object.entries(bench.builds ?? {}).flatMap(([build, speeds]) => Object.keys(speeds).map((speed) => [build, speed]));
  const on = [bench.commit ? `commit \`${bench.commit}\`` : 'commit not recorded', bench.cores ? `${bench.cores} cores` : 'cores not recorded', bench.browser]
    .filter(Boolean)
    .join(', ');
  const load = bench.loadAverage ? `, load average ${bench.loadAverage.before} before and ${bench.loadAverage.after} after` : '';
  lines.push(`\`npm run bench\` of ${when(bench.date)} (${on}${load}): medians of ${bench.runs} runs, the CPU slowed 1x and 4x.`, '');
  lines.push(`| | ${columns.map(([build, speed]) => `${build} ${speed}`).join(' | ')} |`, `| --- |${' ---: |'.repeat(columns.length)}`);
  for (const [key, label] of METRICS) lines.push(`| ${label} | ${columns.map(([build, speed]) => ms(bench.builds[build][speed][key])).join(' | ')} |`);
  const ratio = ({ balanceToForm }) => (typeof balanceToForm === 'number' ? `${balanceToForm.toFixed(2)}×` : '');
  lines.push(`| the balance against the sign-in form (median of each pair's ratio) | ${columns.map(([build, speed]) => ratio(bench.builds[build][speed])).join(' | ')} |`);
  lines.push(
    '',
    "The returning customer's page is the dashboard with a session in localStorage, the bank's calls answered at once by the demo backend on the page's own origin; both pages are timed until their target is in the DOM, one after the other, so the ratio of each pair holds on a busy machine where the times do not.",
  );
  return lines;
}

const SITE_HEADING = '## Through the site, on a small WordPress host';

function siteBenchSection(file) {
  const lines = [SITE_HEADING, ''];
  if (!existsSync(file)) {
    lines.push('Not measured yet — run `npm run bench:site`.');
    return lines;
  }
  const { runs } = readJson(file);
  const first = Object.values(runs)[0];
  lines.push(
    `\`npm run bench:site\`: PHP's built-in server with 2 workers, MariaDB, WordPress 6.1 with a mu-plugin spending 60 ms loading and 120 ms on \`init\`, the demo backend; ${first.pages} headless Chromium pages, each a signed-in customer, loading the dashboard again and again for ${first.seconds} s with the browser's cache off; through the site, then connected directly; without a page cache (each page boots WordPress), then with one (the bank page, the same for every visitor, served again without booting WordPress, as on most sites). A request to the site is a document or a call to the site's own address; a WordPress boot is one the page cache did not answer.`,
    '',
    '| plugin | measured | page cache | connection | views | views/s | balance, median | balance, 95th percentile | requests to the site per view | WordPress boots per view |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const siteRate = {};
  for (const [label, run] of Object.entries(runs)) {
    const on = `${when(run.date)}${run.commit ? `, checkout \`${run.commit}\`` : ''}, ${run.cores} cores, load ${run.loadAverage.before} → ${run.loadAverage.after}`;
    for (const r of run.results) {
      const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
      // Runs from before the page cache was benched had none.
      const cache = r.pageCache ? 'on' : 'off';
      if (r.connection === 'site') (siteRate[cache] ??= []).push([label, r.perSecond]);
      lines.push(
        `| ${label} | ${on} | ${cache} | ${r.connection} | ${number(r.views)} | ${r.perSecond.toFixed(2)} | ${s(r.median)} | ${s(r.p95)} | ${r.requests.toFixed(2)} | ${(r.boots ?? r.requests).toFixed(2)} |`,
      );
    }
  }
  const ratios = Object.entries(siteRate)
    .filter(([, rates]) => rates.length > 1)
    .map(([cache, rates]) => {
      const [[from, before], [to, now]] = [rates[0], rates.at(-1)];
      return `page cache ${cache}: ${to} gives ${(now / before).toFixed(2)}× the views per second of ${from}`;
    });
  if (ratios.length) lines.push('', `Through the site, ${ratios.join('; ')}.`);
  return lines;
}

if (args['bench-only']) {
  const page = existsSync(args.out) ? readFileSync(args.out, 'utf8') : '';
  const start = page.indexOf('\n## Mount and first screen\n');
  if (start < 0) throw new Error(`${args.out} has no "## Mount and first screen" section: run npm run figures for the whole page.`);
  const mountEnd = page.indexOf('\n## ', start + 1);
  let next = mountEnd;
  if (page.startsWith(`\n${SITE_HEADING}\n`, next)) next = page.indexOf('\n## ', next + 1);
  // A bench not run in this checkout leaves its section as it was written.
  const mount = existsSync(args.bench)
    ? benchSection(args.bench)
    : page
        .slice(start + 1, mountEnd < 0 ? undefined : mountEnd)
        .replace(/\n+$/, '')
        .split('\n');
  const site =
    existsSync(args['bench-site']) || next === mountEnd
      ? siteBenchSection(args['bench-site'])
      : page
          .slice(mountEnd + 1, next < 0 ? undefined : next)
          .replace(/\n+$/, '')
          .split('\n');
  const sections = [...mount, '', ...site];
  writeFileSync(args.out, `${page.slice(0, start + 1)}${sections.join('\n')}\n${next < 0 ? '' : page.slice(next)}`);
  console.log(`figures: wrote the bench sections of ${relative(process.cwd(), resolve(args.out)) || args.out}`);
  process.exit(0);
}

const now = checkout();
const recorded = readSteps(args.results);
const text = [
  '# Figures',
  '',
  '<!-- Written by scripts/figures.mjs: `npm run figures`, from what was last built and run (`npm test` writes its own copy to .tmp/figures.md). Never edit it by hand. -->',
  '',
  'What the last build and test run measured, each with when and on what. `npm run figures` writes this page from the last build in `dist/` and the last run in `.tmp/results/`; `npm test` leaves its own copy in `.tmp/figures.md` and changes no tracked file.',
  '',
  ...bundleSection(args.dist, recorded, now),
  '',
  ...testSection(args.results, recorded, now),
  '',
  ...guessesSection(args.results),
  '',
  ...benchSection(args.bench),
  '',
  ...siteBenchSection(args['bench-site']),
  '',
].join('\n');
writeFileSync(args.out, text);
console.log(`figures: wrote ${relative(process.cwd(), resolve(args.out)) || args.out}`);
