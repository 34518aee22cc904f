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
import { SIGN_IN_CALL } from '../config/bank';

export interface CallContract {
  /** The text fields it posts (besides its marker and the token). */
  readonly fields: readonly string[];
  /** The fields that carry a file. */
  readonly files: readonly string[];
  /**
   * The fields that carry a secret the bank checks, each with the kind of guess it is: the
   * endpoint counts a failed guess against the account, each kind apart (`sign-in`: a password,
   * the current password, an email or reset code; `pin`: the transaction PIN; `code`: the
   * transfer authorization code). A call is a guess when one of them is sent, not empty.
   */
  readonly secrets?: Readonly<Record<string, SecretKind>>;
  /** The bank sends an email on it: the endpoint limits these per client address. */
  readonly sendsEmail?: true;
}

/** The counters of failed guesses an account has, one per kind. */
export type SecretKind = 'sign-in' | 'pin' | 'code';

const call = (fields: readonly string[], files: readonly string[] = [], more: Pick<CallContract, 'secrets' | 'sendsEmail'> = {}): CallContract => ({ fields, files, ...more });
const loader = call([]);
const guess = (fields: readonly string[], secrets: Readonly<Record<string, SecretKind>>) => call(fields, [], { secrets });
const mails = { sendsEmail: true } as const;

export const AUTH = {
  userlogin: guess(['email', 'password'], { password: 'sign-in' }),
  newuser: call(['first_name', 'last_name', 'username', 'email', 'password', 'fullname'], [], mails),
  userforgot: call(['email', 'action', 'new_password', 'reset_code'], [], { secrets: { reset_code: 'sign-in' }, ...mails }),
  verifyuser: guess(['email', 'ver_code'], { ver_code: 'sign-in' }),
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
  updatepwd: guess(['c_pwd', 'n_pwd', 'con_pwd'], { c_pwd: 'sign-in' }),
  supdatepin: guess(['c_pwd', 'n_pwd', 'con_pwd'], { c_pwd: 'sign-in' }),
  mnotificationar: call(['id']),
  newupgrade: call(['plan', 'type', 'amount'], ['depositPic']),
  newmpc: call(['purpose', 'type', 'amount'], ['depositPic']),
  newfdc: call(['plan', 'type', 'amount'], ['fixedDepositPic']),
  newtrs: guess(['bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name', 'amount', 'note', 'extra'], { extra: 'code' }),
  confirmmypin: guess(['pin'], { pin: 'pin' }),
  confirmtpin: guess(['pin'], { pin: 'code' }),
  newcd: call(['type', 'amount'], ['depositPic']),
} as const satisfies Record<string, CallContract>;

/** The dashboard's KYC page posts without a marker. */
export const UNMARKED: CallContract = call(['home_address', 'type'], ['idcardFront']);
