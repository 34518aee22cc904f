<?php
/**
 * The endpoint's answers as data (status, headers, cookies, JSON body), never cached, and the
 * ones every part of it gives: "not a request online banking makes", and "too many attempts".
 * The request checks and the endpoint both build their answers here, so neither calls the other.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * An answer of the endpoint.
 */
final class Online_Banking_Portal_Answer {

	/**
	 * An answer, never cached.
	 *
	 * @param int   $status  HTTP status.
	 * @param array $body    JSON body.
	 * @param array $cookies Cookies (Online_Banking_Portal_Proxy::cookie()).
	 * @return array status, headers, cookies, body.
	 */
	public static function make( $status, $body, $cookies = array() ) {
		return array(
			'status'  => $status,
			'headers' => array(
				'Content-Type'           => 'application/json; charset=utf-8',
				'Cache-Control'          => 'no-store',
				'X-Content-Type-Options' => 'nosniff',
				'Referrer-Policy'        => 'no-referrer',
			),
			'cookies' => $cookies,
			'body'    => (object) $body,
		);
	}

	/**
	 * The body's refusal: "not a request online banking makes".
	 *
	 * @return array
	 */
	public static function not_ours() {
		return array( 'message' => __( 'This request is not one online banking makes.', 'online-banking-portal' ) );
	}

	/**
	 * 429: the wait before this client may try again, in Retry-After and in words.
	 *
	 * @param int $wait Seconds.
	 * @return array
	 */
	public static function too_many( $wait ) {
		$wait   = max( 1, (int) $wait );
		$answer = self::make(
			Online_Banking_Portal_Widget_Facts::STATUS_THROTTLED,
			array(
				'message'    => sprintf(
					/* translators: %s: how long to wait, such as "14 mins" (WordPress's human_time_diff()). */
					__( 'Too many attempts, try again in %s.', 'online-banking-portal' ),
					human_time_diff( time(), time() + 60 * (int) ceil( $wait / 60 ) )
				),
				'retryAfter' => $wait,
			)
		);
		$answer['headers']['Retry-After'] = (string) $wait;
		return $answer;
	}
}
