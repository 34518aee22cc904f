<?php
/**
 * Guesses through the site's endpoint, counted: a sign-in, an email or reset code, a PIN or a
 * transfer code that fails counts against the pair (client address, account). After
 * MAX_FAILURES in WINDOW seconds, that address's further tries for that account wait until the
 * window ends (429 with Retry-After) and never reach the bank; another address is not held back.
 *
 * The client address is REMOTE_ADDR, unless the owner lists the proxies the site sits behind:
 * then the first address of X-Forwarded-For, read from the right, that is not one of them (the
 * way Limit Login Attempts Reloaded asks first). With no proxy listed the header is ignored:
 * anybody can write it.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The failed guesses' counter and the client's address.
 */
final class Online_Banking_Portal_Throttle {

	/** Failures allowed per address and account in one window. */
	const MAX_FAILURES = 10;

	/** The window, in seconds: 15 minutes. */
	const WINDOW = 900;

	/**
	 * The table's full name (created with the sessions', Online_Banking_Portal_Session_Store::install()).
	 *
	 * @return string
	 */
	private static function table() {
		global $wpdb;
		return $wpdb->prefix . Online_Banking_Portal_Session_Store::ATTEMPTS_TABLE;
	}

	/**
	 * The key of one address and account: a hash, so the table holds neither.
	 *
	 * @param string $address The client's address.
	 * @param string $account The account's key (Online_Banking_Portal_Session_Store::account_key()).
	 * @return string
	 */
	private static function key( $address, $account ) {
		return hash( 'sha256', 'online-banking-portal attempts|' . $address . '|' . $account );
	}

	/**
	 * Seconds this address must wait before trying this account again, 0 when it may try now.
	 *
	 * @param string   $address The client's address.
	 * @param string   $account The account's key.
	 * @param int|null $now     A timestamp (tests), default now.
	 * @return int
	 */
	public static function wait( $address, $account, $now = null ) {
		global $wpdb;
		$now = null === $now ? time() : (int) $now;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; never cached.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE attempt_key = %s', self::key( $address, $account ) ), ARRAY_A );
		if ( ! is_array( $row ) || (int) $row['failures'] < self::MAX_FAILURES ) {
			return 0;
		}
		return max( 0, (int) $row['window_start'] + self::WINDOW - $now );
	}

	/**
	 * Counts one try before it reaches the bank, so that tries sent all at once are counted
	 * too; a try that turns out right is taken back by succeeded().
	 *
	 * @param string   $address The client's address.
	 * @param string   $account The account's key.
	 * @param int|null $now     A timestamp (tests), default now.
	 */
	public static function attempt( $address, $account, $now = null ) {
		global $wpdb;
		$now   = null === $now ? time() : (int) $now;
		$key   = self::key( $address, $account );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$counted = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET failures = failures + 1 WHERE attempt_key = %s AND window_start > %d", $key, $now - self::WINDOW ) );
		if ( ! $counted ) {
			// No window, or an ended one: this try opens a new one.
			$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
				$table,
				array(
					'attempt_key'  => $key,
					'failures'     => 1,
					'window_start' => $now,
				),
				array( '%s', '%d', '%d' )
			);
		}
	}

	/**
	 * A right guess: this address's count for this account starts again.
	 *
	 * @param string $address The client's address.
	 * @param string $account The account's key.
	 */
	public static function succeeded( $address, $account ) {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'attempt_key' => self::key( $address, $account ) ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * Forgets windows that have ended (the sessions' scheduled cleaning).
	 *
	 * @param int $now A timestamp.
	 */
	public static function cleanup( $now ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE window_start <= %d', (int) $now - self::WINDOW ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * The client's address: REMOTE_ADDR, or, when it is a proxy the owner listed, the first
	 * address of X-Forwarded-For from the right that is not a listed proxy. '' when none is valid.
	 *
	 * @param string   $remote    REMOTE_ADDR.
	 * @param string   $forwarded The X-Forwarded-For header, '' when absent.
	 * @param string[] $trusted   The proxies the owner listed: addresses or CIDR ranges.
	 * @return string
	 */
	public static function client_address( $remote, $forwarded, $trusted ) {
		$remote = trim( (string) $remote );
		if ( ! filter_var( $remote, FILTER_VALIDATE_IP ) ) {
			return '';
		}
		if ( ! $trusted || ! self::listed( $remote, $trusted ) ) {
			return $remote;
		}
		$hops = array_reverse( array_map( 'trim', explode( ',', (string) $forwarded ) ) );
		foreach ( $hops as $hop ) {
			if ( ! filter_var( $hop, FILTER_VALIDATE_IP ) ) {
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
			$range = filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
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
