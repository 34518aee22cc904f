<?php
/**
 * Which calls guess a secret, and whether the bank took the guess: both read from the widget's
 * own facts. A call guesses when it sends, not empty, a field the call list marks as a secret
 * the bank checks (generated/calls.php, from src/api/calls.ts: a password, an email or reset
 * code, a PIN, a transfer authorization code, the current password), of the kind it marks
 * (sign-in, pin, code). The bank took it when a sign-in gave a token, or when an action's answer
 * is no refusal as the widget reads one (generated/facts.php, actionRefused).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The guesses a call makes.
 */
final class Online_Banking_Portal_Guesses {

	/**
	 * The guess a call makes, or null: kind (sign-in, pin or code) and account (its key: the
	 * session's account, else the email the call names).
	 *
	 * @param array      $call    See Online_Banking_Portal_Request_Checks::call().
	 * @param array|null $session The open session, if any.
	 * @return array|null
	 */
	public static function of( $call, $session ) {
		$fields   = $call['fields'];
		$contract = self::contract( $call );
		foreach ( isset( $contract['secrets'] ) ? $contract['secrets'] : array() as $field => $kind ) {
			if ( isset( $fields[ $field ] ) && '' !== trim( $fields[ $field ] ) ) {
				return array(
					'kind'    => $kind,
					'account' => $session ? $session['account'] : Online_Banking_Portal_Account::key( isset( $fields['email'] ) ? $fields['email'] : '' ),
				);
			}
		}
		return null;
	}

	/**
	 * Whether the bank sends an email on this call.
	 *
	 * @param array $call See Online_Banking_Portal_Request_Checks::call().
	 * @return bool
	 */
	public static function sends_email( $call ) {
		$contract = self::contract( $call );
		return ! empty( $contract['sends_email'] );
	}

	/**
	 * Whether the bank took the guess: a call whose answer holds a session token gave one; any
	 * other answered without a refusal, as the widget reads one.
	 *
	 * @param bool  $gives_token Whether the call's answer is one that signs in (userlogin, verifyuser).
	 * @param bool  $signed_in   Whether it holds a session token.
	 * @param int   $status      The bank's HTTP status.
	 * @param mixed $body        Its answer, decoded.
	 * @return bool
	 */
	public static function right( $gives_token, $signed_in, $status, $body ) {
		if ( $gives_token ) {
			return $signed_in;
		}
		return $status < 400 && ! Online_Banking_Portal_Facts::refused_action( $body );
	}

	/**
	 * The call's entry in the call list.
	 *
	 * @param array $call See Online_Banking_Portal_Request_Checks::call().
	 * @return array
	 */
	private static function contract( $call ) {
		$calls = Online_Banking_Portal_Request_Checks::calls();
		if ( '' !== $call['crud'] ) {
			return $calls['auth'][ $call['crud'] ];
		}
		return '' !== $call['marker'] ? $calls['dashboard'][ $call['marker'] ] : $calls['unmarked'];
	}
}
