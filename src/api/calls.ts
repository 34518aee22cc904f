/**
 * Every call the widget makes, by name, with the fields and the file fields it posts, the
 * secrets the bank checks in it and whether it sends an email: the
 * `crud` actions of auth calls, the marker fields of dashboard calls, and the dashboard's one
 * call without a marker (the KYC page). The site's endpoint (connection "site") forwards only
 * these, each with only its own fields and files: it reads a PHP copy generated from this list
 * (`npm run generate` writes wp-plugin/includes/generated/calls.php). A unit test
 * holds this list to the calls of auth.ts and dashboard.ts, and the PHP copy to this list.
 *
 * `token` is no call's field here: the transport adds it, and the endpoint puts the held one there.
 */
import type { UsableRule } from './flags';
import { SIGN_IN_CALL } from '../config/bank';

export interface CallContract {
  /** The text fields it posts (besides its marker and the token). */
  readonly fields: readonly string[];
  /** The fields that carry a file. */
  readonly files: readonly string[];
  /**
   * The fields that carry a secret the bank checks, each with the kinds of guess it is: the
   * endpoint counts a guess against the account, each kind apart (`sign-in`: a password, the
   * current password, an email or reset code; `pin`: the transaction PIN, wherever it is typed;
   * `code`: the transfer authorization code). A field the bank may check against either of two
   * secrets counts against both. A call is a guess when one of them is sent, not empty (and,
   * with `checkedWhen`, only on the step where the bank reads it).
   */
  readonly secrets?: Readonly<Record<string, readonly SecretKind[]>>;
  /**
   * The step on which the bank checks the secret (`userforgot` reads its `reset_code` only when
   * `action` is `reset`): sent on another step, the secret is no guess, counted or forgiven.
   */
  readonly checkedWhen?: Readonly<Record<string, string>>;
  /**
   * What forgives a guess of this call (its kinds' counts for the account start again): `token`,
   * a sign-in answer carrying a token; `accepted`, an answer that accepts it without asking for
   * anything else (ACCEPTED_WITHOUT_MORE: for a transfer, one the bank carries out). Without it
   * nothing this call answers is unambiguous: its guesses are counted and never forgiven.
   */
  readonly forgivenBy?: 'token' | 'accepted';
  /** Its answer signs in: it may carry the bank's session token (the endpoint keeps it). */
  readonly givesToken?: true;
  /** The bank sends an email on it: the endpoint limits these per client address and per account. */
  readonly sendsEmail?: true;
}

/** The counters of failed guesses an account has, one per kind. */
export type SecretKind = 'sign-in' | 'pin' | 'code';

/**
 * An answer that still asks for something (`requiresanother`: a flag, or the prompt itself) has
 * not accepted what was sent: a transfer answered so is a wrong or missing code, whatever its
 * `status` says. Read loosely (any truthy value asks), so an odd value never forgives.
 */
export const ASKS_FOR_MORE: UsableRule = [{ field: 'requiresanother', is: 'truthy' }];

type More = Pick<CallContract, 'secrets' | 'checkedWhen' | 'forgivenBy' | 'givesToken' | 'sendsEmail'>;
const call = (fields: readonly string[], files: readonly string[] = [], more: More = {}): CallContract => ({ fields, files, ...more });
const loader = call([]);
const guess = (fields: readonly string[], secrets: Readonly<Record<string, readonly SecretKind[]>>, more: More = {}) => call(fields, [], { secrets, ...more });
const mails = { sendsEmail: true } as const;
const signIn = ['sign-in'] as const;
const pin = ['pin'] as const;

export const AUTH = {
  userlogin: guess(['email', 'password'], { password: signIn }, { forgivenBy: 'token', givesToken: true }),
  newuser: call(['first_name', 'last_name', 'username', 'email', 'password', 'fullname'], [], mails),
  // A reset's success carries no token: its code is counted and never forgiven.
  userforgot: call(['email', 'action', 'new_password', 'reset_code'], [], { secrets: { reset_code: signIn }, checkedWhen: { action: 'reset' }, ...mails }),
  verifyuser: guess(['email', 'ver_code'], { ver_code: signIn }, { forgivenBy: 'token', givesToken: true }),
  resendforgotcode: call(['email'], [], mails),
  resendconfirmcode: call(['email'], [], mails),
  submit_verification: call(['country', 'phone', 'home_address', 'type'], ['pic', 'idcardFront', 'idcardBack']),
  getdocs: call([]),
} as const satisfies Record<string, CallContract>;

// The sign-in the plugin's connection tests make is one of these.
SIGN_IN_CALL satisfies keyof typeof AUTH;

export const DASHBOARD = {
  getinstituition: loader,
  getstatement2: loader,
  pincheck: loader,
  getstatement: loader,
  getprofile: loader,
  getcontact: loader,
  getnotifications: loader,
  gettrslist: loader,
  getperc: loader,
  getupgradeform: loader,
  getmpcform: loader,
  getfdcform: loader,
  getcdform: loader,
  updatepin: call(['pin']),
  updateprofile: call(['fullname', 'phone', 'gender', 'dob', 'country', 'marital_status', 'home_address', 'next_of_kin']),
  updatepic: call([], ['profilePic']),
  updateemail: call(['email']),
  // The current password: the sign-in kind, forgiven only by a sign-in.
  updatepwd: guess(['c_pwd', 'n_pwd', 'con_pwd'], { c_pwd: signIn }),
  // Here c_pwd is the current PIN (the widget labels it so).
  supdatepin: guess(['c_pwd', 'n_pwd', 'con_pwd'], { c_pwd: pin }, { forgivenBy: 'accepted' }),
  mnotificationar: call(['id']),
  newupgrade: call(['plan', 'type', 'amount'], ['depositPic']),
  newmpc: call(['purpose', 'type', 'amount'], ['depositPic']),
  newfdc: call(['plan', 'type', 'amount'], ['fixedDepositPic']),
  newtrs: guess(['bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name', 'amount', 'note', 'extra'], { extra: ['code'] }, { forgivenBy: 'accepted' }),
  confirmmypin: guess(['pin'], { pin }, { forgivenBy: 'accepted' }),
  // The bank may check this field against the PIN or the code: which one it took is never
  // known, so it counts against both and forgives neither.
  confirmtpin: guess(['pin'], { pin: ['pin', 'code'] }),
  newcd: call(['type', 'amount'], ['depositPic']),
} as const satisfies Record<string, CallContract>;

/** The dashboard's KYC page posts without a marker. */
export const UNMARKED: CallContract = call(['home_address', 'type'], ['idcardFront']);
