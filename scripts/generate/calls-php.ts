/**
 * The site endpoint's copy of the call list (src/api/calls.ts, the one source):
 * wp-plugin/includes/generated/calls.php, each call's fields and file fields, which
 * Online_Banking_Portal_Request_Checks reads.
 */
import type { CallContract } from '../../src/api/calls';
import { php, phpFile, type Value } from './source.ts';

interface Contract {
  AUTH: Record<string, CallContract>;
  DASHBOARD: Record<string, CallContract>;
  UNMARKED: CallContract;
}

/** One call's array: its secrets, the step that checks them, its forgiving rule, its token and its email only when it has them. */
const entry = (c: CallContract): Value => ({
  fields: c.fields,
  files: c.files,
  ...(c.secrets ? { secrets: c.secrets } : {}),
  ...(c.checkedWhen ? { checked_when: c.checkedWhen } : {}),
  ...(c.forgivenBy ? { forgiven_by: c.forgivenBy } : {}),
  ...(c.givesToken ? { gives_token: true } : {}),
  ...(c.sendsEmail ? { sends_email: true } : {}),
});
const byName = (calls: Record<string, CallContract>): Value => Object.fromEntries(Object.entries(calls).map(([name, c]) => [name, entry(c)]));

/** The PHP file for a contract. */
export const callsPhp = (contract: Contract) =>
  phpFile(
    `The calls the site's endpoint forwards (src/api/calls.ts), each with the text fields and the file
 * fields it may post (besides its marker and the token), the fields that carry a secret the bank
 * checks with their kinds of guess (secrets) and the step on which it checks them (checked_when),
 * what forgives a guess (forgiven_by: token or accepted), whether its answer signs in
 * (gives_token) and whether the bank sends an email on it (sends_email): auth calls by crud,
 * dashboard calls by marker, and the dashboard's call without a marker.`,
    `return ${php({ auth: byName(contract.AUTH), dashboard: byName(contract.DASHBOARD), unmarked: entry(contract.UNMARKED) })};\n`,
  );
