<?php
/**
 * GENERATED from src/api/calls.ts by scripts/generate-contract-php.ts: do not edit. Change the
 * TypeScript list and run `npm run facts` (npm run build:plugin does).
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
	'auth'      => array(
		'userlogin' => array(
			'fields' => array( 'email', 'password' ),
			'files'  => array(),
			'secrets' => array( 'password' => array( 'sign-in' ) ),
			'forgiven_by' => 'token',
			'gives_token' => true,
		),
		'newuser' => array(
			'fields' => array( 'first_name', 'last_name', 'username', 'email', 'password', 'fullname' ),
			'files'  => array(),
			'sends_email' => true,
		),
		'userforgot' => array(
			'fields' => array( 'email', 'action', 'new_password', 'reset_code' ),
			'files'  => array(),
			'secrets' => array( 'reset_code' => array( 'sign-in' ) ),
			'checked_when' => array( 'action' => 'reset' ),
			'sends_email' => true,
		),
		'verifyuser' => array(
			'fields' => array( 'email', 'ver_code' ),
			'files'  => array(),
			'secrets' => array( 'ver_code' => array( 'sign-in' ) ),
			'forgiven_by' => 'token',
			'gives_token' => true,
		),
		'resendforgotcode' => array(
			'fields' => array( 'email' ),
			'files'  => array(),
			'sends_email' => true,
		),
		'resendconfirmcode' => array(
			'fields' => array( 'email' ),
			'files'  => array(),
			'sends_email' => true,
		),
		'submit_verification' => array(
			'fields' => array( 'country', 'phone', 'home_address', 'type' ),
			'files'  => array( 'pic', 'idcardFront', 'idcardBack' ),
		),
		'getdocs' => array(
			'fields' => array(),
			'files'  => array(),
		),
	),
	'dashboard' => array(
		'getinstituition' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getstatement2' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'pincheck' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getstatement' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getprofile' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getcontact' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getnotifications' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'gettrslist' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getperc' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getupgradeform' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getmpcform' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getfdcform' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'getcdform' => array(
			'fields' => array(),
			'files'  => array(),
		),
		'updatepin' => array(
			'fields' => array( 'pin' ),
			'files'  => array(),
		),
		'updateprofile' => array(
			'fields' => array( 'fullname', 'phone', 'gender', 'dob', 'country', 'marital_status', 'home_address', 'next_of_kin' ),
			'files'  => array(),
		),
		'updatepic' => array(
			'fields' => array(),
			'files'  => array( 'profilePic' ),
		),
		'updateemail' => array(
			'fields' => array( 'email' ),
			'files'  => array(),
		),
		'updatepwd' => array(
			'fields' => array( 'c_pwd', 'n_pwd', 'con_pwd' ),
			'files'  => array(),
			'secrets' => array( 'c_pwd' => array( 'sign-in' ) ),
		),
		'supdatepin' => array(
			'fields' => array( 'c_pwd', 'n_pwd', 'con_pwd' ),
			'files'  => array(),
			'secrets' => array( 'c_pwd' => array( 'pin' ) ),
			'forgiven_by' => 'accepted',
		),
		'mnotificationar' => array(
			'fields' => array( 'id' ),
			'files'  => array(),
		),
		'newupgrade' => array(
			'fields' => array( 'plan', 'type', 'amount' ),
			'files'  => array( 'depositPic' ),
		),
		'newmpc' => array(
			'fields' => array( 'purpose', 'type', 'amount' ),
			'files'  => array( 'depositPic' ),
		),
		'newfdc' => array(
			'fields' => array( 'plan', 'type', 'amount' ),
			'files'  => array( 'fixedDepositPic' ),
		),
		'newtrs' => array(
			'fields' => array( 'bank', 'swift', 'currency', 'routing', 'country', 'act_no', 'act_hold_name', 'amount', 'note', 'extra' ),
			'files'  => array(),
			'secrets' => array( 'extra' => array( 'code' ) ),
			'forgiven_by' => 'accepted',
		),
		'confirmmypin' => array(
			'fields' => array( 'pin' ),
			'files'  => array(),
			'secrets' => array( 'pin' => array( 'pin' ) ),
			'forgiven_by' => 'accepted',
		),
		'confirmtpin' => array(
			'fields' => array( 'pin' ),
			'files'  => array(),
			'secrets' => array( 'pin' => array( 'pin', 'code' ) ),
		),
		'newcd' => array(
			'fields' => array( 'type', 'amount' ),
			'files'  => array( 'depositPic' ),
		),
	),
	'unmarked'  => array(
		'fields' => array( 'home_address', 'type' ),
		'files'  => array( 'idcardFront' ),
	),
);
