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
		return wp_remote_post(
			$url,
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 0,
				'headers'             => $headers,
				'cookies'             => array(),
				'body'                => $body,
				'limit_response_size' => self::MAX_ANSWER_BYTES,
			)
		);
	}
}
