<?php
/**
 * The site's endpoint's one way out: a POST to the bank's api/users.php, multipart as the widget
 * would send it, with only the call's fields and files, none of the visitor's cookies or
 * headers, no redirect followed, and the customer's address in X-Forwarded-For so the bank's
 * own limits see customers, not the site.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Forwards one call to the bank.
 */
final class Online_Banking_Portal_Forwarder {

	/** Seconds the bank has to answer. */
	const TIMEOUT = Online_Banking_Portal_Widget_Facts::BANK_TIMEOUT_SECONDS;

	/** The bank's answer, at most. */
	const MAX_ANSWER_BYTES = 8388608;

	/**
	 * Posts the call to the bank.
	 *
	 * @param string $url     The bank's api/users.php, with its crud.
	 * @param array  $fields  Text fields.
	 * @param array  $files   Files (Online_Banking_Portal_Request_Checks::call()).
	 * @param string $client  The customer's address (Online_Banking_Portal_Client_Address::of()), '' when unknown.
	 * @return array|WP_Error
	 */
	public static function post( $url, $fields, $files, $client ) {
		return wp_remote_post( $url, self::args( $fields, $files, $client ) );
	}

	/**
	 * Posts several calls to the bank at once, each as post() would, all within one TIMEOUT. A
	 * pre_http_request filter answers for the network as it does for post() (wp_remote_post()).
	 *
	 * @param array $calls key => array( url, fields, files, client ).
	 * @return array key => array|WP_Error, as post() returns.
	 */
	public static function post_many( $calls ) {
		$responses = array();
		$requests  = array();
		foreach ( $calls as $key => $call ) {
			$args = self::args( $call['fields'], $call['files'], $call['client'] );
			$pre  = apply_filters( 'pre_http_request', false, $args, $call['url'] );
			if ( false !== $pre ) {
				$responses[ $key ] = $pre;
			} elseif ( _wp_http_get_object()->block_request( $call['url'] ) ) {
				// WP_HTTP_BLOCK_EXTERNAL, as wp_remote_post() honours it (the customer reads the endpoint's 504).
				$responses[ $key ] = new WP_Error( 'http_request_not_executed', 'WP_HTTP_BLOCK_EXTERNAL' );
			} else {
				$requests[ $key ] = array(
					'url'     => $call['url'],
					'headers' => $args['headers'],
					'data'    => $args['body'],
					'type'    => 'POST',
				);
			}
		}
		return $responses + self::concurrently( $requests );
	}

	/**
	 * The requests sent at once through WordPress's HTTP library (Requests, which curl_multi
	 * drives), without redirects, within TIMEOUT, each answer at most MAX_ANSWER_BYTES.
	 *
	 * @param array $requests key => Requests' request (url, headers, data, type).
	 * @return array key => array|WP_Error.
	 */
	private static function concurrently( $requests ) {
		if ( ! $requests ) {
			return array();
		}
		// WordPress 6.2 moved Requests into its namespace; the old name is deprecated there.
		$library = class_exists( '\WpOrg\Requests\Requests' ) ? '\WpOrg\Requests\Requests' : 'Requests';
		$options = array(
			'timeout'          => self::TIMEOUT,
			'connect_timeout'  => self::TIMEOUT,
			'follow_redirects' => false,
			'redirects'        => 0,
			'max_bytes'        => self::MAX_ANSWER_BYTES,
			'useragent'        => 'WordPress/' . get_bloginfo( 'version' ) . '; ' . get_bloginfo( 'url' ),
		);
		$out = array();
		foreach ( $library::request_multiple( $requests, $options ) as $key => $response ) {
			$out[ $key ] = $response instanceof Exception
				? new WP_Error( 'http_request_failed', $response->getMessage() )
				: ( new WP_HTTP_Requests_Response( $response ) )->to_array();
		}
		return $out;
	}

	/**
	 * wp_remote_post()'s arguments for a call: multipart as the widget would send it.
	 *
	 * @param array  $fields Text fields.
	 * @param array  $files  Files.
	 * @param string $client The customer's address.
	 * @return array
	 */
	private static function args( $fields, $files, $client ) {
		$boundary = 'obp' . bin2hex( random_bytes( 16 ) );
		$body     = '';
		foreach ( $fields as $name => $value ) {
			$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"\r\n\r\n$value\r\n";
		}
		foreach ( $files as $name => $file ) {
			$contents = file_get_contents( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
			$filename = str_replace( array( '"', "\r", "\n" ), '', $file['filename'] );
			$body    .= "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"; filename=\"$filename\"\r\nContent-Type: {$file['type']}\r\n\r\n$contents\r\n";
		}
		$body   .= "--$boundary--\r\n";
		$headers = array(
			'Content-Type' => 'multipart/form-data; boundary=' . $boundary,
			'Accept'       => 'application/json',
		);
		if ( Online_Banking_Portal_Client_Address::is_address( $client ) ) {
			$headers['X-Forwarded-For'] = $client;
		}
		return array(
			'timeout'             => self::TIMEOUT,
			'redirection'         => 0,
			'headers'             => $headers,
			'cookies'             => array(),
			'body'                => $body,
			'limit_response_size' => self::MAX_ANSWER_BYTES,
		);
	}
}
