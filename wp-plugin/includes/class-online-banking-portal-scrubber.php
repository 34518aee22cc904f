<?php
/**
 * What of the bank's answer reaches the page: never the session's token, wherever the bank put
 * it (any depth, any key, inside lists, or inside a longer text), and never a value under a
 * key that names a token (token, jwt, access_token, accessToken, newToken...) other than the
 * marker the endpoint put there itself.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Takes the tokens out of an answer.
 */
final class Online_Banking_Portal_Scrubber {

	/**
	 * Keys whose values are credentials, whatever the token: compared in lower case without what
	 * is not a letter or digit (accessToken, access_token, Access-Token), and any key that ends
	 * in "token" or "jwt" (newToken, refreshJwt).
	 */
	const TOKEN_KEY = '/^(bearer|.*token|.*jwt)\z/';

	/**
	 * The answer without the tokens.
	 *
	 * @param mixed    $value  The decoded answer (arrays, scalars).
	 * @param string[] $tokens The session's tokens ('' ignored).
	 * @param string   $marker The prefix of the endpoint's own markers, which may stay.
	 * @return mixed
	 */
	public static function scrub( $value, $tokens, $marker ) {
		$tokens = array_values( array_filter( array_map( 'strval', (array) $tokens ), 'strlen' ) );
		return self::walk( $value, $tokens, $marker );
	}

	/**
	 * One value, and all it holds.
	 *
	 * @param mixed    $value  A value.
	 * @param string[] $tokens The tokens.
	 * @param string   $marker The markers' prefix.
	 * @return mixed
	 */
	private static function walk( $value, $tokens, $marker ) {
		if ( is_string( $value ) ) {
			return $tokens ? str_replace( $tokens, '', $value ) : $value;
		}
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$list = array() === $value || array_keys( $value ) === range( 0, count( $value ) - 1 );
		$out  = array();
		foreach ( $value as $key => $item ) {
			if ( is_string( $key ) && self::names_a_token( $key ) && ! ( is_string( $item ) && '' !== $marker && 0 === strpos( $item, $marker ) ) ) {
				continue;
			}
			if ( is_string( $key ) && $tokens && str_replace( $tokens, '', $key ) !== $key ) {
				continue;
			}
			$out[ $key ] = self::walk( $item, $tokens, $marker );
		}
		return $list ? array_values( $out ) : $out;
	}

	/**
	 * Whether a key names a credential, in any case and spelling.
	 *
	 * @param string $key The key.
	 * @return bool
	 */
	public static function names_a_token( $key ) {
		return 1 === preg_match( self::TOKEN_KEY, strtolower( (string) preg_replace( '/[^a-z0-9]+/i', '', $key ) ) );
	}
}
