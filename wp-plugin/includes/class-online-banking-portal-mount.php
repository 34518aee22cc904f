<?php
/**
 * The mount element a block, the shortcode or the app page prints: bank.js mounts itself into it
 * (its options in an attribute, no inline script), once per page.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The mount element, one per page.
 */
final class Online_Banking_Portal_Mount {

	/**
	 * The tags and attributes of a mount element, for wp_kses().
	 */
	const ALLOWED_HTML = array(
		'div'      => array(
			'id'    => true,
			'class' => true,
			Online_Banking_Portal_Widget_Facts::OPTIONS_ATTRIBUTE => true,
		),
		'p'        => array(
			'class' => true,
			Online_Banking_Portal_Widget_Facts::PLACEHOLDER_ATTRIBUTE => true,
		),
		'noscript' => array(),
	);

	/**
	 * The mount element's id: there is one per page.
	 */
	const MOUNT_ID = 'online-banking-portal-app';

	/**
	 * Whether this request rendered the mount element already. One bank per page: a second
	 * block or shortcode would start a second client on the same routes, each pushing the
	 * other's URLs.
	 *
	 * @var bool
	 */
	private static $mounted = false;

	/**
	 * The route prefix for a block or shortcode on the current page: the URL of the post or
	 * page it is in ("/banking" shows sign-in at "/banking/auth/signin";
	 * Online_Banking_Portal_Router serves those sub-URLs). Where it is not in a single post or
	 * page (archives, widget areas, the front page), the app's base path.
	 *
	 * @return string
	 */
	public static function page_base_path() {
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

	/**
	 * Whether the mount element was rendered on this request.
	 *
	 * @return bool
	 */
	public static function mounted() {
		return self::$mounted;
	}

	/**
	 * Enqueues the bundle and returns the mount element, the first time on a request: the
	 * options as JSON in its data-bank-options attribute, which bank.js reads to mount itself
	 * (no inline script: a strict Content-Security-Policy and optimisers that delay, defer or
	 * combine scripts leave an attribute alone), a placeholder the widget replaces, and the
	 * words for a browser without JavaScript. After that, one bank per page: the note for editors
	 * of second_placement_note().
	 *
	 * Nothing in it is per visitor (no nonce, the site's language for visitors not signed in):
	 * full-page caches may keep the page.
	 *
	 * @param string $base_path Route prefix seen by the browser, e.g. "/blog/wp-user".
	 * @param array  $overrides Options that replace the settings' (a block's colour scheme),
	 *                          merged into options() before the filters.
	 * @return string The mount element's HTML (escaped), or the note, or ''.
	 */
	public static function element( $base_path, $overrides = array() ) {
		if ( self::$mounted ) {
			return self::second_placement_note();
		}
		self::$mounted = true;
		Online_Banking_Portal_Assets::register();
		wp_enqueue_script( Online_Banking_Portal_Assets::HANDLE );
		$id = self::MOUNT_ID;

		/**
		 * Filters the options passed to mountBank() (basePath, apiBase, adminUrl, uploadsBase,
		 * brand, appearance, idleMinutes, locale, assetsUrl, translationsUrl, messages).
		 *
		 * @param array  $options Options for mountBank().
		 * @param string $id      The mount element's id.
		 */
		$options = apply_filters( 'online_banking_portal_mount_options', array_replace_recursive( Online_Banking_Portal_Mount_Options::options( $base_path ), $overrides ), $id );
		/**
		 * The first release's name of the filter above, still applied after it.
		 *
		 * @param array  $options Options for mountBank().
		 * @param string $id      The mount element's id.
		 */
		$options = Online_Banking_Portal_Mount_Options::typed( (array) apply_filters( 'wp_bank_mount_options', $options, $id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- kept for sites that hooked the first release.

		// No < > & ' or " inside the JSON's strings (all written as \u escapes): esc_attr() then
		// only turns its own quotes into &quot;, and the browser hands bank.js the JSON unchanged.
		$json = wp_json_encode( (object) $options, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );

		return sprintf(
			'<div id="%1$s" class="online-banking-portal-root" %5$s="%2$s"><p class="online-banking-portal-loading" %6$s="">%3$s</p><noscript>%4$s</noscript></div>',
			esc_attr( $id ),
			esc_attr( (string) $json ),
			esc_html__( 'Loading online banking…', 'online-banking-portal' ),
			esc_html__( 'Online banking needs JavaScript. Please turn it on in your browser and reload this page.', 'online-banking-portal' ),
			Online_Banking_Portal_Widget_Facts::OPTIONS_ATTRIBUTE,
			Online_Banking_Portal_Widget_Facts::PLACEHOLDER_ATTRIBUTE
		);
	}

	/**
	 * What a second block or shortcode on a page shows: a short note to those who can edit the
	 * page (the post it is in, else the site's widgets and templates), nothing to visitors.
	 *
	 * @return string HTML, escaped, or ''.
	 */
	public static function second_placement_note() {
		$post     = get_queried_object();
		$can_edit = $post instanceof WP_Post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_theme_options' );
		if ( ! is_user_logged_in() || ! $can_edit ) {
			return '';
		}
		return sprintf(
			'<p class="online-banking-portal-note">%s</p>',
			esc_html__( 'Online banking is already on this page, so this second placement shows nothing. Only editors see this note.', 'online-banking-portal' )
		);
	}
}
