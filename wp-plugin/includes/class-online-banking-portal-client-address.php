<?php
/**
 * The client's address, the one the throttle counts by and the forwarder tells the bank:
 * REMOTE_ADDR, unless the owner lists the proxies the site sits behind; then the first address
 * of X-Forwarded-For, read from the right, that is not one of them (the way Limit Login
 * Attempts Reloaded asks first). With no proxy listed the header is ignored: anybody can write it.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The client's address, and the proxy ranges.
 */
final class Online_Banking_Portal_Client_Address {

	/**
	 * The client's address: REMOTE_ADDR, or, when it is a proxy the owner listed, the first
	 * address of X-Forwarded-For from the right that is not a listed proxy. '' when none is valid.
	 *
	 * @param string   $remote    REMOTE_ADDR.
	 * @param string   $forwarded The X-Forwarded-For header, '' when absent.
	 * @param string[] $trusted   The proxies the owner listed: addresses or CIDR ranges.
	 * @return string
	 */
	public static function of( $remote, $forwarded, $trusted ) {
		$remote = trim( (string) $remote );
		if ( ! self::is_address( $remote ) ) {
			return '';
		}
		if ( ! $trusted || ! self::listed( $remote, $trusted ) ) {
			return $remote;
		}
		$hops = array_reverse( array_map( 'trim', explode( ',', (string) $forwarded ) ) );
		foreach ( $hops as $hop ) {
			if ( ! self::is_address( $hop ) ) {
				// A hop the listed proxies did not write: what lies beyond it is anybody's word.
				return $remote;
			}
			if ( ! self::listed( $hop, $trusted ) ) {
				return $hop;
			}
		}
		return $remote;
	}

	/**
	 * Whether a text is an IPv4 or IPv6 address.
	 *
	 * @param string $address The text.
	 * @return bool
	 */
	public static function is_address( $address ) {
		return false !== filter_var( (string) $address, FILTER_VALIDATE_IP );
	}

	/**
	 * Whether an address is one of the listed proxies (an address, or a CIDR range).
	 *
	 * @param string   $address An IP address.
	 * @param string[] $trusted Addresses or ranges.
	 * @return bool
	 */
	public static function listed( $address, $trusted ) {
		$packed = inet_pton( $address );
		foreach ( (array) $trusted as $entry ) {
			$parts = explode( '/', trim( (string) $entry ), 2 );
			$range = self::is_address( $parts[0] ) ? inet_pton( $parts[0] ) : false;
			if ( false === $range || false === $packed || strlen( $range ) !== strlen( $packed ) ) {
				continue;
			}
			$bits = isset( $parts[1] ) && ctype_digit( $parts[1] ) ? min( (int) $parts[1], 8 * strlen( $range ) ) : 8 * strlen( $range );
			$full = intdiv( $bits, 8 );
			if ( substr( $packed, 0, $full ) !== substr( $range, 0, $full ) ) {
				continue;
			}
			$rest = $bits % 8;
			if ( 0 === $rest || ( ( ord( $packed[ $full ] ) ^ ord( $range[ $full ] ) ) & ( 0xff << ( 8 - $rest ) ) & 0xff ) === 0 ) {
				return true;
			}
		}
		return false;
	}
}
