<?php
/**
 * The router's third job: rendering an app URL as a page of the active theme (the template,
 * its title, body class and robots directives, and a block theme's markup around the mount).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The app page.
 */
final class Online_Banking_Portal_Page {

	/**
	 * Placeholder for the mount element in the block theme markup.
	 */
	const MOUNT = '{{online-banking-portal-mount}}';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_filter( 'template_include', array( __CLASS__, 'template_include' ), 99 );
		add_filter( 'document_title_parts', array( __CLASS__, 'document_title_parts' ) );
		add_filter( 'body_class', array( __CLASS__, 'body_class' ) );
		add_filter( 'wp_robots', array( __CLASS__, 'wp_robots' ) );
	}

	/**
	 * App URLs use the plugin's page template, which renders with the active theme.
	 *
	 * @param string $template The template WordPress chose.
	 * @return string
	 */
	public static function template_include( $template ) {
		return Online_Banking_Portal_Router::is_app_request() ? ONLINE_BANKING_PORTAL_DIR . 'templates/app-page.php' : $template;
	}

	/**
	 * The page's title on app URLs.
	 *
	 * @param array $parts Title parts.
	 * @return array
	 */
	public static function document_title_parts( $parts ) {
		if ( Online_Banking_Portal_Router::is_app_request() ) {
			$parts['title'] = __( 'Online banking', 'online-banking-portal' );
			unset( $parts['page'] );
		}
		return $parts;
	}

	/**
	 * A body class themes can style app pages with.
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public static function body_class( $classes ) {
		if ( Online_Banking_Portal_Router::is_app_request() ) {
			$classes[] = 'online-banking-portal-app-page';
		}
		return $classes;
	}

	/**
	 * Customers' banking screens are not for search engines.
	 *
	 * @param array $robots Robots directives.
	 * @return array
	 */
	public static function wp_robots( $robots ) {
		return Online_Banking_Portal_Router::is_app_request() ? wp_robots_sensitive_page( $robots ) : $robots;
	}

	/**
	 * The markup a block theme renders app URLs with: the theme's header and footer
	 * template parts around a main group holding the mount element (the MOUNT placeholder).
	 *
	 * @return string Block markup.
	 */
	public static function block_template_markup() {
		$theme  = get_stylesheet();
		$markup = '<!-- wp:template-part ' . serialize_block_attributes( array( 'slug' => 'header', 'theme' => $theme, 'tagName' => 'header' ) ) . ' /-->'
			. '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} --><main class="wp-block-group">'
			. '<!-- wp:group {"align":"wide","className":"online-banking-portal-main"} --><div class="wp-block-group alignwide online-banking-portal-main">'
			. '<!-- wp:html -->' . self::MOUNT . '<!-- /wp:html -->'
			. '</div><!-- /wp:group -->'
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part ' . serialize_block_attributes( array( 'slug' => 'footer', 'theme' => $theme, 'tagName' => 'footer' ) ) . ' /-->';
		/**
		 * Filters the block markup of app pages under a block theme. It must keep the
		 * placeholder Online_Banking_Portal_Page::MOUNT once, in a core/html block, where the mount element goes.
		 *
		 * @param string $markup Block markup.
		 */
		$filtered = apply_filters( 'online_banking_portal_block_template', $markup );
		/**
		 * The first release's name of the filter above, still applied after it.
		 *
		 * @param string $markup Block markup.
		 */
		$filtered = apply_filters( 'wp_bank_block_template', $filtered ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- kept for sites that hooked the first release.
		return ( is_string( $filtered ) && 1 === substr_count( $filtered, self::MOUNT ) ) ? $filtered : $markup;
	}
}
