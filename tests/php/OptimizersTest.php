<?php
/**
 * Optimisation plugins are told, through their own filters and attributes, to leave bank.js
 * alone: each filter, called as its plugin calls it, hands back our path or handle beside what
 * it held; our script tag carries the attributes before its src.
 *
 * @package Online_Banking_Portal
 */

/**
 * The exclusions of Online_Banking_Portal_Optimizers.
 */
final class OptimizersTest extends Online_Banking_Portal_Test_Case {

	const PATH = '/wp-content/plugins/wp-plugin/assets/';

	protected function setUp(): void {
		parent::setUp();
		Online_Banking_Portal_Optimizers::init();
	}

	/** The filters that take URL paths or substrings: WP Rocket, LiteSpeed Cache, WP-Optimize, Perfmatters. */
	public function path_filters() {
		return array(
			'WP Rocket, delay'              => array( 'rocket_delay_js_exclusions' ),
			'WP Rocket, defer'              => array( 'rocket_exclude_defer_js' ),
			'WP Rocket, minify and combine' => array( 'rocket_exclude_js' ),
			'LiteSpeed, minify and combine' => array( 'litespeed_optimize_js_excludes' ),
			'LiteSpeed, defer and delay'    => array( 'litespeed_optm_js_defer_exc' ),
			'WP-Optimize, minify'           => array( 'wp-optimize-minify-default-exclusions' ),
			'Perfmatters, delay'            => array( 'perfmatters_delay_js_exclusions' ),
			'Perfmatters, defer'            => array( 'perfmatters_defer_js_exclusions' ),
		);
	}

	/**
	 * @dataProvider path_filters
	 */
	public function test_a_path_filter_gets_the_folder_of_bank_js_beside_what_it_held( $hook ) {
		$excluded = apply_filters( $hook, array( '/wp-includes/js/jquery/jquery.min.js' ) );
		$this->assertSame( array( '/wp-includes/js/jquery/jquery.min.js', self::PATH ), $excluded );
		$this->assertStringContainsString( $excluded[1], 'https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b', 'a substring of bank.js\'s address' );
		$this->assertSame( array( self::PATH ), apply_filters( $hook, '' ), 'given nothing usable, a list of ours' );
	}

	public function test_autoptimize_gets_the_folder_added_to_its_comma_separated_string() {
		$this->assertSame( 'seal.js, js/jquery/jquery.min.js, ' . self::PATH, apply_filters( 'autoptimize_filter_js_exclude', 'seal.js, js/jquery/jquery.min.js', '<html></html>' ) );
		$this->assertSame( 'seal.js, ' . self::PATH, apply_filters( 'autoptimize_filter_js_exclude', 'seal.js,' ) );
		$this->assertSame( self::PATH, apply_filters( 'autoptimize_filter_js_exclude', '' ) );
		$this->assertSame( array( 'seal.js', self::PATH ), array_map( 'trim', explode( ',', apply_filters( 'autoptimize_filter_js_exclude', 'seal.js' ) ) ), 'as Autoptimize splits it' );
	}

	/** The filters that take script handles: SiteGround Optimizer, Jetpack Boost. */
	public function handle_filters() {
		return array(
			'SiteGround, combine'   => array( 'sgo_javascript_combine_exclude' ),
			'SiteGround, minify'    => array( 'sgo_js_minify_exclude' ),
			'SiteGround, defer'     => array( 'sgo_js_async_exclude' ),
			'Jetpack Boost, defer'  => array( 'jetpack_boost_render_blocking_js_exclude_handles' ),
		);
	}

	/**
	 * @dataProvider handle_filters
	 */
	public function test_a_handle_filter_gets_the_bundles_handle( $hook ) {
		$this->assertSame( array( 'jquery-core', 'online-banking-portal' ), apply_filters( $hook, array( 'jquery-core' ) ) );
	}

	public function test_w3_total_cache_leaves_our_tag_alone_and_decides_the_others() {
		$ours  = "<script src='https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b' id='online-banking-portal-js'></script>";
		$other = "<script src='https://bank.example.test/wp-includes/js/jquery/jquery.min.js' id='jquery-core-js'></script>";
		$this->assertFalse( apply_filters( 'w3tc_minify_js_do_tag_minification', true, $ours, 'wp-content/plugins/wp-plugin/assets/bank.js' ) );
		$this->assertTrue( apply_filters( 'w3tc_minify_js_do_tag_minification', true, $other, 'wp-includes/js/jquery/jquery.min.js' ) );
		$this->assertFalse( apply_filters( 'w3tc_minify_js_do_tag_minification', false, $other, 'wp-includes/js/jquery/jquery.min.js' ) );
	}

	/** Our tag as WordPress 6.1 prints it, and as 6.3+ prints it with the defer strategy. */
	public function tags() {
		return array(
			'WordPress 6.1' => array( "<script src='https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b' id='online-banking-portal-js'></script>\n" ),
			'WordPress 6.5' => array( "<script src=\"https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b\" id=\"online-banking-portal-js\" defer data-wp-strategy=\"defer\"></script>\n" ),
			'type first'    => array( "<script type='text/javascript' src='https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b' id='online-banking-portal-js'></script>\n" ),
		);
	}

	/**
	 * @dataProvider tags
	 */
	public function test_our_tag_carries_data_cfasync_before_its_src_and_data_no_optimize( $tag ) {
		$filtered = apply_filters( 'script_loader_tag', $tag, 'online-banking-portal', 'https://bank.example.test/wp-content/plugins/wp-plugin/assets/bank.js?ver=1a2b' );
		$this->assertStringStartsWith( '<script data-cfasync="false" data-no-optimize="1" ', $filtered );
		$this->assertLessThan( strpos( $filtered, 'src=' ), strpos( $filtered, 'data-cfasync="false"' ), 'Rocket Loader reads it only before src' );
		$this->assertSame( $tag, str_replace( ' data-cfasync="false" data-no-optimize="1"', '', $filtered ), 'nothing else changed' );
		$this->assertSame( $filtered, apply_filters( 'script_loader_tag', $filtered, 'online-banking-portal', '' ), 'once' );
	}

	public function test_other_tags_are_left_as_they_are() {
		$tag = "<script src='https://bank.example.test/wp-includes/js/jquery/jquery.min.js' id='jquery-core-js'></script>\n";
		$this->assertSame( $tag, apply_filters( 'script_loader_tag', $tag, 'jquery-core', '' ) );
	}
}
