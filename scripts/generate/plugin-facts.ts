#!/usr/bin/env -S npx tsx
/**
 * The widget's facts the WordPress plugin needs, from the widget's own source (scripts/generate.ts
 * writes them): when a sign-in answer is usable (src/api/schemas.ts, SIGN_IN_USABLE, with the flag
 * words of src/api/flags.ts), when an action's answer is a refusal (src/api/accept.ts,
 * ACTION_REFUSED: the endpoint counts a failed guess by it), the colour schemes and the connections
 * (src/config/options.ts), and the constants the plugin's classes name.
 *
 * - wp-plugin/includes/generated/facts.php  an array, for the PHP (Online_Banking_Portal_Facts)
 * - wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php
 *                                           constants the plugin's classes name
 * - wp-plugin/blocks/bank/block.json        its generated attributes
 * - wp-plugin/blocks/bank/look.js           the widget's initials and brand contrast, for the editor's preview
 *
 * A new fact is a key of pluginFacts() (facts.php, read by Online_Banking_Portal_Facts::get()) or a
 * row of widgetConstants() (a constant the classes name).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASKS_FOR_MORE, AUTH, DASHBOARD, UNMARKED } from '../../src/api/calls.ts';
import { ACTION_REFUSED } from '../../src/api/accept.ts';
import { FLAG_WORDS } from '../../src/api/flags.ts';
import { SIGN_IN_DONE, SIGN_IN_REFUSED, SIGN_IN_USABLE } from '../../src/api/schemas.ts';
import { BANK_SCRIPT, CRUD_FIELD, JWT_FIELD, SIGN_IN_CALL, TOKEN_FIELD } from '../../src/config/bank.ts';
import { COLOR_SCHEMES, CONNECTIONS, IDLE_MINUTES, MOUNT_OPTION_TYPES } from '../../src/config/options.ts';
import { OPTIONS_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE } from '../../src/config/page.ts';
import * as site from '../../src/config/site.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/config/timings.ts';
import { blockLook } from './block-look.ts';
import { callsPhp } from './calls-php.ts';
import { json, php, phpFile, type Value } from './source.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every fact, by the key the PHP and the admin script read it with. */
const pluginFacts = () => ({
  flagWords: FLAG_WORDS,
  signInUsable: SIGN_IN_USABLE,
  actionRefused: ACTION_REFUSED,
  signInRefused: SIGN_IN_REFUSED,
  signInDone: SIGN_IN_DONE,
  asksForMore: ASKS_FOR_MORE,
  colorSchemes: COLOR_SCHEMES,
  connections: CONNECTIONS,
});

const factsPhp = () =>
  phpFile(
    `The widget's facts the plugin applies: when a sign-in answer is usable (the connection tests),
 * when an action's answer is a refusal (a failed guess), when a sign-in answer refuses or is done
 * without a token, when an answer still asks for more (no guess forgiven), its colour schemes and
 * its connections.`,
    `return ${php(pluginFacts() as unknown as Value)};\n`,
  );

/** A constant's name for a key: basePath → BASE_PATH. */
const constantName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

type Types = { readonly [key: string]: string | Types };

/** OPTION_<PATH> for every mount option key, nested ones by their path (OPTION_BRAND_LOGO_URL). */
const optionKeys = (types: Types, path = 'OPTION'): [string, Value, string][] =>
  Object.entries(types).flatMap(([key, type]) => {
    const name = `${path}_${constantName(key)}`;
    const row: [string, Value, string] = [name, key, `The mount option ${name.slice(7).toLowerCase().replace(/_/g, ' ')}.`];
    return typeof type === 'string' ? [row] : [row, ...optionKeys(type, name)];
  });

/** The constants of Online_Banking_Portal_Widget_Facts: name, value, what it is. A new one is a row here. */
export const widgetConstants = (): [string, Value, string][] => [
  ['SITE_HEADER', site.SITE_HEADER, 'The header every call of the widget to the endpoint carries (its value is 1).'],
  ['MARKER_PREFIX', site.SITE_MARKER_PREFIX, "What a sign-in's answer carries instead of the bank's token starts with this."],
  ['SESSION_FIELD', site.SITE_SESSION_FIELD, "The query field of the endpoint's own actions on the session it holds."],
  ['SESSION_END', site.SITE_SESSION.end, '?session= that forgets the session the endpoint holds.'],
  ['SESSION_KEEP', site.SITE_SESSION.keep, '?session= that says the customer is still at work (field idle: seconds since the last input).'],
  ['REMEMBER_FIELD', site.SITE_REMEMBER_FIELD, "The sign-in's query field that asks the endpoint to keep the session longer."],
  ['IDLE_FIELD', site.SITE_IDLE_FIELD, "A keep-alive's field: seconds since the customer's last input."],
  ['STATUS_SIGNED_OUT', site.STATUS_SIGNED_OUT, 'The status that ends the session (the bank says it too).'],
  ['STATUS_TOO_LARGE', site.STATUS_TOO_LARGE, "A file over the site's upload limit."],
  ['STATUS_THROTTLED', site.STATUS_THROTTLED, 'Too many attempts (with Retry-After).'],
  ['STATUS_BANK_UNREACHABLE', site.STATUS_BANK_UNREACHABLE, 'The bank did not answer the endpoint in time, or at all.'],
  ['BATCH_QUERY', site.SITE_BATCH.query, '?batch=1: the reads that leave together, in one request (each answered as it would be alone).'],
  ['BATCH_CALLS', site.SITE_BATCH.calls, "A batch's form field: a JSON list of the calls, each { query, fields }."],
  ['BATCH_ANSWERS', site.SITE_BATCH.answers, "A batch's answer: a list of { status, body, retryAfter } under this key, in the calls' order."],
  ['BATCH_MAX', site.SITE_BATCH.max, 'The calls of one batch, at most.'],
  ['BANK_TIMEOUT_SECONDS', site.SITE_BANK_TIMEOUT_SECONDS, 'Seconds the endpoint waits for the bank (the widget waits a little longer).'],
  ['REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS, 'Milliseconds the widget waits for the bank, called directly.'],
  ['BANK_SCRIPT', BANK_SCRIPT, "The bank's one script, below its address."],
  ['CRUD_FIELD', CRUD_FIELD, "The query field that names an auth call's action."],
  ['SIGN_IN_CALL', SIGN_IN_CALL, 'The sign-in, which the connection tests make.'],
  ['TOKEN_FIELD', TOKEN_FIELD, 'The field a dashboard call carries the session token in.'],
  ['JWT_FIELD', JWT_FIELD, "The field a sign-in's answer gives the token in."],
  ...CONNECTIONS.map((c): [string, Value, string] => [`CONNECTION_${constantName(c)}`, c, `The connection "${c}".`]),
  ['OPTIONS_ATTRIBUTE', OPTIONS_ATTRIBUTE, "The mount element's attribute that holds mountBank()'s options as JSON."],
  ['PLACEHOLDER_ATTRIBUTE', PLACEHOLDER_ATTRIBUTE, "The mount element's child the widget removes once its first screen is drawn."],
  ['MOUNT_OPTION_TYPES', MOUNT_OPTION_TYPES, "The mount options a page's JSON may carry, each with its JSON type (a nested array: an object of those keys)."],
  ...optionKeys(MOUNT_OPTION_TYPES),
  ['MIN_IDLE_MINUTES', IDLE_MINUTES.min, 'The inactivity setting, in whole minutes: at least.'],
  ['MAX_IDLE_MINUTES', IDLE_MINUTES.max, 'The inactivity setting: at most.'],
  ['DEFAULT_IDLE_MINUTES', IDLE_MINUTES.default, 'The inactivity setting when none is saved.'],
];

const widgetFactsPhp = () =>
  phpFile(
    `What the widget and the site's endpoint agree on, and the inactivity setting's limits, as the
 * widget's source says them (src/config).`,
    `/**
 * The widget's facts the plugin's classes name.
 */
final class Online_Banking_Portal_Widget_Facts {
${widgetConstants()
  .map(
    ([name, value, doc]) => `
	/** ${doc} */
	const ${name} = ${php(value, 1)};
`,
  )
  .join('')}}
`,
  );

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
  phpFile(
    `Latin letters and their NFKD without combining marks (Online_Banking_Portal_Account, when PHP
 * has no Normalizer).`,
    `return ${php(latinFold())};\n`,
  );

const COLLATION_FOLD = 'wp-plugin/includes/generated/collation-fold.php';
/** The engine's collation data a table was made with (ICU's version and Unicode's), as its file records it. */
const collationDataOf = (text: string) => /\(ICU ([\d.]+), Unicode ([\d.]+)\)/.exec(text)?.slice(1).join('/');
/** Scripts with no letter or digit a bank's collation reads as ASCII: left out, for speed. */
const FAR_SCRIPTS = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Tangut}\p{Script=Yi}\p{Script=Nushu}\p{Script=Khitan_Small_Script}]/u;

/**
 * Every letter, digit or mark that a bank's MySQL or MariaDB (any UCA `_ci` collation, which
 * compares at the primary level) reads as one or two ASCII letters or digits, with them:
 * the Arabic-Indic "١" and the Devanagari "१" are "1", the combining "ͣ" is "a", "ø" is "o". Each
 * of them, put in an address, names the same customer at the bank; the account key must read
 * them so, or every such spelling would get a guess budget of its own. From the JavaScript
 * engine's root collation (ICU) at base strength, which merges everything MariaDB 10.11's
 * unicode_ci, unicode_520_ci and uca1400_ai_ci were measured to merge, bar four Bengali
 * currency numerators. The Latin letters the NFKD table already reads so are left out.
 */
const collationFold = (): Record<string, string> => {
  const base = new Intl.Collator('und', { sensitivity: 'base' });
  const alnum = [...'0123456789abcdefghijklmnopqrstuvwxyz'];
  // One letter or digit, or two: "æ" is "ae", "œ" is "oe", "⓫" is "11" to the collation.
  const targets = [...alnum, ...alnum.flatMap((first) => alnum.map((second) => first + second))].sort(base.compare);
  const latin = latinFold();
  const fold: Record<string, string> = {};
  for (let code = 0x80; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (!/[\p{L}\p{N}\p{M}]/u.test(char) || FAR_SCRIPTS.test(char)) continue;
    // The targets in collation order: a binary search finds the one equal, if any.
    for (let low = 0, high = targets.length - 1; low <= high;) {
      const middle = (low + high) >> 1;
      const order = base.compare(char, targets[middle]!);
      if (order === 0) {
        if ((latin[char] ?? char).replace(/\p{M}/gu, '').toLowerCase() !== targets[middle]) fold[char] = targets[middle]!;
        break;
      }
      if (order < 0) high = middle - 1;
      else low = middle + 1;
    }
  }
  return fold;
};

/**
 * The collation table, made with this engine's Unicode data; an engine with other data (another
 * Node.js) leaves the table as it is, so that `npm run generate -- --check` does not depend on it.
 */
function collationFoldPhp(): string {
  const { icu, unicode } = process.versions;
  let kept = '';
  try {
    kept = readFileSync(join(root, COLLATION_FOLD), 'utf8');
  } catch {
    // None yet: made now.
  }
  const madeWith = kept && collationDataOf(kept);
  if (madeWith && madeWith !== `${icu}/${unicode}`) {
    console.warn(`generate: ${COLLATION_FOLD} left as made with ICU/Unicode ${madeWith}; this Node.js has ${icu}/${unicode}`);
    return kept;
  }
  return phpFile(
    `What a UCA collation reads as one or two ASCII letters or digits, with them
 * (Online_Banking_Portal_Account), from the root collation at base strength (ICU ${icu}, Unicode ${unicode}).`,
    `return ${php(collationFold())};\n`,
  );
}

/** The plugin's generated files (path from the repository's root) with the content each must have. */
export const pluginFiles = (): Record<string, string> => ({
  'wp-plugin/includes/generated/calls.php': callsPhp({ AUTH, DASHBOARD, UNMARKED }),
  'wp-plugin/includes/generated/facts.php': factsPhp(),
  'wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php': widgetFactsPhp(),
  'wp-plugin/includes/generated/latin-fold.php': latinFoldPhp(),
  [COLLATION_FOLD]: collationFoldPhp(),
  [BLOCK_JSON]: blockJson(),
  'wp-plugin/blocks/bank/look.js': blockLook(root),
});
