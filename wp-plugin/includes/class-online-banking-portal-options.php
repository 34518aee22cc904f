<?php
/**
 * The plugin's options: their names, defaults and validation, in one place.
 *
 * uninstall.php deletes exactly the options listed in names().
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

/**
 * Option names, defaults, getters and validators.
 */
final class WP_Bank_Options {

	const API_BASE  = 'wp_bank_api_base';
	const BASE_PATH = 'wp_bank_base_path';
	const ADMIN_URL = 'wp_bank_admin_url';

	const DEFAULT_BASE_PATH = '/wp-user';

	/**
	 * First path segments the app may not take over: WordPress's own entry points.
	 *
	 * @var string[]
	 */
	const RESERVED_SEGMENTS = array( 'wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'feed', 'comments', 'xmlrpc', 'wp-login', 'wp-signup', 'wp-activate', 'wp-cron' );

	/**
	 * Every option the plugin stores, with its default value.
	 *
	 * @return array<string, string>
	 */
	public static function defaults() {
		return array(
			self::API_BASE  => '',
			self::BASE_PATH => self::DEFAULT_BASE_PATH,
			self::ADMIN_URL => '',
		);
	}

	/**
	 * Names of every option the plugin stores.
	 *
	 * @return string[]
	 */
	public static function names() {
		return array_keys( self::defaults() );
	}

	/**
	 * Adds the options with their defaults where they do not exist yet (never overwrites).
	 */
	public static function add_defaults() {
		foreach ( self::defaults() as $name => $value ) {
			add_option( $name, $value );
		}
	}

	/**
	 * The banking API's base address, without a trailing slash; '' means this site.
	 *
	 * @return string
	 */
	public static function api_base() {
		$value = self::check_url( get_option( self::API_BASE, '' ) );
		return is_wp_error( $value ) ? '' : $value;
	}

	/**
	 * Where an administrator who signs in is sent; '' lets the client use its default.
	 *
	 * @return string
	 */
	public static function admin_url() {
		$value = self::check_url( get_option( self::ADMIN_URL, '' ) );
		return is_wp_error( $value ) ? '' : $value;
	}

	/**
	 * The app's path relative to the site's home, e.g. "/wp-user".
	 *
	 * @return string
	 */
	public static function base_path() {
		$value = self::check_base_path( get_option( self::BASE_PATH, self::DEFAULT_BASE_PATH ) );
		return is_wp_error( $value ) ? self::DEFAULT_BASE_PATH : $value;
	}

	/**
	 * Validates an optional http(s) address. Returns it without a trailing slash, '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_url( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return '';
		}
		$parts = wp_parse_url( $value );
		$valid = is_array( $parts )
			&& isset( $parts['scheme'], $parts['host'] )
			&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
			&& preg_match( '/^[a-z0-9.\-\[\]:]+$/i', $parts['host'] )
			&& ! isset( $parts['user'], $parts['pass'], $parts['query'], $parts['fragment'] )
			&& ! preg_match( '/[\s"\'<>\\\\]/', $value )
			&& esc_url_raw( $value, array( 'http', 'https' ) ) === $value;
		if ( ! $valid ) {
			return new WP_Error( 'wp_bank_invalid_url' );
		}
		return untrailingslashit( $value );
	}

	/**
	 * Validates a base path: one or more segments of letters, digits, "-" and "_".
	 * Returns it normalised to a leading slash and no trailing slash.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_base_path( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		$value = '/' . trim( $value, '/' );
		if ( ! preg_match( '#^(/[A-Za-z0-9][A-Za-z0-9_-]*)+$#', $value ) ) {
			return new WP_Error( 'wp_bank_invalid_path' );
		}
		$first = strtolower( strtok( ltrim( $value, '/' ), '/' ) );
		if ( in_array( $first, self::RESERVED_SEGMENTS, true ) ) {
			return new WP_Error( 'wp_bank_reserved_path' );
		}
		return $value;
	}
}
