<?php
/**
 * The session store (Online_Banking_Portal_Session_Store): sealing, the end after inactivity
 * and at the absolute lifetime, the per-account cap, the cleaning, the table's life.
 *
 * @package Online_Banking_Portal
 */

/**
 * The session table.
 */
final class SessionStoreTest extends Online_Banking_Portal_Test_Case {

	const NOW = 1800000000;

	protected function setUp(): void {
		parent::setUp();
		Online_Banking_Portal_Session_Store::install();
	}

	private function rows() {
		return obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ];
	}

	public function test_seal_opens_only_with_its_secret() {
		$secret = random_bytes( 32 );
		$sealed = Online_Banking_Portal_Session_Store::seal( 'the token', $secret );
		$this->assertStringNotContainsString( 'the token', $sealed );
		$this->assertNotSame( $sealed, Online_Banking_Portal_Session_Store::seal( 'the token', $secret ), 'a fresh nonce each time' );
		$this->assertSame( 'the token', Online_Banking_Portal_Session_Store::unseal( $sealed, $secret ) );
		$this->assertNull( Online_Banking_Portal_Session_Store::unseal( $sealed, random_bytes( 32 ) ), 'another secret opens nothing' );
		$this->assertNull( Online_Banking_Portal_Session_Store::unseal( substr( $sealed, 0, -4 ) . 'AAAA', $secret ), 'a changed ciphertext opens nothing' );
	}

	public function test_a_session_opens_with_its_cookie_only_and_the_row_holds_neither_token_nor_cookie() {
		$cookie  = Online_Banking_Portal_Session_Store::create( 'jwt-123', 'site:aa', 'Jane@Bank.test ', 3600, '', self::NOW );
		$session = Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 10 );
		$this->assertSame( array( 'jwt-123', 'site:aa' ), array( $session['jwt'], $session['marker'] ) );
		$this->assertSame( Online_Banking_Portal_Session_Store::account_key( 'jane@bank.test' ), $session['account'] );
		$row = $this->rows()[0];
		$this->assertSame( array( 'session_key', 'account', 'created', 'created_us', 'last_seen', 'expires', 'sealed' ), array_keys( $row ) );
		$this->assertSame( self::NOW + 10, $row['last_seen'], 'the call is the last seen' );
		$dump = wp_json_encode( $row );
		foreach ( array( 'jwt-123', $cookie, 'jane' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $dump );
		}
		$this->assertNull( Online_Banking_Portal_Session_Store::open( str_repeat( '0', 64 ), self::NOW ) );
		$this->assertNull( Online_Banking_Portal_Session_Store::open( 'not hex', self::NOW ) );
		// The table's row with another cookie's key: the secret does not open it.
		$other = str_repeat( 'f', 64 );
		$wrong = array( 'session_key' => bin2hex( sodium_crypto_kdf_derive_from_key( 32, 1, 'obpsessn', hex2bin( $other ) ) ) ) + $row;
		obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ][] = $wrong;
		$this->assertNull( Online_Banking_Portal_Session_Store::open( $other, self::NOW + 20 ), 'a row sealed under another secret' );
	}

	public function test_inactivity_past_the_setting_and_the_lifetime_end_a_session() {
		update_option( 'online_banking_portal_idle_minutes', 1 );
		$cookie = Online_Banking_Portal_Session_Store::create( 'jwt', 'site:a', 'a@b.test', 3600, '', self::NOW );
		$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 59 ) );
		$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 118 ), 'each call slides the inactivity end' );
		$this->assertNull( Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 118 + 75 ), '75 s idle, past 1 minute' );
		$this->assertSame( array(), $this->rows(), 'and deleted' );

		update_option( 'online_banking_portal_idle_minutes', 120 );
		$cookie = Online_Banking_Portal_Session_Store::create( 'jwt', 'site:a', 'a@b.test', 3600, '', self::NOW );
		for ( $t = self::NOW + 1800; $t < self::NOW + 3600; $t += 1800 ) {
			$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $cookie, $t ) );
		}
		$this->assertNull( Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 3600 ), 'in use, still ended at its lifetime' );
	}

	public function test_a_sixth_session_of_an_account_ends_the_oldest() {
		$cookies = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$cookies[] = Online_Banking_Portal_Session_Store::create( "jwt-$i", "site:$i", 'jane@bank.test', 3600, '', self::NOW + $i );
		}
		$other = Online_Banking_Portal_Session_Store::create( 'jwt-joe', 'site:j', 'joe@bank.test', 3600, '', self::NOW + 6 );
		$this->assertCount( 6, $this->rows(), "five of Jane's, one of Joe's" );
		$this->assertNull( Online_Banking_Portal_Session_Store::open( $cookies[0], self::NOW + 7 ), 'the oldest ended' );
		foreach ( array_slice( $cookies, 1 ) as $cookie ) {
			$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $cookie, self::NOW + 7 ) );
		}
		$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $other, self::NOW + 7 ) );
	}

	public function test_six_sessions_in_one_second_keep_the_five_newest() {
		$cookies = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$cookies[] = Online_Banking_Portal_Session_Store::create( "jwt-$i", "site:$i", 'jane@bank.test', 3600, '', self::NOW );
		}
		$this->assertCount( 5, $this->rows() );
		foreach ( $cookies as $i => $cookie ) {
			$this->assertSame( $i >= 3, null !== Online_Banking_Portal_Session_Store::open( $cookie, self::NOW ), "session $i of 8, all in one second" );
		}
		// Clocks aside: a session created with an older microsecond stamp (another server) is still kept when it is the newest.
		$rows = &obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ];
		foreach ( $rows as &$row ) {
			$row['created_us'] = PHP_INT_MAX;
		}
		unset( $row, $rows );
		$newest = Online_Banking_Portal_Session_Store::create( 'jwt-9', 'site:9', 'jane@bank.test', 3600, '', self::NOW );
		$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $newest, self::NOW ) );
		$this->assertCount( 5, $this->rows() );
	}

	public function test_a_sign_in_replaces_the_browsers_previous_session() {
		$first  = Online_Banking_Portal_Session_Store::create( 'jwt-1', 'site:1', 'jane@bank.test', 3600, '', self::NOW );
		$second = Online_Banking_Portal_Session_Store::create( 'jwt-2', 'site:2', 'joe@bank.test', 3600, $first, self::NOW + 1 );
		$this->assertNull( Online_Banking_Portal_Session_Store::open( $first, self::NOW + 2 ) );
		$this->assertSame( 'jwt-2', Online_Banking_Portal_Session_Store::open( $second, self::NOW + 2 )['jwt'] );
	}

	public function test_cleanup_deletes_ended_and_idle_sessions_and_runs_at_each_sign_in() {
		update_option( 'online_banking_portal_idle_minutes', 5 );
		Online_Banking_Portal_Session_Store::create( 'a', 'site:a', 'a@b.test', 600, '', self::NOW );
		Online_Banking_Portal_Session_Store::create( 'b', 'site:b', 'b@b.test', 100, '', self::NOW + 250 );
		$kept = Online_Banking_Portal_Session_Store::create( 'c', 'site:c', 'c@b.test', 3600, '', self::NOW + 280 );
		$this->assertSame( 2, Online_Banking_Portal_Session_Store::cleanup( self::NOW + 360 ), 'one idle 6 minutes, one past its lifetime' );
		$this->assertCount( 1, $this->rows() );
		$this->assertNotNull( Online_Banking_Portal_Session_Store::open( $kept, self::NOW + 361 ) );

		Online_Banking_Portal_Session_Store::create( 'd', 'site:d', 'd@b.test', 3600, '', self::NOW + 361 + 301 );
		$this->assertCount( 1, $this->rows(), 'the sign-in cleaned the idle one' );
	}

	public function test_an_install_of_the_first_schema_gets_last_seen_indexed_at_its_next_request() {
		update_option( Online_Banking_Portal_Session_Store::VERSION_OPTION, '1' );
		obp_wp()['dbdelta'] = array();
		Online_Banking_Portal_Session_Store::maybe_install();
		$this->assertCount( 1, obp_wp()['dbdelta'] );
		$this->assertMatchesRegularExpression( '/CREATE TABLE wp_online_banking_portal_sessions \([^;]*\n  KEY last_seen \(last_seen\)\n/', obp_wp()['dbdelta'][0], 'dbDelta adds the index' );
		$this->assertSame( Online_Banking_Portal_Session_Store::SCHEMA_VERSION, get_option( Online_Banking_Portal_Session_Store::VERSION_OPTION ) );
		Online_Banking_Portal_Session_Store::maybe_install();
		$this->assertCount( 1, obp_wp()['dbdelta'], 'once' );
	}

	public function test_install_creates_the_table_and_schedules_the_cleaning_unschedule_stops_it_drop_removes_it() {
		obp_wp()['tables'] = array();
		delete_option( Online_Banking_Portal_Session_Store::VERSION_OPTION );
		Online_Banking_Portal_Session_Store::install();
		$this->assertSame( array( 'wp_online_banking_portal_sessions' ), array_keys( obp_wp()['tables'] ), "the throttle's table is the throttle's" );
		$this->assertNotFalse( wp_next_scheduled( 'online_banking_portal_cleanup' ) );
		Online_Banking_Portal_Proxy::init();
		$this->assertSame( 10, has_action( 'online_banking_portal_cleanup', array( 'Online_Banking_Portal_Session_Store', 'cleanup' ) ), 'the event cleans' );
		Online_Banking_Portal_Session_Store::unschedule();
		$this->assertFalse( wp_next_scheduled( 'online_banking_portal_cleanup' ) );
		Online_Banking_Portal_Session_Store::drop();
		$this->assertSame( array(), obp_wp()['tables'] );
		$this->assertFalse( get_option( Online_Banking_Portal_Session_Store::VERSION_OPTION ) );
	}
}
