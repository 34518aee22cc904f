/**
 * Every call the widget makes, by name: the `crud` actions of auth calls, the marker fields of
 * dashboard calls, and every field any call posts. The site's endpoint (connection "site") forwards
 * only these, so it keeps a copy (wp-plugin/includes/class-online-banking-portal-proxy.php); a unit
 * test holds this list to the calls of auth.ts and dashboard.ts, and the copy to this list.
 */
export const AUTH_CALLS = ['userlogin', 'newuser', 'userforgot', 'verifyuser', 'resendforgotcode', 'resendconfirmcode', 'submit_verification', 'getdocs'] as const;

export const DASHBOARD_MARKERS = [
  'getinstituition',
  'getstatement2',
  'pincheck',
  'getstatement',
  'getprofile',
  'getcontact',
  'getnotifications',
  'gettrslist',
  'getperc',
  'getupgradeform',
  'getmpcform',
  'getfdcform',
  'getcdform',
  'updatepin',
  'updateprofile',
  'updatepic',
  'updateemail',
  'updatepwd',
  'supdatepin',
  'mnotificationar',
  'newupgrade',
  'newmpc',
  'newfdc',
  'newtrs',
  'confirmmypin',
  'confirmtpin',
  'newcd',
] as const;

/** The fields calls post besides markers (`token` included: the endpoint puts the held one there). */
export const CALL_FIELDS = [
  'token',
  'email',
  'password',
  'first_name',
  'last_name',
  'username',
  'fullname',
  'action',
  'new_password',
  'reset_code',
  'ver_code',
  'country',
  'phone',
  'home_address',
  'pic',
  'type',
  'idcardFront',
  'idcardBack',
  'pin',
  'gender',
  'dob',
  'marital_status',
  'next_of_kin',
  'profilePic',
  'c_pwd',
  'n_pwd',
  'con_pwd',
  'id',
  'plan',
  'amount',
  'depositPic',
  'fixedDepositPic',
  'purpose',
  'bank',
  'swift',
  'currency',
  'routing',
  'act_no',
  'act_hold_name',
  'note',
  'extra',
] as const;

export type AuthCall = (typeof AUTH_CALLS)[number];
export type DashboardMarker = (typeof DASHBOARD_MARKERS)[number];
