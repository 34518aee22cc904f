// @vitest-environment node
/**
 * The one list of calls (src/api/calls.ts) is the calls auth.ts and dashboard.ts make, each with
 * the fields it posts; the site's endpoint reads a PHP copy generated from it
 * (scripts/generate/calls-php.ts), which follows a change of the TypeScript list into what the
 * endpoint accepts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as contract from '../../../src/api/calls';
import { callsPhp } from '../../../scripts/generate/calls-php';
import { record } from '../../../scripts/generate/contract-doc';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CALLS_PHP = join(ROOT, 'wp-plugin/includes/generated/calls.php');
const sorted = (list: Iterable<string>) => [...new Set(list)].sort();
const both = (c: contract.CallContract) => sorted([...c.fields, ...c.files]);

describe('the list of calls', () => {
  it('names every crud, marker and field the widget posts, call by call, and nothing else', async () => {
    const seen = await record();
    const posted = (how: string) => {
      const by: Record<string, string[]> = {};
      for (const s of seen.filter((s) => s.how === how)) by[s.call] = sorted([...(by[s.call] ?? []), ...s.fields]);
      return by;
    };
    const of = (calls: Record<string, contract.CallContract>) => Object.fromEntries(Object.entries(calls).map(([name, c]) => [name, both(c)]));
    expect(of(contract.AUTH)).toEqual(posted('crud'));
    expect(of(contract.DASHBOARD)).toEqual(posted('marker'));
    expect({ '': both(contract.UNMARKED) }).toEqual(posted('none'));
  });

  it('names as file fields only fields that carry a file, and every one that does', async () => {
    // The calls whose samples are typed post real files (contract-doc's SAMPLES): KYC.
    const seen = await record();
    const kyc = seen.find((s) => s.name === 'submitVerification')!;
    expect(sorted(contract.AUTH.submit_verification.files)).toEqual(sorted(kyc.fields.filter((f) => ['pic', 'idcardFront', 'idcardBack'].includes(f))));
    for (const c of [...Object.values(contract.AUTH), ...Object.values(contract.DASHBOARD), contract.UNMARKED]) {
      for (const f of c.files) expect(f).toMatch(/Pic$|^pic$|^idcard/);
    }
  });
});

describe('the secrets the bank checks, and the calls that send email', () => {
  const all = { ...contract.AUTH, ...contract.DASHBOARD, '': contract.UNMARKED } as Record<string, contract.CallContract>;

  it('marks every secret the widget sends for the bank to check, with its kind, and each is a field of its call', () => {
    const secrets = Object.fromEntries(Object.entries(all).flatMap(([name, c]) => Object.entries(c.secrets ?? {}).map(([field, kind]) => [`${name}.${field}`, kind])));
    expect(secrets).toEqual({
      'userlogin.password': ['sign-in'],
      'userforgot.reset_code': ['sign-in'],
      'verifyuser.ver_code': ['sign-in'],
      'updatepwd.c_pwd': ['sign-in'],
      // The current PIN: one PIN, one count, wherever it is typed.
      'supdatepin.c_pwd': ['pin'],
      'confirmmypin.pin': ['pin'],
      'newtrs.extra': ['code'],
      // Checked against the PIN or the code: counted against both.
      'confirmtpin.pin': ['pin', 'code'],
    });
    for (const [name, c] of Object.entries(all)) for (const field of Object.keys(c.secrets ?? {})) expect(c.fields, name).toContain(field);
  });

  it('forgives a password only by a token, a PIN or a code only by an answer accepting it without more, and nothing else', () => {
    const rules = Object.fromEntries(Object.entries(all).flatMap(([name, c]) => (c.secrets ? [[name, c.forgivenBy ?? 'never']] : [])));
    expect(rules).toEqual({
      userlogin: 'token',
      userforgot: 'never',
      verifyuser: 'token',
      updatepwd: 'never',
      supdatepin: 'accepted',
      newtrs: 'accepted',
      confirmmypin: 'accepted',
      confirmtpin: 'never',
    });
    expect(Object.keys(all).filter((name) => all[name]!.givesToken)).toEqual(['userlogin', 'verifyuser']);
    expect(contract.AUTH.userforgot.checkedWhen).toEqual({ action: 'reset' });
    expect(contract.ASKS_FOR_MORE).toEqual([{ field: 'requiresanother', is: 'truthy' }]);
  });

  it('marks the calls on which the bank sends an email: the sign-up, the reset and the two resends', () => {
    expect(Object.keys(all).filter((name) => all[name]!.sendsEmail)).toEqual(['newuser', 'userforgot', 'resendforgotcode', 'resendconfirmcode']);
  });

  it('gives the PHP copy the secrets and the emails', () => {
    const php = readFileSync(CALLS_PHP, 'utf8');
    expect(php).toContain(
      "'newtrs' => array(\n\t\t\t'fields' => array( 'bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name', 'amount', 'note', 'extra' ),\n\t\t\t'files' => array(),\n\t\t\t'secrets' => array(\n\t\t\t\t'extra' => array( 'code' ),\n\t\t\t),\n\t\t\t'forgiven_by' => 'accepted',\n\t\t),",
    );
    expect(php.match(/'sends_email' => true/g)).toHaveLength(4);
  });
});

describe("the site endpoint's generated copy (wp-plugin/includes/generated/calls.php)", () => {
  const temp = mkdtempSync(join(tmpdir(), 'obp-calls-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** What the endpoint's checks make of a getprofile call with a `nickname` field and a `depositPic` file name, reading `calls`. */
  const endpointSees = (calls: string) =>
    JSON.parse(
      execFileSync(
        'php',
        [
          '-r',
          `require 'tests/php/wordpress.php'; require 'wp-plugin/online-banking-portal.php';
           $p = new ReflectionProperty( 'Online_Banking_Portal_Request_Checks', 'calls' ); $p->setAccessible( true ); $p->setValue( null, require $argv[1] );
           $ask = function ( $post ) { return null !== Online_Banking_Portal_Request_Checks::call( array( 'query' => array(), 'post' => $post, 'files' => array() ) ); };
           $calls = Online_Banking_Portal_Request_Checks::calls();
           echo json_encode( array( 'nickname' => $ask( array( 'getprofile' => '1', 'nickname' => 'Jo' ) ), 'files' => $calls['dashboard']['getprofile']['files'] ) );`,
          calls,
        ],
        { cwd: ROOT, encoding: 'utf8' },
      ),
    );

  it("follows a change of a call's fields in the TypeScript list", () => {
    expect(endpointSees(CALLS_PHP)).toEqual({ nickname: false, files: [] });
    const changed = { ...contract, DASHBOARD: { ...contract.DASHBOARD, getprofile: { fields: ['nickname'], files: ['depositPic'] } } };
    const php = join(temp, 'calls.php');
    writeFileSync(php, callsPhp(changed));
    expect(endpointSees(php)).toEqual({ nickname: true, files: ['depositPic'] });
    // Two php processes: the limit is for a hung one, on a machine running two test runs at once.
  }, 120_000);
});
