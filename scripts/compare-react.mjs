#!/usr/bin/env node
/**
 * `npm run compare:react`: the shipped Preact bundle against the same source on React 19, measured
 * in Debian's Chromium (playwright-core), so docs/decisions.md's "Why Preact at runtime" figures can be
 * refreshed. Run `npm run build && npm run build:react` first (BANK_DIST picks the folder, as for
 * the build). Options: --runs N (default 5, the median is reported), --json.
 *
 * The page, the server and the browser are the bench's (scripts/bench-page.mjs; `npm run bench`
 * times the same page at 1x and 4x CPU). Each sample is a fresh browser context (empty HTTP and code caches) on a blank host page at
 * /wp-user/auth/signin. Samples alternate between the builds, after one discarded warm-up each.
 * Main-thread costs are CPU time of the renderer's main thread (CDP `Performance.enable` with
 * `timeDomain: 'threadTicks'`, then `Performance.getMetrics`), so other processes on a shared
 * machine do not inflate them; the wall-clock times to the form do depend on the machine's load,
 * which is printed beside them.
 *
 *  - script evaluation: ScriptDuration (compile + run of the bundle) across adding the bundle's
 *    <script> to an already loaded page, before anything is mounted;
 *  - mount to form: ScriptDuration from the mountBank() call until the Email input is in the DOM
 *    (React 19 renders in a later task; that task is included);
 *  - JS until the form, page load: ScriptDuration from navigation until the form is in the DOM, on
 *    a page that loads the bundle with a plain <script src> and mounts right after it;
 *  - sign-in form in the DOM (wall clock, same page): navigation start to the moment a
 *    MutationObserver on the widget's shadow root sees the Email input;
 *  - first contentful paint (wall clock, same page): the page has no content of its own, so its
 *    first contentful paint is the widget's.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { BASE, launch, median, mountScript, readBuilds, serve, withPage as withCdpPage } from './bench-page.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);

const builds = readBuilds();
if (!builds) process.exit(1);
const server = await serve(builds);
const { origin, unexpected } = server;
const browser = await launch();

/** A fresh context and page whose main-thread metrics are counted in thread CPU time. */
const withPage = (run) =>
  withCdpPage(browser, async (page, cdp) => {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
    return run(page, scriptMs);
  });

/** Evaluation and mount, each on its own: the bundle is added to a loaded page, then mounted. */
const staged = (build) =>
  withPage(async (page, scriptMs) => {
    await page.goto(`${origin}${BASE}/auth/signin`);
    const start = await scriptMs();
    await page.addScriptTag({ url: `/${build.file}` });
    const evaluated = await scriptMs();
    await page.addScriptTag({ content: mountScript });
    await page.evaluate(() => window.__shown);
    return { evaluationCpu: evaluated - start, mountCpu: (await scriptMs()) - evaluated };
  });

/** A page as a site owner writes it: <script src> then the mount call, timed from navigation. */
const pageLoad = (build) =>
  withPage(async (page, scriptMs) => {
    await page.goto(`${origin}${BASE}/auth/signin?build=${build.key}`);
    const formInDom = await page.evaluate(() => window.__shown);
    const untilFormCpu = await scriptMs();
    // FCP is reported after the paint; wait for it instead of sampling too early.
    const fcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return { untilFormCpu, formInDom, fcp };
  });

const measure = async (build) => ({ ...(await staged(build)), ...(await pageLoad(build)) });

const loadBefore = loadavg()[0];
const samples = Object.fromEntries(builds.map((b) => [b.name, []]));
try {
  for (const build of builds) await measure(build); // warm-up: browser start-up costs fall here
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) samples[build.name].push(await measure(build));
  }
} finally {
  await browser.close();
  server.close();
}

const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores`;
const metricNames = {
  evaluationCpu: 'script evaluation, main-thread CPU (ms)',
  mountCpu: 'mountBank() to the form, JS CPU (ms)',
  untilFormCpu: 'JS CPU from navigation to the form (ms)',
  formInDom: 'sign-in form in the DOM, wall clock (ms)',
  fcp: 'first contentful paint, wall clock (ms)',
};
const result = builds.map((b) => ({
  build: b.name,
  file: b.file,
  bytes: b.bytes.length,
  gzip9: gzipSync(b.bytes, { level: 9 }).length,
  ...Object.fromEntries(Object.keys(metricNames).map((k) => [k, median(samples[b.name].map((s) => s[k]))])),
  samples: samples[b.name],
}));

if (unexpected.length) console.warn(`Note: the page requested ${[...new Set(unexpected)].join(', ')} (answered 404).`);
if (args.json) {
  console.log(JSON.stringify({ runs, chromium: browser.version(), load, results: result }, null, 2));
} else {
  const [preact, react] = result;
  const fmt = (n) => (Number.isInteger(n) ? n.toLocaleString('en-US') : n.toFixed(1));
  const row = (label, key) => `| ${label} | ${fmt(preact[key])} | ${fmt(react[key])} | ${(react[key] / preact[key]).toFixed(2)}× |`;
  console.log(`Median of ${runs} runs each, Chromium ${browser.version()} (headless, --no-sandbox --disable-gpu), ${new Date().toISOString().slice(0, 10)}, ${load}:\n`);
  console.log(`| what | ${preact.build} (${preact.file}) | ${react.build} (${react.file}) | React / Preact |`);
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('bundle (bytes)', 'bytes'));
  console.log(row('gzip -9 (bytes, zlib level 9)', 'gzip9'));
  for (const [key, label] of Object.entries(metricNames)) console.log(row(label, key));
  console.log(
    `\nRuns (ms): ${result
      .map(
        (r) =>
          `${r.build}: ${Object.keys(metricNames)
            .map((k) => `${k} ${r.samples.map((s) => s[k].toFixed(1)).join('/')}`)
            .join('; ')}`,
      )
      .join(' | ')}`,
  );
}
