<?php
/**
 * One account, one key: the email a customer types, read as the bank reads it (Unicode white
 * space trimmed, NFKC, lower case), then keyed with an HMAC under the site's own salt. The
 * session store and the throttle name accounts by this key, so an address written with a
 * no-break space, an em space, a BOM, an ideographic space or capitals is the same account, and
 * the tables hold no email (a list of emails does not reverse a key without the salt).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The account's key.
 */
final class Online_Banking_Portal_Account {

	/**
	 * What is trimmed from either end: Unicode's White_Space and what JavaScript's trim() takes
	 * off (the BOM), so the key does not depend on which of the two the bank uses.
	 */
	const SPACE = '[\x{9}-\x{d}\x{20}\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

	/**
	 * The email as the bank reads it, '' for none.
	 *
	 * @param string $email The address as typed.
	 * @return string
	 */
	public static function normalise( $email ) {
		$email = (string) $email;
		if ( ! preg_match( '//u', $email ) ) {
			// Not UTF-8: no Unicode reading applies; ASCII's is the bank's too.
			return strtolower( trim( $email ) );
		}
		$email = self::trim( self::nfkc( self::trim( $email ) ) );
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $email, 'UTF-8' ) : strtolower( $email );
	}

	/**
	 * The key the tables name the account by: 64 hex characters, '' for no address.
	 *
	 * @param string $email The address as typed.
	 * @return string
	 */
	public static function key( $email ) {
		$email = self::normalise( $email );
		return '' === $email ? '' : hash_hmac( 'sha256', 'online-banking-portal account|' . $email, wp_salt() );
	}

	/**
	 * Text without the white space at either end.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function trim( $text ) {
		return (string) preg_replace( '/^' . self::SPACE . '+|' . self::SPACE . '+$/u', '', $text );
	}

	/**
	 * NFKC: with PHP's intl (Normalizer), as Unicode defines it. Without it (Debian's php-cli
	 * and many hosts lack php-intl), the compatibility mappings an address can meet: the
	 * fullwidth forms of ASCII (U+FF01 to U+FF5E, as an East Asian keyboard types them) and the
	 * spaces NFKC reads as a plain space.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function nfkc( $text ) {
		if ( class_exists( 'Normalizer' ) ) {
			$normal = Normalizer::normalize( $text, Normalizer::FORM_KC );
			return is_string( $normal ) ? $normal : $text;
		}
		return self::fold( $text );
	}

	/**
	 * NFKC's mappings of the fullwidth forms of ASCII and of the spaces, for a PHP without intl.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function fold( $text ) {
		$text = (string) preg_replace( '/[\x{a0}\x{2000}-\x{200a}\x{202f}\x{205f}\x{3000}]/u', ' ', $text );
		return (string) preg_replace_callback(
			'/[\x{ff01}-\x{ff5e}]/u',
			static function ( $m ) {
				// U+FF01..U+FF5E are EF BC 81..EF BD 9E: ASCII 0x21..0x7E at the same offset.
				$code = ( ( ord( $m[0][1] ) & 0x3f ) << 6 | ( ord( $m[0][2] ) & 0x3f ) ) | 0xf000;
				return chr( $code - 0xfee0 );
			},
			$text
		);
	}
}
