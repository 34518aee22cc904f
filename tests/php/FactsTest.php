<?php
/**
 * The widget's facts in the plugin (includes/generated/facts.php, written from src/ by
 * scripts/generate/plugin-facts.ts): the settings page's server test passes exactly the sign-in
 * answers the widget can use, and so does the verdict the settings page's script asks for
 * connecting directly (tests/unit/api/sign-in-answers.json, checked against the widget by
 * tests/unit/api/sign-in-answers.test.ts), and the settings offer the widget's colour
 * schemes and connections.
 *
 * @package Online_Banking_Portal
 */

/**
 * The generated facts, applied.
 */
final class FactsTest extends Online_Banking_Portal_Test_Case {

	/**
	 * The list of sign-in answers, each with whether the widget can use it.
	 *
	 * @return array[]
	 */
	public function answers() {
		$list = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/unit/api/sign-in-answers.json' ), true );
		$rows = array();
		foreach ( $list['answers'] as $row ) {
			$rows[ $row['answer'] . ' (' . $row['why'] . ')' ] = array( $row['answer'], $row['usable'] );
		}
		return $rows;
	}

	/**
	 * The test through this site, against a bank that answers $body.
	 *
	 * @param string $body The bank's answer.
	 * @return array ok, lines.
	 */
	private function server_test( $body ) {
		add_filter(
			'pre_http_request',
			static function () use ( $body ) {
				return array(
					'response' => array( 'code' => 200 ),
					'body'     => $body,
				);
			}
		);
		$result = Online_Banking_Portal_Connection_Check::test_site( 'https://bank.test' );
		remove_all_filters( 'pre_http_request' );
		return $result;
	}

	/**
	 * @dataProvider answers
	 */
	public function test_the_server_test_passes_an_answer_only_when_the_widget_can_use_it( $answer, $usable ) {
		$this->assertSame( $usable, Online_Banking_Portal_Facts::usable_sign_in( json_decode( $answer, true ) ) );
		// The verdict the settings page's script asks for, connecting directly (it holds no rule of its own).
		$this->assertSame( $usable, Online_Banking_Portal_Connection_Check::verdict( 200, $answer )['ok'] );
		$result = $this->server_test( $answer );
		$this->assertSame( $usable, $result['ok'], implode( ' ', $result['lines'] ) );
		$this->assertSame( $usable, (bool) get_transient( Online_Banking_Portal_Connection_Check::SITE_READY ), 'the notice recommends switching only after a pass' );
	}

	public function test_the_verdict_says_an_http_error_and_an_answer_that_is_not_json() {
		$this->assertStringContainsString( 'HTTP error 502', Online_Banking_Portal_Connection_Check::verdict( 502, '{"error":true}' )['line'] );
		$this->assertStringStartsWith( 'The answer is not JSON', Online_Banking_Portal_Connection_Check::verdict( 200, '<!doctype html>' )['line'] );
		$this->assertStringContainsString( 'not in the shape', Online_Banking_Portal_Connection_Check::verdict( 200, 'true' )['line'], 'JSON, but no object' );
	}

	public function test_no_error_and_a_pending_status_are_refused_with_the_reason() {
		foreach ( array( '{"error":false}', '{"status":"pending"}' ) as $answer ) {
			$result = $this->server_test( $answer );
			$this->assertFalse( $result['ok'], $answer );
			$this->assertStringContainsString( 'not in the shape online banking expects from a sign-in', end( $result['lines'] ), $answer );
		}
	}

	public function test_the_endpoint_and_the_settings_use_the_widgets_constants() {
		$this->assertSame( 'X-Bank-Widget', Online_Banking_Portal_Widget_Facts::SITE_HEADER, 'as src/config/site.ts says' );
		$this->assertSame( Online_Banking_Portal_Widget_Facts::MARKER_PREFIX, Online_Banking_Portal_Proxy::MARKER_PREFIX );
		$this->assertSame( Online_Banking_Portal_Widget_Facts::BANK_TIMEOUT_SECONDS, Online_Banking_Portal_Forwarder::TIMEOUT );
		$this->assertSame(
			array( Online_Banking_Portal_Widget_Facts::MIN_IDLE_MINUTES, Online_Banking_Portal_Widget_Facts::MAX_IDLE_MINUTES, Online_Banking_Portal_Widget_Facts::DEFAULT_IDLE_MINUTES ),
			array( Online_Banking_Portal_Options::MIN_IDLE_MINUTES, Online_Banking_Portal_Options::MAX_IDLE_MINUTES, Online_Banking_Portal_Options::DEFAULT_IDLE_MINUTES )
		);
		$max = Online_Banking_Portal_Widget_Facts::MAX_IDLE_MINUTES;
		$this->assertSame( $max, Online_Banking_Portal_Option_Checks::check_idle_minutes( (string) $max ) );
		$this->assertInstanceOf( WP_Error::class, Online_Banking_Portal_Option_Checks::check_idle_minutes( (string) ( $max + 1 ) ) );
	}

	public function test_the_mount_options_are_cast_to_the_types_the_widget_reads() {
		$typed = Online_Banking_Portal_Mount_Options::typed(
			array(
				'idleMinutes' => '7',
				'basePath'    => array( '/x' ),
				'brand'       => array(
					'name'     => 42,
					'showName' => 0,
				),
				'messages'    => 'none',
				'appearance'  => array( 'variables' => array( 'colorPrimary' => '#123456' ) ),
				'someday'     => array( 'kept' ),
			)
		);
		$this->assertSame(
			array(
				'idleMinutes' => 7,
				'brand'       => array(
					'name'     => '42',
					'showName' => false,
				),
				'appearance'  => array( 'variables' => array( 'colorPrimary' => '#123456' ) ),
				'someday'     => array( 'kept' ),
			),
			$typed,
			'a list where text belongs and text where an object belongs are left out; keys the widget does not know pass'
		);
		$this->assertSame( array( 'string', 'boolean' ), array( Online_Banking_Portal_Widget_Facts::MOUNT_OPTION_TYPES['basePath'], Online_Banking_Portal_Widget_Facts::MOUNT_OPTION_TYPES['brand']['showName'] ), 'as src/config/options.ts says' );
	}

	public function test_the_settings_offer_the_widgets_colour_schemes_and_connections() {
		$this->assertSame( array( 'auto', 'system', 'light', 'dark' ), Online_Banking_Portal_Facts::get( 'colorSchemes' ), 'as src/config/options.ts says' );
		$this->assertEqualsCanonicalizing( Online_Banking_Portal_Facts::get( 'colorSchemes' ), array_keys( Online_Banking_Portal_Settings_Table::color_scheme_choices() ) );
		$this->assertEqualsCanonicalizing( Online_Banking_Portal_Facts::get( 'connections' ), array_keys( Online_Banking_Portal_Settings_Table::connection_choices() ) );
		foreach ( Online_Banking_Portal_Facts::get( 'colorSchemes' ) as $scheme ) {
			$this->assertSame( $scheme, Online_Banking_Portal_Option_Checks::check_color_scheme( $scheme ) );
		}
		foreach ( Online_Banking_Portal_Facts::get( 'connections' ) as $connection ) {
			$this->assertSame( $connection, Online_Banking_Portal_Option_Checks::check_connection( $connection ) );
		}
		$this->assertInstanceOf( WP_Error::class, Online_Banking_Portal_Option_Checks::check_color_scheme( 'automatic' ) );
		$this->assertInstanceOf( WP_Error::class, Online_Banking_Portal_Option_Checks::check_connection( 'proxy' ) );
		$this->assertContains( Online_Banking_Portal_Options::DEFAULT_COLOR_SCHEME, Online_Banking_Portal_Facts::get( 'colorSchemes' ) );
		$this->assertContains( Online_Banking_Portal_Options::DEFAULT_CONNECTION, Online_Banking_Portal_Facts::get( 'connections' ) );
	}
}
