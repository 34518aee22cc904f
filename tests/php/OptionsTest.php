<?php
/**
 * The options' table and their sanitisers, as options.php runs them on save: what is saved,
 * and the message a refused value gets (the saved value is kept). The end-to-end test runs
 * the same lists through a real WordPress.
 *
 * @package Online_Banking_Portal
 */

/**
 * Options and their sanitisers.
 */
final class OptionsTest extends Online_Banking_Portal_Test_Case {

	/**
	 * Each value through an option's sanitiser: [saved, number of messages, first message].
	 *
	 * @param string $name   Option name without the prefix.
	 * @param array  $values Submitted values.
	 * @return array
	 */
	private function sanitize( $name, $values ) {
		$out = array();
		foreach ( $values as $value ) {
			obp_wp()['settings_errors'] = array();
			$saved                      = Online_Banking_Portal_Settings::sanitize( 'online_banking_portal_' . $name, $value );
			$errors                     = wp_list_pluck( get_settings_errors(), 'message' );
			$out[]                      = array( $saved, count( $errors ), $errors ? html_entity_decode( $errors[0], ENT_QUOTES, 'UTF-8' ) : '' );
		}
		return $out;
	}

	public function test_every_option_is_declared_once_with_what_registration_the_page_and_uninstall_need() {
		$table = Online_Banking_Portal_Settings_Table::rows();
		$this->assertSame(
			array( 'online_banking_portal_api_base', 'online_banking_portal_connection', 'online_banking_portal_base_path', 'online_banking_portal_admin_url', 'online_banking_portal_logo_url', 'online_banking_portal_brand_color', 'online_banking_portal_color_scheme', 'online_banking_portal_idle_minutes', 'online_banking_portal_bank_language', 'online_banking_portal_trusted_proxies' ),
			Online_Banking_Portal_Options::names()
		);
		$this->assertSame( array( 'wp_bank_api_base', 'wp_bank_base_path', 'wp_bank_admin_url' ), Online_Banking_Portal_Options::legacy_names() );
		foreach ( $table as $name => $row ) {
			foreach ( array( 'type', 'default', 'check', 'section', 'label', 'help', 'control', 'refused', 'legacy' ) as $key ) {
				$this->assertArrayHasKey( $key, $row, "$name: $key" );
			}
			$this->assertNotWP_Error( call_user_func( array( 'Online_Banking_Portal_Option_Checks', $row['check'] ), $row['default'] ), "$name: its default passes its own check" );
		}
		$this->assertSame( Online_Banking_Portal_Options::names(), array_keys( $table ), 'the page shows every option stored, and only those' );
		$this->assertSame( 5, Online_Banking_Portal_Options::defaults()['online_banking_portal_idle_minutes'] );
	}

	private function assertNotWP_Error( $value, $message ) {
		$this->assertFalse( is_wp_error( $value ), $message );
	}

	public function test_activation_adds_the_defaults_and_carries_the_first_releases_values_over() {
		update_option( 'wp_bank_base_path', '/first-release' );
		update_option( 'online_banking_portal_brand_color', '#123456' );
		Online_Banking_Portal_Options::add_defaults();
		$this->assertSame( '/first-release', get_option( 'online_banking_portal_base_path' ) );
		$this->assertSame( '#123456', get_option( 'online_banking_portal_brand_color' ), 'never overwrites' );
		$this->assertSame( 5, get_option( 'online_banking_portal_idle_minutes' ) );
		$this->assertSame( 'auto', get_option( 'online_banking_portal_color_scheme' ) );
	}

	public function test_a_stored_value_that_is_no_longer_valid_reads_as_the_default() {
		update_option( 'online_banking_portal_brand_color', 'red' );
		update_option( 'online_banking_portal_idle_minutes', '500' );
		update_option( 'online_banking_portal_color_scheme', 'neon' );
		update_option( 'online_banking_portal_base_path', '/wp-admin' );
		update_option( 'online_banking_portal_api_base', 'https://bank.example.com/' );
		$this->assertSame( array( '', 5, 'auto', '/wp-user', 'https://bank.example.com' ), array( Online_Banking_Portal_Options::brand_color(), Online_Banking_Portal_Options::idle_minutes(), Online_Banking_Portal_Options::color_scheme(), Online_Banking_Portal_Options::base_path(), Online_Banking_Portal_Options::api_base() ) );
	}

	public function test_brand_colour() {
		update_option( 'online_banking_portal_brand_color', '#0a7d5a' );
		$refused = 'The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.';
		$this->assertSame(
			array( array( '#0a7d5a', 1, $refused ), array( '#0a7d5a', 1, $refused ), array( '#0a7d5a', 1, $refused ), array( '#0a7d5a', 1, $refused ), array( '#aabbcc', 0, '' ), array( '#a1b2c3', 0, '' ), array( '', 0, '' ) ),
			$this->sanitize( 'brand_color', array( 'red', '#12345', '#0a7d5a; background:url(x)', '"><script>alert(1)</script>', '#ABC', ' #A1B2C3 ', '' ) )
		);
		$this->assertSame( 'The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.', $refused );
	}

	public function test_refusal_messages_are_stored_escaped_for_settings_errors_html() {
		update_option( 'online_banking_portal_base_path', '/wp-user' );
		obp_wp()['settings_errors'] = array();
		Online_Banking_Portal_Settings::sanitize( 'online_banking_portal_base_path', '/obp-e2e-named' );
		$message = get_settings_errors()[0]['message'];
		$this->assertStringContainsString( '(?&lt;id&gt;[0-9]+)', $message, 'a rule\'s pattern is shown as text, not read as a tag' );
		Online_Banking_Portal_Settings::sanitize( 'online_banking_portal_base_path', '/obp-e2e-named' );
		$this->assertCount( 1, get_settings_errors(), 'options.php can run a sanitiser twice: one message' );
	}

	public function test_inactivity_minutes() {
		update_option( 'online_banking_portal_idle_minutes', 30 );
		$out = $this->sanitize( 'idle_minutes', array( '121', '2.5', 'ten', '-5', '', '0', '1', '120', ' 7 ', 45 ) );
		$this->assertSame( array( 30, 30, 30, 30, 30, 30, 1, 120, 7, 45 ), array_column( $out, 0 ) );
		$this->assertSame( array( 1, 1, 1, 1, 1, 1, 0, 0, 0, 0 ), array_column( $out, 1 ) );
		$this->assertSame( 'Sign out after inactivity must be a whole number of minutes from 1 to 120. Your previous value was kept.', $out[0][2] );
	}

	public function test_the_banks_language() {
		$this->assertSame( 'en', Online_Banking_Portal_Options::bank_language(), 'English unless set' );
		update_option( 'online_banking_portal_bank_language', 'fr' );
		$out = $this->sanitize( 'bank_language', array( 'en', ' pt-BR ', 'de-CH', 'english', '', 'e', 'fr; DROP', array( 'en' ) ) );
		$this->assertSame( array( 'en', 'pt-BR', 'de-CH', 'fr', 'fr', 'fr', 'fr', 'fr' ), array_column( $out, 0 ) );
		$this->assertSame( array( 0, 0, 0, 1, 1, 1, 1, 1 ), array_column( $out, 1 ) );
		$this->assertSame( 'The language of the bank\'s messages must be a language code such as en, fr or pt-BR. Your previous value was kept.', $out[3][2] );
	}

	public function test_colour_scheme() {
		update_option( 'online_banking_portal_color_scheme', 'dark' );
		$out = $this->sanitize( 'color_scheme', array( 'light', 'auto', 'system', 'DARK', 'System', '', 'device', array( 'dark' ) ) );
		$this->assertSame( array( 'light', 'auto', 'system', 'dark', 'dark', 'dark', 'dark', 'dark' ), array_column( $out, 0 ) );
		$this->assertSame( array( 0, 0, 0, 1, 1, 1, 1, 1 ), array_column( $out, 1 ) );
		$this->assertSame( 'The colour scheme must be one of these: "Match the page", "Follow the visitor\'s device setting", "Always light", "Always dark". Your previous colour scheme was kept.', $out[3][2] );
	}

	public function test_api_and_admin_addresses() {
		update_option( 'online_banking_portal_api_base', 'https://bank.example.com' );
		$out = $this->sanitize( 'api_base', array( 'javascript:alert(1)', 'bank.example.com', 'ftp://bank.example.com', 'https://user:pw@bank.example.com', 'https://bank.example.com/?a=1', 'https://bank.example.com/#x', 'https://bank.example.com/a b', 'https://bank.example.com/"x', ' https://api.bank.example.com/v2/ ', 'http://127.0.0.1:8787', '' ) );
		$this->assertSame( array( 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://bank.example.com', 'https://api.bank.example.com/v2', 'http://127.0.0.1:8787', '' ), array_column( $out, 0 ) );
		$this->assertSame( array( 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0 ), array_column( $out, 1 ) );
		$this->assertStringStartsWith( 'The banking API address must be a full web address starting with http:// or https://', $out[0][2] );
		$admin = $this->sanitize( 'admin_url', array( 'javascript:alert(1)', 'https://bank.example.com/admin/' ) );
		$this->assertSame( array( '', 1 ), array_slice( $admin[0], 0, 2 ) );
		$this->assertSame( 'The admin area address must be empty or a full web address starting with http:// or https://. Your previous address was kept.', $admin[0][2] );
		$this->assertSame( array( 'https://bank.example.com/admin', 0, '' ), $admin[1] );
	}

	public function test_logo() {
		update_option( 'online_banking_portal_logo_url', '/wp-content/uploads/bank-logo.png' );
		$refused = array(
			'http://elsewhere.example/logo.png',
			'//elsewhere.example/logo.png',
			'logo.png',
			'data:image/svg+xml,<svg/>',
			'ftp://elsewhere.example/logo.png',
			'https://user:secret@elsewhere.example/logo.png',
			'https://elsewhere.example/a logo.png',
			'https://elsewhere.example/logo.png#top',
			'/wp-content/"><script>alert(1)</script>',
			'/\\elsewhere.example/logo.png',
			'https://elsewhere.example/' . str_repeat( 'a', 2000 ) . '.png',
			'javascript:alert(1)',
		);
		foreach ( $this->sanitize( 'logo_url', $refused ) as $i => $result ) {
			$this->assertSame( array( '/wp-content/uploads/bank-logo.png', 1 ), array_slice( $result, 0, 2 ), $refused[ $i ] );
		}
		$accepted = $this->sanitize( 'logo_url', array( 'https://CDN.example.test/logo.png', '/logo.png?size=2', 'https://bank.example.test/wp-content/uploads/x.png?ver=3', '' ) );
		$this->assertSame( array( 'https://CDN.example.test/logo.png', '/logo.png?size=2', '/wp-content/uploads/x.png?ver=3', '' ), array_column( $accepted, 0 ), 'an address of this site is kept as its path' );
		$this->assertSame( array( 0, 0, 0, 0 ), array_column( $accepted, 1 ) );
	}

	public function test_base_path_refusals_say_why_and_keep_the_saved_one() {
		update_option( 'online_banking_portal_base_path', '/wp-user' );
		$cases = array(
			'/sample-page'                    => 'The base path may not start with /sample-page: that address belongs to "Sample Page" (Page), which online banking would hide.',
			'/category'                       => 'The base path may not start with /category: that address belongs to the archives of "Categories", which online banking would hide.',
			'/wp-admin'                       => 'The base path may not start with /wp-admin: WordPress itself uses that address.',
			'/wp-json'                        => 'The base path may not start with /wp-json: WordPress itself uses that address.',
			'/wp-user"><script>'              => 'The base path must start with "/" and hold only letters, digits, "-", "_" and "/", such as /wp-user.',
			'/a//b'                           => 'The base path must start with "/" and hold only letters, digits, "-", "_" and "/", such as /wp-user.',
			'/' . str_repeat( 'x', 6000 )     => 'The base path may be at most 6,000 characters long.',
			'/' . str_repeat( 'a', 69999 )    => 'The base path may be at most 6,000 characters long.',
		);
		$out = $this->sanitize( 'base_path', array_keys( $cases ) );
		foreach ( array_values( $cases ) as $i => $reason ) {
			$this->assertSame( array( '/wp-user', 1, $reason . ' Your previous base path was kept.' ), $out[ $i ] );
		}
		$fine = array( '/online-bank/', 'my-bank/online', '/Wp-User', '/' . str_repeat( 'x', 5999 ) );
		$this->assertSame(
			array( array( '/online-bank', 0, '' ), array( '/my-bank/online', 0, '' ), array( '/Wp-User', 0, '' ), array( '/' . str_repeat( 'x', 5999 ), 0, '' ) ),
			$this->sanitize( 'base_path', $fine )
		);
	}

	public function test_an_unchanged_base_path_is_not_checked_against_the_site_again() {
		// A page took the address after the base path was saved: saving the form again keeps it (the admin notice names the clash).
		update_option( 'online_banking_portal_base_path', '/sample-page' );
		$this->assertSame( array( array( '/sample-page', 0, '' ) ), $this->sanitize( 'base_path', array( '/sample-page/' ) ) );
	}
}
