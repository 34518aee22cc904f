<?php
/**
 * The "Connection" setting: new installs go through the site, a site upgraded from a release
 * without the setting keeps connecting directly, and the widget's mount options say which.
 *
 * @package Online_Banking_Portal
 */

/**
 * The connection setting.
 */
final class ConnectionTest extends Online_Banking_Portal_Test_Case {

	/**
	 * The settings' screens and their notices are for an administrator: one is signed in.
	 */
	protected function setUp(): void {
		parent::setUp();
		obp_wp()['user'] = array(
			'logged_in' => true,
			'caps'      => array( 'manage_options', 'edit_pages' ),
		);
	}

	public function test_a_new_install_connects_through_the_site() {
		Online_Banking_Portal_Options::add_defaults();
		$this->assertSame( 'site', get_option( 'online_banking_portal_connection' ) );
		$this->assertSame( 'site', Online_Banking_Portal_Options::connection() );
		$options = Online_Banking_Portal_Mount_Options::options( '/wp-user' );
		$this->assertSame( 'site', $options['connection'] );
		$this->assertSame( '/wp-user/connect', $options['endpoint'] );
	}

	public function test_an_upgraded_site_keeps_connecting_directly_until_its_owner_switches() {
		update_option( 'online_banking_portal_api_base', 'https://bank.test' );
		$this->assertSame( 'direct', Online_Banking_Portal_Options::connection(), 'updated without a new activation' );
		Online_Banking_Portal_Options::add_defaults();
		$this->assertSame( 'direct', get_option( 'online_banking_portal_connection' ) );
		$options = Online_Banking_Portal_Mount_Options::options( '/wp-user' );
		$this->assertArrayNotHasKey( 'connection', $options );
		$this->assertArrayNotHasKey( 'endpoint', $options );
		update_option( 'online_banking_portal_connection', 'site' );
		$this->assertSame( 'site', Online_Banking_Portal_Options::connection() );
	}

	public function test_the_first_releases_site_keeps_connecting_directly() {
		update_option( 'wp_bank_api_base', 'https://bank.test' );
		Online_Banking_Portal_Options::add_defaults();
		$this->assertSame( 'direct', Online_Banking_Portal_Options::connection() );
	}

	public function test_a_value_saved_by_hand_that_is_no_choice_reads_as_the_default() {
		update_option( 'online_banking_portal_connection', 'proxy' );
		$this->assertSame( 'site', Online_Banking_Portal_Options::connection() );
		$this->assertSame( array( 'site', 'direct' ), array_keys( Online_Banking_Portal_Settings_Table::connection_choices() ) );
	}

	public function test_the_endpoint_follows_the_base_path() {
		update_option( 'online_banking_portal_base_path', '/banking/online' );
		$this->assertSame( '/banking/online/connect', Online_Banking_Portal_Mount_Options::options( '/banking/online' )['endpoint'] );
	}

	/**
	 * The test through this site against a bank answering $reply (a response array or WP_Error).
	 */
	private function test_site( $reply, $address = 'https://bank.test' ) {
		$calls = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( $reply, &$calls ) {
				$calls[] = $url;
				return $reply;
			},
			10,
			3
		);
		$result = Online_Banking_Portal_Connection_Check::test_site( $address );
		remove_all_filters( 'pre_http_request' );
		return array( $result, $calls );
	}

	public function test_the_test_through_the_site_passes_when_the_sites_server_gets_the_sign_ins_answer_and_then_the_notice_recommends_switching() {
		update_option( 'online_banking_portal_api_base', 'https://bank.test' );
		list( $result, $calls ) = $this->test_site(
			array(
				'response' => array( 'code' => 200 ),
				'body'     => '{"error":true,"message":"Invalid credentials"}',
			)
		);
		$this->assertTrue( $result['ok'] );
		$this->assertSame( array( 'https://bank.test/api/users.php?crud=userlogin' ), $calls );
		$this->assertStringContainsString( 'Reachable from this site\'s server', $result['lines'][0] );
		ob_start();
		Online_Banking_Portal_Notices::render();
		$this->assertStringContainsString( 'Through this site (recommended)', ob_get_clean(), 'a site connecting directly is told it can switch' );
		update_option( 'online_banking_portal_connection', 'site' );
		ob_start();
		Online_Banking_Portal_Notices::render();
		$this->assertStringNotContainsString( 'Through this site (recommended)', ob_get_clean() );
	}

	public function test_the_test_through_the_site_fails_on_no_answer_or_a_web_page_and_no_notice_is_shown() {
		update_option( 'online_banking_portal_api_base', 'https://bank.test' );
		list( $result ) = $this->test_site( new WP_Error( 'http_request_failed', 'Connection refused' ) );
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'Connection refused', $result['lines'][0] );
		list( $result ) = $this->test_site( array( 'response' => array( 'code' => 200 ), 'body' => '<html></html>' ) );
		$this->assertFalse( $result['ok'] );
		ob_start();
		Online_Banking_Portal_Notices::render();
		$this->assertStringNotContainsString( 'Through this site (recommended)', ob_get_clean() );
		list( $result, $calls ) = $this->test_site( array(), 'javascript:alert(1)' );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( array(), $calls );
	}
}
