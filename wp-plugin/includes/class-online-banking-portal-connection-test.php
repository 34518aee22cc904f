<?php
/**
 * The settings page's "Test connection": its script (assets/admin/connection-test.js, with the
 * words and addresses of config()), its admin-ajax actions and its button. Through this site, the
 * site's server makes the test (Online_Banking_Portal_Connection_Check::test_site()) and the
 * browser then calls this site's endpoint; directly, the browser calls the bank and the site
 * judges its answer (Online_Banking_Portal_Connection_Check::verdict()).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The connection test on the settings page: its script, its admin-ajax actions, its button.
 */
final class Online_Banking_Portal_Connection_Test {

	/**
	 * The connection test's script handle.
	 */
	const HANDLE = 'online-banking-portal-connection-test';

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
			'signIn'    => Online_Banking_Portal_Connection_Check::sign_in_query(),
			'field'     => Online_Banking_Portal_Options::API_BASE,
			'button'    => Online_Banking_Portal_Options::API_BASE . '-test',
			'result'    => Online_Banking_Portal_Options::API_BASE . '-test-result',
			'origin'    => Online_Banking_Portal_Router::site_origin(),
			'email'     => Online_Banking_Portal_Connection_Check::TEST_EMAIL,
			'timeoutMs' => Online_Banking_Portal_Widget_Facts::REQUEST_TIMEOUT_MS,
			'text'      => Online_Banking_Portal_Connection_Text::all(),
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
		wp_send_json( Online_Banking_Portal_Connection_Check::test_site( $address ) );
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
		wp_send_json( Online_Banking_Portal_Connection_Check::verdict( $status, $body ) );
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
