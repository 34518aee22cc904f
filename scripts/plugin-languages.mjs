#!/usr/bin/env node
/**
 * The WordPress plugin's own words: the template (.pot) of its PHP and JavaScript strings, and
 * each translation (wp-plugin/languages/*.po) compiled for WordPress: a .mo for PHP, and a Jed
 * JSON of the block editor script's strings for wp_set_script_translations() (wp.i18n reads
 * JSON, not .mo), named after the script's handle as load_script_textdomain() looks for it.
 *
 * GNU gettext's xgettext reads the sources with WordPress's translation functions as keywords
 * (plurals and contexts included); gettext-parser reads the .po files and writes the .pot and
 * the .mo files. What is this project's own: the plugin header's and block.json's strings
 * (WordPress translates them, xgettext does not read them), and the rules below, which fail the
 * build rather than ship a string nobody can translate:
 * - every call passes the text domain online-banking-portal, as a literal;
 * - every string with a placeholder has a translators comment (before the call or its statement);
 * - a .po translates only strings of the template (a changed or removed string is not shipped
 *   stale), with as many plural forms as its Plural-Forms header says.
 *
 * scripts/build-plugin.mjs packs the result (adding the widget's messages to the .pot);
 * tests/php/TranslationsTest.php runs this file to read the .mo files it builds:
 *
 *   node scripts/plugin-languages.mjs <folder>    writes the .mo and JSON files into <folder>
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

export const SLUG = 'online-banking-portal';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const pluginDir = join(root, 'wp-plugin');

/** The block editor script, whose strings go to JSON, and its handle (Online_Banking_Portal_Block). */
const BLOCK_SCRIPT = 'blocks/bank/index.js';
const BLOCK_HANDLE = `${SLUG}-bank-editor-script`;

/**
 * WordPress's translation functions (wp-includes/l10n.php, and wp.i18n's in JavaScript): the
 * position of the text, its plural and its context, then where the text domain is passed.
 */
const FUNCTIONS = {
  __: ['1', 2],
  _e: ['1', 2],
  esc_html__: ['1', 2],
  esc_html_e: ['1', 2],
  esc_attr__: ['1', 2],
  esc_attr_e: ['1', 2],
  _x: ['1,2c', 3],
  _ex: ['1,2c', 3],
  esc_html_x: ['1,2c', 3],
  esc_attr_x: ['1,2c', 3],
  _n: ['1,2', 4],
  _nx: ['1,2,4c', 5],
  _n_noop: ['1,2', 3],
  _nx_noop: ['1,2,3c', 4],
};

export const header = (text, field) => (text.match(new RegExp(`^[ \\t*#@]*${field}:\\s*(.+)$`, 'mi')) || [])[1]?.trim();
const posix = (file) => relative(pluginDir, file).split(sep).join('/');
const PLACEHOLDER = /%(?:\d+\$)?[-+0]?\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;
const hasPlaceholder = (msgid) => PLACEHOLDER.test(msgid.replace(/%%/g, ''));

class BuildError extends Error {}

/** Every file of dir, sorted, as paths relative to wp-plugin/. */
function filesOf(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesOf(join(dir, name)) : [posix(join(dir, name))]));
}

/** xgettext over the plugin's PHP and JavaScript with the given keyword specs: a parsed .pot. */
function xgettext(files, specs) {
  let pot;
  try {
    pot = execFileSync(
      'xgettext',
      ['--from-code=UTF-8', '--add-comments=translators:', '--no-wrap', '--keyword', ...specs.map((s) => `--keyword=${s}`), '--output=-', '--files-from=-'],
      { cwd: pluginDir, input: files.join('\n'), maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
  } catch (error) {
    if (error.code === 'ENOENT') throw new BuildError('xgettext is missing: install GNU gettext (Debian: apt-get install gettext).');
    throw new BuildError(`xgettext failed: ${error.stderr || error.message}`);
  }
  // Its header says "charset=CHARSET" until a translator fills it in: the sources are UTF-8.
  return gettextParser.po.parse(pot.toString('utf8'));
}

const entriesOf = (table) =>
  Object.values(table.translations)
    .flatMap((context) => Object.values(context))
    .filter((e) => e.msgid !== '');
const linesOf = (entry) => (entry.comments?.reference ?? '').split(/\s+/).filter(Boolean);

/**
 * The plugin's template: the plugin header's name and description, each block.json's title,
 * description and keywords (with the contexts WordPress translates them under), and the strings
 * of the PHP and JavaScript sources. A gettext-parser table, to which the build adds the widget's.
 */
export function pluginPot() {
  const main = readFileSync(join(pluginDir, `${SLUG}.php`), 'utf8');
  const files = filesOf(pluginDir);
  const sources = files.filter((f) => /\.(php|js)$/.test(f));
  const strings = xgettext(
    sources,
    Object.entries(FUNCTIONS).map(([name, [text]]) => `${name}:${text}`),
  );
  // The same calls read a second time, their text domain taken as the text: each call must
  // name the plugin's domain, literally, on the line its text is on.
  const domains = xgettext(
    sources,
    Object.entries(FUNCTIONS).map(([name, [, domain]]) => `${name}:${domain}`),
  );
  const problems = [];
  for (const e of entriesOf(domains)) if (e.msgid !== SLUG) problems.push(`${linesOf(e).join(' ')}: text domain "${e.msgid}", not "${SLUG}"`);
  const withDomain = new Set(entriesOf(domains).flatMap(linesOf));
  const withText = new Set(entriesOf(strings).flatMap(linesOf));
  for (const line of withText) if (!withDomain.has(line)) problems.push(`${line}: a translation call without the text domain '${SLUG}' as a literal`);
  for (const line of withDomain) if (!withText.has(line)) problems.push(`${line}: a translation call whose text is not a literal (the .pot cannot hold it)`);

  const pot = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': `${header(main, 'Plugin Name')} ${header(main, 'Version')}`,
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      'X-Domain': SLUG,
    },
    translations: {
      '': {
        '': {
          msgid: '',
          msgstr: [''],
          comments: { translator: `Copyright (C) ${header(main, 'Plugin Name')}\nThis file is distributed under the same license as the plugin (${header(main, 'License')}).` },
        },
      },
    },
  };
  const add = (msgid, reference, extracted, msgctxt = '') => addEntry(pot, { msgctxt, msgid, msgstr: [''], comments: { reference, extracted } });
  add(header(main, 'Plugin Name'), `${SLUG}.php`, 'Plugin Name of the plugin');
  add(header(main, 'Description'), `${SLUG}.php`, 'Description of the plugin');
  for (const file of files.filter((f) => f.endsWith('block.json'))) {
    const block = JSON.parse(readFileSync(join(pluginDir, file), 'utf8'));
    if (block.textdomain !== SLUG) problems.push(`${file}: "textdomain" must be "${SLUG}"`);
    add(block.title, file, undefined, 'block title');
    if (block.description) add(block.description, file, undefined, 'block description');
    for (const keyword of block.keywords ?? []) add(keyword, file, undefined, 'block keyword');
  }
  for (const e of entriesOf(strings)) addEntry(pot, e);

  const uncommented = entriesOf(pot).filter((e) => (hasPlaceholder(e.msgid) || hasPlaceholder(e.msgid_plural ?? '')) && !e.comments?.extracted);
  for (const e of uncommented)
    problems.push(`${e.comments.reference}: "${e.msgid}" has a placeholder but no translators comment (put /* translators: ... */ before the call or its statement)`);
  if (problems.length) throw new BuildError(`the plugin's strings:\n  ${problems.join('\n  ')}`);
  return pot;
}

/** Adds an entry to a gettext-parser table, or merges its references and comments into the same string's. */
export function addEntry(table, entry) {
  const context = (table.translations[entry.msgctxt ?? ''] ??= {});
  const known = context[entry.msgid];
  if (!known) {
    context[entry.msgid] = entry;
    return;
  }
  const merge = (a, b) => [...new Set([a, b].filter(Boolean).flatMap((s) => s.split('\n')))].join('\n') || undefined;
  known.comments = {
    ...known.comments,
    reference: [known.comments?.reference, entry.comments?.reference].filter(Boolean).join(' '),
    extracted: merge(known.comments?.extracted, entry.comments?.extracted),
  };
}

/**
 * Each wp-plugin/languages/*.po checked against the template and compiled: its .mo, and the
 * Jed JSON of the block editor script's strings. Returns { name, data, untranslated } (name
 * relative to wp-plugin/; untranslated: how many strings of the template it leaves out).
 */
export function compileLanguages(pot) {
  const blockKeys = new Set();
  for (const [context, entries] of Object.entries(pot.translations))
    for (const e of Object.values(entries)) if (linesOf(e).some((l) => l.startsWith(`${BLOCK_SCRIPT}:`))) blockKeys.add(`${context ? `${context}\u0004` : ''}${e.msgid}`);
  const wanted = entriesOf(pot).length;
  return filesOf(join(pluginDir, 'languages'))
    .filter((f) => f.endsWith('.po'))
    .map((file) => {
      const name = file.replace(/\.po$/, '');
      let po;
      try {
        po = gettextParser.po.parse(readFileSync(join(pluginDir, file)), { validation: true });
      } catch (error) {
        throw new BuildError(`wp-plugin/${file}: ${error.message}`);
      }
      const messages = { '': { domain: 'messages', lang: po.headers.Language ?? '', 'plural-forms': po.headers['Plural-Forms'] ?? '' } };
      let translated = 0;
      for (const [context, entries] of Object.entries(po.translations)) {
        for (const e of Object.values(entries)) {
          if (e.msgid === '' || !e.msgstr.some(Boolean)) continue;
          if (!pot.translations[context]?.[e.msgid])
            throw new BuildError(
              `wp-plugin/${file}: "${e.msgid}"${context ? ` (context "${context}")` : ''} is not in the .pot (a string that changed or went away): update the .po file.`,
            );
          translated++;
          const key = `${context ? `${context}\u0004` : ''}${e.msgid}`;
          if (blockKeys.has(key)) messages[key] = e.msgstr;
        }
      }
      const jed = { 'translation-revision-date': po.headers['PO-Revision-Date'] ?? '', generator: 'scripts/plugin-languages.mjs', domain: 'messages', locale_data: { messages } };
      return [
        { name: `${name}.mo`, data: Buffer.from(gettextParser.mo.compile(po)), untranslated: wanted - translated },
        { name: `${name}-${BLOCK_HANDLE}.json`, data: Buffer.from(JSON.stringify(jed)) },
      ];
    })
    .flat();
}

/** The template as a .pot file. */
export const compilePot = (pot) => Buffer.from(gettextParser.po.compile(pot, { foldLength: 0 }));

/** Runs fn; a BuildError ends the process with its message, prefixed with the script's name. */
export function orExit(script, fn) {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`${script}: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/plugin-languages.mjs <folder>');
    process.exit(2);
  }
  const compiled = orExit('plugin-languages', () => compileLanguages(pluginPot()));
  mkdirSync(out, { recursive: true });
  for (const { name, data } of compiled) writeFileSync(join(out, basename(name)), data);
  console.log(`plugin-languages: ${compiled.length / 2} .mo (and their block editor JSON) in ${out}`);
}
