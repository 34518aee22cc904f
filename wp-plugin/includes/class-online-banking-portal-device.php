<?php
/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a right
 * sign-in leaves in the browser a cookie that names this device for that account, signed with
 * the site's salt (wp_salt()). A sign-in, reset or verification of that account that presents it
 * is counted in the device's own budget (Online_Banking_Portal_Throttle), so the customer gets in
 * from the browser she used before while strangers guessing her password are slowed down.
 *
 * One cookie holds up to five devices' entries (a browser shared by a family), each an id and
 * its signature over the account's key and that id: the cookie names no account and cannot be
 * made for one without the salt. HttpOnly, SameSite=Strict, sent only to the endpoint, Secure
 * (and named with __Secure-) whenever the site's address is https; it lasts 180 days.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The device cookie: read, checked for an account, and written.
 */
final class Online_Banking_Portal_Device {

	/** The cookie's name; on an https site it carries the __Secure- prefix. */
	const COOKIE = 'online_banking_portal_device';

	/** How many accounts one browser's cookie remembers. */
	const MAX_ENTRIES = 5;

	/** How long the cookie lasts. */
	const LIFETIME = 15552000;

	/**
	 * The cookie's name on this site.
	 *
	 * @return string
	 */
	public static function name() {
		return ( Online_Banking_Portal_Proxy::secure_site() ? Online_Banking_Portal_Proxy::SECURE_PREFIX : '' ) . self::COOKIE;
	}

	/**
	 * This request's cookie, '' when none (or sent as a list).
	 *
	 * @return string
	 */
	public static function from_request() {
		$name = self::name();
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- checked entry by entry against its signature.
		return isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) ? (string) $_COOKIE[ $name ] : '';
	}

	/**
	 * The id of this device for an account, '' when the cookie holds no valid entry for it.
	 *
	 * @param string $cookie  The cookie's value.
	 * @param string $account The account's key.
	 * @return string
	 */
	public static function id_for( $cookie, $account ) {
		if ( '' === (string) $account ) {
			return '';
		}
		foreach ( self::entries( $cookie ) as $id => $mac ) {
			if ( hash_equals( self::mac( $account, $id ), $mac ) ) {
				return $id;
			}
		}
		return '';
	}

	/**
	 * The cookie after a right sign-in of an account: its entry kept (or added, first), the
	 * oldest dropped beyond five.
	 *
	 * @param string $cookie  The cookie's value as the browser sent it.
	 * @param string $account The account's key.
	 * @return array name, value, options (setcookie()'s); see Online_Banking_Portal_Proxy::cookie().
	 */
	public static function cookie( $cookie, $account ) {
		$entries = self::entries( $cookie );
		$id      = self::id_for( $cookie, $account );
		if ( '' === $id ) {
			$id = bin2hex( random_bytes( 12 ) );
		}
		unset( $entries[ $id ] );
		$entries = array( $id => self::mac( $account, $id ) ) + $entries;
		$value   = array();
		foreach ( array_slice( $entries, 0, self::MAX_ENTRIES, true ) as $entry_id => $mac ) {
			$value[] = $entry_id . '.' . $mac;
		}
		return array(
			'name'    => self::name(),
			'value'   => implode( '~', $value ),
			'options' => array(
				'expires'  => time() + self::LIFETIME,
				'path'     => Online_Banking_Portal_Proxy::path(),
				'secure'   => Online_Banking_Portal_Proxy::secure_site(),
				'httponly' => true,
				'samesite' => 'Strict',
			),
		);
	}

	/**
	 * The cookie's well-formed entries: id => signature.
	 *
	 * @param string $cookie The cookie's value.
	 * @return string[]
	 */
	private static function entries( $cookie ) {
		$entries = array();
		foreach ( array_slice( explode( '~', (string) $cookie ), 0, self::MAX_ENTRIES ) as $entry ) {
			if ( preg_match( '/^([0-9a-f]{24})\.([0-9a-f]{64})$/', $entry, $m ) ) {
				$entries[ $m[1] ] = $m[2];
			}
		}
		return $entries;
	}

	/**
	 * An entry's signature: an HMAC of the account's key and the device's id under the site's salt.
	 *
	 * @param string $account The account's key.
	 * @param string $id      The device's id.
	 * @return string
	 */
	private static function mac( $account, $id ) {
		return hash_hmac( 'sha256', 'online-banking-portal device|' . $account . '|' . $id, wp_salt() );
	}
}
