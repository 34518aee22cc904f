<?php
/**
 * The plugin's options: their names, defaults and validation, in one place.
 *
 * uninstall.php deletes exactly the options listed in names() and legacy_names().
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Option names, defaults, getters and validators.
 */
final class Online_Banking_Portal_Options {

	const API_BASE     = 'online_banking_portal_api_base';
	const BASE_PATH    = 'online_banking_portal_base_path';
	const ADMIN_URL    = 'online_banking_portal_admin_url';
	const BRAND_COLOR  = 'online_banking_portal_brand_color';
	const COLOR_SCHEME = 'online_banking_portal_color_scheme';
	const IDLE_MINUTES = 'online_banking_portal_idle_minutes';
	const LOGO_URL     = 'online_banking_portal_logo_url';

	const DEFAULT_BASE_PATH    = '/wp-user';
	const DEFAULT_COLOR_SCHEME = 'auto';
	const DEFAULT_IDLE_MINUTES = 5;
	const MIN_IDLE_MINUTES     = 1;
	const MAX_IDLE_MINUTES     = 120;

	/**
	 * Longest base path accepted. Web servers refuse request lines longer than about 8 KB
	 * (Apache's LimitRequestLine 8190, nginx's 8k header buffers): 6,000 characters leave
	 * room for the site's own path, the app's routes and a query string. The rewrite regex
	 * built from it stays far below PCRE's compiled-pattern limit (64 KB), which a
	 * 70,000-character path exceeded, breaking every front-end request.
	 */
	const MAX_BASE_PATH_LENGTH = 6000;

	/**
	 * Longest logo address accepted: any real image address is far shorter.
	 */
	const MAX_LOGO_URL_LENGTH = 2000;

	/**
	 * Colour schemes the client knows (its appearance.colorScheme): "auto" matches the page
	 * (light or dark from the theme's own background behind the widget), "system" follows the
	 * visitor's device setting, "light" and "dark" force one. "auto" is the default, and what
	 * an "auto" saved before "system" existed keeps meaning.
	 *
	 * @var string[]
	 */
	const COLOR_SCHEMES = array( 'auto', 'system', 'light', 'dark' );

	/**
	 * First path segments that are WordPress's own entry points (files and folders of the
	 * installation are refused as well, see Online_Banking_Portal_Path_Clash).
	 *
	 * @var string[]
	 */
	const RESERVED_SEGMENTS = array( 'wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'xmlrpc', 'wp-login', 'wp-signup', 'wp-activate', 'wp-cron', 'wp-sitemap', 'wp-trackback', 'wp-comments-post', 'wp-links-opml', 'wp-mail', 'wp-register', 'index' );

	/**
	 * The options of the plugin's first release (slug wp-bank), by their current name.
	 * Copied on activation when the current option does not exist yet.
	 *
	 * @var array<string, string>
	 */
	const LEGACY_NAMES = array(
		self::API_BASE  => 'wp_bank_api_base',
		self::BASE_PATH => 'wp_bank_base_path',
		self::ADMIN_URL => 'wp_bank_admin_url',
	);

	/**
	 * Every option the plugin stores, with its default value.
	 *
	 * @return array<string, string|int>
	 */
	public static function defaults() {
		return array(
			self::API_BASE     => '',
			self::BASE_PATH    => self::DEFAULT_BASE_PATH,
			self::ADMIN_URL    => '',
			self::BRAND_COLOR  => '',
			self::COLOR_SCHEME => self::DEFAULT_COLOR_SCHEME,
			self::IDLE_MINUTES => self::DEFAULT_IDLE_MINUTES,
			self::LOGO_URL     => '',
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
	 * Names the first release stored its options under.
	 *
	 * @return string[]
	 */
	public static function legacy_names() {
		return array_values( self::LEGACY_NAMES );
	}

	/**
	 * Adds the options with their defaults where they do not exist yet (never overwrites);
	 * values saved by the first release (wp_bank_*) are carried over.
	 */
	public static function add_defaults() {
		$missing = new stdClass();
		foreach ( self::defaults() as $name => $value ) {
			if ( get_option( $name, $missing ) !== $missing ) {
				continue;
			}
			if ( isset( self::LEGACY_NAMES[ $name ] ) ) {
				$legacy = get_option( self::LEGACY_NAMES[ $name ], $missing );
				if ( is_string( $legacy ) ) {
					$value = $legacy;
				}
			}
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
	 * The brand colour as "#rrggbb", or '' for the client's default.
	 *
	 * @return string
	 */
	public static function brand_color() {
		$value = self::check_color( get_option( self::BRAND_COLOR, '' ) );
		return is_wp_error( $value ) ? '' : $value;
	}

	/**
	 * The logo chosen in the settings: an https address or a path of this site starting
	 * with "/", or '' (the theme's logo, else the site icon, is used then).
	 *
	 * @return string
	 */
	public static function logo_url() {
		$value = self::check_logo_url( get_option( self::LOGO_URL, '' ) );
		return is_wp_error( $value ) ? '' : $value;
	}

	/**
	 * The colour scheme: one of COLOR_SCHEMES.
	 *
	 * @return string
	 */
	public static function color_scheme() {
		$value = self::check_color_scheme( get_option( self::COLOR_SCHEME, self::DEFAULT_COLOR_SCHEME ) );
		return is_wp_error( $value ) ? self::DEFAULT_COLOR_SCHEME : $value;
	}

	/**
	 * Minutes without activity after which the client signs the customer out.
	 *
	 * @return int
	 */
	public static function idle_minutes() {
		$value = self::check_idle_minutes( get_option( self::IDLE_MINUTES, self::DEFAULT_IDLE_MINUTES ) );
		return is_wp_error( $value ) ? self::DEFAULT_IDLE_MINUTES : $value;
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
			return new WP_Error( 'online_banking_portal_invalid_url' );
		}
		return untrailingslashit( $value );
	}

	/**
	 * Validates a base path: at most MAX_BASE_PATH_LENGTH characters, one or more segments
	 * of letters, digits, "-" and "_", not starting with one of WordPress's entry points.
	 * Returns it normalised to a leading slash and no trailing slash.
	 *
	 * Only the checks that need no database: clashes with the site's content are found by
	 * Online_Banking_Portal_Path_Clash when the setting is saved.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_base_path( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		// Checked before any pattern runs on it: a huge value is refused, never parsed.
		if ( strlen( $value ) > self::MAX_BASE_PATH_LENGTH + 2 ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$value = '/' . trim( $value, '/' );
		if ( strlen( $value ) > self::MAX_BASE_PATH_LENGTH ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$segments = explode( '/', substr( $value, 1 ) );
		foreach ( $segments as $segment ) {
			if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]*\z/', $segment ) ) {
				return new WP_Error( 'online_banking_portal_invalid_path' );
			}
		}
		if ( in_array( strtolower( $segments[0] ), self::RESERVED_SEGMENTS, true ) ) {
			return new WP_Error( 'online_banking_portal_reserved_path', '', array( 'segment' => strtolower( $segments[0] ) ) );
		}
		return $value;
	}

	/**
	 * Validates an optional hex colour ("#rgb" or "#rrggbb"). Returns "#rrggbb" in lower
	 * case, '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_color( $value ) {
		$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
		if ( '' === $value ) {
			return '';
		}
		if ( preg_match( '/^#([0-9a-f])([0-9a-f])([0-9a-f])\z/', $value, $short ) ) {
			return '#' . $short[1] . $short[1] . $short[2] . $short[2] . $short[3] . $short[3];
		}
		return preg_match( '/^#[0-9a-f]{6}\z/', $value ) ? $value : new WP_Error( 'online_banking_portal_invalid_color' );
	}

	/**
	 * Validates an optional logo address: an https address, or a path of this site starting
	 * with "/" (not "//"). An address of this site's own host is kept as its path, so that an
	 * image of the media library is accepted on a site served over http too. No spaces, quotes,
	 * angle brackets or backslashes, no user name or password, no fragment. Returns '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_logo_url( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return '';
		}
		$invalid = new WP_Error( 'online_banking_portal_invalid_logo_url' );
		if ( strlen( $value ) > self::MAX_LOGO_URL_LENGTH || preg_match( '/[\s"\'<>\\\\`]|[\x00-\x1f\x7f]/', $value ) ) {
			return $invalid;
		}
		$parts = wp_parse_url( $value );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['fragment'] ) ) {
			return $invalid;
		}
		if ( isset( $parts['scheme'] ) || isset( $parts['host'] ) ) {
			$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
			$host   = isset( $parts['host'] ) ? strtolower( $parts['host'] ) : '';
			if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! preg_match( '/^[a-z0-9.\-\[\]:]+$/', $host ) ) {
				return $invalid;
			}
			$own = self::own_path( $parts );
			if ( '' !== $own ) {
				$value = $own;
			} elseif ( 'https' !== $scheme ) {
				return $invalid;
			}
		}
		if ( '/' !== substr( $value, 0, 1 ) && 'https://' !== strtolower( substr( $value, 0, 8 ) ) ) {
			return $invalid;
		}
		if ( '//' === substr( $value, 0, 2 ) ) {
			return $invalid;
		}
		$allowed = '/' === substr( $value, 0, 1 ) ? array( 'http', 'https' ) : array( 'https' );
		return esc_url_raw( $value, $allowed ) === $value ? $value : $invalid;
	}

	/**
	 * The path (with its query) of an http(s) address on this site's own host and port, or ''.
	 *
	 * @param array $parts An address's parts, from wp_parse_url().
	 * @return string
	 */
	private static function own_path( $parts ) {
		$home = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $home ) || ! isset( $home['host'], $parts['host'] ) ) {
			return '';
		}
		$port = static function ( $p ) {
			if ( isset( $p['port'] ) ) {
				return (int) $p['port'];
			}
			return isset( $p['scheme'] ) && 'https' === strtolower( $p['scheme'] ) ? 443 : 80;
		};
		if ( strtolower( $home['host'] ) !== strtolower( $parts['host'] ) || $port( $home ) !== $port( $parts ) ) {
			return '';
		}
		$path = isset( $parts['path'] ) && '' !== $parts['path'] ? $parts['path'] : '/';
		return $path . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	/**
	 * Validates a colour scheme: one of COLOR_SCHEMES.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_color_scheme( $value ) {
		return is_string( $value ) && in_array( $value, self::COLOR_SCHEMES, true ) ? $value : new WP_Error( 'online_banking_portal_invalid_color_scheme' );
	}

	/**
	 * Validates the inactivity timeout: a whole number of minutes, 1 to 120.
	 *
	 * @param mixed $value Raw value.
	 * @return int|WP_Error
	 */
	public static function check_idle_minutes( $value ) {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( ! preg_match( '/^[0-9]{1,3}\z/', $value ) ) {
			return new WP_Error( 'online_banking_portal_invalid_idle_minutes' );
		}
		$minutes = (int) $value;
		return $minutes >= self::MIN_IDLE_MINUTES && $minutes <= self::MAX_IDLE_MINUTES ? $minutes : new WP_Error( 'online_banking_portal_invalid_idle_minutes' );
	}
}
