<?php
/**
 * The tests' base: a fresh site (obp_wp_reset()), no mount rendered yet and no settings table
 * kept, before each test.
 *
 * @package Online_Banking_Portal
 */

use PHPUnit\Framework\TestCase;

/**
 * Base class of the plugin's tests.
 */
abstract class Online_Banking_Portal_Test_Case extends TestCase {

	protected function setUp(): void {
		obp_wp_reset();
		$mounted = new ReflectionProperty( 'Online_Banking_Portal_Mount', 'mounted' );
		$mounted->setAccessible( true );
		$mounted->setValue( null, false );
		// The settings table is kept per request: each test is a request of its own.
		$rows = new ReflectionProperty( 'Online_Banking_Portal_Settings_Table', 'rows' );
		$rows->setAccessible( true );
		$rows->setValue( null, array() );
	}

	/**
	 * The bank's reply as wp_remote_post() gives it (a pre_http_request answer): its status and body.
	 *
	 * @param int          $status The HTTP status.
	 * @param array|string $body   JSON as an array, or the body as it is.
	 * @return array
	 */
	protected function bank( $status, $body ) {
		return array(
			'response' => array( 'code' => $status ),
			'body'     => is_string( $body ) ? $body : wp_json_encode( $body ),
			'headers'  => array(),
		);
	}

	/** The site's endpoint as activation leaves it (its session and throttle tables), with the bank at https://bank.test. */
	protected function install_endpoint() {
		Online_Banking_Portal_Session_Store::install();
		Online_Banking_Portal_Throttle::install();
		update_option( 'online_banking_portal_api_base', 'https://bank.test' );
	}

	/**
	 * A request as the widget makes it from the site's own page, in the shape
	 * Online_Banking_Portal_Proxy::handle() reads: a same-origin POST with the widget's header,
	 * from one visitor's address; $fields replace what they name.
	 *
	 * @param array $fields Any of query, post, cookie, headers, remote_addr, method, device.
	 * @return array
	 */
	protected function widget_request( $fields = array() ) {
		return array_replace(
			array(
				'method'      => 'POST',
				'headers'     => array(
					'x-bank-widget'  => '1',
					'origin'         => 'https://bank.example.test',
					'sec-fetch-site' => 'same-origin',
				),
				'query'       => array(),
				'post'        => array(),
				'cookie'      => '',
				'remote_addr' => '203.0.113.5',
			),
			$fields
		);
	}

	/**
	 * The mountBank() options of each mount element in $html, read as bank.js reads them: the
	 * data-bank-options attribute as the browser decodes it, then JSON.
	 *
	 * @param string $html Rendered HTML.
	 * @return array[]
	 */
	protected function mount_options_in( $html ) {
		preg_match_all( '/<div [^>]*\bdata-bank-options="([^"]*)"/', (string) $html, $matches );
		return array_map(
			function ( $attribute ) {
				$options = json_decode( html_entity_decode( $attribute, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
				$this->assertIsArray( $options, $attribute );
				return $options;
			},
			$matches[1]
		);
	}
}
