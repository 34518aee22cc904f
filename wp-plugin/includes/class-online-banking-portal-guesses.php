<?php
/**
 * Which calls guess a secret, against which account, and what the bank's answer does to the
 * count: all read from the widget's own facts. A call guesses when it sends, not empty, a field
 * the call list marks as a secret the bank checks (generated/calls.php, from src/api/calls.ts),
 * on the step where the bank checks it (a reset_code sent with a userforgot that only asks for
 * the email is no guess, and is not forwarded: Online_Banking_Portal_Request_Checks::call()), of
 * the kinds it marks (sign-in, pin, code; a field checked against the PIN or the code counts
 * against both).
 *
 * Sign-in, reset and verification guesses (the auth calls) are counted against the email the
 * request names, whatever session cookie comes with it; in-session guesses (PIN, code, current
 * password) against the session's account.
 *
 * A guess is forgiven only by an unambiguous success of the same secret, as the call list says
 * (forgiven_by): a sign-in answer carrying a token and no refusal, or an answer that accepts it
 * without asking for anything else (generated/facts.php: actionRefused, asksForMore; a transfer
 * answered `status: true` with `requiresanother` is a wrong code). A sign-in answer without a token
 * that the widget reads as done (signInRefused, signInDone: an email verified, to sign in) is no
 * failure: that one try is taken back, and nothing else. Anything else is counted and never
 * forgiven: the window's end is its only reset.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The guesses a call makes.
 */
final class Online_Banking_Portal_Guesses {

	/**
	 * The guess a call makes, or null: kinds (sign-in, pin, code), account (its key), the rule
	 * that forgives it (token, accepted or ''), whether its answer signs in, and the device's id
	 * when the request carries a device cookie valid for that account ('' else).
	 *
	 * @param array      $call   See Online_Banking_Portal_Request_Checks::call().
	 * @param array|null $session The open session, if any.
	 * @param string     $device The device cookie's value, '' for none.
	 * @return array|null
	 */
	public static function of( $call, $session, $device = '' ) {
		$fields   = $call['fields'];
		$contract = Online_Banking_Portal_Request_Checks::contract( $call );
		if ( ! Online_Banking_Portal_Request_Checks::on_checked_step( $fields, $contract ) ) {
			return null;
		}
		$kinds = array();
		foreach ( isset( $contract['secrets'] ) ? $contract['secrets'] : array() as $field => $of ) {
			if ( isset( $fields[ $field ] ) && '' !== trim( $fields[ $field ] ) ) {
				$kinds = array_merge( $kinds, $of );
			}
		}
		if ( ! $kinds ) {
			return null;
		}
		$account  = self::account( $call, $session );
		$spelling = self::spelling( $call, $session );
		return array(
			'kinds'       => array_values( array_unique( $kinds ) ),
			'account'     => $account,
			'spelling'    => $spelling,
			'forgiven_by' => isset( $contract['forgiven_by'] ) ? $contract['forgiven_by'] : '',
			'gives_token' => ! empty( $contract['gives_token'] ),
			// The device's own budget is for the sign-in, reset and verification it was given by.
			'device'      => '' !== $call['crud'] ? Online_Banking_Portal_Device::id_for( $device, $spelling ) : '',
		);
	}

	/**
	 * The account a call names (its key): the email an auth call (sign-in, reset, verification,
	 * the resends) sends, whatever session comes with it; else the session's.
	 *
	 * @param array      $call    See Online_Banking_Portal_Request_Checks::call().
	 * @param array|null $session The open session, if any.
	 * @return string
	 */
	public static function account( $call, $session ) {
		if ( '' !== $call['crud'] ) {
			return Online_Banking_Portal_Account::key( isset( $call['fields']['email'] ) ? $call['fields']['email'] : '' );
		}
		return $session ? $session['account'] : '';
	}

	/**
	 * The spelling a call names (Online_Banking_Portal_Account::spelling_key()): an auth call's
	 * email as typed; else the session's account. What a right sign-in earns (its network known,
	 * a device cookie, its own tries forgiven) is this spelling's, never another the account key
	 * merges with it.
	 *
	 * @param array      $call    See Online_Banking_Portal_Request_Checks::call().
	 * @param array|null $session The open session, if any.
	 * @return string
	 */
	public static function spelling( $call, $session ) {
		if ( '' !== $call['crud'] ) {
			return Online_Banking_Portal_Account::spelling_key( isset( $call['fields']['email'] ) ? $call['fields']['email'] : '' );
		}
		return $session ? $session['account'] : '';
	}

	/**
	 * Whether the call's answer signs in (the call list's gives_token: userlogin, verifyuser).
	 *
	 * @param array $call See Online_Banking_Portal_Request_Checks::call().
	 * @return bool
	 */
	public static function gives_token( $call ) {
		$contract = Online_Banking_Portal_Request_Checks::contract( $call );
		return ! empty( $contract['gives_token'] );
	}

	/**
	 * Whether the bank sends an email on this call: the calls the list marks, but not on the
	 * step that checks a code (userforgot's reset sends none; it is a guess, counted as one).
	 *
	 * @param array $call See Online_Banking_Portal_Request_Checks::call().
	 * @return bool
	 */
	public static function sends_email( $call ) {
		$contract = Online_Banking_Portal_Request_Checks::contract( $call );
		return ! empty( $contract['sends_email'] ) && ( empty( $contract['checked_when'] ) || ! Online_Banking_Portal_Request_Checks::on_checked_step( $call['fields'], $contract ) );
	}

	/**
	 * What the bank's answer does to a guess: 'forgiven' (an unambiguous success of its secret:
	 * its kinds' counts start again), 'not-failed' (a sign-in call done without a token: this try
	 * is taken back, nothing else) or '' (counted as it was).
	 *
	 * @param array $guess  See of().
	 * @param int   $status The bank's HTTP status.
	 * @param mixed $body   Its answer, decoded.
	 * @return string
	 */
	public static function forgiven( $guess, $status, $body ) {
		if ( $status >= 400 || ! is_array( $body ) ) {
			return '';
		}
		if ( 'token' === $guess['forgiven_by'] ) {
			if ( self::signs_in( $status, $body ) ) {
				return 'forgiven';
			}
			return ! Online_Banking_Portal_Facts::says( $body, 'signInRefused' ) && Online_Banking_Portal_Facts::says( $body, 'signInDone' ) ? 'not-failed' : '';
		}
		if ( 'accepted' === $guess['forgiven_by'] ) {
			return ! Online_Banking_Portal_Facts::refused_action( $body ) && ! Online_Banking_Portal_Facts::says( $body, 'asksForMore' ) ? 'forgiven' : '';
		}
		return '';
	}

	/**
	 * Whether a sign-in call's answer signs in: below 400, a token, and no refusal beside it (an
	 * error reported or a false status: signInRefused), read as the widget reads it, the refusal
	 * first (src/features/auth/login-outcome.ts). A token beside a refusal is no success: it
	 * forgives nothing, and no session nor device cookie is made of it.
	 *
	 * @param int   $status The bank's HTTP status.
	 * @param mixed $body   Its answer, decoded.
	 * @return bool
	 */
	public static function signs_in( $status, $body ) {
		return $status < 400 && '' !== self::token( $body ) && ! Online_Banking_Portal_Facts::says( $body, 'signInRefused' );
	}

	/**
	 * The bank's token in an answer, '' for none (not text, or empty).
	 *
	 * @param mixed $body The answer, decoded.
	 * @return string
	 */
	public static function token( $body ) {
		$jwt = Online_Banking_Portal_Widget_Facts::JWT_FIELD;
		return is_array( $body ) && isset( $body[ $jwt ] ) && is_string( $body[ $jwt ] ) ? $body[ $jwt ] : '';
	}

	/**
	 * Applies the bank's answer to a guess's counts (forgiven()).
	 *
	 * @param array  $guess  See of().
	 * @param string $client The client's address.
	 * @param int    $status The bank's HTTP status.
	 * @param mixed  $body   Its answer, decoded.
	 */
	public static function settle( $guess, $client, $status, $body ) {
		$outcome = self::forgiven( $guess, $status, $body );
		if ( 'forgiven' === $outcome ) {
			Online_Banking_Portal_Throttle::right( $client, $guess['account'], $guess['kinds'], $guess['device'], null, $guess['spelling'] );
		} elseif ( 'not-failed' === $outcome ) {
			Online_Banking_Portal_Throttle::not_failed( $client, $guess['account'], $guess['kinds'], $guess['device'], $guess['spelling'] );
		}
	}
}
