<?php
/**
 * The block's markup on the page (render.php through Online_Banking_Portal_Block::render()):
 * the mount element in the block's wrapper, the options mountBank() gets, escaping, and one
 * online banking per page whatever holds it.
 *
 * @package Online_Banking_Portal
 */

/**
 * The block's render output.
 */
final class BlockRenderTest extends Online_Banking_Portal_Test_Case {

	/** render.php as WordPress includes it, with $attributes in scope. */
	private function render_file( $attributes ) {
		ob_start();
		include dirname( __DIR__, 2 ) . '/wp-plugin/blocks/bank/render.php';
		return ob_get_clean();
	}

	/** Everything rendered so far in the test. */
	private $rendered = '';

	/** render.php as WordPress includes it, kept for mount_calls(). */
	private function render( $attributes ) {
		$html            = $this->render_file( $attributes );
		$this->rendered .= $html;
		return $html;
	}

	/** The shortcode, kept for mount_calls(). */
	private function shortcode() {
		$html            = Online_Banking_Portal_Shortcode::render();
		$this->rendered .= $html;
		return $html;
	}

	/** The options of each mount element rendered so far; and no inline script for any. */
	private function mount_calls() {
		$this->assertSame( array(), obp_wp()['scripts']['inline'], 'no inline script: bank.js mounts itself' );
		return $this->mount_options_in( $this->rendered );
	}

	protected function setUp(): void {
		parent::setUp();
		$this->rendered = '';
	}

	public function test_the_block_renders_the_mount_under_the_pages_address_with_its_attributes() {
		update_option( 'online_banking_portal_api_base', 'https://bank.example.com' );
		update_option( 'online_banking_portal_brand_color', '#0a7d5a' );
		$html = $this->render(
			array(
				'colorScheme' => 'dark',
				'maxWidth'    => 720,
			)
		);
		$this->assertSame( 1, preg_match( '/^<div style="max-width:720px" class="wp-block-online-banking-portal-bank"><div id="online-banking-portal-app" class="online-banking-portal-root" data-bank-options="[^"<>]+"><p class="online-banking-portal-loading" data-bank-placeholder="">Loading online banking…<\/p><noscript>Online banking needs JavaScript. Please turn it on in your browser and reload this page.<\/noscript><\/div><\/div>$/', $html ), $html );
		$this->assertTrue( wp_script_is( 'online-banking-portal', 'enqueued' ), 'bank.js is enqueued' );
		$this->assertSame(
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			),
			obp_wp()['scripts']['registered']['online-banking-portal']['in_footer'],
			'in the footer, deferred (WordPress 6.3+; before, a non-empty array is a true $in_footer)'
		);
		$calls = $this->mount_calls();
		$this->assertCount( 1, $calls );
		$this->assertSame(
			array(
				'basePath'        => '/banking',
				'apiBase'         => 'https://bank.example.com',
				// The settings in the order of the options table (Online_Banking_Portal_Options::STORED), then the bank's name.
				'appearance'      => array(
					'variables'   => array( 'colorPrimary' => '#0a7d5a' ),
					'colorScheme' => 'dark',
				),
				'idleMinutes'     => 5,
				// The bank's language, from the settings; no pageTitle: a block is inside another page.
				'bankLanguage'    => 'en',
				'brand'           => array( 'name' => 'Bank & Co' ),
				'locale'          => 'en_US',
				'assetsUrl'       => 'https://bank.example.test/wp-content/plugins/wp-plugin/assets/?ver=' . Online_Banking_Portal_Assets::version(),
			),
			$calls[0]
		);
	}

	public function test_without_attributes_the_settings_apply() {
		update_option( 'online_banking_portal_color_scheme', 'system' );
		$html = $this->render( array() );
		$this->assertStringStartsWith( '<div class="wp-block-online-banking-portal-bank"><div id="online-banking-portal-app"', $html, 'no max-width' );
		$this->assertSame( array( 'colorScheme' => 'system' ), $this->mount_calls()[0]['appearance'] );
	}

	public function test_a_second_block_or_shortcode_on_the_page_renders_nothing_for_visitors() {
		$first = $this->render( array( 'colorScheme' => 'light' ) );
		$this->assertStringContainsString( 'id="online-banking-portal-app"', $first );
		$this->assertSame( '', $this->render( array( 'colorScheme' => 'dark' ) ), 'a second block' );
		$this->assertSame( '', $this->shortcode(), 'a shortcode after the block' );
		$calls = $this->mount_calls();
		$this->assertCount( 1, $calls, 'one mount element' );
		$this->assertSame( 'light', $calls[0]['appearance']['colorScheme'], 'the first one\'s' );
	}

	public function test_a_second_placement_shows_a_note_to_those_who_can_edit_the_page_only() {
		$note = '<p class="online-banking-portal-note">Online banking is already on this page, so this second placement shows nothing. Only editors see this note.</p>';
		obp_wp()['user'] = array(
			'logged_in' => true,
			'caps'      => array( 'edit_post' ),
		);
		$this->render( array() );
		$this->assertSame( $note, $this->render( array( 'colorScheme' => 'dark' ) ), 'a second block, seen by an editor' );
		$this->assertSame( $note, $this->shortcode(), 'a shortcode, seen by an editor' );
		$this->assertCount( 1, $this->mount_calls(), 'still one mount element' );

		obp_wp()['user']['caps'] = array( 'read' );
		$this->assertSame( '', $this->render( array() ), 'a subscriber (signed in, cannot edit the page)' );
		// Outside a post (a widget area of an archive): those who can edit the widgets.
		obp_wp()['request']['queried_object'] = 0;
		$this->assertSame( '', $this->shortcode(), 'signed in, cannot edit the widgets' );
		obp_wp()['user']['caps'] = array( 'edit_theme_options' );
		$this->assertSame( $note, $this->shortcode(), 'one who can edit the widgets' );
	}

	public function test_a_block_after_the_shortcode_renders_nothing() {
		$this->assertStringContainsString( 'id="online-banking-portal-app"', $this->shortcode() );
		$this->assertSame( '', $this->render( array() ) );
		$this->assertCount( 1, $this->mount_calls() );
	}

	public function test_attributes_out_of_range_or_forged_are_left_out() {
		update_option( 'online_banking_portal_color_scheme', 'light' );
		$html = $this->render(
			array(
				'colorScheme' => 'neon"><script>alert(1)</script>',
				'maxWidth'    => '720px;background:url(x)',
			)
		);
		$this->assertStringStartsWith( '<div class="wp-block-online-banking-portal-bank"><div id=', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertSame( 'light', $this->mount_calls()[0]['appearance']['colorScheme'] );
		foreach ( array( 319 => 0, 320 => 320, '480' => 480, 4000 => 4000, 4001 => 0, -500 => 0 ) as $width => $expected ) {
			$this->assertSame( $expected, Online_Banking_Portal_Block::max_width( array( 'maxWidth' => $width ) ), "maxWidth $width" );
		}
		$this->assertSame( 0, Online_Banking_Portal_Block::max_width( array( 'maxWidth' => 480.5 ) ) );
		$this->assertSame( 0, Online_Banking_Portal_Block::max_width( array( 'maxWidth' => array( 480 ) ) ) );
	}

	public function test_the_options_cannot_break_out_of_their_attribute() {
		update_option( 'blogname', 'Bank </script><script>alert(1)</script> & "Co"' );
		add_filter(
			'online_banking_portal_mount_options',
			static function ( $options ) {
				$options['brand']['logoUrl'] = '/logo.png?a=1&b=<2>';
				return $options;
			}
		);
		$html = $this->render( array() );
		$this->assertSame( 1, preg_match( '/ data-bank-options="([^"]*)"/', $html, $attribute ) );
		$this->assertSame( 0, preg_match( '/[<>\'&]/', str_replace( '&quot;', '', $attribute[1] ) ), 'no markup, and no entity but its quotes: ' . $attribute[1] );
		$this->assertStringNotContainsString( '<script', $html );
		$options = $this->mount_calls()[0];
		$this->assertSame( array( 'name' => 'Bank </script><script>alert(1)</script> & "Co"', 'logoUrl' => '/logo.png?a=1&b=<2>' ), $options['brand'], 'the JSON still reads as the text it was' );
	}

	public function test_the_classic_themes_template_keeps_the_mount_element_through_wp_kses() {
		update_option( 'blogname', 'Bank & "Co" <b>' );
		$html = Online_Banking_Portal_Mount::element( '/wp-user' );
		$this->assertSame( $html, wp_kses( $html, Online_Banking_Portal_Mount::ALLOWED_HTML ), 'the options attribute and the placeholder survive as they are' );
		$this->assertSame( 'Bank & "Co" <b>', $this->mount_options_in( $html )[0]['brand']['name'] );
	}

	public function test_nothing_in_the_admin_in_rest_answers_or_feeds() {
		foreach ( array( 'is_admin', 'json', 'is_feed' ) as $flag ) {
			obp_wp_reset();
			obp_wp()['request'][ $flag ] = true;
			$this->assertSame( '', $this->render( array() ), $flag );
			$this->assertSame( array(), $this->mount_calls(), $flag );
		}
	}

	public function test_on_the_front_page_or_an_archive_it_routes_under_the_base_path() {
		update_option( 'online_banking_portal_base_path', '/online-bank' );
		obp_wp()['request']['is_front_page'] = true;
		$this->render( array() );
		$this->assertSame( '/online-bank', $this->mount_calls()[0]['basePath'] );
	}

	public function test_a_page_titled_with_the_banks_name_gets_the_mark_without_the_name_again() {
		foreach ( array(
			'Banking'                    => null,
			'Bank &amp; Co'              => false,
			' bank   &amp; <em>CO</em> ' => false,
			'Bank & Co online'           => null,
		) as $title => $show_name ) {
			$this->setUp();
			$page             = get_post( 6 );
			$page->post_title = $title;
			$brand = $this->mount_options_in( $this->render_file( array() ) )[0]['brand'];
			$this->assertSame( $show_name, isset( $brand['showName'] ) ? $brand['showName'] : null, $title );
			$this->assertSame( 'Bank & Co', $brand['name'], 'the name is still passed: it stays what a screen reader hears' );
		}
		// Not on an archive or the front page's list of posts, where no page title is shown.
		$this->setUp();
		get_post( 6 )->post_title        = 'Bank & Co';
		obp_wp()['request']['is_singular'] = false;
		$this->assertArrayNotHasKey( 'showName', $this->mount_options_in( $this->render_file( array() ) )[0]['brand'] );
	}

	public function test_content_holding_the_block_or_the_shortcode_is_a_bank_page() {
		$this->assertTrue( Online_Banking_Portal_Router::holds_bank( '<!-- wp:online-banking-portal/bank {"maxWidth":480} /-->' ) );
		$this->assertTrue( Online_Banking_Portal_Router::holds_bank( '<!-- wp:online-banking-portal/bank /-->' ) );
		$this->assertTrue( Online_Banking_Portal_Router::holds_bank( '[wp_bank]' ) );
		$this->assertFalse( Online_Banking_Portal_Router::holds_bank( '<!-- wp:online-banking-portal/banking /--><p>bank</p>' ) );
	}
}
