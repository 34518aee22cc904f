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
 *
 * Run with tsx (npm run build:plugin): it reads the widget's English catalogue from
 * src/i18n/en/index.ts and the shipped languages from src/i18n/files.ts.
 *
 * Pure Node (node:zlib for deflate, CRC-32 here): CI needs no zip tool.
 * Options: --bundle <file> (default $BANK_DIST/bank.js; its map is <file>.map),
 * --out <file> (default $BANK_DIST/online-banking-portal.zip).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { en } from '../src/i18n/en/index.ts';
import { languageFiles } from '../src/i18n/files.ts';
import { writePluginFacts } from './generate-plugin-facts.ts';

const SLUG = 'online-banking-portal';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pluginDir = join(root, 'wp-plugin');

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

// The widget's facts in the plugin's copies (includes/generated/facts.php, assets/admin/facts.json, block.json), before they are packed.
writePluginFacts();

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
const header = (text, field) => (text.match(new RegExp(`^[ \\t*#@]*${field}:\\s*(.+)$`, 'mi')) || [])[1]?.trim();
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

/**
 * Translatable strings of the PHP and JavaScript sources: __(), _e(), esc_html__(), esc_html_e(),
 * esc_attr__() and esc_attr_e() with single-quoted literals and the plugin's text domain (the
 * block editor script's wp.i18n.__() calls are read the same way); and each block.json's title,
 * description and keywords, with the contexts WordPress translates them under ("block title",
 * "block description", "block keyword"). Any other form of those calls fails the build, so no
 * string is silently left out of the .pot (wp-cli's make-pot is not needed).
 *
 * A translators comment (a block comment or a // comment starting with "translators:") belongs
 * to the first translation call after it in the same statement, as wp i18n make-pot reads it:
 * directly before the call, or before the statement holding it (`return sprintf(`, `'what' =>
 * sprintf(`). Every string with a placeholder (%s, %d, %1$s, ...) must get one: translators
 * cannot tell what "%s" stands for otherwise, and the directory's Plugin Check asks for it.
 */
const WIDGET_COMMENT = "Online banking (the widget's own text): {name} placeholders stay as they are. See docs/messages.md for where each id appears.";
const PLACEHOLDER = /%(?:\d+\$)?[-+0]?\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;
const hasPlaceholder = (msgid) => PLACEHOLDER.test(msgid.replace(/%%/g, ''));
function makePot(files) {
  const entries = new Map();
  const add = (msgid, ref, comment, context = '') => {
    const key = `${context}\u0004${msgid}`;
    const e = entries.get(key) ?? { msgid, context, refs: [], comments: new Set() };
    e.refs.push(ref);
    if (comment) e.comments.add(comment);
    entries.set(key, e);
  };
  add(header(main, 'Plugin Name'), `${SLUG}.php`, 'Plugin Name of the plugin');
  add(header(main, 'Description'), `${SLUG}.php`, 'Description of the plugin');
  const call = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'([^']+)'\s*\)/g;
  const anyCall = /\b(?:__|_e|_x|_ex|_n|_nx|esc_html__|esc_html_e|esc_html_x|esc_attr__|esc_attr_e|esc_attr_x)\(/g;
  const translatorsComment = /\/\*\s*(translators:[\s\S]*?)\*\/|\/\/\s*(translators:[^\n]*)/gi;
  for (const file of files.filter((f) => f.endsWith('block.json'))) {
    const rel = relative(pluginDir, file).split(sep).join('/');
    const block = JSON.parse(readFileSync(file, 'utf8'));
    if (block.textdomain !== SLUG) fail(`${rel}: "textdomain" must be "${SLUG}".`);
    add(block.title, rel, undefined, 'block title');
    if (block.description) add(block.description, rel, undefined, 'block description');
    for (const keyword of block.keywords ?? []) add(keyword, rel, undefined, 'block keyword');
  }
  for (const file of files.filter((f) => /\.(php|js)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(pluginDir, file).split(sep).join('/');
    const found = [...text.matchAll(call)].length;
    const calls = [...text.matchAll(anyCall)].length;
    if (found !== calls) fail(`${rel}: ${calls - found} translation call(s) the .pot extractor cannot read (use a single-quoted literal and the text domain '${SLUG}').`);
    const comments = [...text.matchAll(translatorsComment)].map((m) => ({
      end: m.index + m[0].length,
      text: (m[1] ?? m[2])
        .replace(/\n\s*\*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
    for (const m of text.matchAll(call)) {
      if (m[2] !== SLUG) fail(`${rel}: string "${m[1]}" uses text domain "${m[2]}", not "${SLUG}".`);
      const line = text.slice(0, m.index).split('\n').length;
      // The nearest comment before the call, unless a statement or another call lies between.
      const before = comments.filter((c) => c.end <= m.index).at(-1);
      const gap = before ? text.slice(before.end, m.index) : '';
      const comment = before && !/[;{}]/.test(gap) && !new RegExp(anyCall.source).test(gap) ? before.text : undefined;
      add(m[1].replace(/\\(['\\])/g, '$1'), `${rel}:${line}`, comment);
    }
  }
  const uncommented = [...entries.values()].filter((e) => hasPlaceholder(e.msgid) && !e.comments.size);
  if (uncommented.length) {
    fail(
      `strings with placeholders but no translators comment (put /* translators: ... */ before the call or its statement):\n${uncommented.map((e) => `  ${e.refs.join(' ')}: "${e.msgid}"`).join('\n')}`,
    );
  }
  const q = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
  let pot = `# Copyright (C) ${header(main, 'Plugin Name')}\n# This file is distributed under the same license as the plugin (${header(main, 'License')}).\nmsgid ""\nmsgstr ""\n`;
  pot += `"Project-Id-Version: ${header(main, 'Plugin Name')} ${version}\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"X-Domain: ${SLUG}\\n"\n`;
  for (const { msgid, context, refs, comments } of entries.values()) {
    pot += '\n';
    for (const c of comments) pot += `#. ${c}\n`;
    pot += `#: ${refs.join(' ')}\n`;
    if (hasPlaceholder(msgid)) pot += refs.every((r) => /\.js:/.test(r)) ? '#, js-format\n' : '#, php-format\n';
    if (context) pot += `msgctxt ${q(context)}\n`;
    pot += `msgid ${q(msgid)}\nmsgstr ""\n`;
  }
  // The widget's messages (src/i18n/en): translated through WordPress's script translations
  // (a language pack's JSON for assets/bank.js), keyed by the message id as the context.
  for (const [id, message] of Object.entries(en)) {
    pot += `\n#. ${WIDGET_COMMENT}\n#: assets/bank.js\nmsgctxt ${q(id)}\n`;
    pot += typeof message === 'string' ? `msgid ${q(message)}\nmsgstr ""\n` : `msgid ${q(message.one)}\nmsgid_plural ${q(message.other)}\nmsgstr[0] ""\nmsgstr[1] ""\n`;
  }
  return pot;
}

const sources = pluginFiles();
const pot = makePot(sources);
const potCount = (pot.match(/^msgid "./gm) || []).length;
// Each .po: its .mo (the PHP strings), and the Jed JSON of the block editor's script
// (wp.i18n reads JSON, not .mo), named after its handle as load_script_textdomain() looks for it.
const BLOCK_SCRIPT = 'blocks/bank/index.js';
const BLOCK_HANDLE = 'online-banking-portal-bank-editor-script';
const blockKeys = new Set(
  pot
    .split('\n\n')
    .filter((entry) => new RegExp(`^#: .*\\b${BLOCK_SCRIPT.replace(/[./]/g, '\\$&')}:`, 'm').test(entry))
    .map((entry) => {
      const ctx = entry.match(/^msgctxt (".*")$/m);
      return `${ctx ? `${JSON.parse(ctx[1])}\u0004` : ''}${JSON.parse(entry.match(/^msgid (".*")$/m)[1])}`;
    }),
);
const moFiles = sources
  .filter((f) => f.endsWith('.po'))
  .flatMap((f) => {
    const name = relative(pluginDir, f).split(sep).join('/').replace(/\.po$/, '');
    const entries = parsePo(readFileSync(f, 'utf8'), relative(root, f), pot);
    const header = entries.find((e) => e.msgid === '')?.msgstr[0] ?? '';
    const field = (key) => (header.match(new RegExp(`^${key}:\\s*(.*)$`, 'mi')) || [])[1]?.trim() ?? '';
    const messages = { '': { domain: 'messages', lang: field('Language'), 'plural-forms': field('Plural-Forms') } };
    for (const e of entries) {
      const key = `${e.context !== undefined ? `${e.context}\u0004` : ''}${e.msgid}`;
      if (e.msgid && blockKeys.has(key) && e.msgstr.some((t) => t)) messages[key] = e.msgstr;
    }
    const jed = { 'translation-revision-date': field('PO-Revision-Date'), generator: 'scripts/build-plugin.mjs', domain: 'messages', locale_data: { messages } };
    return [
      { name: `${name}.mo`, data: compileMo(entries) },
      { name: `${name}-${BLOCK_HANDLE}.json`, data: Buffer.from(JSON.stringify(jed)) },
    ];
  });
const files = [
  ...sources.map((f) => ({ name: relative(pluginDir, f).split(sep).join('/'), data: readFileSync(f) })),
  ...moFiles,
  ...languageAssets,
  { name: 'assets/bank.qr.js', data: qrEncoder },
  { name: 'assets/bank.js', data: shippedBundle },
  { name: 'assets/bank.js.map', data: readFileSync(mapPath) },
  { name: 'assets/bank.asset.php', data: Buffer.from(assetPhp) },
  { name: `languages/${SLUG}.pot`, data: Buffer.from(pot) },
].sort((a, b) => a.name.localeCompare(b.name));

// ---- .po to .mo ----------------------------------------------------------------------------

/**
 * The entries of a .po file: { context, msgid, plural, msgstr: [] }, the header (msgid "") too.
 * Only what WordPress's .po files use: msgctxt, msgid, msgid_plural, msgstr, msgstr[n],
 * continued "..." lines, # comments; #~ (obsolete) entries are skipped. Every translated
 * msgid must be one of the .pot's (else a stale translation is shipped): the build fails.
 */
function parsePo(text, name, potText) {
  const unquote = (s) => JSON.parse(s.replace(/\t/g, '\\t'));
  const entries = [];
  let entry = null;
  let field = null;
  const flush = () => {
    if (entry && entry.msgid !== undefined) entries.push(entry);
    entry = null;
    field = null;
  };
  text.split(/\r?\n/).forEach((raw, at) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) {
      if (!line && entry?.msgstr.length) flush();
      return;
    }
    const m = line.match(/^(msgctxt|msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
    const more = line.match(/^".*"$/);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && (!entry || entry.msgstr.length))) {
        if (entry?.msgstr.length) flush();
        entry ??= { context: undefined, msgid: undefined, plural: undefined, msgstr: [] };
      }
      if (!entry) fail(`${name}:${at + 1}: ${m[1]} outside an entry`);
      const value = unquote(m[3]);
      if (m[1] === 'msgctxt') entry.context = value;
      else if (m[1] === 'msgid') entry.msgid = value;
      else if (m[1] === 'msgid_plural') entry.plural = value;
      else entry.msgstr[m[2] === undefined ? 0 : Number(m[2])] = value;
      field = m[1].startsWith('msgstr')
        ? { key: 'msgstr', index: m[2] === undefined ? 0 : Number(m[2]) }
        : { key: { msgctxt: 'context', msgid: 'msgid', msgid_plural: 'plural' }[m[1]] };
    } else if (more && entry && field) {
      if (field.key === 'msgstr') entry.msgstr[field.index] += unquote(line);
      else entry[field.key] += unquote(line);
    } else {
      fail(`${name}:${at + 1}: cannot read "${line}"`);
    }
  });
  flush();
  const known = new Set();
  for (const m of potText.matchAll(/^(?:msgctxt ("(?:[^"\\]|\\.)*")\n)?msgid ("(?:[^"\\]|\\.)*")$/gm)) known.add(`${m[1] ? unquote(m[1]) : ''}\u0004${unquote(m[2])}`);
  for (const e of entries) {
    if (e.msgid !== '' && !known.has(`${e.context ?? ''}\u0004${e.msgid}`))
      fail(`${name}: "${e.msgid}" is not in the .pot (a string that changed or went away): update the .po file.`);
  }
  return entries;
}

/**
 * A GNU .mo file (little-endian): magic 0x950412de, revision 0, N, the offsets of the original
 * and translation tables, no hash table, then the strings, each NUL-terminated. Originals are
 * "context\u0004msgid" (plurals: msgid\0msgid_plural, translations: forms joined by \0),
 * sorted by their bytes as gettext expects. Untranslated entries are left out.
 */
function compileMo(entries) {
  const pairs = entries
    .filter((e) => e.msgid === '' || e.msgstr.some((s) => s))
    .map((e) => {
      const original = `${e.context !== undefined ? `${e.context}\u0004` : ''}${e.msgid}${e.plural !== undefined ? `\0${e.plural}` : ''}`;
      return [Buffer.from(original, 'utf8'), Buffer.from(e.msgstr.join('\0'), 'utf8')];
    })
    .sort((a, b) => Buffer.compare(a[0], b[0]));
  const n = pairs.length;
  const headerSize = 28;
  const tablesEnd = headerSize + n * 16;
  const head = Buffer.alloc(tablesEnd);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(headerSize, 12);
  head.writeUInt32LE(headerSize + n * 8, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(tablesEnd, 24);
  const strings = [];
  let offset = tablesEnd;
  const place = (buf, table, i) => {
    head.writeUInt32LE(buf.length, table + i * 8);
    head.writeUInt32LE(offset, table + i * 8 + 4);
    strings.push(buf, Buffer.alloc(1));
    offset += buf.length + 1;
  };
  pairs.forEach(([original], i) => place(original, headerSize, i));
  pairs.forEach(([, translation], i) => place(translation, headerSize + n * 8, i));
  return Buffer.concat([head, ...strings]);
}

// ---- zip writer ---------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time (local fields, 2-second resolution); SOURCE_DATE_EPOCH for reproducible zips. */
function dosDateTime(date) {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}
const stamp = dosDateTime(process.env.SOURCE_DATE_EPOCH ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000) : new Date());

function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data, dir } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const deflated = dir ? data : deflateRawSync(data, { level: 9 });
    const stored = dir || deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = crc32(data);
    const method = stored ? 0 : 8;
    const flags = 0x0800; // names are UTF-8

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, zip 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(stamp.time, 12);
    central.writeUInt16LE(stamp.date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE((((dir ? 0o40755 : 0o100644) << 16) | (dir ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, nameBuf, body);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const dirs = new Set([`${SLUG}/`]);
for (const { name } of files) {
  const parts = name.split('/').slice(0, -1);
  parts.forEach((_, i) => dirs.add(`${SLUG}/${parts.slice(0, i + 1).join('/')}/`));
}
const entries = [...[...dirs].sort().map((name) => ({ name, data: Buffer.alloc(0), dir: true })), ...files.map(({ name, data }) => ({ name: `${SLUG}/${name}`, data }))];

mkdirSync(dirname(outPath), { recursive: true });
const archive = zip(entries);
writeFileSync(outPath, archive);
console.log(
  `build-plugin: ${relative(root, outPath) || outPath} (${(archive.length / 1024).toFixed(1)} KiB, ${files.length} files, ` +
    `bank.js ${(bundle.length / 1024).toFixed(1)} KiB + map ${ownSources.length} own sources + ${languageAssets.length} language files, ` +
    `${potCount} strings in the .pot (${Object.keys(en).length} of the widget), ${moFiles.length / 2} .mo (and their block editor JSON), version ${version}, script ver ${hash})`,
);
