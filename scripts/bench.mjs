#!/usr/bin/env node
/**
 * `npm run bench`: how fast the built widget shows its sign-in form to a new visitor, and a
 * returning customer's balance, for the shipped build
 * (dist/bank.js) and the same source on React 19 (dist/bank.react.js), from the same host page in
 * one run, in Debian's Chromium at 1x and at 4x CPU throttling (a mid-range phone). Not part of
 * `npm test`: timings on a shared machine are figures to read, not pass/fail material.
 *
 * It measures the files in dist/ as they are (BANK_DIST picks another folder), building only a
 * missing one: after changing the source, run `npm run build && npm run build:react` first.
 * Options: --runs N (default 7; medians are printed), --profile (instead: where the mount's time
 * goes, a CPU profile at 4x mapped through dist/bank.js.map, from `npm run build -- --sourcemap hidden`).
 *
 * Each sample is a fresh browser context (no HTTP or code cache) loading a page that has the
 * bundle's `<script src>` and then calls `mountBank()`; the builds alternate. Every figure is wall
 * clock on the page's main thread, from a Chromium trace:
 *  - evaluation: compiling and running the bundle's top level (the trace's script compile and
 *    evaluate events for the file);
 *  - mount → form: from the mountBank() call until a MutationObserver sees the Email input;
 *  - navigation → form: from navigation start to that moment;
 *  - longest task: the longest main-thread task from the bundle's evaluation to the form;
 *  - returning customer, navigation → balance: a page at /wp-user/dashboard whose localStorage
 *    holds a session, from navigation start until the balance is in the DOM. The bank's calls are
 *    answered at once by the demo backend (demo/server, the contract's), in this process, on the
 *    page's own origin. The two pages load one after the other, so the ratio of each pair (its
 *    median is printed) is what to read on a busy machine;
 *  - first formatters: a fresh page without the widget making the engine's first `Intl` number and
 *    date formatters, which the balance needs and the form does not (its part of the difference).
 * The medians are also written to .tmp/bench.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createDemoHandler } from '../demo/server/http.ts';
import { BASE, BUILDS, distDir, launch, median, mountScript, readBuilds, serve, TARGETS, withPage } from './bench-page.mjs';
import { profileTop } from './profile-map.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' }, profile: { type: 'boolean', default: false } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);

for (const build of BUILDS) {
  if (existsSync(`${distDir}${build.file}`)) continue;
  console.log(`${distDir}${build.file} is missing: building it (npm run ${build.script}).`);
  if (spawnSync('npm', ['run', '--silent', build.script], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
const builds = readBuilds();
if (!builds) process.exit(1);
console.log(`Measuring ${builds.map((b) => `${b.file} (built ${b.built.toISOString()})`).join(' and ')}; after a change, npm run build && npm run build:react first.`);

const RATES = [1, 4];
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'];

/** The figures of one page load, read from its trace (microseconds in the trace, milliseconds out). */
function readTrace(events, file) {
  const ofFile = (e) => (e.args?.data?.url ?? e.args?.fileName ?? '').endsWith(`/${file}`);
  const evaluate = events.find((e) => e.name === 'EvaluateScript' && ofFile(e));
  if (!evaluate) throw new Error(`no evaluation of ${file} in the trace`);
  const main = (e) => e.pid === evaluate.pid && e.tid === evaluate.tid;
  const form = events.find((e) => e.name === TARGETS.form.mark && e.pid === evaluate.pid);
  if (!form) throw new Error('no bank-form mark in the trace');
  const compile = events.filter((e) => main(e) && e.ph === 'X' && (e.name === 'v8.compile' || e.name === 'v8.compileModule') && ofFile(e)).reduce((sum, e) => sum + e.dur, 0);
  const tasks = events.filter((e) => main(e) && e.ph === 'X' && e.name === 'RunTask');
  const first = tasks.find((t) => t.ts <= evaluate.ts && t.ts + t.dur >= evaluate.ts) ?? evaluate;
  const longest = Math.max(0, ...tasks.filter((t) => t.ts + t.dur >= first.ts && t.ts <= form.ts).map((t) => t.dur));
  return { evaluation: (evaluate.dur + compile) / 1000, longestTask: longest / 1000 };
}

/**
 * One page load, traced (so both pages bear the tracing's cost alike): a new visitor's at the
 * sign-in form, with `storage` a returning customer's (a session held) at the dashboard, until the
 * page's target shows.
 */
async function traced(browser, rate, path, storage) {
  return withPage(
    browser,
    async (page, cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      let shown;
      let trace;
      try {
        await page.goto(`${origin}${path}`);
        shown = await page.evaluate(async () => ({ at: await window.__shown, mountAt: window.__mountAt }));
      } finally {
        trace = await browser.stopTracing();
      }
      return { ...shown, events: JSON.parse(trace.toString('utf8')).traceEvents };
    },
    { storage },
  );
}

/**
 * The engine's first number and date formatters, on a fresh page without the widget: work the
 * balance's first render needs (amounts and dates go through `Intl`) and the sign-in form does not,
 * whatever the widget does; the same formatters as the widget's (src/lib/i18n.ts).
 */
async function firstFormatters(browser, rate) {
  return withPage(browser, async (page, cdp) => {
    await page.goto(`${origin}${BASE}/auth/signin`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return page.evaluate(() => {
      const start = performance.now();
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).formatToParts(1);
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(0);
      return performance.now() - start;
    });
  });
}

async function sample(browser, build, rate) {
  const form = await traced(browser, rate, `${BASE}/auth/signin?build=${build.key}`);
  const balance = await traced(browser, rate, `${BASE}/dashboard?build=${build.key}`, { baUid: token });
  // The two pages load one after the other: the ratio of each pair is what a busy machine's drift leaves alone.
  const measured = {
    ...readTrace(form.events, build.file),
    navToForm: form.at,
    mountToForm: form.at - form.mountAt,
    navToBalance: balance.at,
    balanceToForm: balance.at / form.at,
  };
  return { ...measured, firstFormatters: await firstFormatters(browser, rate) };
}

/** A session of the demo backend's demo customer, signed in as the widget does. */
async function signIn() {
  const body = new FormData();
  body.append('email', 'demo@bank.test');
  body.append('password', 'demo1234');
  const answer = await (await fetch(`${origin}/api/users.php?crud=userlogin`, { method: 'POST', body })).json();
  if (typeof answer.jwt !== 'string' || !answer.jwt) throw new Error(`the demo backend gave no session: ${JSON.stringify(answer)}`);
  return answer.jwt;
}

/** Where the mount's time goes at 4x: the bundle added to a loaded page, then mounted under the profiler. */
async function profileMount(browser, build) {
  const map = JSON.parse(readFileSync(`${build.path}.map`, 'utf8'));
  return withPage(browser, async (page, cdp) => {
    await page.goto(`${origin}${BASE}/auth/signin`);
    await page.addScriptTag({ url: `/${build.file}` });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    // console.profile() in the page: exactly from the mountBank() call to the form.
    const finished = new Promise((resolve) => cdp.once('Profiler.consoleProfileFinished', ({ profile }) => resolve(profile)));
    await page.addScriptTag({ content: `console.profile('mount');${mountScript}\nwindow.__shown.then(() => console.profileEnd('mount'));` });
    const mountToForm = await page.evaluate(async () => (await window.__shown) - window.__mountAt);
    const profile = await finished;
    return { mountToForm, ...profileTop(profile, map, build.file) };
  });
}

const server = await serve(builds, { api: createDemoHandler() });
const { origin } = server;
const token = await signIn();
const browser = await launch();
const loadBefore = loadavg()[0];
const samples = {};
try {
  if (args.profile) {
    const preact = builds.find((b) => b.key === 'preact');
    if (!existsSync(`${preact.path}.map`)) {
      console.error(`${preact.path}.map is missing: run npm run build -- --sourcemap hidden first.`);
      process.exit(1);
    }
    const mounts = [];
    const self = new Map();
    for (let i = 0; i < runs; i++) {
      const { mountToForm, top } = await profileMount(browser, preact);
      mounts.push(mountToForm);
      for (const { where, ms } of top) self.set(where, (self.get(where) ?? 0) + ms / runs);
    }
    console.log(`\nMount → form at 4x, median of ${runs}: ${median(mounts).toFixed(1)} ms (${mounts.map((ms) => ms.toFixed(0)).join(', ')}).`);
    console.log('Self time by function, mean per mount (source map; "(program)" is the engine itself: compiling, styles, layout):');
    for (const [where, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${where}`);
    const byFile = new Map();
    for (const [where, ms] of self) byFile.set(where.split(':')[0], (byFile.get(where.split(':')[0]) ?? 0) + ms);
    console.log('By file:');
    for (const [file, ms] of [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${file}`);
  } else {
    for (const build of builds) for (const rate of RATES) await sample(browser, build, rate); // warm-up: browser start-up costs fall here
    for (let i = 0; i < runs; i++) {
      for (const rate of RATES) {
        for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
          ((samples[build.key] ??= {})[`${rate}x`] ??= []).push(await sample(browser, build, rate));
        }
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (args.profile) process.exit(0);

const METRICS = {
  evaluation: 'evaluation',
  mountToForm: 'mount → sign-in form',
  navToForm: 'navigation start → form',
  longestTask: 'longest task, evaluation → form',
  navToBalance: 'returning customer: navigation start → balance',
  firstFormatters: "first Intl number and date formatters of a fresh page (the balance's, not the form's)",
  balanceToForm: 'balance / form (median of the ratios of each pair)',
};
const medians = Object.fromEntries(
  builds.map((b) => [
    b.key,
    Object.fromEntries(
      RATES.map((rate) => [
        `${rate}x`,
        Object.fromEntries(Object.keys(METRICS).map((m) => [m, Number(median(samples[b.key][`${rate}x`].map((s) => s[m])).toFixed(m === 'balanceToForm' ? 2 : 1))])),
      ]),
    ),
  ]),
);
const date = new Date().toISOString();
mkdirSync('.tmp', { recursive: true });
// What was measured, on what: the figures page says so beside each figure.
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || undefined;
const onWhat = { commit, cores: availableParallelism(), browser: `Chromium ${browser.version()} headless` };
const loadAverage = { before: Number(loadBefore.toFixed(1)), after: Number(loadavg()[0].toFixed(1)) };
writeFileSync('.tmp/bench.json', `${JSON.stringify({ date, runs, ...onWhat, loadAverage, builds: medians }, null, 2)}\n`);

const load = `load average ${loadAverage.before} before, ${loadAverage.after} after, on ${availableParallelism()} cores`;
console.log(`\nMedians of ${runs} runs, ms, wall clock; Chromium ${browser.version()} headless, ${date.slice(0, 10)}, ${load}:\n`);
const columns = builds.flatMap((b) => RATES.map((rate) => [b, `${rate}x`]));
console.log(`| what | ${columns.map(([b, rate]) => `${b.name} ${rate}`).join(' | ')} |`);
console.log(`| --- |${columns.map(() => ' ---: |').join('')}`);
for (const [key, label] of Object.entries(METRICS))
  console.log(`| ${label} | ${columns.map(([b, rate]) => medians[b.key][rate][key].toFixed(key === 'balanceToForm' ? 2 : 1)).join(' | ')} |`);
if (server.unexpected.length) console.warn(`Note: the page requested ${[...new Set(server.unexpected)].join(', ')} (answered 404).`);
console.log('\nWritten to .tmp/bench.json.');
