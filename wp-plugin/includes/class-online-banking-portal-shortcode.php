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
	 * The mount element, routing under the page's own URL (see
	 * Online_Banking_Portal_Mount::page_base_path()); where online banking is already on the
	 * page (one per page), a note for editors only; nothing in the admin, in REST answers and in feeds.
	 *
	 * @return string Mount element HTML, escaped.
	 */
	public static function render() {
		if ( is_admin() || wp_is_json_request() || is_feed() ) {
			return '';
		}
		return Online_Banking_Portal_Mount::element( Online_Banking_Portal_Mount::page_base_path() );
	}
}
