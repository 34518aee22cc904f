<?php
/**
 * The client's address, the one the throttle counts by and the forwarder tells the bank:
 * REMOTE_ADDR, unless the owner lists the proxies the site sits behind; then the first address
 * of X-Forwarded-For, read from the right, that is not one of them (the way Limit Login
 * Attempts Reloaded asks first). With no proxy listed the header is ignored: anybody can write it.
 * An IPv4 address written as IPv6 (::ffff:198.51.100.7) is read as its IPv4 form.
 *
 * The throttle counts a client by its network: an IPv4 address whole, an IPv6 address by its
 * /64 (one household, one phone gets a /64 and picks addresses in it at will; the prefix is
 * the throttle's limit ipv6_prefix). When forwarded headers arrive from a private or loopback
 * address that is not a listed proxy, every customer may be arriving from that one address:
 * the time is noted and the settings page tells the owner (Online_Banking_Portal_Notices).
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
		$remote = self::plain( trim( (string) $remote ) );
		if ( ! self::is_address( $remote ) ) {
			return '';
		}
		if ( ! $trusted || ! self::listed( $remote, $trusted ) ) {
			return $remote;
		}
		$hops = array_reverse( array_map( 'trim', explode( ',', (string) $forwarded ) ) );
		foreach ( $hops as $hop ) {
			// A proxy on a dual-stack socket writes an IPv4 hop as ::ffff:a.b.c.d: a listed proxy still.
			$hop = self::plain( $hop );
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

	/** The option holding when forwarded headers last came from an unlisted private address. */
	const UNLISTED_PROXY_OPTION = 'online_banking_portal_unlisted_proxy_seen';

	/** Headers a proxy or CDN adds with the client's address. */
	const FORWARDED_HEADERS = array( 'x-forwarded-for', 'forwarded', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip' );

	/**
	 * An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) as its IPv4 form; any other text as it is.
	 *
	 * @param string $address An address.
	 * @return string
	 */
	public static function plain( $address ) {
		if ( false === strpos( $address, ':' ) || ! self::is_address( $address ) ) {
			return $address;
		}
		$packed = inet_pton( $address );
		if ( false !== $packed && 16 === strlen( $packed ) && str_repeat( "\0", 10 ) . "\xff\xff" === substr( $packed, 0, 12 ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return $address;
	}

	/**
	 * What the throttle counts a client by: an IPv4 address whole, an IPv6 address by its
	 * network of $prefix bits (written as the network, e.g. "2001:db8:1:2::/64").
	 *
	 * @param string $address The client's address (of()).
	 * @param int    $prefix  The IPv6 prefix's length, 1 to 128.
	 * @return string
	 */
	public static function network( $address, $prefix ) {
		$address = self::plain( (string) $address );
		$packed  = self::is_address( $address ) ? inet_pton( $address ) : false;
		if ( false === $packed || 16 !== strlen( $packed ) ) {
			return $address;
		}
		$prefix = max( 1, min( 128, (int) $prefix ) );
		$full   = intdiv( $prefix, 8 );
		$masked = substr( $packed, 0, $full );
		if ( $full < 16 ) {
			$masked .= chr( ord( $packed[ $full ] ) & ( 0xff << ( 8 - $prefix % 8 ) ) & 0xff ) . str_repeat( "\0", 15 - $full );
		}
		return inet_ntop( $masked ) . '/' . $prefix;
	}

	/**
	 * Whether forwarded headers came from a private or loopback address the owner did not list as
	 * a proxy: then the site may sit behind a proxy it does not know of, and every customer
	 * counts as that one address.
	 *
	 * @param string   $remote  REMOTE_ADDR.
	 * @param array    $headers The request's headers (lower-case names).
	 * @param string[] $trusted The proxies the owner listed.
	 * @return bool
	 */
	public static function unlisted_proxy( $remote, $headers, $trusted ) {
		$remote = self::plain( trim( (string) $remote ) );
		if ( ! self::is_address( $remote ) || ( $trusted && self::listed( $remote, $trusted ) ) ) {
			return false;
		}
		if ( ! array_intersect( self::FORWARDED_HEADERS, array_keys( (array) $headers ) ) ) {
			return false;
		}
		// Private or reserved (loopback among them): not a public address.
		return false === filter_var( $remote, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}

	/**
	 * Notes, at most once an hour, that forwarded headers came from an unlisted private address.
	 *
	 * @param string   $remote  REMOTE_ADDR.
	 * @param array    $headers The request's headers (lower-case names).
	 * @param string[] $trusted The proxies the owner listed.
	 */
	public static function note_unlisted_proxy( $remote, $headers, $trusted ) {
		if ( ! self::unlisted_proxy( $remote, $headers, $trusted ) ) {
			return;
		}
		$seen = (int) get_option( self::UNLISTED_PROXY_OPTION, 0 );
		if ( $seen < time() - HOUR_IN_SECONDS ) {
			update_option( self::UNLISTED_PROXY_OPTION, time(), false );
		}
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
