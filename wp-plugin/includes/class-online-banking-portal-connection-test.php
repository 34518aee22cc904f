<?php
/**
 * The settings page's "Test connection": whether the bank answers at the banking API address
 * the way online banking needs, through the connection chosen. Through this site, the site's
 * server posts a test sign-in (admin-ajax, test_site()) and the browser then calls this site's
 * endpoint; directly, the browser calls the bank (assets/admin/connection-test.js, with the
 * words and addresses of config()).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The connection test: its script, its admin-ajax action and its rule.
 */
final class Online_Banking_Portal_Connection_Test {

	/**
	 * The connection test's script handle.
	 */
	const HANDLE = 'online-banking-portal-connection-test';

	/**
	 * The e-mail address the connection test signs in with: the reserved top-level domain
	 * .invalid (RFC 2606) cannot hold a real customer's address, so no customer data is sent.
	 */
	const TEST_EMAIL = 'connection-test@online-banking-portal.invalid';

	/**
	 * The admin-ajax action of the test through this site (the site's server calls the bank).
	 */
	const SITE_TEST = 'online_banking_portal_test_site';

	/**
	 * The admin-ajax action that judges an answer the browser read from the bank (connecting
	 * directly): the rule is applied here only, as the widget applies it (Online_Banking_Portal_Facts).
	 */
	const VERDICT = 'online_banking_portal_test_verdict';

	/**
	 * Set while the last test through this site passed: a site connecting directly is then
	 * told it can switch (Online_Banking_Portal_Notices).
	 */
	const SITE_READY = 'online_banking_portal_site_ready';

	/**
	 * Hooks (in the admin).
	 */
	public static function init() {
		add_action( 'admin_enqueue_scripts', array( __CLASS__, 'enqueue' ) );
		add_action( 'wp_ajax_' . self::SITE_TEST, array( __CLASS__, 'ajax_test_site' ) );
		add_action( 'wp_ajax_' . self::VERDICT, array( __CLASS__, 'ajax_verdict' ) );
	}

	/**
	 * On the settings page only: the "Test connection" button's script and its words.
	 *
	 * @param string $hook_suffix The admin screen's hook suffix.
	 */
	public static function enqueue( $hook_suffix ) {
		if ( ! Online_Banking_Portal_Settings::is_page( $hook_suffix ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'assets/admin/connection-test.js', ONLINE_BANKING_PORTAL_FILE ),
			array(),
			ONLINE_BANKING_PORTAL_VERSION,
			true
		);
		wp_add_inline_script( self::HANDLE, 'window.onlineBankingPortalConnectionTest = ' . wp_json_encode( self::config() ) . ';', 'before' );
	}

	/**
	 * What the connection test's script needs: the ids it works with, the site's origin (the
	 * one the backend must allow: customers' browsers call it from the site's pages), and its
	 * sentences, translated here. "%s" stands for the value given in the comment before each.
	 *
	 * @return array
	 */
	public static function config() {
		return array(
			'mode'        => Online_Banking_Portal_Options::CONNECTION,
			'throughSite' => Online_Banking_Portal_Widget_Facts::CONNECTION_SITE,
			'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
			'action'    => self::SITE_TEST,
			'verdict'   => self::VERDICT,
			'nonce'     => wp_create_nonce( self::SITE_TEST ),
			'endpoint'  => Online_Banking_Portal_Proxy::path(),
			// How the widget calls it: its header, and the action that forgets a session (reaching no bank).
			'header'    => Online_Banking_Portal_Widget_Facts::SITE_HEADER,
			'endAction' => '?' . Online_Banking_Portal_Widget_Facts::SESSION_FIELD . '=' . Online_Banking_Portal_Widget_Facts::SESSION_END,
			// How the widget calls the bank directly: its one script, the sign-in's query, its time limit.
			'script'    => Online_Banking_Portal_Widget_Facts::BANK_SCRIPT,
			'signIn'    => self::sign_in_query(),
			'field'     => Online_Banking_Portal_Options::API_BASE,
			'button'    => Online_Banking_Portal_Options::API_BASE . '-test',
			'result'    => Online_Banking_Portal_Options::API_BASE . '-test-result',
			'origin'    => Online_Banking_Portal_Router::site_origin(),
			'email'     => self::TEST_EMAIL,
			'timeoutMs' => Online_Banking_Portal_Widget_Facts::REQUEST_TIMEOUT_MS,
			'text'      => array(
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
			),
		);
	}

	/**
	 * admin-ajax: the test through this site, for the address in the field (saved or not).
	 */
	public static function ajax_test_site() {
		check_ajax_referer( self::SITE_TEST );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_send_json_error( null, 403 );
		}
		$address = isset( $_POST['address'] ) ? (string) wp_unslash( $_POST['address'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by check_url().
		wp_send_json( self::test_site( $address ) );
	}

	/**
	 * admin-ajax: the verdict on the answer the browser read from the bank (status, body).
	 */
	public static function ajax_verdict() {
		check_ajax_referer( self::SITE_TEST );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_send_json_error( null, 403 );
		}
		$status = isset( $_POST['status'] ) ? (int) $_POST['status'] : 0;
		$body   = isset( $_POST['body'] ) ? (string) wp_unslash( $_POST['body'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- read as JSON, never stored nor shown.
		wp_send_json( self::verdict( $status, $body ) );
	}

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
		$text = self::config()['text'];
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
		$config  = self::config();
		$text    = $config['text'];
		$address = Online_Banking_Portal_Option_Checks::check_url( $address );
		if ( is_wp_error( $address ) || '' === $address ) {
			delete_transient( self::SITE_READY );
			return array(
				'ok'    => false,
				'lines' => array( is_wp_error( $address ) ? $text['badAddress'] : __( 'Through this site, the bank\'s address is needed: this site\'s server calls it.', 'online-banking-portal' ) ),
			);
		}
		$url      = $address . Online_Banking_Portal_Widget_Facts::BANK_SCRIPT;
		$started  = microtime( true );
		$response = wp_remote_post(
			$url . self::sign_in_query(),
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
		$took = (int) round( ( microtime( true ) - $started ) * 1000 );
		$took = $took < 1000 ? sprintf( $text['ms'], $took ) : sprintf( $text['seconds'], number_format_i18n( $took / 1000, 1 ) );
		if ( is_wp_error( $response ) ) {
			delete_transient( self::SITE_READY );
			/* translators: 1: the address called; 2: why, as the server's HTTP library said it. */
			return array( 'ok' => false, 'lines' => array( sprintf( __( 'Not reachable from this site\'s server: %1$s (%2$s).', 'online-banking-portal' ), $url, $response->get_error_message() ) ) );
		}
		$verdict = self::verdict( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
		$ok      = $verdict['ok'];
		/* translators: 1: the address called; 2: how long the answer took, such as 120 ms. */
		$lines = array( sprintf( __( 'Reachable from this site\'s server: %1$s answered in %2$s.', 'online-banking-portal' ), $url, $took ), $verdict['line'] );
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
	private static function sign_in_query() {
		return '?' . Online_Banking_Portal_Widget_Facts::CRUD_FIELD . '=' . Online_Banking_Portal_Widget_Facts::SIGN_IN_CALL;
	}

	/**
	 * The "Test connection" button (shown by its script) and the live region its result is
	 * written to, present from the start so that screen readers announce what is written there.
	 */
	public static function render() {
		$config = self::config();
		printf(
			'<p class="online-banking-portal-connection-test"><button type="button" class="button" id="%1$s" aria-describedby="%2$s" hidden>%3$s</button></p><p class="description" id="%2$s">%4$s</p><div id="%5$s" class="online-banking-portal-connection-result" role="status" aria-live="polite"></div>',
			esc_attr( $config['button'] ),
			esc_attr( $config['button'] . '-description' ),
			esc_html__( 'Test connection', 'online-banking-portal' ),
			esc_html__( 'Calls the address in the field above the way online banking does with the connection chosen below (through this site: from this site\'s server, then this site\'s endpoint from your browser; directly: from your browser), with a sign-in for an address that cannot exist: it sends no customer data, and saves nothing.', 'online-banking-portal' ),
			esc_attr( $config['result'] )
		);
	}
}
