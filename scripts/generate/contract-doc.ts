/**
 * Writes docs/backend-contract.md from the code itself, so it cannot drift: every
 * exported call of src/api/auth.ts and src/api/dashboard.ts is run against a recording transport,
 * which gives its marker or crud action, the fields it posts and the schema it reads; each schema
 * is then walked for its fields, their accepted shapes, fallbacks and what is required.
 * `npm run generate` writes it; `npm run generate -- --check` fails when the file differs.
 */
import * as auth from '../../src/api/auth';
import * as dash from '../../src/api/dashboard';
import { fail } from '../../src/api/failure';
import type { Fields, Transport } from '../../src/api/transport';
import { StatementEnvelope, StatementResponse } from '../../src/api/schemas';
import { AUTH, DASHBOARD } from '../../src/api/calls';

interface Seen {
  name: string;
  how: 'marker' | 'crud' | 'none';
  call: string;
  fields: string[];
  schema: unknown;
}

/** Samples for the calls that post a whole object (typed, so a new field fails the typecheck here). */
const profile: dash.ProfileUpdate = { fullname: 'x', phone: 'x', gender: 'x', dob: 'x', country: 'x', marital_status: 'x', home_address: 'x', next_of_kin: 'x' };
const secrets: dash.SecretChange = { c_pwd: 'x', n_pwd: 'x', con_pwd: 'x' };
const transfer: dash.TransferFields & { extra: string } = {
  bank: 'x',
  swift: 'x',
  currency: 'x',
  routing: 'x',
  country: 'x',
  act_no: 'x',
  act_hold_name: 'x',
  amount: 'x',
  note: 'x',
  extra: 'x',
};
const newUser: auth.NewUser = { first_name: 'x', last_name: 'x', username: 'x', email: 'x', password: 'x' };
const file = new File([], 'x');
const verification: auth.Verification = { country: 'x', phone: 'x', home_address: 'x', pic: file, type: 'x', idcardFront: file, idcardBack: file, token: 'x' };
const SAMPLES: Record<string, unknown> = {
  updateProfile: profile,
  updatePassword: secrets,
  changePin: secrets,
  newTransfer: transfer,
  newUser,
  submitVerification: verification,
};
/** Any other call reads named properties only: every one is a string. */
const anything = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? 'x' : undefined) });

export async function record(): Promise<Seen[]> {
  const seen: Seen[] = [];
  let current: Omit<Seen, 'name'> | undefined;
  const fields = (f: Fields) => Object.keys(f).filter((k) => k !== 'token');
  const api: Transport = {
    limitMs: 0,
    dashboard(marker, f, schema) {
      current = { how: marker ? 'marker' : 'none', call: marker ?? '', fields: fields(f).filter((k) => k !== marker), schema };
      return Promise.resolve(fail('aborted'));
    },
    auth(crud, f, schema) {
      current = { how: 'crud', call: crud, fields: fields(f), schema };
      return Promise.resolve(fail('aborted'));
    },
    report() {},
    endSession: () => Promise.resolve(),
    sinceLastCall: () => 0,
    keepAlive: () => undefined,
    dispose() {},
  };
  for (const [name, fn] of [...Object.entries(auth), ...Object.entries(dash)]) {
    if (typeof fn !== 'function') continue;
    current = undefined;
    await (fn as (a: Transport, f: unknown) => Promise<unknown>)(api, SAMPLES[name] ?? anything);
    // Set inside the transport's methods, which TypeScript cannot see from here.
    const made = current as Omit<Seen, 'name'> | undefined;
    if (!made) throw new Error(`${name} made no call`);
    seen.push({ name, ...made });
  }
  // In the order of the call list (a module's exports have no order of their own under Node), a
  // crud's two functions by name, the call without a marker last.
  const order = [...Object.keys(AUTH), ...Object.keys(DASHBOARD)];
  const rank = (s: Seen) => (s.how === 'none' ? order.length : order.indexOf(s.call));
  return seen.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : 1));
}

type Node = {
  type?: string;
  contract?: string;
  expects?: string;
  required?: boolean;
  fallsBack?: unknown;
  item?: Node;
  object?: Node;
  entries?: Record<string, Node>;
  wrapped?: Node;
  other?: Node;
  kind?: string;
  message?: string;
  default?: unknown;
};

type Row = [path: string, accepted: string, absent: string];

const fallbackText = (x: unknown) => (x === undefined ? 'the default' : x === null ? 'none (shown as "—")' : `\`${JSON.stringify(x)}\``);

function shape(n: Node): string {
  if (n.contract === 'field') return n.expects!;
  if (n.contract === 'list') return 'a list';
  if (n.contract === 'record' || n.type === 'object') return 'an object';
  if (n.type === 'optional' && n.wrapped) return shape(n.wrapped);
  if (n.contract === 'objectOr') return `an object or ${n.other ? shape(n.other) : 'anything else (read as none)'}`;
  if (n.type === 'unknown') return 'anything (read as PHP truthiness, src/api/flags.ts)';
  return n.type ?? '?';
}

function rows(n: Node, path: string, out: Row[]): Row[] {
  if (n.contract === 'field') out.push([path, n.expects!, n.required ? '**required**: the answer fails' : `falls back to ${fallbackText(n.fallsBack)}`]);
  else if (n.contract === 'list') {
    out.push([path, 'a list; `[]`, `null` or missing (empty)', n.required ? '**required** to be a list: anything else fails the answer' : 'anything else: empty']);
    if (n.item!.type === 'object') {
      out.push([`${path}[]`, 'an object', 'anything else: the row is dropped (counted)']);
      for (const [key, entry] of Object.entries(n.item!.entries!)) rows(entry, `${path}[].${key}`, out);
    } else
      out.push([
        `${path}[]`,
        shape(n.item!),
        n.item!.contract === 'field' && !n.item!.required ? `falls back to ${fallbackText(n.item!.fallsBack)}` : 'the row is dropped (counted)',
      ]);
  } else if (n.contract === 'record') {
    out.push([path, 'an object; `null` or missing', 'read as `{}`: each field falls back']);
    for (const [key, entry] of Object.entries(n.object!.entries!)) rows(entry, `${path}.${key}`, out);
  } else if (n.type === 'object') {
    if (path) out.push([path, 'an object', '**required**: the answer fails']);
    for (const [key, entry] of Object.entries(n.entries!)) rows(entry, path ? `${path}.${key}` : key, out);
  } else if (n.contract === 'objectOr') out.push([path, shape(n), n.other?.contract === 'field' ? `falls back to ${fallbackText(n.other.fallsBack)}` : 'optional']);
  else out.push([path, shape(n), n.type === 'optional' ? `optional${n.default === undefined ? '' : `, default ${fallbackText(n.default)}`}` : '**required**']);
  return out;
}

/** A row whose required field is missing is dropped, not the answer: say so under list rows. */
const inRow = (path: string) => path.includes('[]');

function answerSection(schema: Node): string {
  const usable = schema.contract === 'answer' ? schema.expects! : '';
  const object = schema.object ?? schema;
  const table = rows(object, '', [])
    .map(([p, a, b]) => `| \`${p}\` | ${a} | ${inRow(p) && b === '**required**: the answer fails' ? '**required**: the row is dropped (counted)' : b} |`)
    .join('\n');
  return `Usable when: ${usable || 'always'}.\n\n| field | accepted | missing or unreadable |\n| --- | --- | --- |\n${table}`;
}

const HEADER = `# Backend contract, as this widget reads it

<!-- Generated by scripts/generate/contract-doc.ts from src/api (the calls and their schemas).
     Do not edit by hand: \`npm run generate\` rewrites it, and \`npm run generate -- --check\`
     (part of npm test) fails whenever this file and the code differ. -->

For teams running the bank's backend script. Spec §7 names the calls; this file gives, for each,
what the widget sends and every field it reads: the shapes it accepts, what it does when a field is
missing or unreadable, and which fields it cannot do without.

## Every call

- A multipart \`POST\` to \`\${apiBase}/api/users.php\`, answered with JSON.
- **Dashboard calls** post their *marker* field with the value \`1\`, their own fields and \`token\`
  (the session token, when one is held). The dashboard KYC page posts without a marker.
  **Auth calls** go to \`?crud=<action>\` with only their own fields.
- An HTTP status of 400 or more is a failure; its JSON \`message\`, if any, is shown. A 401 on a
  dashboard call ends the session. A body that is not JSON is a failure.

## Readings accepted for every field

| kind | accepted | unreadable |
| --- | --- | --- |
| number | a number, or text for one: \`"12500.50"\`, PHP \`number_format\`'s \`"1,250.00"\` | anything else (\`"12.500,50"\`, \`"$12"\`, \`true\`) |
| flag | \`true\`/\`false\`, \`1\`/\`0\`, \`"1"\`/\`"0"\`, \`"true"\`/\`"false"\`, \`"yes"\`/\`"no"\` | any other value |
| text, id | text, or a number (written as text) | an object, a list, a boolean |
| date | \`YYYY-MM-DD\`, \`YYYY-MM-DD HH:MM:SS\` or ISO 8601 | anything else |
| currency | \`"$"\`, \`{ "symbol": "$" }\` or \`{ "code": "USD" }\` (its symbol through \`Intl\`) | anything else |
| list | a JSON array; \`[]\`, \`null\` or missing are empty | see each call |
| record | an object; \`null\` or missing read as \`{}\` | see each call |

\`null\`, a missing key and \`""\` are *absent*: an optional field falls back silently. A field that is
present but unreadable falls back too, and the widget tells the integrator: one \`console.warn\` per
call and field path (\`[bank widget] getcdform: currency: expected text, {symbol} or {code}, got a
number; using "$"\`), also passed to the \`onContractWarning(info)\` mount option as
\`{ call, path, message, rejected }\`. Warnings name shapes and paths, never a field's value.

A **required** field missing or unreadable fails the whole answer: the screen shows its error
state ("The bank's server sent an answer we could not read. Try again."), never a success, and the
warning ends in \`answer rejected\`. In a list, a row whose required field is missing or unreadable
is dropped and the rest are shown; the warning counts the rows dropped.

An answer is *usable* only when it has the fields named under each call (otherwise it fails the
same way): a JSON page from a proxy is never read as a success.
`;

/** Where an answer's `lift` (src/api/schemas.ts) also reads a record: a function cannot be walked. */
const ALSO: Record<string, string> = {
  getprofile: 'Also read: `tb` inside `data` (`data.tb.current_balance`), for a backend that sends records only under `data`.',
  getinstituition: 'Also read: the fields of `data2` and `u` inside `data`, for a backend that sends records only under `data`.',
};

export async function contractDoc(): Promise<string> {
  const seen = await record();
  const sections = seen.map((s) => {
    const how = s.how === 'crud' ? `\`?crud=${s.call}\`` : s.how === 'marker' ? `marker \`${s.call}\`` : 'no marker';
    const sends = s.fields.length ? s.fields.map((f) => `\`${f}\``).join(', ') : 'nothing else';
    // getstatement reads its rows a slice at a time (src/api/slices.ts), each against the same row schema.
    const schema = s.schema === StatementEnvelope ? StatementResponse : s.schema;
    return `### ${s.how === 'none' ? 'dashboard KYC' : s.call} (\`${s.name}\`)\n\n${how}; sends ${sends}${s.how === 'crud' ? '' : ', `token`'}.\n\n${answerSection(schema as Node)}\n${ALSO[s.call] ? `\n${ALSO[s.call]}\n` : ''}`;
  });
  const byKind = (crud: boolean) => sections.filter((_, i) => (seen[i]!.how === 'crud') === crud).join('\n');
  return `${HEADER}\n## Auth calls\n\n${byKind(true)}\n## Dashboard calls\n\n${byKind(false)}`;
}
