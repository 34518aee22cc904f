/**
 * Every call the widget makes, by name, with the fields and the file fields it posts: the
 * `crud` actions of auth calls, the marker fields of dashboard calls, and the dashboard's one
 * call without a marker (the KYC page). The site's endpoint (connection "site") forwards only
 * these, each with only its own fields and files: it reads a PHP copy generated from this list
 * (`npm run facts` writes wp-plugin/includes/generated/calls.php, with scripts/generate-contract-php.ts). A unit test
 * holds this list to the calls of auth.ts and dashboard.ts, and the PHP copy to this list.
 *
 * `token` is no call's field here: the transport adds it, and the endpoint puts the held one there.
 */
export interface CallContract {
  /** The text fields it posts (besides its marker and the token). */
  readonly fields: readonly string[];
  /** The fields that carry a file. */
  readonly files: readonly string[];
}

const call = (fields: readonly string[], files: readonly string[] = []): CallContract => ({ fields, files });
const loader = call([]);

export const AUTH = {
  userlogin: call(['email', 'password']),
  newuser: call(['first_name', 'last_name', 'username', 'email', 'password', 'fullname']),
  userforgot: call(['email', 'action', 'new_password', 'reset_code']),
  verifyuser: call(['email', 'ver_code']),
  resendforgotcode: call(['email']),
  resendconfirmcode: call(['email']),
  submit_verification: call(['country', 'phone', 'home_address', 'type'], ['pic', 'idcardFront', 'idcardBack']),
  getdocs: call([]),
} as const satisfies Record<string, CallContract>;

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
  updatepwd: call(['c_pwd', 'n_pwd', 'con_pwd']),
  supdatepin: call(['c_pwd', 'n_pwd', 'con_pwd']),
  mnotificationar: call(['id']),
  newupgrade: call(['plan', 'type', 'amount'], ['depositPic']),
  newmpc: call(['purpose', 'type', 'amount'], ['depositPic']),
  newfdc: call(['plan', 'type', 'amount'], ['fixedDepositPic']),
  newtrs: call(['bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name', 'amount', 'note', 'extra']),
  confirmmypin: call(['pin']),
  confirmtpin: call(['pin']),
  newcd: call(['type', 'amount'], ['depositPic']),
} as const satisfies Record<string, CallContract>;

/** The dashboard's KYC page posts without a marker. */
export const UNMARKED: CallContract = call(['home_address', 'type'], ['idcardFront']);

/** The calls that move money or file a request: sent once, never cancelled, their lost answers looked up. */
export const MONEY_CALLS = ['newtrs', 'newcd', 'newmpc', 'newfdc', 'newupgrade'] as const satisfies readonly (keyof typeof DASHBOARD)[];
export type MoneyCall = (typeof MONEY_CALLS)[number];
