<?php
/**
 * Serves the app on every URL under the base path, rendered with the active theme.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrite rule, query var, canonical redirects, 404 handling and the page template.
 */
final class Online_Banking_Portal_Router {

	const QUERY_VAR = 'online_banking_portal_app';

	/**
	 * Placeholder for the mount element in the block theme markup.
	 */
	const MOUNT = '{{online-banking-portal-mount}}';

	/**
	 * The rewrite regex this request registered, so it can be replaced or removed.
	 *
	 * @var string
	 */
	private static $rule = '';

	/**
	 * Whether this request is a sub-URL of a page holding the shortcode (see rescue_shortcode_page()).
	 *
	 * @var bool
	 */
	private static $shortcode_sub_url = false;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'add_rewrite_rule' ) );
		add_filter( 'query_vars', array( __CLASS__, 'query_vars' ) );
		add_filter( 'request', array( __CLASS__, 'request' ) );
		add_action( 'parse_query', array( __CLASS__, 'parse_query' ) );
		add_filter( 'posts_pre_query', array( __CLASS__, 'posts_pre_query' ), 10, 2 );
		add_filter( 'pre_handle_404', array( __CLASS__, 'pre_handle_404' ), 10, 2 );
		add_filter( 'redirect_canonical', array( __CLASS__, 'redirect_canonical' ) );
		add_filter( 'template_include', array( __CLASS__, 'template_include' ), 99 );
		add_filter( 'document_title_parts', array( __CLASS__, 'document_title_parts' ) );
		add_filter( 'body_class', array( __CLASS__, 'body_class' ) );
		add_filter( 'wp_robots', array( __CLASS__, 'wp_robots' ) );
		add_action( 'update_option_' . Online_Banking_Portal_Options::BASE_PATH, array( __CLASS__, 'base_path_changed' ) );
		add_action( 'add_option_' . Online_Banking_Portal_Options::BASE_PATH, array( __CLASS__, 'base_path_changed' ) );
	}

	/**
	 * The rewrite regex for a base path: the path itself and everything below it
	 * ("/wp-user" and "/wp-user/..." but not "/wp-users"). WordPress matches it against
	 * the request path relative to the site's home, without its outer slashes.
	 *
	 * @param string $base_path Base path, e.g. "/wp-user".
	 * @return string
	 */
	public static function regex( $base_path ) {
		return '^' . preg_quote( ltrim( $base_path, '/' ), '#' ) . '(?:/(.*))?/?$';
	}

	/**
	 * Adds (or replaces) the rule for the current base path, ahead of WordPress's own.
	 */
	public static function add_rewrite_rule() {
		self::remove_rewrite_rule();
		self::$rule = self::regex( Online_Banking_Portal_Options::base_path() );
		add_rewrite_rule( self::$rule, 'index.php?' . self::QUERY_VAR . '=1', 'top' );
	}

	/**
	 * Removes this plugin's rule from the rules WordPress will generate on the next flush.
	 */
	public static function remove_rewrite_rule() {
		global $wp_rewrite;
		if ( '' !== self::$rule && $wp_rewrite instanceof WP_Rewrite ) {
			unset( $wp_rewrite->extra_rules_top[ self::$rule ] );
		}
		self::$rule = '';
	}

	/**
	 * The base path changed: regenerate the rules once, now.
	 */
	public static function base_path_changed() {
		self::add_rewrite_rule();
		flush_rewrite_rules( false );
	}

	/**
	 * Makes the query var public so the rewrite rule can set it.
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ) {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * The query var is public only so that the rewrite rule can set it: a visitor who adds
	 * it to another URL (?online_banking_portal_app=1 on a post) gets that URL unchanged.
	 * The app is served only where this plugin's own rule matched.
	 *
	 * @param array $query_vars The main request's query vars.
	 * @return array
	 */
	public static function request( $query_vars ) {
		global $wp;
		if ( isset( $query_vars[ self::QUERY_VAR ] ) ) {
			$matched = $wp instanceof WP && '' !== self::$rule && self::$rule === $wp->matched_rule;
			if ( ! $matched ) {
				unset( $query_vars[ self::QUERY_VAR ] );
			}
		}
		return $query_vars;
	}

	/**
	 * Whether the main query is an app URL.
	 *
	 * @return bool
	 */
	public static function is_app_request() {
		global $wp_query;
		return $wp_query instanceof WP_Query && '' !== (string) $wp_query->get( self::QUERY_VAR );
	}

	/**
	 * The app's base path as the browser sees it, under the site's own path
	 * (WordPress in /blog gives "/blog/wp-user").
	 *
	 * @return string
	 */
	public static function browser_base_path() {
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		return untrailingslashit( $home ) . Online_Banking_Portal_Options::base_path();
	}

	/**
	 * An app URL is neither the blog home nor a 404.
	 *
	 * @param WP_Query $query The query being parsed.
	 */
	public static function parse_query( $query ) {
		if ( $query->is_main_query() && '' !== (string) $query->get( self::QUERY_VAR ) ) {
			$query->is_home = false;
			$query->is_404  = false;
		}
	}

	/**
	 * Skips the posts query on app URLs: the page lists no posts.
	 *
	 * @param array|null $posts Posts, or null to run the query.
	 * @param WP_Query   $query The query.
	 * @return array|null
	 */
	public static function posts_pre_query( $posts, $query ) {
		if ( null === $posts && $query->is_main_query() && '' !== (string) $query->get( self::QUERY_VAR ) ) {
			$query->found_posts   = 0;
			$query->max_num_pages = 0;
			return array();
		}
		return $posts;
	}

	/**
	 * App URLs are pages (200); so are sub-URLs of a page holding the shortcode.
	 *
	 * @param bool     $preempt  Whether another callback already handled the status.
	 * @param WP_Query $wp_query The main query.
	 * @return bool
	 */
	public static function pre_handle_404( $preempt, $wp_query ) {
		if ( false !== $preempt ) {
			return $preempt;
		}
		if ( self::is_app_request() || self::rescue_shortcode_page( $wp_query ) ) {
			status_header( 200 );
			return true;
		}
		return $preempt;
	}

	/**
	 * A URL such as /banking/auth/signin, below a page /banking/ whose content holds
	 * [online_banking_portal] or [wp_bank], would be a 404: the widget on that page routes it, so show that page.
	 *
	 * @param WP_Query $wp_query The main query, which found nothing.
	 * @return bool Whether the query now shows such a page.
	 */
	private static function rescue_shortcode_page( $wp_query ) {
		global $wp;
		// A URL no rule matched is a 404 already (and may hold the home page's posts); one that
		// matched a rule (a page or an attachment by its path) has found nothing.
		$not_found = $wp_query->is_404() || ! $wp_query->posts;
		if ( ! $not_found || ! $wp instanceof WP || '' === (string) get_option( 'permalink_structure' ) ) {
			return false;
		}
		$segments = array_values( array_filter( explode( '/', trim( (string) $wp->request, '/' ) ), 'strlen' ) );
		$count    = count( $segments );
		$home     = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		for ( $i = $count - 1; $i >= 1 && $i >= $count - 10; $i-- ) {
			$prefix = implode( '/', array_slice( $segments, 0, $i ) );
			$post   = get_page_by_path( $prefix, OBJECT, array( 'page', 'post' ) );
			if ( ! $post instanceof WP_Post || ! is_post_publicly_viewable( $post ) || ! Online_Banking_Portal_Shortcode::in( $post->post_content ) ) {
				continue;
			}
			if ( untrailingslashit( (string) wp_parse_url( get_permalink( $post ), PHP_URL_PATH ) ) !== $home . '/' . $prefix ) {
				continue;
			}
			$wp_query->query( 'page' === $post->post_type ? array( 'page_id' => $post->ID ) : array( 'p' => $post->ID ) );
			self::$shortcode_sub_url = (bool) $wp_query->posts;
			if ( self::$shortcode_sub_url ) {
				// WP::send_headers() runs after this and would send the 404 of the unmatched URL.
				unset( $wp->query_vars['error'] );
			}
			return self::$shortcode_sub_url;
		}
		return false;
	}

	/**
	 * No canonical redirect on app URLs (nor on shortcode sub-URLs): WordPress would add a
	 * trailing slash to /wp-user/auth/signin, and the app's URLs must stay as its router made them.
	 *
	 * @param string|false $redirect_url Where WordPress would redirect.
	 * @return string|false
	 */
	public static function redirect_canonical( $redirect_url ) {
		return ( self::is_app_request() || self::$shortcode_sub_url ) ? false : $redirect_url;
	}

	/**
	 * App URLs use the plugin's page template, which renders with the active theme.
	 *
	 * @param string $template The template WordPress chose.
	 * @return string
	 */
	public static function template_include( $template ) {
		return self::is_app_request() ? ONLINE_BANKING_PORTAL_DIR . 'templates/app-page.php' : $template;
	}

	/**
	 * The page's title on app URLs.
	 *
	 * @param array $parts Title parts.
	 * @return array
	 */
	public static function document_title_parts( $parts ) {
		if ( self::is_app_request() ) {
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
		if ( self::is_app_request() ) {
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
		return self::is_app_request() ? wp_robots_sensitive_page( $robots ) : $robots;
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
		 * placeholder Online_Banking_Portal_Router::MOUNT once, in a core/html block, where the mount element goes.
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
