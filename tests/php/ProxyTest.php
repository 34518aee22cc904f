<?php
/**
 * The site's endpoint of connection "site" (Online_Banking_Portal_Proxy::handle()): what it
 * refuses without reaching the bank, what it forwards, and the session it keeps server side.
 * The bank is a pre_http_request filter that records each call.
 *
 * @package Online_Banking_Portal
 */

/**
 * The endpoint.
 */
final class ProxyTest extends Online_Banking_Portal_Test_Case {

	const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJl';

	/**
	 * Calls the bank received: url and args.
	 *
	 * @var array
	 */
	private $calls = array();

	/**
	 * What the bank answers next: a response array, or a WP_Error.
	 *
	 * @var mixed
	 */
	private $reply;

	protected function setUp(): void {
		parent::setUp();
		$this->install_endpoint();
		$this->calls = array();
		$this->reply = $this->bank( 200, array( 'status' => true ) );
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->calls[] = array(
					'url'  => $url,
					'args' => $args,
				);
				return $this->reply;
			},
			10,
			3
		);
	}

	/** A sign-in as the widget would send it from the site's own page, with the visitor's WordPress cookie among its headers. */
	private function request( $overrides = array() ) {
		$request                      = $this->widget_request(
			array(
				'query' => array( 'crud' => 'userlogin' ),
				'post'  => array(
					'email'    => 'jane@bank.test',
					'password' => 'hunter22',
				),
			)
		);
		$request['headers']['cookie'] = 'wordpress_logged_in_x=secret';
		return array_replace( $request, $overrides );
	}

	private function sign_in( $remember = false, $overrides = array() ) {
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT, 'verified' => 1, 'message' => 'Welcome' ) );
		$query       = $remember ? array( 'crud' => 'userlogin', 'remember' => '1' ) : array( 'crud' => 'userlogin' );
		return Online_Banking_Portal_Proxy::handle( $this->request( array_replace( array( 'query' => $query ), $overrides ) ) );
	}

	/** A dashboard call with the session a sign-in gave: its cookie and its marker. */
	private function dashboard( $signed_in, $post = array( 'getprofile' => '1' ), $overrides = array() ) {
		return Online_Banking_Portal_Proxy::handle(
			$this->request(
				array_replace(
					array(
						'query'  => array(),
						'post'   => $post + array( 'token' => $signed_in['body']->jwt ),
						'cookie' => $signed_in['cookies'][0]['value'],
					),
					$overrides
				)
			)
		);
	}

	/** The session table's rows. */
	private function sessions() {
		return obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ];
	}

	/** The field values of a multipart body the endpoint posted. */
	private function posted( $call ) {
		preg_match_all( '/name="([^"]+)"\r\n\r\n(.*?)\r\n/s', $call['args']['body'], $m );
		return array_combine( $m[1], $m[2] );
	}

	public function refusals() {
		$no_header = array( 'origin' => 'https://bank.example.test', 'sec-fetch-site' => 'same-origin' );
		return array(
			'a GET'                               => array( array( 'method' => 'GET' ), 405 ),
			'no widget header'                    => array( array( 'headers' => $no_header ), 403 ),
			'a cross-site request'                => array( array( 'headers' => array( 'x-bank-widget' => '1', 'origin' => 'https://evil.test', 'sec-fetch-site' => 'cross-site' ) ), 403 ),
			'a cross-origin Origin, no Sec-Fetch' => array( array( 'headers' => array( 'x-bank-widget' => '1', 'origin' => 'https://evil.test' ) ), 403 ),
			'another port of the site'            => array( array( 'headers' => array( 'x-bank-widget' => '1', 'origin' => 'https://bank.example.test:8443' ) ), 403 ),
			'neither Origin nor Sec-Fetch-Site'   => array( array( 'headers' => array( 'x-bank-widget' => '1' ) ), 403 ),
			'a crud the contract does not name'   => array( array( 'query' => array( 'crud' => 'deleteuser' ) ), 400 ),
			'another path or host in the query'   => array( array( 'query' => array( 'crud' => 'userlogin', 'url' => 'https://evil.test/x.php' ) ), 400 ),
			'a field the widget never posts'      => array( array( 'post' => array( 'email' => 'a@b.test', 'host' => 'evil.test' ) ), 400 ),
			'an unknown marker'                   => array( array( 'query' => array(), 'post' => array( 'deleteaccount' => '1' ) ), 400 ),
			'two markers'                         => array( array( 'query' => array(), 'post' => array( 'getprofile' => '1', 'newtrs' => '1' ) ), 400 ),
			'a field as an array'                 => array( array( 'post' => array( 'email' => array( 'a', 'b' ) ) ), 400 ),
			'a body over the cap'                 => array( array( 'post' => array( 'note' => str_repeat( 'x', 70000 ) ) ), 400 ),
			'a dashboard call without a session'  => array( array( 'query' => array(), 'post' => array( 'getprofile' => '1', 'token' => 'site:abc' ) ), 401 ),
			'a field of another call'             => array( array( 'query' => array(), 'post' => array( 'getprofile' => '1', 'amount' => '5' ) ), 400 ),
			'a file part on a call that takes none' => array( array( 'query' => array(), 'post' => array( 'getprofile' => '1' ), 'files' => array( 'depositPic' => array( 'name' => 'x.png', 'type' => 'image/png', 'tmp_name' => __FILE__, 'error' => 0, 'size' => 10 ) ) ), 400 ),
			'another call\'s file field'          => array( array( 'query' => array(), 'post' => array( 'newcd' => '1', 'amount' => '5' ), 'files' => array( 'profilePic' => array( 'name' => 'x.png', 'type' => 'image/png', 'tmp_name' => __FILE__, 'error' => 0, 'size' => 10 ) ) ), 400 ),
		);
	}

	/**
	 * @dataProvider refusals
	 */
	public function test_refused_without_reaching_the_bank( $overrides, $status ) {
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( $overrides ) );
		$this->assertSame( $status, $answer['status'] );
		$this->assertSame( array(), $this->calls, 'the bank saw nothing' );
		$this->assertSame( 'no-store', $answer['headers']['Cache-Control'] );
		if ( 405 === $status ) {
			$this->assertSame( 'POST', $answer['headers']['Allow'] );
		}
	}

	public function test_a_login_keeps_the_token_sealed_on_the_server_and_answers_a_marker() {
		$answer = $this->sign_in();
		$this->assertSame( 200, $answer['status'] );
		$this->assertMatchesRegularExpression( '/^site:[a-f0-9]{16}\z/', $answer['body']->jwt );
		$this->assertStringNotContainsString( self::JWT, wp_json_encode( $answer ), 'the token is in nothing sent to the browser' );
		$this->assertSame( 'Welcome', $answer['body']->message );

		$this->assertCount( 1, $this->calls );
		$call = $this->calls[0];
		$this->assertSame( 'https://bank.test/api/users.php?crud=userlogin', $call['url'] );
		$this->assertSame( array( 'email' => 'jane@bank.test', 'password' => 'hunter22' ), $this->posted( $call ) );
		$this->assertSame( 30, $call['args']['timeout'] );
		$this->assertSame( 0, $call['args']['redirection'] );
		$this->assertSame( array(), $call['args']['cookies'], 'none of the visitor\'s cookies' );
		$this->assertSame( array( 'Content-Type', 'Accept', 'X-Forwarded-For' ), array_keys( $call['args']['headers'] ), 'none of the visitor\'s headers' );
		$this->assertSame( '203.0.113.5', $call['args']['headers']['X-Forwarded-For'], 'the bank is told the customer\'s address' );

		$cookie = $answer['cookies'][0];
		$this->assertSame( '__Secure-online_banking_portal_session', $cookie['name'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}\z/', $cookie['value'] );
		$this->assertSame(
			array(
				'expires'  => 0,
				'path'     => '/wp-user/connect',
				'secure'   => true,
				'httponly' => true,
				'samesite' => 'Strict',
			),
			$cookie['options'],
			'a session cookie without "Remember me", only for the endpoint'
		);
		$this->assertSame( array(), obp_wp()['transients'], 'no transient' );
		$rows = $this->sessions();
		$this->assertCount( 1, $rows );
		$dump = wp_json_encode( $rows );
		$this->assertStringNotContainsString( self::JWT, $dump, 'the table holds the token sealed' );
		$this->assertStringNotContainsString( $cookie['value'], $dump, 'nor the cookie\'s secret' );
		$this->assertStringNotContainsString( 'jane@bank.test', $dump, 'nor the address' );
		$this->assertSame( 43200, $rows[0]['expires'] - $rows[0]['created'] );
	}

	public function test_the_cookie_is_secure_whenever_the_sites_address_is_https_and_lasts_as_remember_me_asks() {
		// A proxy that ends TLS: PHP sees http, the site's address is https.
		obp_wp()['https'] = false;
		$behind_proxy     = $this->sign_in();
		$this->assertTrue( $behind_proxy['cookies'][0]['options']['secure'] );
		$this->assertSame( '__Secure-online_banking_portal_session', $behind_proxy['cookies'][0]['name'] );

		obp_wp()['home'] = 'http://bank.example.test';
		$plain           = $this->sign_in( false, array( 'headers' => array( 'x-bank-widget' => '1', 'origin' => 'http://bank.example.test' ) ) );
		$this->assertFalse( $plain['cookies'][0]['options']['secure'] );
		$this->assertSame( 'online_banking_portal_session', $plain['cookies'][0]['name'], 'no __Secure- prefix without Secure' );

		obp_wp()['home'] = 'https://bank.example.test';
		$remembered      = $this->sign_in( true );
		$this->assertTrue( $remembered['cookies'][0]['options']['secure'] );
		$this->assertGreaterThan( time() + 29 * 86400, $remembered['cookies'][0]['options']['expires'] );
		$rows = $this->sessions();
		$this->assertSame( 30 * 86400, end( $rows )['expires'] - end( $rows )['created'] );
	}

	public function test_dashboard_calls_carry_the_held_token_and_a_401_ends_the_session() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'haspin' => true, 'token' => self::JWT ) );
		$answer      = $this->dashboard( $signed_in, array( 'pincheck' => '1' ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'https://bank.test/api/users.php', $this->calls[1]['url'] );
		$this->assertSame( array( 'pincheck' => '1', 'token' => self::JWT ), $this->posted( $this->calls[1] ) );
		$this->assertStringNotContainsString( self::JWT, wp_json_encode( $answer ) );

		$this->reply = $this->bank( 401, array( 'message' => 'Expired' ) );
		$answer      = $this->dashboard( $signed_in );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( array(), $this->sessions(), 'the token is forgotten' );
		$this->assertSame( '', $answer['cookies'][0]['value'] );
		$this->assertSame( 1, $answer['cookies'][0]['options']['expires'], 'the cookie is expired' );
	}

	public function test_a_call_with_another_marker_reaches_no_bank_and_ends_the_session() {
		$signed_in                = $this->sign_in();
		$other                    = $signed_in;
		$other['body']            = clone $signed_in['body'];
		$other['body']->jwt       = 'site:0123456789abcdef';
		$answer                   = $this->dashboard( $other );
		$this->assertSame( 401, $answer['status'] );
		$this->assertCount( 1, $this->calls, 'only the sign-in reached the bank' );
		$this->assertSame( array(), $this->sessions() );
	}

	public function test_a_session_idle_past_the_setting_ends_on_the_server() {
		update_option( 'online_banking_portal_idle_minutes', 1 );
		$signed_in = $this->sign_in();
		$this->assertSame( 200, $this->dashboard( $signed_in )['status'], 'in use' );
		$table = Online_Banking_Portal_Session_Store::table();
		obp_wp()['tables'][ $table ][0]['last_seen'] = time() - 75;
		$answer = $this->dashboard( $signed_in );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'Your session has ended. Please sign in again.', $answer['body']->message );
		$this->assertCount( 2, $this->calls, 'the idle session reached no bank' );
		$this->assertSame( array(), $this->sessions(), 'and is deleted' );
	}

	public function test_a_new_sign_in_in_the_same_browser_ends_the_session_it_replaces() {
		$first  = $this->sign_in();
		$second = $this->sign_in( false, array( 'cookie' => $first['cookies'][0]['value'] ) );
		$this->assertCount( 1, $this->sessions() );
		$this->assertSame( 401, $this->dashboard( $first )['status'] );
		$this->assertSame( 200, $this->dashboard( $second )['status'] );
	}

	public function test_answers_are_scrubbed_of_the_sessions_token_at_any_depth() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank(
			200,
			array(
				'status' => true,
				'data'   => array( 'token' => self::JWT, 'name' => 'Jane' ),
				'user'   => array( 'jwt' => self::JWT ),
				'access_token' => 'another-credential',
				'list'   => array( array( 'note' => 'Bearer ' . self::JWT ), self::JWT ),
			)
		);
		$answer = $this->dashboard( $signed_in );
		$json   = wp_json_encode( $answer['body'] );
		$this->assertStringNotContainsString( self::JWT, $json );
		$this->assertStringNotContainsString( 'another-credential', $json );
		$this->assertSame( 'Jane', $answer['body']->data['name'], 'the rest stays' );
	}

	public function test_ten_wrong_passwords_from_one_address_hold_that_address_back_not_another() {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 25; $i++ ) {
			$last = Online_Banking_Portal_Proxy::handle( $this->request() );
		}
		$this->assertCount( 10, $this->calls, 'at most 10 reached the bank' );
		$this->assertSame( 429, $last['status'] );
		$this->assertGreaterThan( 840, (int) $last['headers']['Retry-After'] );
		$this->assertLessThanOrEqual( 900, (int) $last['headers']['Retry-After'] );
		$this->assertSame( 'Too many attempts, try again in 15 mins.', $last['body']->message );

		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request() )['status'], 'the right password waits too' );
		$elsewhere = Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '203.0.113.6' ) ) );
		$this->assertSame( 200, $elsewhere['status'], 'from another address it signs in' );
		$this->assertSame( '203.0.113.6', end( $this->calls )['args']['headers']['X-Forwarded-For'] );
		$other_email = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'joe@bank.test', 'password' => 'x' ) ) ) );
		$this->assertSame( 200, $other_email['status'], 'another account from the same address is not held back' );
	}

	public function test_pins_and_codes_are_counted_per_account() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Invalid Pin' ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$last = $this->dashboard( $signed_in, array( 'confirmtpin' => '1', 'pin' => '0000' ) );
		}
		$this->assertSame( 429, $last['status'] );
		$this->assertCount( 11, $this->calls, 'the sign-in and 10 codes' );

		$this->reply = $this->bank( 200, array( 'status' => false ) );
		for ( $i = 0; $i < 11; $i++ ) {
			$reset = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => 'joe@bank.test', 'action' => 'reset', 'reset_code' => (string) $i, 'new_password' => 'x' ) ) ) );
		}
		$this->assertSame( 429, $reset['status'] );
		// Asking for a code is no guess (from another address: this one has asked for 11 emails).
		$ask = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => 'joe@bank.test', 'action' => 'code' ), 'remote_addr' => '203.0.113.7' ) ) );
		$this->assertSame( 200, $ask['status'] );
	}

	public function test_a_right_guess_starts_the_count_again() {
		// Two rounds: a third would pass the address's 20 failures across accounts.
		for ( $round = 0; $round < 2; $round++ ) {
			$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
			for ( $i = 0; $i < 9; $i++ ) {
				Online_Banking_Portal_Proxy::handle( $this->request() );
			}
			$this->assertSame( 200, $this->sign_in()['status'] );
		}
		$this->assertCount( 20, $this->calls );
	}

	/** The calls the bank received whose field $field was sent. */
	private function reached( $field ) {
		return count(
			array_filter(
				$this->calls,
				function ( $call ) use ( $field ) {
					return array_key_exists( $field, $this->posted( $call ) );
				}
			)
		);
	}

	private function transfer( $extra ) {
		return array(
			'newtrs'        => '1',
			'bank'          => 'Bank',
			'swift'         => 'SWIFTXX',
			'currency'      => 'USD',
			'routing'       => '1',
			'country'       => 'US',
			'act_no'        => '12345',
			'act_hold_name' => 'Joe',
			'amount'        => '10',
			'note'          => '',
			'extra'         => $extra,
		);
	}

	public function test_fifteen_wrong_transfer_codes_in_newtrs_extra_at_most_ten_reach_the_bank() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Invalid authorization code' ) );
		for ( $i = 0; $i < 15; $i++ ) {
			$last = $this->dashboard( $signed_in, $this->transfer( sprintf( '%04d', $i ) ) );
		}
		$this->assertSame( 10, $this->reached( 'extra' ) );
		$this->assertSame( 429, $last['status'] );
		// The code's count is the code's: confirmtpin (the code, sent as pin) shares it.
		$this->assertSame( 429, $this->dashboard( $signed_in, array( 'confirmtpin' => '1', 'pin' => '1234' ) )['status'] );
		// A transfer that sends no code guesses nothing, and a PIN is another count.
		$this->reply = $this->bank( 200, array( 'status' => true ) );
		$this->assertSame( 200, $this->dashboard( $signed_in, $this->transfer( '' ) )['status'] );
		$this->assertSame( 200, $this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '1234' ) )['status'] );
		// newtrs carries no pin in the contract: one sent there is refused before the bank.
		$before = count( $this->calls );
		$this->assertSame( 400, $this->dashboard( $signed_in, $this->transfer( '' ) + array( 'pin' => '1234' ) )['status'] );
		$this->assertCount( $before, $this->calls );
	}

	public function test_three_rounds_of_a_right_sign_in_and_eight_wrong_pins_at_most_ten_reach_the_bank() {
		$wrong = 0;
		for ( $round = 0; $round < 3; $round++ ) {
			$signed_in = $this->sign_in();
			$this->assertSame( 200, $signed_in['status'], "sign-in $round" );
			$this->reply = $this->bank( 200, array( 'status' => 0, 'message' => 'Incorrect PIN' ) );
			for ( $i = 0; $i < 8; $i++ ) {
				$before = count( $this->calls );
				$this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => sprintf( '%04d', 8 * $round + $i ) ) );
				$wrong += count( $this->calls ) - $before;
			}
		}
		$this->assertSame( 10, $wrong );
	}

	public function test_a_right_pin_clears_the_pins_count_only_when_nothing_more_is_asked() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false ) );
		for ( $i = 0; $i < 9; $i++ ) {
			$this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '0000' ) );
		}
		// A PIN answered with a request for a code is not accepted without more: nothing forgiven.
		$this->reply = $this->bank( 200, array( 'status' => 'yes', 'requiresanother' => array( 'head' => 'Code', 'body' => 'Enter it' ) ) );
		$this->assertSame( 200, $this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '1234' ) )['status'], 'the tenth PIN' );
		$this->assertSame( 429, $this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '1234' ) )['status'], 'the count stayed' );
	}

	public function test_a_pin_accepted_without_more_clears_the_pins_count_and_nothing_else() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false ) );
		for ( $i = 0; $i < 9; $i++ ) {
			$this->dashboard( $signed_in, array( 'supdatepin' => '1', 'c_pwd' => '0000', 'n_pwd' => '1', 'con_pwd' => '1' ) );
			$this->dashboard( $signed_in, $this->transfer( sprintf( '%04d', $i ) ) );
		}
		// The widget's own reading: "yes" is a set status.
		$this->reply = $this->bank( 200, array( 'status' => 'yes' ) );
		$this->assertSame( 200, $this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '1234' ) )['status'] );
		$this->reply = $this->bank( 200, array( 'status' => false ) );
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => '0000' ) )['status'], "PIN $i after the right one" );
		}
		$this->assertSame( 200, $this->dashboard( $signed_in, $this->transfer( '9' ) )['status'], 'the tenth code' );
		$this->assertSame( 429, $this->dashboard( $signed_in, $this->transfer( '9' ) )['status'], "the code's count stayed" );
	}

	/**
	 * Answers that must never forgive: each is sent after 9 failures of its kind, then one more
	 * try must be refused.
	 *
	 * @return array[]
	 */
	public function unforgiving() {
		$transfer = $this->transfer( '1111' );
		return array(
			'a code answered status true with requiresanother (a wrong code)' => array( $transfer, array( 'status' => true, 'requiresanother' => array( 'head' => 'Code', 'body' => 'Another code is required' ) ) ),
			'a code answered status 1 with requiresanother "1"'               => array( $transfer, array( 'status' => 1, 'requiresanother' => '1' ) ),
			'a code answered status true with an error'                       => array( $transfer, array( 'status' => true, 'error' => 'Invalid code' ) ),
			'a code answered with a 500'                                      => array( $transfer, array( 'status' => true ), 500 ),
			'confirmtpin accepted (the PIN or the code? never known)'          => array( array( 'confirmtpin' => '1', 'pin' => '4321' ), array( 'status' => true ) ),
			'the current password accepted (only a sign-in forgives it)'      => array( array( 'updatepwd' => '1', 'c_pwd' => 'pw', 'n_pwd' => 'n', 'con_pwd' => 'n' ), array( 'status' => true ) ),
		);
	}

	/**
	 * @dataProvider unforgiving
	 */
	public function test_an_answer_that_is_no_unambiguous_success_forgives_nothing( $post, $answer, $status = 200 ) {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false, 'error' => 'Wrong' ) );
		for ( $i = 0; $i < 9; $i++ ) {
			$this->dashboard( $signed_in, $post );
		}
		$this->reply = $this->bank( $status, $answer );
		$this->dashboard( $signed_in, $post );
		$this->assertCount( 11, $this->calls, 'the sign-in and ten guesses' );
		$this->assertSame( 429, $this->dashboard( $signed_in, $post )['status'], 'the eleventh waits' );
		$this->assertCount( 11, $this->calls );
	}

	/**
	 * Sign-in answers that carry a token and yet are no success: the widget reads each as a
	 * refusal (an error reported, a false status, a status of 400 or more) and uses no token.
	 *
	 * @return array[]
	 */
	public function refused_with_a_token() {
		return array(
			'a token and an error'        => array( 200, array( 'jwt' => self::JWT, 'error' => 'Invalid Credentials' ) ),
			'a token and a false status'  => array( 200, array( 'jwt' => self::JWT, 'status' => false, 'message' => 'Wrong password' ) ),
			'a token and the status "no"' => array( 200, array( 'jwt' => self::JWT, 'status' => 'no' ) ),
			'a token in a 403'            => array( 403, array( 'jwt' => self::JWT, 'message' => 'Forbidden' ) ),
			'a token the error repeats'   => array( 200, array( 'jwt' => self::JWT, 'error' => 'Refused for ' . self::JWT ) ),
		);
	}

	/**
	 * @dataProvider refused_with_a_token
	 */
	public function test_a_sign_in_refused_with_a_token_forgives_nothing_and_keeps_no_session_nor_device( $status, $answer ) {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 9; $i++ ) {
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$i" ) ) ) );
		}
		$this->reply = $this->bank( $status, $answer );
		$refused     = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => 'w9' ) ) ) );
		$this->assertSame( $status, $refused['status'] );
		$this->assertSame( array(), $refused['cookies'], 'no session cookie and no device cookie for a refused sign-in' );
		$this->assertSame( array(), $this->sessions(), 'no token kept' );
		$this->assertStringNotContainsString( self::JWT, wp_json_encode( $refused ) );
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => 'w10' ) ) ) )['status'], 'the ten failures stayed counted' );
		$this->assertCount( 10, $this->calls );
	}

	public function test_a_wrong_code_answered_as_asking_for_another_is_counted_five_rounds_of_confirmtpin_and_a_right_pin_at_most_ten() {
		$signed_in = $this->sign_in();
		$wrong     = 0;
		for ( $round = 0; $round < 5; $round++ ) {
			for ( $i = 0; $i < 6; $i++ ) {
				$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Invalid authorization code' ) );
				$before      = count( $this->calls );
				$this->dashboard( $signed_in, array( 'confirmtpin' => '1', 'pin' => sprintf( '%05d', 6 * $round + $i ) ) );
				$wrong += count( $this->calls ) - $before;
			}
			$this->reply = $this->bank( 200, array( 'status' => true ) );
			$this->dashboard( $signed_in, array( 'confirmtpin' => '1', 'pin' => '4321' ) );
		}
		$this->assertLessThanOrEqual( 10, $wrong );
	}

	public function test_a_sign_in_kind_guess_is_counted_against_the_email_it_names_whatever_session_comes_with_it() {
		$other       = $this->sign_in( false, array( 'post' => array( 'email' => 'joe@bank.test', 'password' => 'joes' ) ) );
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$reached     = 0;
		for ( $i = 0; $i < 15; $i++ ) {
			$before = count( $this->calls );
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'cookie' => $other['cookies'][0]['value'], 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$i" ) ) ) );
			$reached += count( $this->calls ) - $before;
		}
		$this->assertSame( 10, $reached, "counted against jane's account, not joe's session" );
		// Joe signing in again forgives Joe's count, not Jane's.
		$this->sign_in( false, array( 'post' => array( 'email' => 'joe@bank.test', 'password' => 'joes' ) ) );
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'cookie' => $other['cookies'][0]['value'] ) ) )['status'] );
	}

	public function test_userforgot_without_its_reset_step_is_no_guess_and_forgives_nothing() {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$reached     = 0;
		for ( $round = 0; $round < 4; $round++ ) {
			for ( $i = 0; $i < 9; $i++ ) {
				$before = count( $this->calls );
				Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$round$i" ) ) ) );
				$reached += count( $this->calls ) - $before;
			}
			$this->reply = $this->bank( 200, array( 'status' => true, 'message' => 'Sent' ) );
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => 'jane@bank.test', 'action' => 0 === $round % 2 ? 'code' : 'reset', 'reset_code' => '1234', 'new_password' => 'x' ), 'remote_addr' => '203.0.113.50' ) ) );
			$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		}
		$this->assertSame( 10, $reached, 'of 36 wrong passwords' );
	}

	public function test_a_secret_on_a_step_where_it_is_no_guess_never_reaches_the_bank() {
		for ( $i = 0; $i < 12; $i++ ) {
			// Asking for the code with a code beside it (a bank that read it there would check it).
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => "jane$i@bank.test", 'action' => 'code', 'reset_code' => "12$i", 'new_password' => 'x' ), 'remote_addr' => "203.0.113.$i" ) ) );
		}
		$this->assertCount( 12, $this->calls, 'each asks for its code' );
		foreach ( $this->calls as $call ) {
			$this->assertArrayNotHasKey( 'reset_code', $this->posted( $call ) );
			$this->assertSame( 'code', $this->posted( $call )['action'] );
		}
		Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => 'jane@bank.test', 'action' => 'reset', 'reset_code' => '1234', 'new_password' => 'x' ) ) ) );
		$this->assertSame( '1234', $this->posted( end( $this->calls ) )['reset_code'], 'on the reset step it goes, counted' );
	}

	public function test_verifyuser_done_without_a_token_is_no_failure_and_forgives_nothing_else() {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 9; $i++ ) {
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$i" ) ) ) );
		}
		// Done without a token, as the widget reads it (status set): not a failure, and no reset.
		$this->reply = $this->bank( 200, array( 'status' => true, 'message' => 'Email verified' ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 200, Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'verifyuser' ), 'post' => array( 'email' => 'jane@bank.test', 'ver_code' => '1234' ) ) ) )['status'], "verified $i" );
		}
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$this->assertSame( 200, Online_Banking_Portal_Proxy::handle( $this->request() )['status'], 'the tenth failure' );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request() )['status'], 'nothing was forgiven' );
		// Without a status it is no success, for the widget as for the endpoint: counted.
		$this->reply = $this->bank( 200, array( 'message' => 'Email verified' ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'verifyuser' ), 'post' => array( 'email' => 'jane@bank.test', 'ver_code' => '1' ) ) ) )['status'] );
		$this->assertFalse( Online_Banking_Portal_Facts::says( array( 'message' => 'Email verified' ), 'signInDone' ) );
		$this->assertTrue( Online_Banking_Portal_Facts::says( array( 'status' => 'yes' ), 'signInDone' ) );
		$this->assertTrue( Online_Banking_Portal_Facts::says( array( 'status' => true, 'error' => 'x' ), 'signInRefused' ) );
	}

	public function test_a_right_sign_in_sets_a_signed_httponly_device_cookie_and_with_it_the_customer_has_her_own_budget() {
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$answer      = Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.20' ) ) );
		$device      = end( $answer['cookies'] );
		$this->assertSame( '__Secure-online_banking_portal_device', $device['name'], 'the site is https' );
		$this->assertTrue( $device['options']['secure'] );
		$this->assertTrue( $device['options']['httponly'] );
		$this->assertSame( 'Strict', $device['options']['samesite'] );
		$this->assertSame( '/wp-user/connect', $device['options']['path'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{24}\.[0-9a-f]{64}$/', $device['value'] );
		$this->assertStringNotContainsString( 'jane', $device['value'] );

		// Strangers at 3 addresses exhaust the account's free tries and slow it down.
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 30; $i++ ) {
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$i" ), 'remote_addr' => '203.0.113.' . ( 60 + $i % 3 ) ) ) );
		}
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.21' ) ) )['status'], 'without her cookie, on a network she never signed in from, she waits like a stranger' );
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$again       = Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.20', 'device' => $device['value'] ) ) );
		$this->assertSame( 200, $again['status'], 'with it, she gets in' );
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '203.0.113.70' ) ) )['status'], "her success through her device left the strangers' count as it was" );
		// A forged or another account's cookie is a stranger's.
		$joe = Online_Banking_Portal_Device::cookie( '', Online_Banking_Portal_Account::key( 'joe@bank.test' ) )['value'];
		foreach ( array( $joe, substr( $device['value'], 0, -1 ) . ( '0' === substr( $device['value'], -1 ) ? '1' : '0' ) ) as $other ) {
			$this->assertSame( '', Online_Banking_Portal_Device::id_for( $other, Online_Banking_Portal_Account::key( 'jane@bank.test' ) ) );
		}
		// The device has its own budget: ten failures, then it waits too.
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$went        = 0;
		for ( $i = 0; $i < 12; $i++ ) {
			$went += 200 === Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "d$i" ), 'device' => $device['value'] ) ) )['status'] ? 1 : 0;
		}
		$this->assertSame( 10, $went );
	}

	/**
	 * A bank that compares emails otherwise than the account key (utf8mb4_general_ci, a binary
	 * collation) holds "jøhn@…" and "john@…" as two customers, which the key counts as one. A
	 * stranger who signed up the look-alike and signs in to it rightly must earn nothing for John:
	 * not his pair's tries forgiven, not a device cookie that counts guesses at his address in a
	 * budget of its own, not his network known.
	 */
	public function test_a_look_alike_accounts_right_sign_in_earns_nothing_for_the_account_it_resembles() {
		$this->assertSame( Online_Banking_Portal_Account::key( 'john@bank.test' ), Online_Banking_Portal_Account::key( "j\u{f8}hn@bank.test" ), 'one account to the key' );
		$from        = '203.0.113.7';
		$guess       = function ( $i, $device = '' ) use ( $from ) {
			return Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'john@bank.test', 'password' => "w$i" ), 'remote_addr' => $from, 'device' => $device ) ) )['status'];
		};
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 9; $i++ ) {
			$this->assertSame( 200, $guess( $i ), "guess $i" );
		}
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$own         = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => "j\u{f8}hn@bank.test", 'password' => 'mine' ), 'remote_addr' => $from ) ) );
		$this->assertSame( 200, $own['status'], 'the look-alike signs in to its own account' );
		$device = end( $own['cookies'] )['value'];
		$this->assertSame( '', Online_Banking_Portal_Device::id_for( $device, Online_Banking_Portal_Account::spelling_key( 'john@bank.test' ) ), "its device cookie is not John's" );
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$went        = 0;
		for ( $i = 9; $i < 30; $i++ ) {
			$went += 200 === $guess( $i, $device ) ? 1 : 0;
		}
		$this->assertSame( 1, $went, "with or without its cookie, John's pair kept its 9: one more, then the wait" );
		$this->assertCount( 11, $this->calls, '9 + the look-alike + 1 reached the bank' );
	}

	public function test_strangers_at_six_addresses_never_keep_the_customer_out_at_a_network_she_signed_in_from_without_her_cookie() {
		// She signed in once from home, in a browser that is gone (no device cookie sent after).
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$this->assertSame( 200, Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.20' ) ) )['status'] );
		// Strangers at 6 addresses spend the account's 20 free tries and keep on.
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 60; $i++ ) {
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => 'jane@bank.test', 'password' => "w$i" ), 'remote_addr' => '203.0.113.' . ( 60 + $i % 6 ) ) ) );
		}
		$strangers = count( $this->calls ) - 1;
		$this->assertLessThan( 30, $strangers, 'the strangers are slowed' );
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '192.0.2.50' ) ) )['status'], 'from a network she never signed in from, the right password waits like a stranger' );
		$this->assertCount( 1 + $strangers, $this->calls, 'and reached no bank' );
		$home = Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.20', 'device' => '' ) ) );
		$this->assertSame( 200, $home['status'], 'from home, without her device cookie, she gets in at once' );
		$this->assertMatchesRegularExpression( '/^site:/', $home['body']->jwt );
		$this->assertSame( '198.51.100.20', end( $this->calls )['args']['headers']['X-Forwarded-For'] );
	}

	public function test_forwarded_headers_from_an_unlisted_private_address_tell_the_owner_until_a_proxy_is_listed() {
		obp_wp()['user'] = array(
			'logged_in' => true,
			'caps'      => array( 'manage_options' ),
		);
		Online_Banking_Portal_Notices::init();
		$notice = static function () {
			ob_start();
			Online_Banking_Portal_Notices::render();
			return false !== strpos( ob_get_clean(), 'online-banking-portal-unlisted-proxy' );
		};
		$with   = function ( $remote, $headers ) {
			return Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => $remote, 'headers' => $this->request()['headers'] + $headers ) ) );
		};
		$with( '203.0.113.5', array( 'x-forwarded-for' => '198.51.100.1' ) );
		$with( '10.0.0.2', array() );
		$this->assertFalse( $notice(), 'a public address forwarding, or a private one that does not: no notice' );
		$with( '10.0.0.2', array( 'x-forwarded-for' => '198.51.100.1' ) );
		$this->assertTrue( $notice(), 'a private address forwarding, not listed' );
		update_option( Online_Banking_Portal_Options::TRUSTED_PROXIES, '10.0.0.0/8' );
		do_action( 'update_option_' . Online_Banking_Portal_Options::TRUSTED_PROXIES );
		$this->assertFalse( $notice(), 'listed: gone' );
		$with( '10.0.0.2', array( 'x-forwarded-for' => '198.51.100.1' ) );
		$this->assertFalse( $notice(), 'and a listed proxy raises none' );
		foreach ( array( '127.0.0.1', '::1', 'fd00::1', '192.168.1.1' ) as $private ) {
			$this->assertTrue( Online_Banking_Portal_Client_Address::unlisted_proxy( $private, array( 'forwarded' => 'for=1.2.3.4' ), array() ), $private );
		}
	}

	public function test_the_device_cookie_is_secure_on_an_https_site_and_keeps_five_accounts() {
		update_option( 'home', 'https://bank.example.test' );
		$cookie = '';
		foreach ( array( 'a', 'b', 'c', 'd', 'e', 'f' ) as $name ) {
			$made   = Online_Banking_Portal_Device::cookie( $cookie, Online_Banking_Portal_Account::key( "$name@bank.test" ) );
			$cookie = $made['value'];
		}
		$this->assertSame( '__Secure-online_banking_portal_device', $made['name'] );
		$this->assertTrue( $made['options']['secure'] );
		$this->assertCount( 5, explode( '~', $cookie ) );
		$this->assertSame( '', Online_Banking_Portal_Device::id_for( $cookie, Online_Banking_Portal_Account::key( 'a@bank.test' ) ), 'the oldest went' );
		$this->assertNotSame( '', Online_Banking_Portal_Device::id_for( $cookie, Online_Banking_Portal_Account::key( 'f@bank.test' ) ) );
	}

	public function test_one_account_written_five_ways_is_one_count() {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		$ways        = array( "jane@bank.test\u{a0}", "\u{2003}jane@bank.test", "\u{feff}jane@bank.test", "jane@bank.test\u{3000}", 'JANE@Bank.Test' );
		for ( $i = 0; $i < 25; $i++ ) {
			Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => $ways[ $i % 5 ], 'password' => "wrong-$i" ) ) ) );
		}
		$this->assertCount( 10, $this->calls );
	}

	/**
	 * Signed in with the password, the PIN is what still guards the money: signing in again with
	 * the email written another way the bank reads as the same account (a utf8mb4_unicode_ci
	 * column ignores controls, and reads U+0363 COMBINING LATIN SMALL LETTER A as "a") must not
	 * give the PIN a fresh count.
	 *
	 * @return array[]
	 */
	public function same_account_to_the_bank() {
		return array(
			'a control character inside' => array( "ja\u{1}ne@bank.test", '' ),
			'a NUL and a DEL inside'     => array( "jane\u{0}@bank\u{7f}.test", '' ),
			'a letter the key reads apart, the bank naming its account' => array( "j\u{363}ne@bank.test", 'jane@bank.test' ),
		);
	}

	/**
	 * @dataProvider same_account_to_the_bank
	 */
	public function test_pins_are_counted_against_the_account_however_the_sign_in_wrote_it( $spelling, $bank_says ) {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Incorrect PIN' ) );
		for ( $i = 0; $i < 10; $i++ ) {
			$this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => sprintf( '%04d', $i ) ) );
		}
		$login       = array( 'jwt' => self::JWT . 'b' );
		$this->reply = $this->bank( 200, '' === $bank_says ? $login : $login + array( 'email' => $bank_says ) );
		$again       = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => $spelling, 'password' => 'hunter22' ) ) ) );
		$this->assertSame( 200, $again['status'] );
		$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Incorrect PIN' ) );
		$before      = count( $this->calls );
		$this->assertSame( 429, $this->dashboard( $again, array( 'confirmmypin' => '1', 'pin' => '0010' ) )['status'], 'the eleventh PIN waits' );
		$this->assertCount( $before, $this->calls );
	}

	public function test_one_address_trying_forty_accounts_at_most_twenty_reach_the_bank() {
		$this->reply = $this->bank( 200, array( 'error' => 'Invalid Credentials' ) );
		for ( $i = 0; $i < 40; $i++ ) {
			$last = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array( 'email' => "customer$i@bank.test", 'password' => 'Summer2026!' ) ) ) );
		}
		$this->assertCount( 20, $this->calls );
		$this->assertSame( 429, $last['status'] );
		$this->assertSame( 200, Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '203.0.113.99' ) ) )['status'], 'another address is not held back' );
	}

	public function test_current_password_guesses_are_sign_ins_and_the_current_pin_is_the_pin() {
		$signed_in   = $this->sign_in();
		$this->reply = $this->bank( 200, array( 'status' => false, 'message' => 'Current password is wrong' ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->dashboard( $signed_in, array( 'updatepwd' => '1', 'c_pwd' => "guess-$i", 'n_pwd' => 'n', 'con_pwd' => 'n' ) );
		}
		$this->assertSame( 10, $this->reached( 'c_pwd' ), 'the current password: ten' );
		// PINs through confirmmypin, confirmtpin and supdatepin, 15 each: one count.
		$before = count( $this->calls );
		for ( $i = 0; $i < 15; $i++ ) {
			$this->dashboard( $signed_in, array( 'confirmmypin' => '1', 'pin' => sprintf( '%04d', $i ) ) );
			$this->dashboard( $signed_in, array( 'confirmtpin' => '1', 'pin' => sprintf( '%04d', $i ) ) );
			$this->dashboard( $signed_in, array( 'supdatepin' => '1', 'c_pwd' => sprintf( '%04d', $i ), 'n_pwd' => '1', 'con_pwd' => '1' ) );
		}
		$this->assertSame( 10, count( $this->calls ) - $before, 'of 45 PINs' );
	}

	public function test_the_calls_that_send_email_are_limited_per_address() {
		foreach ( array( 'resendforgotcode', 'resendconfirmcode' ) as $crud ) {
			for ( $i = 0; $i < 6; $i++ ) {
				$last = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => $crud ), 'post' => array( 'email' => "c$i@bank.test" ) ) ) );
			}
		}
		$this->assertCount( 10, $this->calls );
		$this->assertSame( 429, $last['status'] );
		$this->assertSame( 200, Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'resendforgotcode' ), 'post' => array( 'email' => 'c@bank.test' ), 'remote_addr' => '203.0.113.8' ) ) )['status'] );
	}

	public function test_strangers_spending_an_accounts_emails_never_keep_its_customer_from_a_code_in_her_own_browser() {
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT ) );
		$signed_in   = Online_Banking_Portal_Proxy::handle( $this->request( array( 'remote_addr' => '198.51.100.20' ) ) );
		$device      = end( $signed_in['cookies'] )['value'];
		$this->reply = $this->bank( 200, array( 'status' => true, 'message' => 'Code sent' ) );
		$ask         = function ( $remote, $device = '' ) {
			return Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'userforgot' ), 'post' => array( 'email' => 'jane@bank.test', 'action' => 'code' ), 'remote_addr' => $remote, 'device' => $device ) ) )['status'];
		};
		// A stranger who knows only her address spends the account's five emails, and keeps on.
		for ( $i = 0; $i < 6; $i++ ) {
			$stranger = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'resendforgotcode' ), 'post' => array( 'email' => 'jane@bank.test' ), 'remote_addr' => '203.0.113.66' ) ) )['status'];
		}
		$this->assertSame( 429, $stranger, 'five emails per account' );
		$this->assertSame( 429, $ask( '198.51.100.21' ), 'without her cookie, she waits like anyone' );
		$before = count( $this->calls );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 200, $ask( '198.51.100.20', $device ), "from her own browser, code $i" );
		}
		$this->assertCount( $before + 5, $this->calls );
		$this->assertSame( 429, $ask( '198.51.100.20', $device ), 'her device has five of its own, then waits too' );
		$this->assertSame( 429, Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'crud' => 'resendforgotcode' ), 'post' => array( 'email' => 'jane@bank.test' ), 'remote_addr' => '203.0.113.67' ) ) )['status'], 'strangers still wait' );
	}

	public function test_the_upgrade_from_transients_signs_customers_out_cleanly() {
		// The previous release: a session in a transient, named by a hash of the cookie's id.
		$id = str_repeat( 'ab', 32 );
		set_transient( 'obp_session_' . substr( hash( 'sha256', $id ), 0, 40 ), array( 'jwt' => self::JWT, 'marker' => 'site:0011223344556677' ), 3600 );
		delete_option( Online_Banking_Portal_Session_Store::VERSION_OPTION );
		obp_wp()['tables'] = array();
		Online_Banking_Portal_Session_Store::maybe_install();
		$this->assertSame( array(), obp_wp()['transients'], 'no token left in clear' );
		$this->assertSame( Online_Banking_Portal_Session_Store::SCHEMA_VERSION, get_option( Online_Banking_Portal_Session_Store::VERSION_OPTION ) );
		$this->assertNotFalse( wp_next_scheduled( Online_Banking_Portal_Session_Store::CLEANUP_HOOK ) );
		$answer = Online_Banking_Portal_Proxy::handle(
			$this->request(
				array(
					'query'        => array(),
					'post'         => array( 'getprofile' => '1', 'token' => 'site:0011223344556677' ),
					'cookie'       => '',
					'stale_cookie' => true,
				)
			)
		);
		$this->assertSame( 401, $answer['status'], 'signed out, as for an ended session' );
		$this->assertSame( array(), $this->calls );
		$this->assertSame( array( 'online_banking_portal_session', 1 ), array( $answer['cookies'][0]['name'], $answer['cookies'][0]['options']['expires'] ), 'the old cookie expired' );
	}

	public function test_sign_out_forgets_the_token_and_expires_the_cookie_without_asking_the_bank() {
		$id     = $this->sign_in()['cookies'][0]['value'];
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'session' => 'end' ), 'post' => array(), 'cookie' => $id ) ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertCount( 1, $this->calls, 'only the login reached the bank' );
		$this->assertSame( array(), $this->sessions() );
		$this->assertSame( 1, $answer['cookies'][0]['options']['expires'] );
		$this->assertSame( '/wp-user/connect', $answer['cookies'][0]['options']['path'] );
	}

	/** A keep-alive as the widget sends it: the marker, and the seconds since the customer's last input. */
	private function keep( $signed_in, $idle = '0', $overrides = array() ) {
		return Online_Banking_Portal_Proxy::handle(
			$this->request(
				array_replace(
					array(
						'query'  => array( 'session' => 'keep' ),
						'post'   => array( 'token' => $signed_in['body']->jwt, 'idle' => $idle ),
						'cookie' => $signed_in['cookies'][0]['value'],
					),
					$overrides
				)
			)
		);
	}

	public function test_a_keep_alive_counts_inactivity_from_the_customers_last_input_without_asking_the_bank() {
		update_option( 'online_banking_portal_idle_minutes', 1 );
		$signed_in = $this->sign_in();
		$table     = Online_Banking_Portal_Session_Store::table();
		obp_wp()['tables'][ $table ][0]['last_seen'] = time() - 50;
		$answer = $this->keep( $signed_in, '5' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array(), $answer['cookies'] );
		$this->assertEqualsWithDelta( time() - 5, obp_wp()['tables'][ $table ][0]['last_seen'], 1, 'the last input, not the last call' );
		$this->assertCount( 1, $this->calls, 'only the sign-in reached the bank' );

		// Typing all along: 80 s after the last call, the session holds.
		obp_wp()['tables'][ $table ][0]['last_seen'] = time() - 35;
		$this->assertSame( 200, $this->keep( $signed_in, '2' )['status'] );
		obp_wp()['tables'][ $table ][0]['last_seen'] -= 35;
		$this->assertSame( 200, $this->dashboard( $signed_in )['status'], 'the next step reaches the bank' );

		// An input older than the last call leaves the last call.
		$this->assertSame( 200, $this->keep( $signed_in, '40' )['status'] );
		$this->assertEqualsWithDelta( time(), obp_wp()['tables'][ $table ][0]['last_seen'], 1 );
	}

	public function test_a_keep_alive_does_not_revive_an_idle_session_nor_serve_another_marker() {
		update_option( 'online_banking_portal_idle_minutes', 1 );
		$signed_in = $this->sign_in();
		$table     = Online_Banking_Portal_Session_Store::table();
		obp_wp()['tables'][ $table ][0]['last_seen'] = time() - 75;
		$answer = $this->keep( $signed_in );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'Your session has ended. Please sign in again.', $answer['body']->message );
		$this->assertSame( array(), $this->sessions() );

		$other = $this->sign_in();
		$this->assertSame( 401, $this->keep( $other, '0', array( 'post' => array( 'token' => 'site:0123456789abcdef', 'idle' => '0' ) ) )['status'] );
		$this->assertSame( array(), $this->sessions() );
		$this->assertCount( 2, $this->calls, 'only the sign-ins reached the bank' );
	}

	public function test_a_keep_alive_reads_only_the_marker_and_the_age() {
		$signed_in = $this->sign_in();
		foreach ( array( array( 'idle' => '-1' ), array( 'idle' => '1.5' ), array( 'getprofile' => '1' ), array( 'idle' => array( '1' ) ) ) as $post ) {
			$answer = $this->keep( $signed_in, '0', array( 'post' => $post + array( 'token' => $signed_in['body']->jwt, 'idle' => '0' ) ) );
			$this->assertSame( 400, $answer['status'], wp_json_encode( $post ) );
		}
		$this->assertSame( 403, $this->keep( $signed_in, '0', array( 'headers' => array( 'origin' => 'https://bank.example.test', 'sec-fetch-site' => 'same-origin' ) ) )['status'], "without the widget's header" );
		$this->assertSame( 403, $this->keep( $signed_in, '0', array( 'headers' => array( 'x-bank-widget' => '1', 'sec-fetch-site' => 'cross-site' ) ) )['status'], 'from another site' );
		$this->assertCount( 1, $this->sessions(), 'none of them ended the session' );
		$this->assertCount( 1, $this->calls );
	}

	public function test_a_file_field_sent_as_a_list_is_not_ours_not_an_upload_limit() {
		$list   = array(
			'name'     => array( 'a.png' ),
			'type'     => array( 'image/png' ),
			'tmp_name' => array( '/tmp/php1' ),
			'error'    => array( UPLOAD_ERR_OK ),
			'size'     => array( 10 ),
		);
		$answer = $this->dashboard( $this->sign_in(), array( 'updatepic' => '1' ), array( 'files' => array( 'profilePic' => $list ) ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'This request is not one online banking makes.', $answer['body']->message );
		$this->assertCount( 1, $this->calls, 'only the sign-in reached the bank' );
	}

	public function test_a_cookie_sent_as_a_list_is_ignored_quietly() {
		$read = new ReflectionMethod( 'Online_Banking_Portal_Proxy', 'current_request' );
		$read->setAccessible( true );
		$saved   = $_COOKIE;
		$_COOKIE = array( Online_Banking_Portal_Proxy::COOKIE => array( 'a' => 'b' ) );
		try {
			$request = $read->invoke( null );
		} finally {
			$_COOKIE = $saved;
		}
		$this->assertSame( '', $request['cookie'], 'no session, and no warning (PHPUnit fails on one)' );
	}

	public function test_a_bank_that_does_not_answer_is_a_504() {
		$this->reply = new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' );
		$answer      = Online_Banking_Portal_Proxy::handle( $this->request() );
		$this->assertSame( 504, $answer['status'] );
		$this->assertStringNotContainsString( 'cURL', wp_json_encode( $answer['body'] ) );
	}

	public function test_a_file_over_upload_max_filesize_gets_a_message_naming_the_limit_and_its_field() {
		$answer = Online_Banking_Portal_Proxy::handle(
			$this->request(
				array(
					'query' => array(),
					'post'  => array( 'newcd' => '1', 'amount' => '100' ),
					'files' => array(
						'depositPic' => array( 'name' => 'proof.png', 'type' => 'image/png', 'tmp_name' => '', 'error' => UPLOAD_ERR_INI_SIZE, 'size' => 0 ),
					),
				)
			)
		);
		$this->assertSame( 413, $answer['status'] );
		$this->assertStringContainsString( 'upload_max_filesize', $answer['body']->message );
		$this->assertSame( 'depositPic', $answer['body']->field );
		$this->assertSame( array(), $this->calls );
	}

	public function test_a_form_over_post_max_size_gets_a_message_naming_that_limit() {
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( array( 'post' => array(), 'content_length' => wp_convert_hr_to_bytes( ini_get( 'post_max_size' ) ) + 1 ) ) );
		$this->assertSame( 413, $answer['status'] );
		$this->assertStringContainsString( 'post_max_size', $answer['body']->message );
	}

	public function test_the_endpoint_is_a_path_below_the_base_path() {
		$this->assertSame( '/wp-user/connect', Online_Banking_Portal_Proxy::path() );
	}
}
