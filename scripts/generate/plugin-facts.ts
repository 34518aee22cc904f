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
 * - wp-plugin/assets/admin/facts.json       the same, for the settings page's scripts
 * - wp-plugin/blocks/bank/block.json        its generated attributes
 *
 * A new fact is a key of pluginFacts() (an array or object) or a row of widgetConstants() (a scalar).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH, DASHBOARD, UNMARKED } from '../../src/api/calls.ts';
import { ACTION_REFUSED } from '../../src/api/accept.ts';
import { FLAG_WORDS } from '../../src/api/flags.ts';
import { SIGN_IN_USABLE } from '../../src/api/schemas.ts';
import { COLOR_SCHEMES, CONNECTIONS, IDLE_MINUTES } from '../../src/config/options.ts';
import { SITE_BANK_TIMEOUT_SECONDS, SITE_HEADER, SITE_MARKER_PREFIX, SITE_SESSION } from '../../src/config/site.ts';
import { callsPhp } from './calls-php.ts';
import { json, NOTICE, php, phpFile, type Value } from './source.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every fact, by the key the PHP and the admin script read it with. */
export const pluginFacts = () => ({
  flagWords: FLAG_WORDS,
  signInUsable: SIGN_IN_USABLE,
  actionRefused: ACTION_REFUSED,
  colorSchemes: COLOR_SCHEMES,
  connections: CONNECTIONS,
});

const factsPhp = () =>
  phpFile(
    `The widget's facts the plugin applies: when a sign-in answer is usable (the connection tests),
 * when an action's answer is a refusal (a failed guess), its colour schemes and its connections.`,
    `return ${php(pluginFacts() as unknown as Value)};\n`,
  );

/** The constants of Online_Banking_Portal_Widget_Facts: name, value, what it is. */
export const widgetConstants = (): [string, string | number, string][] => [
  ['SITE_HEADER', SITE_HEADER, 'The header every call of the widget to the endpoint carries (its value is 1).'],
  ['MARKER_PREFIX', SITE_MARKER_PREFIX, "What a sign-in's answer carries instead of the bank's token starts with this."],
  ['SESSION_END', SITE_SESSION.end, '?session= that forgets the session the endpoint holds.'],
  ['SESSION_KEEP', SITE_SESSION.keep, '?session= that says the customer is still at work (field idle: seconds since the last input).'],
  ['BANK_TIMEOUT_SECONDS', SITE_BANK_TIMEOUT_SECONDS, 'Seconds the endpoint waits for the bank (the widget waits a little longer).'],
  ['MIN_IDLE_MINUTES', IDLE_MINUTES.min, 'The inactivity setting, in whole minutes: at least.'],
  ['MAX_IDLE_MINUTES', IDLE_MINUTES.max, 'The inactivity setting: at most.'],
  ['DEFAULT_IDLE_MINUTES', IDLE_MINUTES.default, 'The inactivity setting when none is saved.'],
];

const widgetFactsPhp = () =>
  phpFile(
    `What the widget and the site's endpoint agree on, and the inactivity setting's limits, as the
 * widget's source says them (src/config/site.ts, src/config/options.ts).`,
    `/**
 * The widget's facts the plugin's classes name.
 */
final class Online_Banking_Portal_Widget_Facts {
${widgetConstants()
  .map(
    ([name, value, doc]) => `
	/** ${doc} */
	const ${name} = ${php(value)};
`,
  )
  .join('')}}
`,
  );

const factsJson = () => json({ generated: NOTICE, ...pluginFacts() } as unknown as Value);

const BLOCK_JSON = 'wp-plugin/blocks/bank/block.json';

/** block.json with its colorScheme enum set, the rest as it is. */
function blockJson(): string {
  const block = JSON.parse(readFileSync(join(root, BLOCK_JSON), 'utf8'));
  block.attributes.colorScheme.enum = COLOR_SCHEMES;
  return json(block);
}

/** The plugin's generated files (path from the repository's root) with the content each must have. */
export const pluginFiles = (): Record<string, string> => ({
  'wp-plugin/includes/generated/calls.php': callsPhp({ AUTH, DASHBOARD, UNMARKED }),
  'wp-plugin/includes/generated/facts.php': factsPhp(),
  'wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php': widgetFactsPhp(),
  'wp-plugin/assets/admin/facts.json': factsJson(),
  [BLOCK_JSON]: blockJson(),
});
