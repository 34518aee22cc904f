#!/usr/bin/env node
/**
 * What each build step of vite.config.ts saves: bank.js built as shipped, then once without each
 * step, every size by Node's zlib at level 9 (the bundle test's measure). docs/decisions.md
 * ("What each build step saves") quotes it; a step that saves under 300 bytes is not worth its code.
 * Run: node scripts/transform-savings.mjs (nothing is written to dist/).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, `${root}vite.config.ts`);
const without = (name) => (plugins) => plugins.filter((p) => p.name !== name);

/** Each variant: a label and how it changes the plugin list, the build options or the JSX transform. */
const VARIANTS = [
  ['as shipped', {}],
  ['without slimReactForForms (react-hook-form and wouter read preact/compat whole)', { plugins: without('bank:slim-react-for-forms') }],
  ['without shortCssTokens (--bank-* names as written)', { plugins: without('bank:short-css-tokens') }],
  [
    'without the messages tokenizer (ids as written, English as an object keyed by id)',
    { plugins: (plugins) => plugins.map((p) => (p.name === 'bank:messages' ? { ...p, load: undefined, transform: undefined } : p)) },
  ],
  ["Vite's default minifier (oxc) instead of terser", { build: { minify: 'oxc' } }],
  [
    'terser with two passes and top-level names (dropped: saved under 300 bytes)',
    { build: { terserOptions: { safari10: false, ecma: 2020, toplevel: true, compress: { passes: 2 } } } },
  ],
  ["terser with Vite's workarounds for Safari 10 and 11", { build: { terserOptions: {} } }],
  ['written for ES2020 (logical assignment rewritten)', { build: { target: 'es2020' } }],
  ["JSX to react/jsx-runtime's jsx() (the automatic runtime) instead of createElement", { oxc: { jsx: { runtime: 'automatic', importSource: 'react' } } }],
  ['without qrEncoderFile (the QR encoder inside bank.js)', { plugins: without('bank:qr-encoder-file') }],
];

async function bankJs({ plugins = (p) => p, build: options = {}, oxc = config.oxc }) {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    oxc,
    plugins: plugins(config.plugins.flat(Infinity)),
    build: { ...config.build, ...options, write: false },
  });
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).find((file) => file.fileName === 'bank.js');
  return gzipSync(Buffer.from(chunk.code), { level: 9 }).length;
}

let shipped;
for (const [label, variant] of VARIANTS) {
  const bytes = await bankJs(variant);
  shipped ??= bytes;
  const change =
    bytes > shipped ? ` (the step saves ${(bytes - shipped).toLocaleString('en-US')})` : bytes < shipped ? ` (it would save ${(shipped - bytes).toLocaleString('en-US')})` : '';
  console.log(`${label}: ${bytes.toLocaleString('en-US')} bytes${change}`);
}
