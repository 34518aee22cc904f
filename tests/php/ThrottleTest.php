<?php
/**
 * The throttle (Online_Banking_Portal_Throttle): its counts by kind per client address and
 * account, per account across addresses, per address across accounts and of emails, each
 * decided by one statement; the networks an account signed in from, which its slowing does not
 * hold back; its table; and the client's address behind the proxies the owner
 * lists, and only then (Online_Banking_Portal_Client_Address).
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
		Online_Banking_Portal_Throttle::install();
	}

	/** Tries that fail, each counted before it would reach the bank: how many may go. */
	private function fail_times( $n, $address, $account, $kind = 'sign-in', $at = self::NOW ) {
		$went = 0;
		for ( $i = 0; $i < $n; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( $address, $account, $kind, $at ) ? 1 : 0;
		}
		return $went;
	}

	private function rows() {
		return obp_wp()['tables'][ Online_Banking_Portal_Throttle::table() ];
	}

	public function test_ten_failures_in_the_window_hold_the_pair_back_until_the_window_ends() {
		$this->assertSame( 9, $this->fail_times( 9, '198.51.100.1', 'jane', 'sign-in', self::NOW ) );
		$this->assertSame( 1, $this->fail_times( 1, '198.51.100.1', 'jane', 'sign-in', self::NOW + 60 ), 'the tenth goes' );
		$this->assertSame( 840, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'sign-in', self::NOW + 60 ), 'the eleventh: wait until 15 minutes after the first' );
		$this->assertSame( 1, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'sign-in', self::NOW + 899 ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.2', 'jane', 'sign-in', self::NOW + 60 ), 'another address is not held back' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'joe', 'sign-in', self::NOW + 60 ), 'another account is not held back' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'pin', self::NOW + 60 ), 'another kind is not held back' );
		// The window ended: this try opens a new one, counted from one.
		$this->assertSame( 10, $this->fail_times( 12, '198.51.100.1', 'jane', 'sign-in', self::NOW + 900 ) );
	}

	public function test_failures_spread_over_more_than_the_window_never_hold_back() {
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'sign-in', self::NOW + $i * 100 ), "try $i" );
		}
	}

	public function test_each_try_is_one_statement_whose_count_decides() {
		global $wpdb;
		$wpdb->queries = array();
		Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'pin', self::NOW );
		$this->assertCount( 2, $wpdb->queries, 'a PIN: its pair and its account, no SELECT before' );
		foreach ( $wpdb->queries as $query ) {
			$this->assertStringStartsWith( 'INSERT INTO wp_online_banking_portal_attempts ', $query );
			$this->assertStringContainsString( ' ON DUPLICATE KEY UPDATE failures = LAST_INSERT_ID(', $query );
		}
		// Two tries that read the same count before either counted (what a check-then-count did
		// on a multi-worker server) cannot happen: each statement leaves the count it reads.
		$counts = array();
		for ( $i = 0; $i < 10; $i++ ) {
			Online_Banking_Portal_Throttle::guess( '198.51.100.9', 'jane', 'code', self::NOW );
			$counts[] = (int) floor( $wpdb->insert_id / Online_Banking_Portal_Throttle::PACK );
		}
		$this->assertSame( range( 1, 10 ), $counts, 'the account-wide count, one more at each try' );
	}

	public function test_a_right_guess_clears_only_its_kind() {
		$this->fail_times( 9, '198.51.100.1', 'jane', 'pin' );
		$this->fail_times( 9, '198.51.100.1', 'jane', 'code' );
		for ( $round = 0; $round < 3; $round++ ) {
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'sign-in', self::NOW ) );
			Online_Banking_Portal_Throttle::right( '198.51.100.1', 'jane', 'sign-in' );
		}
		$this->assertSame( 1, $this->fail_times( 5, '198.51.100.1', 'jane', 'pin' ), 'signing in again left the PIN count as it was' );
		$this->assertSame( 1, $this->fail_times( 5, '198.51.100.1', 'jane', 'code' ), 'and the code count' );
		Online_Banking_Portal_Throttle::right( '198.51.100.1', 'jane', 'pin' );
		$this->assertSame( 10, $this->fail_times( 12, '198.51.100.1', 'jane', 'pin' ), 'a right PIN clears the PIN count' );
		$this->assertSame( 0, $this->fail_times( 2, '198.51.100.1', 'jane', 'code' ), 'and not the code count' );
	}

	public function test_one_address_across_accounts_is_held_after_twenty_failed_sign_ins() {
		$went = 0;
		for ( $i = 0; $i < 40; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( '198.51.100.1', "account-$i", 'sign-in', self::NOW + $i ) ? 1 : 0;
		}
		$this->assertSame( 20, $went );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.2', 'account-40', 'sign-in', self::NOW + 40 ), 'another address is not held back' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'account-41', 'sign-in', self::NOW + 41 ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'account-0', 'pin', self::NOW + 41 ), 'PINs are not counted across accounts' );
	}

	public function test_right_sign_ins_from_an_address_neither_count_there_nor_clear_its_failures() {
		for ( $i = 0; $i < 19; $i++ ) {
			Online_Banking_Portal_Throttle::guess( '198.51.100.3', "account-$i", 'sign-in', self::NOW );
		}
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.3', 'customer', 'sign-in', self::NOW ), "customer $i" );
			Online_Banking_Portal_Throttle::right( '198.51.100.3', 'customer', 'sign-in' );
		}
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.3', 'account-19', 'sign-in', self::NOW ), 'the twentieth failure' );
		$this->assertSame( 900, Online_Banking_Portal_Throttle::guess( '198.51.100.3', 'account-20', 'sign-in', self::NOW ) );
	}

	public function test_one_account_across_addresses_slows_down_and_never_locks_out() {
		$went = 0;
		for ( $i = 0; $i < 100; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( "198.51.100.$i", 'jane', 'sign-in', self::NOW ) ? 1 : 0;
		}
		$this->assertSame( 20, $went, 'twenty free, whatever the addresses' );
		$waits = array();
		for ( $t = self::NOW, $i = 0; count( $waits ) < 9; $i++ ) {
			$wait = Online_Banking_Portal_Throttle::guess( "203.0.113.$i", 'jane', 'sign-in', $t );
			if ( $wait > 0 ) {
				$waits[] = $wait;
				$t      += $wait;
			}
		}
		$this->assertSame( array( 1, 2, 4, 8, 16, 32, 60, 60, 60 ), $waits, 'each wait longer, up to a minute' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.1', 'jane', 'sign-in', $t ), 'the customer gets in after the wait' );
		Online_Banking_Portal_Throttle::right( '192.0.2.1', 'jane', 'sign-in', '', $t );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '203.0.113.200', 'jane', 'sign-in', $t ), 'her right sign-in took her own try back: its slot goes to the next' );
		$this->assertSame( 60, Online_Banking_Portal_Throttle::guess( '203.0.113.201', 'jane', 'sign-in', $t ), "and nothing more: the strangers' failures stay on the account's count" );
	}

	public function test_a_right_sign_in_forgives_its_own_networks_failures_on_the_account_and_not_the_strangers() {
		for ( $i = 0; $i < 15; $i++ ) {
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( "203.0.113.$i", 'jane', 'sign-in', self::NOW ), "stranger $i" );
		}
		for ( $i = 0; $i < 4; $i++ ) {
			// Three wrong passwords of hers, then the right one: four tries counted from her network.
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.1', 'jane', 'sign-in', self::NOW ), "hers $i" );
		}
		Online_Banking_Portal_Throttle::right( '192.0.2.1', 'jane', 'sign-in', '', self::NOW );
		$went = 0;
		for ( $i = 100; $i < 120 && 0 === Online_Banking_Portal_Throttle::guess( "203.0.113.$i", 'jane', 'sign-in', self::NOW ); $i++ ) {
			++$went;
		}
		$this->assertSame( 5, $went, "the account's count kept the strangers' 15: 5 more free, not 20" );
		$this->assertSame( 10, $this->fail_times( 12, '192.0.2.1', 'jane' ), 'her own network counts from nothing again (and, known now, does not wait for the slowing)' );
	}

	public function test_two_right_sign_ins_at_the_same_moment_take_her_tries_off_the_account_once() {
		global $wpdb;
		for ( $i = 0; $i < 15; $i++ ) {
			Online_Banking_Portal_Throttle::guess( "203.0.113.$i", 'jane', 'sign-in', self::NOW );
		}
		for ( $i = 0; $i < 4; $i++ ) {
			// Two wrong passwords of hers, then the right one sent from two tabs at once.
			$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.1', 'jane', 'sign-in', self::NOW ), "hers $i" );
		}
		// The second tab's whole forgiving runs between the first one's first statement and the rest.
		$wpdb->after_next = static function () {
			Online_Banking_Portal_Throttle::right( '192.0.2.1', 'jane', 'sign-in', '', self::NOW );
		};
		Online_Banking_Portal_Throttle::right( '192.0.2.1', 'jane', 'sign-in', '', self::NOW );
		$this->assertNull( $wpdb->after_next, 'the second tab ran' );
		$went = 0;
		for ( $i = 100; $i < 120 && 0 === Online_Banking_Portal_Throttle::guess( "203.0.113.$i", 'jane', 'sign-in', self::NOW ); $i++ ) {
			++$went;
		}
		$this->assertSame( 5, $went, "her four tries came off once: the strangers' 15 stay, 5 more free" );
	}

	public function test_a_take_back_between_the_statements_of_another_is_not_lost() {
		global $wpdb;
		Online_Banking_Portal_Throttle::guess( '192.0.2.1', 'jane', 'sign-in', self::NOW, '', 'jane-other' );
		for ( $i = 0; $i < 4; $i++ ) {
			Online_Banking_Portal_Throttle::guess( '192.0.2.1', 'jane', 'sign-in', self::NOW, '', 'jane-typed' );
		}
		// Her right sign-in takes her 4 off the pair's 5 (its third statement); the other spelling's
		// try, done without a failure, takes its 1 back in between.
		$wpdb->after_next = static function () use ( $wpdb ) {
			$wpdb->after_next = static function () use ( $wpdb ) {
				$wpdb->after_next = static function () {
					Online_Banking_Portal_Throttle::not_failed( '192.0.2.1', 'jane', 'sign-in', '', 'jane-other' );
				};
			};
		};
		Online_Banking_Portal_Throttle::right( '192.0.2.1', 'jane', 'sign-in', '', self::NOW, 'jane-typed' );
		$this->assertNull( $wpdb->after_next, 'the other request ran' );
		$this->assertSame( 10, $this->fail_times( 12, '192.0.2.1', 'jane' ), 'the pair counts from nothing again: all 5 came off' );
	}

	/**
	 * An hour of strangers at 6 addresses, each firing a wrong password at the account every
	 * second, and the customer trying the right one every 50 s from $from without her device
	 * cookie (a new browser), signing in whenever her try goes: how many of her 72 tries went.
	 */
	private function an_hour_under_attack( $from ) {
		global $wpdb;
		$got = 0;
		for ( $t = 0; $t < 3600; $t++ ) {
			$wpdb->queries = array();
			for ( $s = 1; $s <= 6; $s++ ) {
				Online_Banking_Portal_Throttle::guess( "203.0.113.$s", 'jane@bank.test', 'sign-in', self::NOW + $t );
			}
			if ( 25 === $t % 50 && 0 === Online_Banking_Portal_Throttle::guess( $from, 'jane@bank.test', 'sign-in', self::NOW + $t ) ) {
				Online_Banking_Portal_Throttle::right( $from, 'jane@bank.test', 'sign-in', '', self::NOW + $t );
				++$got;
			}
		}
		return $got;
	}

	public function test_strangers_firing_steadily_from_six_addresses_never_keep_the_customer_out_at_a_network_she_signed_in_from() {
		// She signed in from home yesterday.
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW - 86400 );
		$this->assertSame( 0, $this->an_hour_under_attack( '192.0.2.50' ), 'from a network she never signed in from: slowed like the strangers, who take every slot' );

		obp_wp()['tables'][ Online_Banking_Portal_Throttle::table() ] = array();
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW - 86400 );
		$this->assertSame( 72, $this->an_hour_under_attack( '198.51.100.20' ), 'from home, without her device cookie: each try at once' );
	}

	public function test_a_known_network_is_the_accounts_for_sign_ins_only_with_or_without_the_device_cookie() {
		// At the office (an IPv6 /64) she signed in with her device cookie.
		Online_Banking_Portal_Throttle::right( '2001:db8:5:6::10', 'jane@bank.test', 'sign-in', 'a-device-of-hers', self::NOW - 3600 );
		foreach ( array( 'jane@bank.test', 'joe@bank.test' ) as $account ) {
			foreach ( array( 'sign-in', 'pin' ) as $kind ) {
				for ( $s = 1; $s <= 3; $s++ ) {
					$this->fail_times( 10, "203.0.113.$s", $account, $kind );
				}
			}
		}
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.50', 'jane@bank.test', 'sign-in', self::NOW ), "the strangers slowed the account's sign-ins" );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '2001:db8:5:6::99', 'jane@bank.test', 'sign-in', self::NOW ), 'another address of the /64, a browser without the cookie: at once' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '2001:db8:5:6::99', 'joe@bank.test', 'sign-in', self::NOW ), 'known for her account, not for another' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '2001:db8:5:6::99', 'jane@bank.test', 'pin', self::NOW ), 'for sign-ins, not for the PIN' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '2001:db8:5:7::1', 'jane@bank.test', 'sign-in', self::NOW ), 'the next /64 is another network' );
	}

	public function test_a_known_network_still_stops_at_ten_failures_and_at_its_addresses_limit() {
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW - 86400 );
		for ( $s = 1; $s <= 3; $s++ ) {
			$this->fail_times( 10, "203.0.113.$s", 'jane@bank.test', 'sign-in', self::NOW );
		}
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.50', 'jane@bank.test', 'sign-in', self::NOW ), 'the account is slowed' );
		// A stranger on her network (or she, mistyping) shares that network's budget for the account.
		$this->assertSame( 10, $this->fail_times( 12, '198.51.100.20', 'jane@bank.test', 'sign-in', self::NOW ), 'ten failures from her network' );
		$this->assertSame( 900, Online_Banking_Portal_Throttle::guess( '198.51.100.20', 'jane@bank.test', 'sign-in', self::NOW ), 'then it waits until the window ends' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.20', 'jane@bank.test', 'sign-in', self::NOW + 900 ), 'a window later it goes again' );

		// Across accounts, her network is an address like any: 20 failed sign-ins, then it waits.
		Online_Banking_Portal_Throttle::right( '198.51.100.30', 'jane@bank.test', 'sign-in', '', self::NOW - 86400 );
		for ( $i = 0; $i < 20; $i++ ) {
			Online_Banking_Portal_Throttle::guess( '198.51.100.30', "account-$i", 'sign-in', self::NOW );
		}
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.30', 'jane@bank.test', 'sign-in', self::NOW ) );
	}

	public function test_a_known_network_outlives_the_cleaning_of_ended_windows_and_ends_after_its_days() {
		$known_at = function ( $at ) {
			// Strangers at 3 addresses slow the account down at $at; can she still go from home?
			for ( $s = 1; $s <= 3; $s++ ) {
				$this->fail_times( 10, "203.0.113.$s", 'jane@bank.test', 'sign-in', $at );
			}
			$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '192.0.2.50', 'jane@bank.test', 'sign-in', $at ), 'the account is slowed' );
			$went = 0 === Online_Banking_Portal_Throttle::guess( '198.51.100.20', 'jane@bank.test', 'sign-in', $at );
			Online_Banking_Portal_Throttle::cleanup( $at + 900 );
			return $went;
		};
		$day = 86400;
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW );
		Online_Banking_Portal_Throttle::cleanup( self::NOW + 1000 );
		$this->assertCount( 1, $this->rows(), 'the hourly cleaning keeps it' );
		// A refused try deletes ended windows on the request path: not this one.
		$this->fail_times( 12, '203.0.113.9', 'joe@bank.test', 'pin', self::NOW + 2000 );
		$this->assertTrue( $known_at( self::NOW + $day ), 'a day later' );
		$this->assertTrue( $known_at( self::NOW + 179 * $day ), '179 days later' );
		$this->assertFalse( $known_at( self::NOW + 180 * $day ), 'after 180 days, no more' );
		$this->assertCount( 0, $this->rows(), 'and the cleaning deleted it' );

		// Each right sign-in counts the days again; the days are a limit of their own.
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW );
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW + 100 * $day );
		$this->assertTrue( $known_at( self::NOW + 279 * $day ), '179 days after the last sign-in' );
		$this->assertFalse( $known_at( self::NOW + 280 * $day ), '180 days after it' );
		add_filter(
			'online_banking_portal_throttle_limits',
			static function ( $limits ) {
				return array( 'known_network_days' => 2 ) + $limits;
			}
		);
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW + 300 * $day );
		$this->assertTrue( $known_at( self::NOW + 301 * $day ) );
		$this->assertFalse( $known_at( self::NOW + 302 * $day ), 'known_network_days: 2' );
	}

	public function test_a_known_network_is_kept_under_a_key_naming_neither_address_nor_account() {
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane@bank.test', 'sign-in', '', self::NOW );
		Online_Banking_Portal_Throttle::right( '2001:db8:5:6::10', 'jane@bank.test', 'sign-in', '', self::NOW );
		$this->assertCount( 2, $this->rows(), 'one row per network' );
		$dump = wp_json_encode( $this->rows() );
		foreach ( $this->rows() as $row ) {
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $row['attempt_key'] );
		}
		foreach ( array( '198.51.100', '2001:db8', 'jane', 'bank.test', hash( 'sha256', 'online-banking-portal attempts|known|jane@bank.test|198.51.100.20' ), hash( 'sha256', 'online-banking-portal attempts|known|jane@bank.test|2001:db8:5:6::/64' ) ) as $clear ) {
			$this->assertStringNotContainsString( $clear, $dump );
		}
	}

	public function test_the_limits_are_filterable() {
		add_filter(
			'online_banking_portal_throttle_limits',
			static function ( $limits ) {
				return array( 'per_address_account' => 3, 'emails_per_address' => 2 ) + $limits;
			}
		);
		$this->assertSame( 3, $this->fail_times( 5, '198.51.100.1', 'jane' ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::email( '198.51.100.1', self::NOW ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::email( '198.51.100.1', self::NOW ) );
		$this->assertSame( 900, Online_Banking_Portal_Throttle::email( '198.51.100.1', self::NOW ) );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::email( '198.51.100.2', self::NOW ) );
	}

	public function test_the_cleaning_forgets_ended_windows_and_the_table_holds_no_address_nor_account() {
		$this->fail_times( 10, '198.51.100.1', 'jane@bank.test' );
		$this->fail_times( 10, '198.51.100.1', 'joe@bank.test', 'pin', self::NOW + 100 );
		$this->assertCount( 5, $this->rows(), 'pairs, accounts and the address' );
		Online_Banking_Portal_Throttle::cleanup( self::NOW + 999 );
		$this->assertCount( 2, $this->rows() );
		Online_Banking_Portal_Throttle::cleanup( self::NOW + 1000 );
		$this->assertCount( 0, $this->rows() );
		$this->fail_times( 1, '198.51.100.1', 'jane@bank.test' );
		$dump = wp_json_encode( $this->rows() );
		foreach ( array( '198.51.100.1', 'jane', hash( 'sha256', 'online-banking-portal attempts|pair|sign-in|198.51.100.1|jane@bank.test' ) ) as $clear ) {
			$this->assertStringNotContainsString( $clear, $dump );
		}
	}

	public function test_one_ipv6_64_is_one_client_and_a_mapped_ipv4_address_is_its_ipv4_form() {
		$went = 0;
		for ( $i = 0; $i < 50; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( sprintf( '2001:db8:1:2:%x::%x', $i % 5, $i ), 'jane', 'sign-in', self::NOW ) ? 1 : 0;
		}
		$this->assertSame( 10, $went, '5 addresses of one /64, 50 tries' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::guess( '2001:db8:1:3::1', 'jane', 'sign-in', self::NOW ), 'the next /64 is another client' );
		$went = 0;
		for ( $i = 0; $i < 20; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( 0 === $i % 2 ? '198.51.100.7' : '::ffff:198.51.100.7', 'joe', 'sign-in', self::NOW ) ? 1 : 0;
		}
		$this->assertSame( 10, $went, 'an IPv4 address and its ::ffff: form' );
		$this->assertSame( '198.51.100.7', Online_Banking_Portal_Client_Address::of( '::ffff:198.51.100.7', '', array() ) );
		$this->assertSame( '198.51.100.8', Online_Banking_Portal_Client_Address::of( '10.0.0.1', '::FFFF:198.51.100.8', array( '10.0.0.0/8' ) ) );
		$this->assertSame( '2001:db8:1:2::/64', Online_Banking_Portal_Client_Address::network( '2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64 ) );
		$this->assertSame( '2001:db8::/32', Online_Banking_Portal_Client_Address::network( '2001:db8:1:2::1', 32 ) );
		$this->assertSame( '2001:db8:1:2::80/121', Online_Banking_Portal_Client_Address::network( '2001:db8:1:2::ff', 121 ) );
		$this->assertSame( '198.51.100.7', Online_Banking_Portal_Client_Address::network( '198.51.100.7', 64 ) );
	}

	public function test_the_ipv6_prefix_is_a_limit_of_its_own() {
		add_filter(
			'online_banking_portal_throttle_limits',
			static function ( $limits ) {
				return array( 'ipv6_prefix' => 128 ) + $limits;
			}
		);
		$went = 0;
		for ( $i = 0; $i < 20; $i++ ) {
			$went += 0 === Online_Banking_Portal_Throttle::guess( sprintf( '2001:db8::%x', $i % 2 ), 'jane', 'sign-in', self::NOW ) ? 1 : 0;
		}
		$this->assertSame( 20, $went, 'by whole address: two clients, ten each' );
	}

	public function test_a_field_checked_against_two_secrets_counts_against_both() {
		$this->assertSame( 10, $this->fail_times( 12, '198.51.100.1', 'jane', array( 'pin', 'code' ) ) );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'pin', self::NOW ), 'the PIN count is full' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::guess( '198.51.100.1', 'jane', 'code', self::NOW ), 'so is the code count' );
		// One kind full holds the other back, and takes nothing from it.
		$this->assertSame( 10, $this->fail_times( 10, '198.51.100.2', 'joe', 'pin' ) );
		$this->assertSame( 0, $this->fail_times( 5, '198.51.100.2', 'joe', array( 'code', 'pin' ) ) );
		$this->assertSame( 10, $this->fail_times( 12, '198.51.100.2', 'joe', 'code' ), 'the refused tries left the code count as it was' );
	}

	public function test_emails_are_limited_per_account_too() {
		$sent = 0;
		for ( $i = 0; $i < 60; $i++ ) {
			$sent += 0 === Online_Banking_Portal_Throttle::email( '198.51.100.' . ( $i % 5 ), self::NOW, 'jane' ) ? 1 : 0;
		}
		$this->assertSame( 5, $sent, '5 addresses, 60 resets to one customer' );
		$this->assertSame( 0, Online_Banking_Portal_Throttle::email( '198.51.100.1', self::NOW, 'joe' ), 'another customer from the same address' );
	}

	public function test_strangers_spending_an_accounts_emails_never_keep_her_from_a_code_at_a_network_she_signed_in_from() {
		Online_Banking_Portal_Throttle::right( '198.51.100.20', 'jane', 'sign-in', '', self::NOW - 86400, 'jane-typed' );
		$sent = 0;
		for ( $i = 0; $i < 30; $i++ ) {
			$sent += 0 === Online_Banking_Portal_Throttle::email( "203.0.113.$i", self::NOW, 'jane', '', 'jane-typed' ) ? 1 : 0;
		}
		$this->assertSame( 5, $sent, "strangers at 30 addresses: the account's 5" );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::email( '192.0.2.1', self::NOW, 'jane', '', 'jane-typed' ), 'a new network waits like them' );
		$this->assertGreaterThan( 0, Online_Banking_Portal_Throttle::email( '198.51.100.20', self::NOW, 'jane', '', 'a-look-alike' ), 'her network, for another spelling, too' );
		$got = 0;
		for ( $i = 0; $i < 8; $i++ ) {
			$got += 0 === Online_Banking_Portal_Throttle::email( '198.51.100.20', self::NOW, 'jane', '', 'jane-typed' ) ? 1 : 0;
		}
		$this->assertSame( 5, $got, "her known network, in a browser without her device cookie: 5 of its own" );
	}

	public function test_refused_tries_leave_no_rows_and_ended_windows_go_on_the_request_path() {
		$this->fail_times( 20, '198.51.100.1', 'jane' );
		for ( $i = 0; $i < 200; $i++ ) {
			Online_Banking_Portal_Throttle::guess( '198.51.100.1', "account-$i", 'sign-in', self::NOW );
		}
		$this->assertCount( 3 + 2 * 10, $this->rows(), "jane's pair and account, the address, and the 10 accounts the address's other free tries reached: none of the 190 refused" );
		// A window later, without the cleaning: the next refused try deletes the ended rows.
		$this->fail_times( 11, '198.51.100.2', 'joe', 'pin', self::NOW + 1000 );
		$this->assertCount( 2, $this->rows(), "only joe's PIN counts remain" );
	}

	public function test_the_table_is_the_throttles_own() {
		obp_wp()['tables'] = array();
		delete_option( Online_Banking_Portal_Throttle::VERSION_OPTION );
		Online_Banking_Portal_Throttle::maybe_install();
		$this->assertSame( array( 'wp_online_banking_portal_attempts' ), array_keys( obp_wp()['tables'] ) );
		$this->assertSame( Online_Banking_Portal_Throttle::SCHEMA_VERSION, get_option( Online_Banking_Portal_Throttle::VERSION_OPTION ) );
		Online_Banking_Portal_Throttle::init();
		$this->assertSame( 10, has_action( Online_Banking_Portal_Session_Store::CLEANUP_HOOK, array( 'Online_Banking_Portal_Throttle', 'cleanup' ) ), 'the hourly cleaning cleans it' );
		Online_Banking_Portal_Throttle::drop();
		$this->assertSame( array(), obp_wp()['tables'] );
		$this->assertFalse( get_option( Online_Banking_Portal_Throttle::VERSION_OPTION ) );
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
			'a listed proxy written as IPv6 by the next'        => array( '192.0.2.10', '198.51.100.7, ::ffff:10.9.9.9', $proxies, '198.51.100.7' ),
			'REMOTE_ADDR no address'                            => array( 'garbage', '198.51.100.7', $proxies, '' ),
		);
	}

	/**
	 * @dataProvider addresses
	 */
	public function test_the_client_address( $remote, $forwarded, $proxies, $expected ) {
		$this->assertSame( $expected, Online_Banking_Portal_Client_Address::of( $remote, $forwarded, $proxies ) );
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
