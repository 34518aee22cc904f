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
		update_option( 'online_banking_portal_api_base', 'https://bank.test' );
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

	private function bank( $status, $body ) {
		return array(
			'response' => array( 'code' => $status ),
			'body'     => is_string( $body ) ? $body : wp_json_encode( $body ),
			'headers'  => array(),
		);
	}

	/** A request the widget would make from the site's own page. */
	private function request( $overrides = array() ) {
		return array_replace(
			array(
				'method'  => 'POST',
				'headers' => array(
					'x-bank-widget'  => '1',
					'origin'         => 'https://bank.example.test',
					'sec-fetch-site' => 'same-origin',
					'cookie'         => 'wordpress_logged_in_x=secret',
				),
				'query'   => array( 'crud' => 'userlogin' ),
				'post'    => array(
					'email'    => 'jane@bank.test',
					'password' => 'hunter22',
				),
				'https'   => true,
			),
			$overrides
		);
	}

	private function sign_in( $remember = false, $https = true ) {
		$this->reply = $this->bank( 200, array( 'jwt' => self::JWT, 'verified' => 1, 'message' => 'Welcome' ) );
		$query       = $remember ? array( 'crud' => 'userlogin', 'remember' => '1' ) : array( 'crud' => 'userlogin' );
		return Online_Banking_Portal_Proxy::handle(
			$this->request(
				array(
					'query' => $query,
					'https' => $https,
				)
			)
		);
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

	public function test_a_login_keeps_the_token_on_the_server_and_answers_a_marker() {
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
		$this->assertSame( array( 'Content-Type', 'Accept' ), array_keys( $call['args']['headers'] ), 'none of the visitor\'s headers' );

		$cookie = $answer['cookies'][0];
		$this->assertSame( 'online_banking_portal_session', $cookie['name'] );
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
		$stored = obp_wp()['transients'];
		$this->assertCount( 1, $stored );
		$this->assertStringNotContainsString( $cookie['value'], (string) key( $stored ), 'the database holds a hash of the id, not the id' );
		$this->assertSame( self::JWT, current( $stored )['value']['jwt'] );
	}

	public function test_the_cookie_is_secure_only_under_https_and_lasts_as_remember_me_asks() {
		$this->assertFalse( $this->sign_in( false, false )['cookies'][0]['options']['secure'] );
		$remembered = $this->sign_in( true, true );
		$this->assertTrue( $remembered['cookies'][0]['options']['secure'] );
		$this->assertGreaterThan( time() + 29 * 86400, $remembered['cookies'][0]['options']['expires'] );
		$transients = obp_wp()['transients'];
		$this->assertSame( 30 * 86400, end( $transients )['expiration'] );
	}

	public function test_dashboard_calls_carry_the_held_token_and_a_401_ends_the_session() {
		$id          = $this->sign_in()['cookies'][0]['value'];
		$this->reply = $this->bank( 200, array( 'haspin' => true, 'token' => self::JWT ) );
		$answer      = Online_Banking_Portal_Proxy::handle(
			$this->request(
				array(
					'query'  => array(),
					'post'   => array( 'pincheck' => '1', 'token' => 'site:whatever' ),
					'cookie' => $id,
				)
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'https://bank.test/api/users.php', $this->calls[1]['url'] );
		$this->assertSame( array( 'pincheck' => '1', 'token' => self::JWT ), $this->posted( $this->calls[1] ) );
		$this->assertStringNotContainsString( self::JWT, wp_json_encode( $answer ) );

		$this->reply = $this->bank( 401, array( 'message' => 'Expired' ) );
		$answer      = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array(), 'post' => array( 'getprofile' => '1', 'token' => 'site:x' ), 'cookie' => $id ) ) );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( array(), obp_wp()['transients'], 'the token is forgotten' );
		$this->assertSame( '', $answer['cookies'][0]['value'] );
		$this->assertSame( 1, $answer['cookies'][0]['options']['expires'], 'the cookie is expired' );
	}

	public function test_sign_out_forgets_the_token_and_expires_the_cookie_without_asking_the_bank() {
		$id     = $this->sign_in()['cookies'][0]['value'];
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( array( 'query' => array( 'session' => 'end' ), 'post' => array(), 'cookie' => $id ) ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertCount( 1, $this->calls, 'only the login reached the bank' );
		$this->assertSame( array(), obp_wp()['transients'] );
		$this->assertSame( 1, $answer['cookies'][0]['options']['expires'] );
		$this->assertSame( '/wp-user/connect', $answer['cookies'][0]['options']['path'] );
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
