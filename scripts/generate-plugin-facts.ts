#!/usr/bin/env -S npx tsx
/**
 * The widget's facts the WordPress plugin needs, written from the widget's own source so that
 * no copy can drift: when a sign-in answer is usable (src/api/schemas.ts, SIGN_IN_USABLE, with
 * the flag words of src/api/flags.ts), when an action's answer is a refusal (src/api/accept.ts,
 * ACTION_REFUSED: the endpoint counts a failed guess by it), the colour schemes and the
 * connections (src/config/options.ts).
 *
 * - wp-plugin/includes/generated/calls.php  the calls the site's endpoint forwards, each with its
 *                                           fields and file fields (src/api/calls.ts; written by
 *                                           scripts/generate-contract-php.ts's callsPhp)
 * - wp-plugin/includes/generated/facts.php  an array, for the PHP (Online_Banking_Portal_Facts)
 * - wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php
 *                                           constants the plugin's classes name: what the widget and
 *                                           the site's endpoint agree on (src/config/site.ts) and the
 *                                           inactivity setting's limits (src/config/options.ts)
 * - wp-plugin/assets/admin/facts.json       the same, for the settings page's connection test
 * - wp-plugin/blocks/bank/block.json        its colorScheme attribute's enum
 *
 * The files are committed (the plugin runs from wp-plugin/ as it is); a unit test fails when
 * one is stale (tests/unit/scripts/plugin-facts.test.ts).
 *
 *   npm run facts              writes them (npm run build:plugin does too)
 *   npm run facts -- --check   writes nothing; lists the stale ones and exits 1 if any
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASKS_FOR_MORE, AUTH, DASHBOARD, UNMARKED } from '../src/api/calls.ts';
import { ACTION_REFUSED } from '../src/api/accept.ts';
import { FLAG_WORDS } from '../src/api/flags.ts';
import { SIGN_IN_DONE, SIGN_IN_REFUSED, SIGN_IN_USABLE } from '../src/api/schemas.ts';
import { COLOR_SCHEMES, CONNECTIONS, IDLE_MINUTES } from '../src/config/options.ts';
import { SITE_BANK_TIMEOUT_SECONDS, SITE_BATCH, SITE_HEADER, SITE_MARKER_PREFIX, SITE_SESSION } from '../src/config/site.ts';
import { callsPhp } from './generate-contract-php.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every fact, by the key the PHP and the admin script read it with. */
export const pluginFacts = () => ({
  flagWords: FLAG_WORDS,
  signInUsable: SIGN_IN_USABLE,
  actionRefused: ACTION_REFUSED,
  signInRefused: SIGN_IN_REFUSED,
  signInDone: SIGN_IN_DONE,
  asksForMore: ASKS_FOR_MORE,
  colorSchemes: COLOR_SCHEMES,
  connections: CONNECTIONS,
});

type Value = string | number | boolean | null | readonly Value[] | { readonly [key: string]: Value };

const phpString = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;
const isScalar = (value: Value) => value === null || typeof value !== 'object';

/** How a language writes a value's parts. */
interface Style {
  scalar: (v: string | number | boolean | null) => string;
  key: (k: string) => string;
  /** [a list's, an object's] */
  open: [string, string];
  close: [string, string];
  trailingComma: boolean;
}

/**
 * A value as source, in WordPress's style: a list of scalars on one line (`[ "a", "b" ]`), any
 * other list or object a row per entry, indented by tabs.
 */
function source(value: Value, depth: number, lang: Style): string {
  if (isScalar(value)) return lang.scalar(value as string | number | boolean | null);
  const list = Array.isArray(value);
  const [open, close] = [lang.open[list ? 0 : 1], lang.close[list ? 0 : 1]];
  const items: [string | null, Value][] = list ? (value as readonly Value[]).map((item) => [null, item]) : Object.entries(value);
  if (!items.length) return `${open}${close}`;
  if (list && items.every(([, item]) => isScalar(item))) return `${open} ${items.map(([, item]) => lang.scalar(item as string)).join(', ')} ${close}`;
  const inner = '\t'.repeat(depth + 1);
  const rows = items.map(([key, item]) => `${inner}${key === null ? '' : lang.key(key)}${source(item, depth + 1, lang)}`);
  // PHP's style ends every row with a comma; JSON allows none after the last.
  return `${open}\n${rows.join(',\n')}${lang.trailingComma ? ',' : ''}\n${'\t'.repeat(depth)}${close}`;
}

const PHP: Style = {
  scalar: (v: string | number | boolean | null) => (typeof v === 'string' ? phpString(v) : JSON.stringify(v)),
  key: (k: string) => `${phpString(k)} => `,
  open: ['array(', 'array('],
  close: [')', ')'],
  trailingComma: true,
};
const JSON_STYLE: Style = {
  scalar: (v: string | number | boolean | null) => JSON.stringify(v),
  key: (k: string) => `${JSON.stringify(k)}: `,
  open: ['[', '{'],
  close: [']', '}'],
  trailingComma: false,
};
const php = (value: Value) => source(value, 0, PHP);
const json = (value: Value) => `${source(value, 0, JSON_STYLE)}\n`;

const NOTICE = 'Generated by scripts/generate-plugin-facts.ts from the widget\'s source (src/api, src/config): do not edit; run "npm run facts".';

const factsPhp = () =>
  `<?php
/**
 * The widget's facts the plugin applies: when a sign-in answer is usable (the connection tests),
 * when an action's answer is a refusal (a failed guess), when a sign-in answer refuses or is done
 * without a token, when an answer still asks for more (no guess forgiven), its colour schemes and
 * its connections. ${NOTICE}
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

return ${php(pluginFacts() as unknown as Value)};
`;

/** The constants of Online_Banking_Portal_Widget_Facts: name, value, what it is. */
export const widgetConstants = (): [string, string | number, string][] => [
  ['SITE_HEADER', SITE_HEADER, 'The header every call of the widget to the endpoint carries (its value is 1).'],
  ['MARKER_PREFIX', SITE_MARKER_PREFIX, "What a sign-in's answer carries instead of the bank's token starts with this."],
  ['SESSION_END', SITE_SESSION.end, '?session= that forgets the session the endpoint holds.'],
  ['SESSION_KEEP', SITE_SESSION.keep, '?session= that says the customer is still at work (field idle: seconds since the last input).'],
  ['BATCH_QUERY', SITE_BATCH.query, '?batch=1: the reads that leave together, in one request (each answered as it would be alone).'],
  ['BATCH_CALLS', SITE_BATCH.calls, "A batch's form field: a JSON list of the calls, each { query, fields }."],
  ['BATCH_ANSWERS', SITE_BATCH.answers, "A batch's answer: a list of { status, body, retryAfter } under this key, in the calls' order."],
  ['BATCH_MAX', SITE_BATCH.max, 'The calls of one batch, at most.'],
  ['BANK_TIMEOUT_SECONDS', SITE_BANK_TIMEOUT_SECONDS, 'Seconds the endpoint waits for the bank (the widget waits a little longer).'],
  ['MIN_IDLE_MINUTES', IDLE_MINUTES.min, 'The inactivity setting, in whole minutes: at least.'],
  ['MAX_IDLE_MINUTES', IDLE_MINUTES.max, 'The inactivity setting: at most.'],
  ['DEFAULT_IDLE_MINUTES', IDLE_MINUTES.default, 'The inactivity setting when none is saved.'],
];

const widgetFactsPhp = () =>
  `<?php
/**
 * What the widget and the site's endpoint agree on, and the inactivity setting's limits, as the
 * widget's source says them (src/config/site.ts, src/config/options.ts). ${NOTICE}
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget's facts the plugin's classes name.
 */
final class Online_Banking_Portal_Widget_Facts {
${widgetConstants()
  .map(
    ([name, value, doc]) => `
	/** ${doc} */
	const ${name} = ${PHP.scalar(value)};
`,
  )
  .join('')}}
`;

const factsJson = () => json({ generated: NOTICE, ...pluginFacts() } as unknown as Value);

const BLOCK_JSON = 'wp-plugin/blocks/bank/block.json';

/** block.json with its colorScheme enum set, the rest as it is. */
function blockJson(): string {
  const block = JSON.parse(readFileSync(join(root, BLOCK_JSON), 'utf8'));
  block.attributes.colorScheme.enum = COLOR_SCHEMES;
  return json(block);
}

/**
 * NFKD with its combining marks stripped, for the Latin letters an email can be written with
 * (U+00A0 to U+024F, U+1E00 to U+1EFF): the account key's reading on a PHP without intl's
 * Normalizer (Debian's php-cli and many hosts lack it), so "é" and "e\u0301" are one account there
 * too. From the JavaScript engine's Unicode data.
 */
export const latinFold = (): Record<string, string> => {
  const fold: Record<string, string> = {};
  for (const [from, to] of [
    [0xa0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = from; code <= to; code++) {
      const char = String.fromCodePoint(code);
      const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if (folded !== char) fold[char] = folded;
    }
  }
  return fold;
};

const latinFoldPhp = () =>
  `<?php
/**
 * Latin letters and their NFKD without combining marks (Online_Banking_Portal_Account, when PHP
 * has no Normalizer). ${NOTICE}
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

return ${php(latinFold())};
`;

/** Each generated file (path from the repository's root) with the content it must have. */
export const generatedFiles = (): Record<string, string> => ({
  'wp-plugin/includes/generated/calls.php': callsPhp({ AUTH, DASHBOARD, UNMARKED }),
  'wp-plugin/includes/generated/facts.php': factsPhp(),
  'wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php': widgetFactsPhp(),
  'wp-plugin/includes/generated/latin-fold.php': latinFoldPhp(),
  'wp-plugin/assets/admin/facts.json': factsJson(),
  [BLOCK_JSON]: blockJson(),
});

const current = (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/** The generated files whose committed content differs from what the source gives. */
export const staleFiles = () =>
  Object.entries(generatedFiles())
    .filter(([file, content]) => current(file) !== content)
    .map(([file]) => file);

/** Writes the files that changed; returns their paths. */
export function writePluginFacts(): string[] {
  const stale = staleFiles();
  const files = generatedFiles();
  for (const file of stale) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), files[file]!);
  }
  return stale;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    for (const file of stale) console.error(`generate-plugin-facts: ${file} is stale: run "npm run facts"`);
    process.exit(stale.length ? 1 : 0);
  }
  const written = writePluginFacts();
  console.log(`generate-plugin-facts: ${written.length ? `wrote ${written.join(', ')}` : 'every file is up to date'}`);
}
