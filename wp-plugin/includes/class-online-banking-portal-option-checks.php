<?php
/**
 * The options' validators: each takes a raw value (saved, submitted or read back) and returns
 * it normalised, or a WP_Error saying why it is refused. Online_Banking_Portal_Options::STORED
 * names each option's validator; the getters and the settings' sanitiser run them.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Validators of the options' values.
 */
final class Online_Banking_Portal_Option_Checks {

	/**
	 * Validates a connection: one the widget knows (Online_Banking_Portal_Facts).
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_connection( $value ) {
		return is_string( $value ) && in_array( $value, Online_Banking_Portal_Facts::get( 'connections' ), true ) ? $value : new WP_Error( 'online_banking_portal_invalid_connection' );
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
			// One isset() per part: isset( a, b ) is true only when all are set, which let each alone through.
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] ) && ! isset( $parts['query'] ) && ! isset( $parts['fragment'] )
			&& ! preg_match( '/[\s"\'<>\\\\]/', $value )
			&& esc_url_raw( $value, array( 'http', 'https' ) ) === $value;
		if ( ! $valid ) {
			return new WP_Error( 'online_banking_portal_invalid_url' );
		}
		return untrailingslashit( $value );
	}

	/**
	 * Validates a base path: at most Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH characters, one or more segments
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
		if ( strlen( $value ) > Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH + 2 ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$value = '/' . trim( $value, '/' );
		if ( strlen( $value ) > Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$segments = explode( '/', substr( $value, 1 ) );
		foreach ( $segments as $segment ) {
			if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]*\z/', $segment ) ) {
				return new WP_Error( 'online_banking_portal_invalid_path' );
			}
		}
		if ( in_array( strtolower( $segments[0] ), Online_Banking_Portal_Options::RESERVED_SEGMENTS, true ) ) {
			return new WP_Error( 'online_banking_portal_reserved_path', '', array( 'segment' => strtolower( $segments[0] ) ) );
		}
		return $value;
	}

	/**
	 * A base path as saved from the settings: check_base_path(), and, when it differs from the
	 * current one, nothing else of the site may answer at its first segment
	 * (Online_Banking_Portal_Path_Clash). An unchanged base path is not checked again: the
	 * admin notice reports a later clash.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error The error's data holds the clash (see Path_Clash::find()).
	 */
	public static function check_base_path_for_site( $value ) {
		$result = self::check_base_path( $value );
		if ( is_wp_error( $result ) || Online_Banking_Portal_Options::base_path() === $result ) {
			return $result;
		}
		$clash = Online_Banking_Portal_Path_Clash::find( $result );
		return $clash ? new WP_Error( 'online_banking_portal_path_clash', '', $clash ) : $result;
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
		if ( strlen( $value ) > Online_Banking_Portal_Options::MAX_LOGO_URL_LENGTH || preg_match( '/[\s"\'<>\\\\`]|[\x00-\x1f\x7f]/', $value ) ) {
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
	 * Validates a colour scheme: one the widget knows (Online_Banking_Portal_Facts).
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_color_scheme( $value ) {
		return is_string( $value ) && in_array( $value, Online_Banking_Portal_Facts::get( 'colorSchemes' ), true ) ? $value : new WP_Error( 'online_banking_portal_invalid_color_scheme' );
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
		return $minutes >= Online_Banking_Portal_Options::MIN_IDLE_MINUTES && $minutes <= Online_Banking_Portal_Options::MAX_IDLE_MINUTES ? $minutes : new WP_Error( 'online_banking_portal_invalid_idle_minutes' );
	}

	/**
	 * Validates the bank's language: a language tag such as "en" or "pt-BR".
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_bank_language( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		return preg_match( '/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*\z/', $value ) ? $value : new WP_Error( 'online_banking_portal_invalid_bank_language' );
	}

	/**
	 * A list of addresses or ranges, separated by commas or spaces, as saved: "a, b", or '' for none.
	 *
	 * @param mixed $value Submitted value.
	 * @return string|WP_Error
	 */
	public static function check_trusted_proxies( $value ) {
		if ( ! is_string( $value ) ) {
			return new WP_Error( 'online_banking_portal_invalid_trusted_proxies' );
		}
		$entries = preg_split( '/[\s,]+/', trim( $value ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( $entries as $entry ) {
			$parts = explode( '/', $entry, 2 );
			$ip    = filter_var( $parts[0], FILTER_VALIDATE_IP );
			$max   = $ip && false !== strpos( $parts[0], ':' ) ? 128 : 32;
			if ( ! $ip || ( isset( $parts[1] ) && ( ! ctype_digit( $parts[1] ) || (int) $parts[1] > $max ) ) ) {
				return new WP_Error( 'online_banking_portal_invalid_trusted_proxies' );
			}
		}
		return implode( ', ', array_unique( $entries ) );
	}
}
