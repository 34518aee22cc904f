<?php
/**
 * The [online_banking_portal] shortcode (and [wp_bank], its first name): the client inside
 * a page the site owner chooses.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the mount element where the shortcode stands.
 */
final class Online_Banking_Portal_Shortcode {

	const TAG = 'online_banking_portal';

	/**
	 * The first release's tag, still rendered the same way.
	 */
	const LEGACY_TAG = 'wp_bank';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_shortcode( self::TAG, array( __CLASS__, 'render' ) );
		add_shortcode( self::LEGACY_TAG, array( __CLASS__, 'render' ) );
	}

	/**
	 * Whether content holds the shortcode, under either tag.
	 *
	 * @param string $content Post content.
	 * @return bool
	 */
	public static function in( $content ) {
		return has_shortcode( $content, self::TAG ) || has_shortcode( $content, self::LEGACY_TAG );
	}

	/**
	 * The widget routes under the URL of the post or page it is in ("/banking" shows
	 * sign-in at "/banking/auth/signin"; Online_Banking_Portal_Router serves those sub-URLs).
	 * Where it is not in a single post or page (archives, widget areas, the front page), it
	 * routes under the app's base path.
	 *
	 * @return string Mount element HTML, escaped.
	 */
	public static function render() {
		if ( is_admin() || wp_is_json_request() || is_feed() ) {
			return '';
		}
		return Online_Banking_Portal_Assets::mount( self::base_path() );
	}

	/**
	 * The route prefix for a shortcode on the current page.
	 *
	 * @return string
	 */
	private static function base_path() {
		$post = get_queried_object();
		if ( is_singular() && $post instanceof WP_Post && ! is_front_page() ) {
			$path = untrailingslashit( (string) wp_parse_url( (string) get_permalink( $post ), PHP_URL_PATH ) );
			$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
			if ( '' !== get_option( 'permalink_structure' ) && '' !== $path && $path !== $home ) {
				return $path;
			}
		}
		return Online_Banking_Portal_Router::browser_base_path();
	}
}
