<?php
/**
 * The connection test's sentences, translated: what its script and the site's server say to the
 * site owner. "%s" stands for the value given in the comment before each.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The connection test's words.
 */
final class Online_Banking_Portal_Connection_Text {

	/**
	 * Every sentence, by the key the script and Online_Banking_Portal_Connection_Check read it with.
	 *
	 * @return array<string, string>
	 */
	public static function all() {
		return array(
			'testing'      => __( 'Testing the connection…', 'online-banking-portal' ),
			'badAddress'   => __( 'The banking API address is not a web address starting with http:// or https://. Correct it, then test again.', 'online-banking-portal' ),
			'works'        => __( 'The connection works.', 'online-banking-portal' ),
			'fails'        => __( 'The connection does not work.', 'online-banking-portal' ),
			/* translators: 1: the address called, such as https://bank.example.com/api/users.php; 2: how long the answer took, such as 120 ms. */
			'reached'      => __( 'Reachable: %1$s answered in %2$s.', 'online-banking-portal' ),
			/* translators: 1: the address called; 2: how long the test waited, such as 20 s. */
			'timeout'      => __( 'Not reachable: %1$s did not answer within %2$s.', 'online-banking-portal' ),
			/* translators: %s: the address called. */
			'unreachable'  => __( 'Not reachable: no answer from %s. Check the address, and that the backend is running and reachable from your visitors\' browsers.', 'online-banking-portal' ),
			/* translators: %s: the address called, which starts with http://. */
			'mixed'        => __( 'Not reachable: this site is served over https://, so browsers refuse to call %s over plain http://. Use the backend\'s https:// address.', 'online-banking-portal' ),
			/* translators: %s: the site's origin, such as https://www.example.com. */
			'corsOk'       => __( 'Allowed to read the answer: the backend lets %s read its answers (CORS).', 'online-banking-portal' ),
			/* translators: %s: the site's origin, such as https://www.example.com. */
			'corsRefused'  => __( 'Not allowed to read the answer: the backend answered, but does not let this site read its answers (CORS). The backend must allow the origin %s: answer with the header Access-Control-Allow-Origin for it, for POST requests with form data.', 'online-banking-portal' ),
			/* translators: %s: the origin of this admin page, when it differs from the site's. */
			'adminOrigin'  => __( 'This test ran from %s, the address of this admin screen: that origin must be allowed too for the test to read the answer.', 'online-banking-portal' ),
			'json'         => __( 'Answered JSON in the shape online banking expects: it refused the test sign-in, as it should.', 'online-banking-portal' ),
			/* translators: %d: the HTTP status code, such as 404. */
			'httpError'    => __( 'The backend answered with the HTTP error %d: online banking would show customers an error. Check that the address is the one below which api/users.php lives.', 'online-banking-portal' ),
			'notJson'      => __( 'The answer is not JSON: this address is probably not your banking backend (a web page answered instead). Check the address.', 'online-banking-portal' ),
			'wrongShape'   => __( 'The answer is JSON, but not in the shape online banking expects from a sign-in (none of jwt, error, message or status): check that this is your banking backend.', 'online-banking-portal' ),
			'noJsonCheck'  => __( 'Whether it answers JSON could not be checked: the browser did not let this site read the answer.', 'online-banking-portal' ),
			/* translators: %s: the site's endpoint, such as /wp-user/connect. */
			'endpointOk'   => __( 'This site\'s endpoint %s answers the browser.', 'online-banking-portal' ),
			/* translators: 1: the site's endpoint, such as /wp-user/connect; 2: the HTTP status code. */
			'endpointFail' => __( 'This site\'s endpoint %1$s did not answer as expected (HTTP %2$s): a security, firewall or cache plugin may block it, or the base path or the connection was changed without saving.', 'online-banking-portal' ),
			/* translators: %d: milliseconds. */
			'ms'           => __( '%d ms', 'online-banking-portal' ),
			/* translators: %s: seconds, such as 1.5. */
			'seconds'      => __( '%s s', 'online-banking-portal' ),
		);
	}
}
