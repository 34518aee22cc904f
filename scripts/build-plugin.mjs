#!/usr/bin/env -S npx tsx
/**
 * Packs the WordPress plugin: wp-plugin/ plus the client bundle into
 * $BANK_DIST/online-banking-portal.zip (BANK_DIST defaults to dist/), with every file under
 * the folder online-banking-portal/ (the slug), ready for Plugins > Add New > Upload.
 *
 * Generated inside the zip (never written into wp-plugin/):
 * - assets/bank.js                     the bundle ($BANK_DIST/bank.js), plus a pointer to its map
 * - assets/bank.js.map                 its source map, with the original sources inside
 *                                      (npm run build:plugin builds it: vite build --sourcemap hidden,
 *                                      which leaves bank.js byte for byte as the plain build)
 * - assets/bank.asset.php              the content hash of it and the files beside it, the script
 *                                      version WordPress appends (?ver=), which the widget carries
 *                                      to the language files and the QR encoder
 * - assets/bank.<language>.json        the widget's language files ($BANK_DIST/bank.fr.json ...,
 *                                      bank.ids.json), read by the widget from mountBank's
 *                                      translationsUrl; a missing one fails the build
 * - assets/bank.qr.js                  the QR encoder the widget runs beside bank.js when a
 *                                      deposit address shows; missing, it fails the build
 * - languages/online-banking-portal.pot  the plugin's translatable strings, and the widget's
 *                                      messages (msgctxt = the message id, msgid = its English)
 * - languages/online-banking-portal-<locale>.mo  each wp-plugin/languages/*.po compiled, and
 *   languages/online-banking-portal-<locale>-online-banking-portal-bank-editor-script.json
 *                                      its strings of the block editor's script, as Jed JSON
 *                                      (both by scripts/plugin-languages.mjs: GNU gettext's
 *                                      xgettext and gettext-parser)
 *
 * Run with tsx (npm run build:plugin): it reads the widget's English catalogue from
 * src/i18n/en/index.ts and the shipped languages from src/i18n/files.ts. The zip is fflate's.
 * Options: --bundle <file> (default $BANK_DIST/bank.js; its map is <file>.map),
 * --out <file> (default $BANK_DIST/online-banking-portal.zip).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { en } from '../src/i18n/en/index.ts';
import { languageFiles } from '../src/i18n/files.ts';
import { SLUG, addEntry, compileLanguages, compilePot, header, orExit, pluginDir, pluginPot } from './plugin-languages.mjs';
import { generate } from './generate.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? resolve(process.argv[i + 1]) : fallback;
}
const distDir = resolve(root, process.env.BANK_DIST || 'dist');
const bundlePath = arg('--bundle', join(distDir, 'bank.js'));
const mapPath = `${bundlePath}.map`;
const outPath = arg('--out', join(distDir, `${SLUG}.zip`));

function fail(message) {
  console.error(`build-plugin: ${message}`);
  process.exit(1);
}

/** Files shipped from wp-plugin/: PHP, readme.txt and the plugin's own assets. */
function pluginFiles(dir = pluginDir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...pluginFiles(full));
    else if (/\.(php|txt|css|js|json|png|svg|pot|po)$/.test(name)) out.push(full);
  }
  return out;
}

// The plugin's generated files (includes/generated/, block.json, look.js…), before they are packed.
await generate('wp-plugin/');

// ---- checks -------------------------------------------------------------------------------

let bundle;
try {
  bundle = readFileSync(bundlePath);
} catch {
  fail(`${relative(root, bundlePath)} is missing: run "npm run build" first (npm run build:plugin does both).`);
}
if (!bundle.toString('utf8').includes('mountBank')) fail(`${relative(root, bundlePath)} does not define mountBank.`);

// The directory's guidelines ask for readable source: the map carries every original file.
let map;
try {
  map = JSON.parse(readFileSync(mapPath, 'utf8'));
} catch {
  fail(`${relative(root, mapPath)} is missing or not JSON: build with "npm run build:plugin" (vite build --sourcemap hidden).`);
}
const ownSources = (map.sources || []).filter((s) => /(^|\/)src\//.test(s) && !s.includes('node_modules'));
if (!map.mappings || !ownSources.length || (map.sourcesContent || []).length !== map.sources.length) {
  fail(`${relative(root, mapPath)} does not map bank.js to its sources (with their content).`);
}
// Both come from one build: a map much older than the bundle belongs to an earlier one.
if (statSync(bundlePath).mtimeMs - statSync(mapPath).mtimeMs > 10_000) {
  fail(`${relative(root, mapPath)} is older than bank.js: rebuild with "npm run build:plugin".`);
}
// The widget's language files, built beside bank.js by vite.config.ts (messagesPlugin).
const languageNames = [...Object.keys(languageFiles()).map((language) => `bank.${language}.json`), 'bank.ids.json'];
const languageAssets = languageNames.map((name) => {
  const file = join(dirname(bundlePath), name);
  let data;
  try {
    data = readFileSync(file);
    JSON.parse(data.toString('utf8'));
  } catch {
    fail(`${relative(root, file)} is missing or not JSON: the widget's language files are built with bank.js ("npm run build:plugin").`);
  }
  return { name: `assets/${name}`, data };
});
// The QR encoder, built beside bank.js by vite.config.ts (qrEncoderFile).
const qrEncoderPath = join(dirname(bundlePath), 'bank.qr.js');
let qrEncoder;
try {
  qrEncoder = readFileSync(qrEncoderPath);
} catch {
  fail(`${relative(root, qrEncoderPath)} is missing: the QR encoder is built with bank.js ("npm run build:plugin").`);
}
const pluralIds = Object.entries(en)
  .filter(([, message]) => typeof message !== 'string')
  .map(([id]) => id);

const shippedBundle = Buffer.concat([bundle, Buffer.from(`${bundle.at(-1) === 0x0a ? '' : '\n'}//# sourceMappingURL=bank.js.map\n`)]);

const main = readFileSync(join(pluginDir, `${SLUG}.php`), 'utf8');
const readme = readFileSync(join(pluginDir, 'readme.txt'), 'utf8');
const version = header(main, 'Version');
const constant = (main.match(/define\(\s*'ONLINE_BANKING_PORTAL_VERSION',\s*'([^']+)'/) || [])[1];
const stable = header(readme, 'Stable tag');
if (!version || version !== constant || version !== stable) {
  fail(`versions disagree: header ${version}, ONLINE_BANKING_PORTAL_VERSION ${constant}, readme Stable tag ${stable}.`);
}
// The same in both, spelled the same way (the directory's usual "GPLv2 or later" with its License URI).
for (const field of ['Requires at least', 'Requires PHP', 'License', 'License URI']) {
  if (header(main, field) !== header(readme, field)) fail(`"${field}" differs: ${header(main, field)} in ${SLUG}.php, ${header(readme, field)} in readme.txt.`);
}

// The PHP version the header promises (7.4) is checked by running the code on it:
// scripts/php74-check.mjs, through tests/wordpress/run.sh.

// ---- generated files ----------------------------------------------------------------------

// The version covers the files the widget reads beside bank.js too: they carry its ?ver= (bundle-files.ts).
const versioned = createHash('sha256').update(shippedBundle).update(qrEncoder);
for (const { data } of languageAssets) versioned.update(data);
const hash = versioned.digest('hex').slice(0, 20);
const assetPhp = `<?php
/**
 * Generated by scripts/build-plugin.mjs: the version of assets/bank.js (the content hash of it and
 * of the files beside it), and
 * the ids of the widget's plural messages (a language pack's forms of them are not used).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

return array(
\t'dependencies' => array(),
\t'version'      => '${hash}',
\t'plurals'      => array( ${pluralIds.map((id) => `'${id}'`).join(', ')} ),
);
`;

// The plugin's own strings (scripts/plugin-languages.mjs), and the widget's messages
// (src/i18n/en): those are translated through WordPress's script translations (a language
// pack's JSON for assets/bank.js), keyed by the message id as the context.
const WIDGET_COMMENT = "Online banking (the widget's own text): {name} placeholders stay as they are. See docs/messages.md for where each id appears.";
const { pot, languages } = orExit('build-plugin', () => {
  const template = pluginPot();
  return { pot: template, languages: compileLanguages(template) };
});
const pluginStrings = Object.values(pot.translations).reduce((n, context) => n + Object.keys(context).filter(Boolean).length, 0);
for (const [id, message] of Object.entries(en)) {
  const plural = typeof message !== 'string';
  addEntry(pot, {
    msgctxt: id,
    msgid: plural ? message.one : message,
    ...(plural && { msgid_plural: message.other }),
    msgstr: plural ? ['', ''] : [''],
    comments: { extracted: WIDGET_COMMENT, reference: 'assets/bank.js' },
  });
}
for (const { name, untranslated } of languages) {
  if (untranslated) console.warn(`build-plugin: wp-plugin/${name.replace(/\.mo$/, '.po')} leaves ${untranslated} of the plugin's ${pluginStrings} strings untranslated.`);
}

const files = [
  ...pluginFiles().map((f) => ({ name: relative(pluginDir, f).split(sep).join('/'), data: readFileSync(f) })),
  ...languages,
  ...languageAssets,
  { name: 'assets/bank.qr.js', data: qrEncoder },
  { name: 'assets/bank.js', data: shippedBundle },
  { name: 'assets/bank.js.map', data: readFileSync(mapPath) },
  { name: 'assets/bank.asset.php', data: Buffer.from(assetPhp) },
  { name: `languages/${SLUG}.pot`, data: compilePot(pot) },
].sort((a, b) => a.name.localeCompare(b.name));

// ---- the zip --------------------------------------------------------------------------------

// Every file under the folder of the slug, folders listed too, as Unix files (mode 644, folders
// 755); SOURCE_DATE_EPOCH dates them for a reproducible zip.
const mtime = process.env.SOURCE_DATE_EPOCH ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000) : new Date();
const folder = { level: 0, os: 3, attrs: ((0o40755 << 16) | 0x10) >>> 0, mtime };
const file = { level: 9, mem: 12, os: 3, attrs: (0o100644 << 16) >>> 0, mtime };
const entries = {};
const dirs = new Set([`${SLUG}/`]);
for (const { name } of files) {
  const parts = name.split('/').slice(0, -1);
  parts.forEach((_, i) => dirs.add(`${SLUG}/${parts.slice(0, i + 1).join('/')}/`));
}
for (const dir of [...dirs].sort()) entries[dir] = [new Uint8Array(0), folder];
for (const { name, data } of files) entries[`${SLUG}/${name}`] = [new Uint8Array(data), file];

mkdirSync(dirname(outPath), { recursive: true });
const archive = zipSync(entries);
writeFileSync(outPath, archive);
const potCount = (
  compilePot(pot)
    .toString('utf8')
    .match(/^msgid "./gm) || []
).length;
console.log(
  `build-plugin: ${relative(root, outPath) || outPath} (${(archive.length / 1024).toFixed(1)} KiB, ${files.length} files, ` +
    `bank.js ${(bundle.length / 1024).toFixed(1)} KiB + map ${ownSources.length} own sources + ${languageAssets.length} language files, ` +
    `${potCount} strings in the .pot (${Object.keys(en).length} of the widget), ${languages.length / 2} .mo (and their block editor JSON), version ${version}, script ver ${hash})`,
);
