<?php
/**
 * The scrubber (Online_Banking_Portal_Scrubber): the session's token out of an answer wherever
 * it is, credentials under token-like keys out, the endpoint's own marker and the rest kept.
 *
 * @package Online_Banking_Portal
 */

/**
 * Answers without tokens.
 */
final class ScrubberTest extends Online_Banking_Portal_Test_Case {

	const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.sig';

	private function scrub( $value ) {
		return Online_Banking_Portal_Scrubber::scrub( $value, array( self::TOKEN, '' ), 'site:' );
	}

	public function test_the_token_goes_at_any_depth_under_any_key_inside_lists_and_texts() {
		$answer = array(
			'status'  => true,
			'data'    => array( 'token' => self::TOKEN, 'session' => array( 'value' => self::TOKEN, 'kept' => 1 ) ),
			'user'    => array( 'jwt' => self::TOKEN, 'name' => 'Jane' ),
			'list'    => array( self::TOKEN, array( 'x' => self::TOKEN ), 'plain' ),
			'message' => 'Signed in with ' . self::TOKEN,
			self::TOKEN => 'a key',
		);
		$out = $this->scrub( $answer );
		$this->assertStringNotContainsString( self::TOKEN, wp_json_encode( $out ) );
		$this->assertSame(
			array(
				'status'  => true,
				'data'    => array( 'session' => array( 'value' => '', 'kept' => 1 ) ),
				'user'    => array( 'name' => 'Jane' ),
				'list'    => array( '', array( 'x' => '' ), 'plain' ),
				'message' => 'Signed in with ',
			),
			$out
		);
	}

	public function test_credentials_under_token_keys_go_whatever_they_hold_but_the_marker_stays() {
		$out = $this->scrub(
			array(
				'jwt'          => 'site:0123456789abcdef',
				'access_token' => 'another',
				'nested'       => array( 'Refresh_Token' => 'r', 'jwt' => 'x' ),
				'tokens'       => 'not a token key',
			)
		);
		$this->assertSame(
			array(
				'jwt'    => 'site:0123456789abcdef',
				'nested' => array(),
				'tokens' => 'not a token key',
			),
			$out
		);
	}

	public function test_token_keys_go_in_any_case_and_spelling() {
		$keys = array( 'accessToken', 'access_token', 'AccessToken', 'ACCESS-TOKEN', 'refreshToken', 'refresh_token', 'newToken', 'new_token', 'idToken', 'authToken', 'sessionToken', 'csrf_token', 'Bearer', 'JWT', 'refreshJwt', 'Token' );
		$answer = array( 'status' => true );
		foreach ( $keys as $key ) {
			$answer[ $key ]                 = 'secret-' . $key;
			$answer['nested'][0][ $key ] = 'secret-' . $key;
		}
		$out = $this->scrub( $answer + array( 'tokens' => 'kept', 'token_count' => 2, 'tokenizer' => 'kept' ) );
		$this->assertSame(
			array(
				'status'      => true,
				'nested'      => array( array() ),
				'tokens'      => 'kept',
				'token_count' => 2,
				'tokenizer'   => 'kept',
			),
			$out
		);
		$this->assertSame( array( 'accessToken' => 'site:0123456789abcdef' ), $this->scrub( array( 'accessToken' => 'site:0123456789abcdef' ) ), 'the marker stays under any of them' );
	}

	public function test_scalars_and_empty_answers_pass() {
		$this->assertSame( array(), $this->scrub( array() ) );
		$this->assertSame( 5, $this->scrub( 5 ) );
		$this->assertSame( array( 1, 2 ), $this->scrub( array( 1, 2 ) ) );
	}
}
