<?php
/**
 * The router's first job: the rewrite rule that sends every URL under the base path to
 * WordPress's index.php with the app's query var, kept in step with the base path setting.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The app's rewrite rule and query var.
 */
final class Online_Banking_Portal_Rewrite {

	const QUERY_VAR = 'online_banking_portal_app';

	/**
	 * The rewrite regex this request registered, so it can be replaced or removed, and so
	 * Online_Banking_Portal_Router can tell that it, and no other rule, matched.
	 *
	 * @var string
	 */
	private static $rule = '';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'add_rule' ) );
		add_filter( 'query_vars', array( __CLASS__, 'query_vars' ) );
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
	 * The regex registered on this request, '' before init.
	 *
	 * @return string
	 */
	public static function rule() {
		return self::$rule;
	}

	/**
	 * Adds (or replaces) the rule for the current base path, ahead of WordPress's own.
	 */
	public static function add_rule() {
		self::remove_rule();
		self::$rule = self::regex( Online_Banking_Portal_Options::base_path() );
		add_rewrite_rule( self::$rule, 'index.php?' . self::QUERY_VAR . '=1', 'top' );
	}

	/**
	 * Removes this plugin's rule from the rules WordPress will generate on the next flush.
	 */
	public static function remove_rule() {
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
		self::add_rule();
		flush_rewrite_rules( false );
	}

	/**
	 * Makes the query var public so the rewrite rule can set it (Online_Banking_Portal_Router
	 * drops it again where the rule did not match).
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ) {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}
}
