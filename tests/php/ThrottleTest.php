<?php
/**
 * The throttle (Online_Banking_Portal_Throttle): its window, counted per client address and
 * account, and the client's address behind the proxies the owner lists, and only then.
 *
 * @package Online_Banking_Portal
 */

/**
 * Failed guesses, counted.
 */
final class ThrottleTest extends Online_Banking_Portal_Test_Case {

	const NOW = 1800000000;

	protected function setUp(): void {
		parent::setUp();
		Online_Banking_Portal_Session_Store::install();
	}

	private function fail_times( $n, $address, $account, $at = self::NOW ) {
		for ( $i = 0; $i < $n; $i++ ) {
			Online_Banking_Portal_Throttle::attempt( $address, $account, $at );
		}
	}

	public function test_ten_failures_in_the_window_hold_the_pair_back_until_the_window_ends() {
		$this->fail_times( 9, '198.51.100.1', 'jane', self::NOW );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 1 ), 'nine: may try again' );
		$this->fail_times( 1, '198.51.100.1', 'jane', self::NOW + 60 );
		$this->assertSame( 840, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 60 ), 'the tenth: wait until 15 minutes after the first' );
		$this->assertSame( 1, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 899 ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 900 ), 'the window ended' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.2', 'jane', self::NOW + 60 ), 'another address is not held back' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'joe', self::NOW + 60 ), 'another account is not held back' );

		// After the window, a failure opens a new one, counted from one.
		$this->fail_times( 1, '198.51.100.1', 'jane', self::NOW + 901 );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 902 ) );
		$this->fail_times( 9, '198.51.100.1', 'jane', self::NOW + 903 );
		$this->assertSame( 900, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW + 901 ) );
	}

	public function test_failures_spread_over_more_than_the_window_never_hold_back() {
		for ( $i = 0; $i < 30; $i++ ) {
			$at = self::NOW + $i * 100;
			$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', $at ), "try $i" );
			Online_Banking_Portal_Throttle::attempt( '198.51.100.1', 'jane', $at );
		}
	}

	public function test_a_right_guess_and_the_cleaning_forget_the_count() {
		$this->fail_times( 10, '198.51.100.1', 'jane' );
		Online_Banking_Portal_Throttle::succeeded( '198.51.100.1', 'jane' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::wait( '198.51.100.1', 'jane', self::NOW ) );
		$this->fail_times( 10, '198.51.100.1', 'joe' );
		$table = 'wp_online_banking_portal_attempts';
		Online_Banking_Portal_Throttle::cleanup( self::NOW + 899 );
		$this->assertCount( 1, obp_wp()['tables'][ $table ] );
		Online_Banking_Portal_Throttle::cleanup( self::NOW + 900 );
		$this->assertCount( 0, obp_wp()['tables'][ $table ] );
		$this->assertStringNotContainsString( '198.51.100.1', wp_json_encode( obp_wp()['tables'] ) );
	}

	public function addresses() {
		$proxies = array( '10.0.0.0/8', '192.0.2.10', '2001:db8::/32' );
		return array(
			'no proxy listed: REMOTE_ADDR'                      => array( '203.0.113.9', '', array(), '203.0.113.9' ),
			'no proxy listed: a spoofed header is ignored'      => array( '203.0.113.9', '127.0.0.1', array(), '203.0.113.9' ),
			'no proxy listed: even from a private address'      => array( '10.1.2.3', '198.51.100.7', array(), '10.1.2.3' ),
			'a request not from a listed proxy: header ignored' => array( '203.0.113.9', '198.51.100.7', $proxies, '203.0.113.9' ),
			'from a listed proxy: the address it saw'           => array( '10.1.2.3', '198.51.100.7', $proxies, '198.51.100.7' ),
			'through two listed proxies'                        => array( '192.0.2.10', '198.51.100.7, 10.9.9.9', $proxies, '198.51.100.7' ),
			'a client spoofing a hop before the proxies'        => array( '10.1.2.3', '1.1.1.1, 198.51.100.7', $proxies, '198.51.100.7' ),
			'a hop that is no address'                          => array( '10.1.2.3', '198.51.100.7, unknown', $proxies, '10.1.2.3' ),
			'only proxies in the header'                        => array( '10.1.2.3', '10.2.2.2', $proxies, '10.1.2.3' ),
			'IPv6 behind a v6 range'                            => array( '2001:db8::1', '2001:0db9::5', $proxies, '2001:0db9::5' ),
			'a /8 that does not hold the address'               => array( '11.1.2.3', '198.51.100.7', $proxies, '11.1.2.3' ),
			'REMOTE_ADDR no address'                            => array( 'garbage', '198.51.100.7', $proxies, '' ),
		);
	}

	/**
	 * @dataProvider addresses
	 */
	public function test_the_client_address( $remote, $forwarded, $proxies, $expected ) {
		$this->assertSame( $expected, Online_Banking_Portal_Throttle::client_address( $remote, $forwarded, $proxies ) );
	}

	public function test_the_proxies_setting_is_read_and_checked() {
		$this->assertSame( array(), Online_Banking_Portal_Options::trusted_proxies(), 'none by default' );
		$this->assertSame( '10.0.0.0/8, 192.0.2.10, 2001:db8::/32', Online_Banking_Portal_Option_Checks::check_trusted_proxies( " 10.0.0.0/8,192.0.2.10\n2001:db8::/32 " ) );
		foreach ( array( 'example.com', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/x', array() ) as $bad ) {
			$this->assertInstanceOf( 'WP_Error', Online_Banking_Portal_Option_Checks::check_trusted_proxies( $bad ) );
		}
		update_option( 'online_banking_portal_trusted_proxies', '10.0.0.0/8, 192.0.2.10' );
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.10' ), Online_Banking_Portal_Options::trusted_proxies() );
	}

	public function test_the_http_warning_shows_for_a_plain_http_address_through_this_site_only() {
		update_option( 'online_banking_portal_connection', 'site' );
		$cases = array(
			'https://bank.example.test' => false,
			'http://bank.example.test'  => true,
			'http://localhost:8080'     => false,
			'http://127.0.0.1:8080'     => false,
			'http://shop.localhost'     => false,
		);
		foreach ( $cases as $home => $warned ) {
			obp_wp()['home'] = $home;
			ob_start();
			Online_Banking_Portal_Settings::render_section();
			$this->assertSame( $warned, false !== strpos( ob_get_clean(), 'online-banking-portal-http-warning' ), $home );
		}
		update_option( 'online_banking_portal_connection', 'direct' );
		obp_wp()['home'] = 'http://bank.example.test';
		ob_start();
		Online_Banking_Portal_Settings::render_section();
		$this->assertStringNotContainsString( 'online-banking-portal-http-warning', ob_get_clean(), 'connecting directly, the site holds no session' );
	}
}
