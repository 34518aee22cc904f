<?php
/**
 * The connection test itself: the test sign-in the site's server makes (through this site), and
 * the verdict on a bank's answer to it, by the widget's rule of a usable sign-in answer
 * (Online_Banking_Portal_Facts), whichever side called the bank.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The test sign-in and its verdict.
 */
final class Online_Banking_Portal_Connection_Check {

	/**
	 * The e-mail address the connection test signs in with: the reserved top-level domain
	 * .invalid (RFC 2606) cannot hold a real customer's address, so no customer data is sent.
	 */
	const TEST_EMAIL = 'connection-test@online-banking-portal.invalid';

	/**
	 * Set while the last test through this site passed: a site connecting directly is then
	 * told it can switch (Online_Banking_Portal_Notices).
	 */
	const SITE_READY = 'online_banking_portal_site_ready';

	/**
	 * What the bank's answer to the test sign-in tells: an HTTP error, not JSON, JSON the widget
	 * could not use as a sign-in's answer (Online_Banking_Portal_Facts::usable_sign_in()), or the
	 * answer online banking expects.
	 *
	 * @param int    $status The answer's HTTP status.
	 * @param string $body   The answer's body.
	 * @return array ok (bool), line (the sentence for the site owner).
	 */
	public static function verdict( $status, $body ) {
		$text = Online_Banking_Portal_Connection_Text::all();
		$json = json_decode( $body, true );
		if ( $status >= 400 ) {
			return array(
				'ok'   => false,
				'line' => sprintf( $text['httpError'], $status ),
			);
		}
		if ( null === $json && JSON_ERROR_NONE !== json_last_error() ) {
			return array(
				'ok'   => false,
				'line' => $text['notJson'],
			);
		}
		// JSON, but perhaps no object (null, true, a number): usable_sign_in() refuses those.
		$ok = Online_Banking_Portal_Facts::usable_sign_in( $json );
		return array(
			'ok'   => $ok,
			'line' => $ok ? $text['json'] : $text['wrongShape'],
		);
	}

	/**
	 * Whether this site's server reaches the bank the way its endpoint does: the test sign-in
	 * (TEST_EMAIL, a random password), posted server to server, answered with JSON in the
	 * sign-in's shape. Remembers a pass (SITE_READY) for the admin notice.
	 *
	 * @param string $address The banking API address to test.
	 * @return array ok (bool), lines (sentences for the site owner).
	 */
	public static function test_site( $address ) {
		$text    = Online_Banking_Portal_Connection_Text::all();
		$address = Online_Banking_Portal_Option_Checks::check_url( $address );
		if ( is_wp_error( $address ) || '' === $address ) {
			return self::remember( false, array( is_wp_error( $address ) ? $text['badAddress'] : __( 'Through this site, the bank\'s address is needed: this site\'s server calls it.', 'online-banking-portal' ) ) );
		}
		$url      = $address . Online_Banking_Portal_Widget_Facts::BANK_SCRIPT;
		$started  = microtime( true );
		$response = self::post_sign_in( $url . self::sign_in_query() );
		$took     = self::duration( ( microtime( true ) - $started ) * 1000 );
		if ( is_wp_error( $response ) ) {
			/* translators: 1: the address called; 2: why, as the server's HTTP library said it. */
			return self::remember( false, array( sprintf( __( 'Not reachable from this site\'s server: %1$s (%2$s).', 'online-banking-portal' ), $url, $response->get_error_message() ) ) );
		}
		$verdict = self::verdict( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
		/* translators: 1: the address called; 2: how long the answer took, such as 120 ms. */
		return self::remember( $verdict['ok'], array( sprintf( __( 'Reachable from this site\'s server: %1$s answered in %2$s.', 'online-banking-portal' ), $url, $took ), $verdict['line'] ) );
	}

	/**
	 * The test sign-in (TEST_EMAIL, a random password), posted server to server as the endpoint posts.
	 *
	 * @param string $url The bank's script with the sign-in's query.
	 * @return array|WP_Error The answer, as wp_remote_post() gives it.
	 */
	private static function post_sign_in( $url ) {
		return wp_remote_post(
			$url,
			array(
				'timeout'     => Online_Banking_Portal_Forwarder::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Accept' => 'application/json' ),
				'body'        => array(
					'email'    => self::TEST_EMAIL,
					'password' => wp_generate_password( 24, false ),
				),
			)
		);
	}

	/**
	 * How long the answer took, in words: "120 ms", "1.5 s".
	 *
	 * @param float $ms Milliseconds.
	 * @return string
	 */
	private static function duration( $ms ) {
		$text = Online_Banking_Portal_Connection_Text::all();
		$ms   = (int) round( $ms );
		return $ms < 1000 ? sprintf( $text['ms'], $ms ) : sprintf( $text['seconds'], number_format_i18n( $ms / 1000, 1 ) );
	}

	/**
	 * The result, remembering a pass (SITE_READY) for the admin notice and forgetting it otherwise.
	 *
	 * @param bool     $ok    Whether the test passed.
	 * @param string[] $lines Sentences for the site owner.
	 * @return array ok, lines.
	 */
	private static function remember( $ok, $lines ) {
		if ( $ok ) {
			set_transient( self::SITE_READY, 1, 30 * DAY_IN_SECONDS );
		} else {
			delete_transient( self::SITE_READY );
		}
		return array(
			'ok'    => $ok,
			'lines' => $lines,
		);
	}

	/**
	 * The query of the test sign-in, as the widget writes a sign-in's: "?crud=userlogin".
	 *
	 * @return string
	 */
	public static function sign_in_query() {
		return '?' . Online_Banking_Portal_Widget_Facts::CRUD_FIELD . '=' . Online_Banking_Portal_Widget_Facts::SIGN_IN_CALL;
	}
}
