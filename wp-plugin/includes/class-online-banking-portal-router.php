<?php
/**
 * The router's second job: deciding which requests are the app's. A URL under the base path
 * (matched by Online_Banking_Portal_Rewrite's rule, and only by it) is an app page; a URL
 * below a page holding the block or the shortcode shows that page. Rendering is
 * Online_Banking_Portal_Page's.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Request matching: the query var, the main query, 404 handling and canonical redirects.
 */
final class Online_Banking_Portal_Router {

	/**
	 * Kept for code written against version 1.1: Online_Banking_Portal_Rewrite::QUERY_VAR.
	 */
	const QUERY_VAR = Online_Banking_Portal_Rewrite::QUERY_VAR;

	/**
	 * Kept for online_banking_portal_block_template filters written against version 1.1:
	 * Online_Banking_Portal_Page::MOUNT.
	 */
	const MOUNT = Online_Banking_Portal_Page::MOUNT;

	/**
	 * Whether this request is a sub-URL of a page holding the block or the shortcode (see rescue_bank_page()).
	 *
	 * @var bool
	 */
	private static $bank_page_sub_url = false;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_filter( 'request', array( __CLASS__, 'request' ) );
		add_action( 'parse_query', array( __CLASS__, 'parse_query' ) );
		add_filter( 'posts_pre_query', array( __CLASS__, 'posts_pre_query' ), 10, 2 );
		add_filter( 'pre_handle_404', array( __CLASS__, 'pre_handle_404' ), 10, 2 );
		add_filter( 'redirect_canonical', array( __CLASS__, 'redirect_canonical' ) );
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
		if ( isset( $query_vars[ Online_Banking_Portal_Rewrite::QUERY_VAR ] ) ) {
			$rule    = Online_Banking_Portal_Rewrite::rule();
			$matched = $wp instanceof WP && '' !== $rule && $rule === $wp->matched_rule;
			if ( ! $matched ) {
				unset( $query_vars[ Online_Banking_Portal_Rewrite::QUERY_VAR ] );
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
		return $wp_query instanceof WP_Query && '' !== (string) $wp_query->get( Online_Banking_Portal_Rewrite::QUERY_VAR );
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
	 * The site's origin as browsers see it ("https://www.example.com", a port when the site
	 * names one), in lower case as browsers send it in Origin; '' when the home address has
	 * none. What the endpoint accepts requests from, and what a bank must allow (CORS) for
	 * customers' browsers connecting directly.
	 *
	 * @return string
	 */
	public static function site_origin() {
		$home = wp_parse_url( home_url( '/' ) );
		if ( ! isset( $home['scheme'], $home['host'] ) ) {
			return '';
		}
		return strtolower( $home['scheme'] . '://' . $home['host'] ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	}

	/**
	 * An app URL is neither the blog home nor a 404.
	 *
	 * @param WP_Query $query The query being parsed.
	 */
	public static function parse_query( $query ) {
		if ( $query->is_main_query() && '' !== (string) $query->get( Online_Banking_Portal_Rewrite::QUERY_VAR ) ) {
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
		if ( null === $posts && $query->is_main_query() && '' !== (string) $query->get( Online_Banking_Portal_Rewrite::QUERY_VAR ) ) {
			$query->found_posts   = 0;
			$query->max_num_pages = 0;
			return array();
		}
		return $posts;
	}

	/**
	 * App URLs are pages (200); so are sub-URLs of a page holding the block or the shortcode.
	 *
	 * @param bool     $preempt  Whether another callback already handled the status.
	 * @param WP_Query $wp_query The main query.
	 * @return bool
	 */
	public static function pre_handle_404( $preempt, $wp_query ) {
		if ( false !== $preempt ) {
			return $preempt;
		}
		if ( self::is_app_request() || self::rescue_bank_page( $wp_query ) ) {
			status_header( 200 );
			return true;
		}
		return $preempt;
	}

	/**
	 * Whether a post's content holds online banking: the block, or the shortcode under either tag.
	 *
	 * @param string $content Post content.
	 * @return bool
	 */
	public static function holds_bank( $content ) {
		return Online_Banking_Portal_Block::in( $content ) || Online_Banking_Portal_Shortcode::in( $content );
	}

	/**
	 * A URL such as /banking/auth/signin, below a page /banking/ whose content holds the block,
	 * [online_banking_portal] or [wp_bank], would be a 404: the widget on that page routes it,
	 * so show that page.
	 *
	 * @param WP_Query $wp_query The main query, which found nothing.
	 * @return bool Whether the query now shows such a page.
	 */
	private static function rescue_bank_page( $wp_query ) {
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
			if ( ! $post instanceof WP_Post || ! is_post_publicly_viewable( $post ) || ! self::holds_bank( $post->post_content ) ) {
				continue;
			}
			if ( untrailingslashit( (string) wp_parse_url( get_permalink( $post ), PHP_URL_PATH ) ) !== $home . '/' . $prefix ) {
				continue;
			}
			$wp_query->query( 'page' === $post->post_type ? array( 'page_id' => $post->ID ) : array( 'p' => $post->ID ) );
			self::$bank_page_sub_url = (bool) $wp_query->posts;
			if ( self::$bank_page_sub_url ) {
				// WP::send_headers() runs after this and would send the 404 of the unmatched URL.
				unset( $wp->query_vars['error'] );
			}
			return self::$bank_page_sub_url;
		}
		return false;
	}

	/**
	 * No canonical redirect on app URLs (nor on bank pages' sub-URLs): WordPress would add a
	 * trailing slash to /wp-user/auth/signin, and the app's URLs must stay as its router made them.
	 *
	 * @param string|false $redirect_url Where WordPress would redirect.
	 * @return string|false
	 */
	public static function redirect_canonical( $redirect_url ) {
		return ( self::is_app_request() || self::$bank_page_sub_url ) ? false : $redirect_url;
	}
}
