<?php
/**
 * Optimisation plugins told to leave bank.js alone. The bundle mounts itself whenever it runs,
 * so a delayed, deferred or combined bank.js still shows the bank; but delayed, it shows only
 * at the visitor's first interaction, and a re-minifier may break it. Each plugin is told
 * through its own documented filter or attribute, cited beside it. A filter is only ever
 * applied by its plugin: where that plugin is not installed, hooking it costs nothing.
 *
 * What is not hooked, and why: WP Rocket's rocket_exclude_inline_js (a bank page has no inline
 * script of ours to exclude); plugins whose exclusion filter could not be confirmed in their
 * documentation or public code (FlyingPress, Hummingbird, WP Fastest Cache): there the
 * self-mount still shows the bank, at the visitor's first interaction if the plugin delays it.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The exclusions, by path (a substring of the script's URL), by handle, or as tag attributes.
 */
final class Online_Banking_Portal_Optimizers {

	/**
	 * Hooks.
	 */
	public static function init() {
		$by_path = array(
			// WP Rocket, "Delay JavaScript execution": patterns matched against each script
			// (docs.wp-rocket.me/article/1560-delay-javascript-execution-compatibility-exclusions,
			// which names rocket_delay_js_exclusions as the filter for other plugins' exclusions).
			'rocket_delay_js_exclusions',
			// WP Rocket, "Load JavaScript deferred": URL paths
			// (docs.wp-rocket.me/article/976-exclude-files-from-defer-js; wp-media/wp-rocket-helpers).
			'rocket_exclude_defer_js',
			// WP Rocket, "Minify/Combine JavaScript files": URL paths, joined into a regular
			// expression (apply_filters( 'rocket_exclude_js', $excluded_files ), "Filter JS files to
			// exclude from minification/concatenation", since WP Rocket 2.6).
			'rocket_exclude_js',
			// LiteSpeed Cache, "JS Excludes" of JS Minify/Combine, and "JS Deferred/Delayed
			// Excludes" of Load JS Deferred/Delayed: URL substrings (its list of filters:
			// apply_filters( 'litespeed_optimize_js_excludes', $exc ), apply_filters( 'litespeed_optm_js_defer_exc', $exc )).
			'litespeed_optimize_js_excludes',
			'litespeed_optm_js_defer_exc',
			// WP-Optimize, Minify: URL substrings it leaves out
			// (apply_filters( 'wp-optimize-minify-default-exclusions', ... ) in WP_Optimize_Minify_Functions::get_default_ignore()).
			'wp-optimize-minify-default-exclusions',
			// Perfmatters, Delay JavaScript and Defer JavaScript: substrings of the tag
			// (apply_filters( 'perfmatters_delay_js_exclusions', ... ) and
			// apply_filters( 'perfmatters_defer_js_exclusions', ... ) in its Perfmatters\JS class).
			'perfmatters_delay_js_exclusions',
			'perfmatters_defer_js_exclusions',
		);
		foreach ( $by_path as $hook ) {
			add_filter( $hook, array( __CLASS__, 'add_path' ) );
		}
		// Autoptimize, "Exclude scripts from Autoptimize": a comma-separated string of URL
		// substrings (apply_filters( 'autoptimize_filter_js_exclude', $exclude_js, $this->content )
		// in autoptimizeScripts, which then explode()s it on commas).
		add_filter( 'autoptimize_filter_js_exclude', array( __CLASS__, 'add_to_list' ) );
		$by_handle = array(
			// SiteGround Optimizer: script handles left out of Combine JavaScript, Minify
			// JavaScript and Defer render-blocking JS (its readme's filters
			// sgo_javascript_combine_exclude, sgo_js_minify_exclude and sgo_js_async_exclude; the
			// last read as apply_filters( 'sgo_js_async_exclude', $this->blacklisted_async_scripts )).
			'sgo_javascript_combine_exclude',
			'sgo_js_minify_exclude',
			'sgo_js_async_exclude',
			// Jetpack Boost, "Defer Non-Essential JavaScript": registered handles not moved to the
			// end of the document (projects/plugins/boost README, "Hooks and filters").
			'jetpack_boost_render_blocking_js_exclude_handles',
		);
		foreach ( $by_handle as $hook ) {
			add_filter( $hook, array( __CLASS__, 'add_handle' ) );
		}
		// W3 Total Cache, Minify in auto mode: whether a script tag is minified and combined
		// (apply_filters( 'w3tc_minify_js_do_tag_minification', $do, $script_tag, $file ) in Minify_AutoJs.php).
		add_filter( 'w3tc_minify_js_do_tag_minification', array( __CLASS__, 'w3tc_minify_tag' ), 10, 2 );
		add_filter( 'script_loader_tag', array( __CLASS__, 'tag' ), 10, 2 );
	}

	/**
	 * The path of the folder holding bank.js and its files, e.g.
	 * "/wp-content/plugins/online-banking-portal/assets/": a substring of bank.js's URL whatever
	 * the host, and of any file later split out of it.
	 *
	 * @return string
	 */
	public static function path() {
		return (string) wp_parse_url( trailingslashit( plugins_url( 'assets/', ONLINE_BANKING_PORTAL_FILE ) ), PHP_URL_PATH );
	}

	/**
	 * Adds the assets path to a plugin's list of excluded paths.
	 *
	 * @param mixed $excluded The list (an array; anything else is taken as empty).
	 * @return array
	 */
	public static function add_path( $excluded ) {
		$excluded   = is_array( $excluded ) ? $excluded : array();
		$excluded[] = self::path();
		return $excluded;
	}

	/**
	 * Adds the assets path to Autoptimize's comma-separated exclusions.
	 *
	 * @param mixed $excluded The list, e.g. "wp-includes/js/dist/, seal.js".
	 * @return string
	 */
	public static function add_to_list( $excluded ) {
		$excluded = is_string( $excluded ) ? trim( $excluded ) : '';
		return ( '' === $excluded ? '' : rtrim( $excluded, ', ' ) . ', ' ) . self::path();
	}

	/**
	 * Adds the bundle's handle to a plugin's list of excluded handles.
	 *
	 * @param mixed $handles The list (an array; anything else is taken as empty).
	 * @return array
	 */
	public static function add_handle( $handles ) {
		$handles   = is_array( $handles ) ? $handles : array();
		$handles[] = Online_Banking_Portal_Assets::HANDLE;
		return $handles;
	}

	/**
	 * W3 Total Cache: false (leave as it is) for our script tag, else its own answer.
	 *
	 * @param mixed  $minify     Whether W3 Total Cache would minify the tag.
	 * @param string $script_tag The tag.
	 * @return mixed
	 */
	public static function w3tc_minify_tag( $minify, $script_tag = '' ) {
		return false !== strpos( (string) $script_tag, self::path() ) ? false : $minify;
	}

	/**
	 * Our script tag with the attributes optimisers read on the tag itself, written before its
	 * src: data-cfasync="false" (Cloudflare Rocket Loader leaves the script as it is,
	 * developers.cloudflare.com/speed/optimization/content/rocket-loader/ignore-javascripts/:
	 * "The data-cfasync attribute must be added before the src attribute") and
	 * data-no-optimize="1" (LiteSpeed Cache leaves such a tag out of its JS optimisation; its
	 * own inline scripts carry it for that).
	 *
	 * @param string $tag    The script tag(s) WordPress prints for the handle.
	 * @param string $handle The handle.
	 * @return string
	 */
	public static function tag( $tag, $handle ) {
		if ( Online_Banking_Portal_Assets::HANDLE !== $handle || false !== strpos( (string) $tag, 'data-cfasync=' ) ) {
			return $tag;
		}
		return (string) preg_replace( '/<script(?=[^>]*\ssrc=)/', '<script data-cfasync="false" data-no-optimize="1"', (string) $tag, 1 );
	}
}
