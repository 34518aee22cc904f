<?php
/**
 * The endpoint's batches of reads (Online_Banking_Portal_Batch, through
 * Online_Banking_Portal_Proxy::handle()): each call of a batch gets exactly the answer it would
 * get alone, and a batch lets through nothing a call alone would not. The bank is a
 * pre_http_request filter answering by the call's marker, recording each call.
 *
 * @package Online_Banking_Portal
 */

/**
 * Batches of reads.
 */
final class BatchTest extends Online_Banking_Portal_Test_Case {

	const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJl';

	/**
	 * Calls the bank received: url and posted fields.
	 *
	 * @var array
	 */
	private $calls = array();

	/**
	 * What the bank answers, by marker (or crud): a response array or a WP_Error.
	 *
	 * @var array
	 */
	private $replies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->install_endpoint();
		$this->calls   = array();
		$this->replies = array(
			'userlogin'        => $this->bank( 200, array( 'jwt' => self::JWT, 'verified' => 1 ) ),
			'getprofile'       => $this->bank( 200, array( 'data' => array( 'fullname' => 'Jane' ), 'tb' => array( 'current_balance' => '10' ) ) ),
			'pincheck'         => $this->bank( 200, array( 'haspin' => true, 'token' => self::JWT ) ),
			'getnotifications' => $this->bank( 200, array( 'data' => array() ) ),
			'getstatement2'    => $this->bank( 200, array( 'data' => array( array( 'note' => 'a token ' . self::JWT ) ) ) ),
		);
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				preg_match_all( '/name="([^"]+)"\r\n\r\n(.*?)\r\n/s', $args['body'], $m );
				$posted        = array_combine( $m[1], $m[2] );
				$this->calls[] = array(
					'url'    => $url,
					'posted' => $posted,
					'from'   => isset( $args['headers']['X-Forwarded-For'] ) ? $args['headers']['X-Forwarded-For'] : '',
				);
				$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
				$name  = '' !== $query ? substr( $query, 5 ) : (string) key( $posted );
				return isset( $this->replies[ $name ] ) ? $this->replies[ $name ] : $this->bank( 200, array( 'status' => true ) );
			},
			10,
			3
		);
	}

	/** A request the widget would make from the site's own page. */
	private function request( $query, $post, $cookie = '', $more = array() ) {
		return array_replace( $this->widget_request( compact( 'query', 'post', 'cookie' ) ), $more );
	}

	/** Signs in: the cookie's value and the marker. */
	private function sign_in() {
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( array( 'crud' => 'userlogin' ), array( 'email' => 'jane@bank.test', 'password' => 'hunter22' ) ) );
		return array( $answer['cookies'][0]['value'], $answer['body']->jwt );
	}

	/**
	 * A batch of calls, each array( query string, fields ).
	 *
	 * @param array  $calls  The calls.
	 * @param string $cookie The session cookie.
	 * @param array  $more   Overrides of the request.
	 */
	private function batch( $calls, $cookie, $more = array() ) {
		$list = array_map(
			static function ( $call ) {
				return array(
					'query'  => $call[0],
					'fields' => (object) $call[1],
				);
			},
			$calls
		);
		return Online_Banking_Portal_Proxy::handle( $this->request( array( 'batch' => '1' ), array( 'calls' => wp_json_encode( $list ) ), $cookie, $more ) );
	}

	/** A call alone, as the widget sends it. */
	private function alone( $call, $cookie ) {
		parse_str( ltrim( $call[0], '?' ), $query );
		return Online_Banking_Portal_Proxy::handle( $this->request( $query, $call[1], $cookie ) );
	}

	/** Each answer of a batch as status and body (and retryAfter), decoded as the widget reads it. */
	private function answers( $batch ) {
		$this->assertSame( 200, $batch['status'] );
		$this->assertSame( 'no-store', $batch['headers']['Cache-Control'] );
		return json_decode( wp_json_encode( $batch['body'] ), true )['answers'];
	}

	/** An answer alone, in the batch's terms. */
	private function as_part( $answer ) {
		$part = array(
			'status' => $answer['status'],
			'body'   => json_decode( wp_json_encode( $answer['body'] ), true ),
		);
		if ( isset( $answer['headers']['Retry-After'] ) ) {
			$part['retryAfter'] = (int) $answer['headers']['Retry-After'];
		}
		return $part;
	}

	public function test_reads_together_get_each_the_answer_it_would_get_alone_the_bank_asked_once_for_each() {
		list( $cookie, $marker ) = $this->sign_in();
		$reads                   = array();
		foreach ( array( 'getprofile', 'pincheck', 'getnotifications', 'getstatement2' ) as $read ) {
			$reads[] = array( '', array( $read => '1', 'token' => $marker ) );
		}
		$this->calls = array();
		$together    = $this->answers( $this->batch( $reads, $cookie ) );
		$bank_saw    = $this->calls;
		$this->assertCount( 4, $bank_saw, 'each read reached the bank once' );
		foreach ( $bank_saw as $i => $call ) {
			$this->assertSame( 'https://bank.test/api/users.php', $call['url'] );
			$this->assertSame( array( key( $reads[ $i ][1] ), 'token' ), array_keys( $call['posted'] ), 'its marker and the token, in order' );
			$this->assertSame( self::JWT, $call['posted']['token'], 'the held token, not the marker' );
			$this->assertSame( '203.0.113.5', $call['from'], "the customer's address" );
		}
		$this->calls = array();
		$alone       = array_map(
			function ( $read ) use ( $cookie ) {
				return $this->as_part( $this->alone( $read, $cookie ) );
			},
			$reads
		);
		$this->assertSame( $alone, $together, 'the same answers, in order' );
		$this->assertSame( array_column( $this->calls, 'posted' ), array_column( $bank_saw, 'posted' ), 'the bank got the same calls' );
		$this->assertStringNotContainsString( self::JWT, wp_json_encode( $together ), 'scrubbed as alone' );
	}

	public function test_a_refused_call_among_answered_ones_is_refused_alone() {
		list( $cookie, $marker ) = $this->sign_in();
		$calls                   = array(
			array( '', array( 'getprofile' => '1', 'token' => $marker ) ),
			array( '', array( 'getprofile' => '1', 'amount' => '5', 'token' => $marker ) ),
			array( '', array( 'deleteaccount' => '1', 'token' => $marker ) ),
			array( '?crud=deleteuser', array() ),
			array( '?crud=getdocs&url=https://evil.test', array() ),
			array( '', array( 'pincheck' => '1', 'token' => $marker ) ),
		);
		$this->calls = array();
		$answers     = $this->answers( $this->batch( $calls, $cookie ) );
		$this->assertSame( array( 200, 400, 400, 400, 400, 200 ), array_column( $answers, 'status' ) );
		$this->assertSame( 'This request is not one online banking makes.', $answers[2]['body']['message'] );
		$this->assertSame( array( 'getprofile', 'pincheck' ), array_map( 'key', array_column( $this->calls, 'posted' ) ), 'only the reads of the contract reached the bank' );
		foreach ( array( 1, 2, 3, 4 ) as $i ) {
			$this->assertSame( $this->as_part( $this->alone( $calls[ $i ], $cookie ) )['status'], $answers[ $i ]['status'], "call $i alone is refused the same way" );
		}
	}

	public function test_a_call_carrying_a_secret_or_moving_money_is_refused_in_a_batch_counted_nowhere() {
		list( $cookie, $marker ) = $this->sign_in();
		$throttle_before         = wp_json_encode( obp_wp()['tables'] );
		$this->calls             = array();
		$answers                 = $this->answers(
			$this->batch(
				array(
					array( '', array( 'confirmmypin' => '1', 'pin' => '1234', 'token' => $marker ) ),
					array( '?crud=userlogin', array( 'email' => 'jane@bank.test', 'password' => 'wrong' ) ),
					array( '', array( 'updatepwd' => '1', 'c_pwd' => 'x', 'n_pwd' => 'y', 'con_pwd' => 'y', 'token' => $marker ) ),
					array( '', array( 'newtrs' => '1', 'amount' => '5', 'token' => $marker ) ),
					array( '?crud=resendconfirmcode', array( 'email' => 'jane@bank.test' ) ),
					array( '', array( 'getprofile' => '1', 'token' => $marker ) ),
				),
				$cookie
			)
		);
		$this->assertSame( array( 400, 400, 400, 400, 400, 200 ), array_column( $answers, 'status' ) );
		$this->assertSame( array( 'getprofile' ), array_map( 'key', array_column( $this->calls, 'posted' ) ), 'no secret, no money, no email reached the bank' );
		$tables = obp_wp()['tables'];
		unset( $tables[ Online_Banking_Portal_Session_Store::table() ] );
		$before = json_decode( $throttle_before, true );
		unset( $before[ Online_Banking_Portal_Session_Store::table() ] );
		$this->assertSame( wp_json_encode( $before ), wp_json_encode( $tables ), 'no guess or email counted' );
	}

	public function test_a_marker_that_is_not_the_sessions_ends_it_and_reaches_no_bank() {
		list( $cookie, $marker ) = $this->sign_in();
		$this->calls             = array();
		$batch                   = $this->batch(
			array(
				array( '', array( 'getprofile' => '1', 'token' => 'site:0123456789abcdef' ) ),
				array( '', array( 'pincheck' => '1', 'token' => $marker ) ),
			),
			$cookie
		);
		$answers = $this->answers( $batch );
		$this->assertSame( array( 401, 401 ), array_column( $answers, 'status' ), 'signed out, as two calls alone in that order would be' );
		$this->assertSame( 'Your session has ended. Please sign in again.', $answers[0]['body']['message'] );
		$this->assertSame( array(), $this->calls, 'no bank' );
		$this->assertSame( array(), obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ], 'the session is deleted' );
		$this->assertCount( 1, $batch['cookies'], 'its cookie expired once' );
		$this->assertSame( 1, $batch['cookies'][0]['options']['expires'] );
	}

	public function test_the_banks_401_on_one_read_ends_the_session_as_alone() {
		list( $cookie, $marker )      = $this->sign_in();
		$this->replies['pincheck']    = $this->bank( 401, array( 'message' => 'Expired', 'token' => self::JWT ) );
		$this->replies['getprofile']  = new WP_Error( 'http_request_failed', 'timed out' );
		$answers                      = $this->answers(
			$this->batch(
				array(
					array( '', array( 'getprofile' => '1', 'token' => $marker ) ),
					array( '', array( 'pincheck' => '1', 'token' => $marker ) ),
				),
				$cookie
			)
		);
		$this->assertSame( array( 504, 401 ), array_column( $answers, 'status' ), 'the bank unreachable for one, expired for the other' );
		$this->assertSame( 'We could not reach the bank. Please try again in a moment.', $answers[0]['body']['message'] );
		$this->assertSame( array( 'message' => 'Expired' ), $answers[1]['body'], 'scrubbed' );
		$this->assertSame( array(), obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ] );
	}

	public function test_a_file_in_a_batch_refuses_it_whole_and_a_file_call_in_it_is_refused() {
		list( $cookie, $marker ) = $this->sign_in();
		$this->calls             = array();
		$file                    = array( 'profilePic' => array( 'name' => 'x.png', 'type' => 'image/png', 'tmp_name' => __FILE__, 'error' => 0, 'size' => 10 ) );
		$whole                   = $this->batch( array( array( '', array( 'getprofile' => '1', 'token' => $marker ) ) ), $cookie, array( 'files' => $file ) );
		$this->assertSame( 400, $whole['status'] );
		$answers = $this->answers(
			$this->batch(
				array(
					array( '', array( 'updatepic' => '1', 'profilePic' => 'x', 'token' => $marker ) ),
					array( '', array( 'newcd' => '1', 'type' => 'BTC', 'amount' => '5', 'token' => $marker ) ),
					array( '?crud=submit_verification', array( 'country' => 'US' ) ),
				),
				$cookie
			)
		);
		$this->assertSame( array( 400, 400, 400 ), array_column( $answers, 'status' ) );
		$this->assertSame( array(), $this->calls, 'no bank' );
	}

	public function test_the_keep_alive_joins_a_batch_and_the_endpoints_other_actions_do_not() {
		list( $cookie, $marker ) = $this->sign_in();
		$this->calls             = array();
		$answers                 = $this->answers(
			$this->batch(
				array(
					array( '?session=keep', array( 'token' => $marker, 'idle' => '30' ) ),
					array( '?session=end', array() ),
					array( '?batch=1', array( 'calls' => '[]' ) ),
					array( '?crud=userlogin&remember=1', array( 'email' => 'jane@bank.test', 'password' => 'x' ) ),
				),
				$cookie
			)
		);
		$this->assertSame( array( 200, 400, 400, 400 ), array_column( $answers, 'status' ) );
		$this->assertSame( array( 'status' => true ), $answers[0]['body'] );
		$this->assertSame( array(), $this->calls );
		$this->assertCount( 1, obp_wp()['tables'][ Online_Banking_Portal_Session_Store::table() ], 'the session lives on' );
	}

	public function batches_not_ours() {
		$read = wp_json_encode( array( array( 'query' => '', 'fields' => array( 'getprofile' => '1' ) ) ) );
		return array(
			'another parameter beside batch' => array( array( 'batch' => '1', 'crud' => 'getdocs' ), array( 'calls' => $read ) ),
			'batch=2'                        => array( array( 'batch' => '2' ), array( 'calls' => $read ) ),
			'no list'                        => array( array( 'batch' => '1' ), array( 'calls' => '{"a":1}' ) ),
			'not JSON'                       => array( array( 'batch' => '1' ), array( 'calls' => 'getprofile' ) ),
			'an empty list'                  => array( array( 'batch' => '1' ), array( 'calls' => '[]' ) ),
			'a field beside calls'           => array( array( 'batch' => '1' ), array( 'calls' => $read, 'getprofile' => '1' ) ),
			'a call without fields'          => array( array( 'batch' => '1' ), array( 'calls' => '[{"query":""}]' ) ),
			'more calls than the widget sends' => array( array( 'batch' => '1' ), array( 'calls' => wp_json_encode( array_fill( 0, Online_Banking_Portal_Widget_Facts::BATCH_MAX + 1, array( 'query' => '', 'fields' => array( 'getprofile' => '1' ) ) ) ) ) ),
		);
	}

	/**
	 * @dataProvider batches_not_ours
	 */
	public function test_a_batch_the_widget_would_not_send_is_refused_whole( $query, $post ) {
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( $query, $post ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( array(), $this->calls );
	}

	public function test_a_batch_is_checked_as_any_request_first() {
		$read   = wp_json_encode( array( array( 'query' => '', 'fields' => array( 'getprofile' => '1' ) ) ) );
		$answer = Online_Banking_Portal_Proxy::handle( $this->request( array( 'batch' => '1' ), array( 'calls' => $read ), '', array( 'headers' => array( 'x-bank-widget' => '1', 'origin' => 'https://evil.test', 'sec-fetch-site' => 'cross-site' ) ) ) );
		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( 405, Online_Banking_Portal_Proxy::handle( $this->request( array( 'batch' => '1' ), array( 'calls' => $read ), '', array( 'method' => 'GET' ) ) )['status'] );
		$this->assertSame( array(), $this->calls );
	}
}
