/**
 * Writes the site endpoint's copy of the call list (src/api/calls.ts, the one source) as PHP:
 * wp-plugin/includes/generated/calls.php, an array of each call's fields and file fields, which
 * Online_Banking_Portal_Request_Checks reads. The file is committed and written with the
 * plugin's other generated facts (`npm run facts`, which `npm run build:plugin` runs); a unit test
 * fails when it is stale.
 *
 *   npx tsx scripts/generate-contract-php.ts --from F --to G     from another calls.ts, to another file
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CallContract } from '../src/api/calls';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CALLS_TS = resolve(root, 'src/api/calls.ts');
export const CALLS_PHP = resolve(root, 'wp-plugin/includes/generated/calls.php');

interface Contract {
  AUTH: Record<string, CallContract>;
  DASHBOARD: Record<string, CallContract>;
  UNMARKED: CallContract;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: readonly string[]) => (items.length ? `array( ${items.map(quote).join(', ')} )` : 'array()');
const map = <T>(entries: Readonly<Record<string, T>>, value: (v: T) => string) =>
  `array( ${Object.entries(entries)
    .map(([k, v]) => `${quote(k)} => ${value(v)}`)
    .join(', ')} )`;
/** One call's array, its lines indented by `tabs`: its secrets, forgiving rule and email only when it has them. */
const entry = (c: CallContract, tabs: string) =>
  `array(\n${tabs}\t'fields' => ${list(c.fields)},\n${tabs}\t'files'  => ${list(c.files)},\n` +
  (c.secrets ? `${tabs}\t'secrets' => ${map(c.secrets, list)},\n` : '') +
  (c.checkedWhen ? `${tabs}\t'checked_when' => ${map(c.checkedWhen, quote)},\n` : '') +
  (c.forgivenBy ? `${tabs}\t'forgiven_by' => ${quote(c.forgivenBy)},\n` : '') +
  (c.givesToken ? `${tabs}\t'gives_token' => true,\n` : '') +
  (c.sendsEmail ? `${tabs}\t'sends_email' => true,\n` : '') +
  `${tabs})`;
const calls = (byName: Record<string, CallContract>) =>
  `array(\n${Object.entries(byName)
    .map(([name, c]) => `\t\t${quote(name)} => ${entry(c, '\t\t')},`)
    .join('\n')}\n\t)`;

/** The PHP file for a contract. */
export function callsPhp(contract: Contract, source = 'src/api/calls.ts'): string {
  return `<?php
/**
 * GENERATED from ${source} by scripts/generate-contract-php.ts: do not edit. Change the
 * TypeScript list and run \`npm run facts\` (npm run build:plugin does).
 *
 * The calls the site's endpoint forwards, each with the text fields and the file fields it may
 * post (besides its marker and the token), the fields that carry a secret the bank checks with
 * their kinds of guess (secrets) and the step on which it checks them (checked_when), what
 * forgives a guess (forgiven_by: token or accepted), whether its answer signs in (gives_token)
 * and whether the bank sends an email on it (sends_email): auth calls by crud, dashboard calls
 * by marker, and the dashboard's call without a marker.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

return array(
	'auth'      => ${calls(contract.AUTH)},
	'dashboard' => ${calls(contract.DASHBOARD)},
	'unmarked'  => ${entry(contract.UNMARKED, '\t')},
);
`;
}

/** Reads a calls.ts and writes its PHP copy. */
export async function generate(from = CALLS_TS, to = CALLS_PHP): Promise<string> {
  const contract = (await import(pathToFileURL(from).href)) as Contract;
  const php = callsPhp(contract, from === CALLS_TS ? 'src/api/calls.ts' : relative(root, from) || from);
  writeFileSync(to, php);
  return to;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? resolve(process.argv[i + 1] ?? '') : undefined;
  };
  const written = await generate(arg('--from'), arg('--to'));
  console.log(`generate-contract-php: wrote ${relative(root, written) || written}`);
}
