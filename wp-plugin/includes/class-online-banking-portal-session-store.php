<?php
/**
 * The bank sessions the site's endpoint holds, in a table of the plugin's own (the way
 * WooCommerce keeps its customer sessions): one row per session, found by a hash of the id the
 * browser's cookie carries, with the account it belongs to, when it was created and last used,
 * when it ends at the latest, and the bank's token sealed with libsodium under a key derived from
 * that cookie's secret. The database alone opens nothing; a backup or an SQL injection elsewhere
 * reads only ciphertext.
 *
 * Not transients: an object cache may drop them at any time (signing customers out at random),
 * and expired ones stay in wp_options until something reads them.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The session table: schema, sealing, the per-account cap, the inactivity end, cleaning.
 */
final class Online_Banking_Portal_Session_Store {

	/** The table's name after the site's prefix. */
	const TABLE = 'online_banking_portal_sessions';

	/** The schema's version, stored once the table matches it (2: created_us for the cap's order, last_seen indexed for the cleaning). */
	const SCHEMA_VERSION = '2';

	/** The option holding the installed schema's version. */
	const VERSION_OPTION = 'online_banking_portal_db_version';

	/** The plugin's hourly cleaning: ended sessions here, ended windows in the throttle. */
	const CLEANUP_HOOK = 'online_banking_portal_cleanup';

	/** Sessions one account may hold at once: a sixth ends the oldest. */
	const MAX_PER_ACCOUNT = 5;

	/** Subkey ids of the cookie's secret (sodium_crypto_kdf_derive_from_key). */
	const KDF_CONTEXT = 'obpsessn';
	const KDF_ID      = 1;
	const KDF_KEY     = 2;

	/**
	 * The table's full name.
	 *
	 * @return string
	 */
	public static function table() {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or upgrades the tables when the stored schema version is not this one (activation,
	 * and the first request after an update, which runs no activation hook). Sessions the first
	 * releases kept in transients are deleted: their tokens were in clear, and their browsers
	 * are signed out cleanly (their next call is answered as signed out, and the cookie expired).
	 */
	public static function maybe_install() {
		if ( self::SCHEMA_VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		self::install();
	}

	/**
	 * Creates the tables (dbDelta also upgrades them), forgets the first releases' sessions, and
	 * schedules the cleaning.
	 */
	public static function install() {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();
		$table   = self::table();
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		}
		// dbDelta's format: two spaces before PRIMARY KEY, one field per line.
		dbDelta(
			"CREATE TABLE {$table} (
  session_key char(64) NOT NULL,
  account char(64) NOT NULL DEFAULT '',
  created bigint(20) unsigned NOT NULL,
  created_us bigint(20) unsigned NOT NULL DEFAULT 0,
  last_seen bigint(20) unsigned NOT NULL,
  expires bigint(20) unsigned NOT NULL,
  sealed text NOT NULL,
  PRIMARY KEY  (session_key),
  KEY account (account),
  KEY expires (expires),
  KEY last_seen (last_seen)
) {$charset};"
		);
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_obp_session_' ) . '%', $wpdb->esc_like( '_transient_timeout_obp_session_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once per schema version.
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION );
		self::schedule();
	}

	/**
	 * The hourly cleaning, once.
	 */
	public static function schedule() {
		if ( ! wp_next_scheduled( self::CLEANUP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::CLEANUP_HOOK );
		}
	}

	/**
	 * Deactivation: no cleaning while the plugin is off (the rows stay until uninstall).
	 */
	public static function unschedule() {
		wp_clear_scheduled_hook( self::CLEANUP_HOOK );
	}

	/**
	 * Uninstall: the table and the schema's version go.
	 */
	public static function drop() {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB -- the plugin's own table, on uninstall.
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Seconds without a call after which a session ends: the "Sign out after inactivity" setting.
	 *
	 * @return int
	 */
	public static function idle_seconds() {
		return 60 * Online_Banking_Portal_Options::idle_minutes();
	}

	/**
	 * Deletes every session past its end or idle past the setting (the scheduled event, and
	 * each sign-in).
	 *
	 * @param int|null $now A timestamp (tests), default now.
	 * @return int Sessions deleted.
	 */
	public static function cleanup( $now = null ) {
		global $wpdb;
		$now = null === $now ? time() : (int) $now;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$deleted = $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE expires <= %d OR last_seen <= %d', $now, $now - self::idle_seconds() ) );
		return (int) $deleted;
	}

	/**
	 * A new session holding a token: the secret for the browser's cookie. The account's oldest
	 * sessions beyond the cap end, and so does the one this browser held before ($previous).
	 *
	 * @param string   $jwt      The bank's token.
	 * @param string   $marker   What the widget holds in the token's place.
	 * @param string   $account  The account (an email), as the customer signed in with it.
	 * @param int      $lifetime Seconds until the session ends whatever happens.
	 * @param string   $previous The cookie this browser sent, '' if none.
	 * @param int|null $now      A timestamp (tests), default now.
	 * @return string The cookie's value (64 hex characters).
	 */
	public static function create( $jwt, $marker, $account, $lifetime, $previous = '', $now = null ) {
		global $wpdb;
		$now = null === $now ? time() : (int) $now;
		self::cleanup( $now );
		if ( '' !== $previous ) {
			self::delete( $previous );
		}
		$secret  = random_bytes( SODIUM_CRYPTO_KDF_KEYBYTES );
		$account = self::account_key( $account );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			self::table(),
			array(
				'session_key' => self::key_of( $secret ),
				'account'     => $account,
				'created'     => $now,
				'created_us'  => self::microseconds(),
				'last_seen'   => $now,
				'expires'     => $now + (int) $lifetime,
				'sealed'      => self::seal(
					wp_json_encode(
						array(
							'jwt'    => $jwt,
							'marker' => $marker,
						)
					),
					$secret
				),
			),
			array( '%s', '%s', '%d', '%d', '%d', '%d', '%s' )
		);
		if ( '' !== $account ) {
			self::cap( $account, self::key_of( $secret ) );
		}
		return bin2hex( $secret );
	}

	/**
	 * The session a cookie opens, its last use now (or, told by the widget, its customer's last
	 * input $idle_for seconds ago, if that is later): jwt, marker, account; null when there is
	 * none, it ended, or it sat idle past the setting (then it is deleted).
	 *
	 * @param string   $cookie   The cookie's value.
	 * @param int|null $now      A timestamp (tests), default now.
	 * @param int      $idle_for Seconds since the customer's last input (a keep-alive), 0 for a call.
	 * @return array|null
	 */
	public static function open( $cookie, $now = null, $idle_for = 0 ) {
		global $wpdb;
		$now    = null === $now ? time() : (int) $now;
		$secret = self::secret_of( $cookie );
		if ( null === $secret ) {
			return null;
		}
		$key = self::key_of( $secret );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; a session is never cached.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE session_key = %s', $key ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		if ( (int) $row['expires'] <= $now || (int) $row['last_seen'] <= $now - self::idle_seconds() ) {
			self::delete( $cookie );
			return null;
		}
		$opened  = self::unseal( (string) $row['sealed'], $secret );
		$session = null === $opened ? null : json_decode( $opened, true );
		if ( ! is_array( $session ) || ! isset( $session['jwt'], $session['marker'] ) || ! is_string( $session['jwt'] ) || ! is_string( $session['marker'] ) ) {
			self::delete( $cookie );
			return null;
		}
		$seen = max( (int) $row['last_seen'], $now - max( 0, (int) $idle_for ) );
		$wpdb->update( self::table(), array( 'last_seen' => $seen ), array( 'session_key' => $key ), array( '%d' ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$session['account'] = (string) $row['account'];
		return $session;
	}

	/**
	 * Ends the session a cookie names (nothing when it names none).
	 *
	 * @param string $cookie The cookie's value.
	 */
	public static function delete( $cookie ) {
		global $wpdb;
		$secret = self::secret_of( $cookie );
		if ( null !== $secret ) {
			$wpdb->delete( self::table(), array( 'session_key' => self::key_of( $secret ) ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		}
	}

	/**
	 * How the store names an account (Online_Banking_Portal_Account::key(): the table needs to
	 * count an account's sessions, not to read its address).
	 *
	 * @param string $email The address.
	 * @return string '' for none.
	 */
	public static function account_key( $email ) {
		return Online_Banking_Portal_Account::key( $email );
	}

	/**
	 * Ends an account's oldest sessions beyond the cap: newest first by creation time, then by
	 * its microseconds, the session just created ($newest) first of all, whatever the clocks say.
	 *
	 * @param string $account The account's key.
	 * @param string $newest  The session just created.
	 */
	private static function cap( $account, $newest ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT session_key FROM ' . self::table() . ' WHERE account = %s AND session_key <> %s ORDER BY created DESC, created_us DESC', $account, $newest ), ARRAY_A );
		foreach ( array_slice( $rows, self::MAX_PER_ACCOUNT - 1 ) as $row ) {
			$wpdb->delete( self::table(), array( 'session_key' => $row['session_key'] ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		}
	}

	/**
	 * Now in microseconds since the epoch.
	 *
	 * @return int
	 */
	private static function microseconds() {
		list( $fraction, $seconds ) = explode( ' ', microtime() );
		return (int) ( $seconds . str_pad( (string) (int) floor( (float) $fraction * 1000000 ), 6, '0', STR_PAD_LEFT ) );
	}

	/**
	 * The cookie's 32-byte secret, or null for a value that is not one.
	 *
	 * @param string $cookie The cookie's value.
	 * @return string|null
	 */
	private static function secret_of( $cookie ) {
		return is_string( $cookie ) && preg_match( '/^[a-f0-9]{64}\z/', $cookie ) ? hex2bin( $cookie ) : null;
	}

	/**
	 * The row's key: a subkey of the secret, so the table's keys say nothing of the cookies.
	 *
	 * @param string $secret The cookie's secret.
	 * @return string 64 hex characters.
	 */
	private static function key_of( $secret ) {
		return bin2hex( sodium_crypto_kdf_derive_from_key( 32, self::KDF_ID, self::KDF_CONTEXT, $secret ) );
	}

	/**
	 * Seals a value under a key derived from the cookie's secret: nonce, then ciphertext, base64.
	 *
	 * @param string $value  The value.
	 * @param string $secret The cookie's secret.
	 * @return string
	 */
	public static function seal( $value, $secret ) {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$key   = sodium_crypto_kdf_derive_from_key( SODIUM_CRYPTO_SECRETBOX_KEYBYTES, self::KDF_KEY, self::KDF_CONTEXT, $secret );
		return base64_encode( $nonce . sodium_crypto_secretbox( $value, $nonce, $key ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- ciphertext in a text column.
	}

	/**
	 * Opens a sealed value, or null when the secret is not the one it was sealed under.
	 *
	 * @param string $sealed What seal() gave.
	 * @param string $secret The cookie's secret.
	 * @return string|null
	 */
	public static function unseal( $sealed, $secret ) {
		$raw = base64_decode( $sealed, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- ciphertext in a text column.
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$key    = sodium_crypto_kdf_derive_from_key( SODIUM_CRYPTO_SECRETBOX_KEYBYTES, self::KDF_KEY, self::KDF_CONTEXT, $secret );
		$opened = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), $key );
		return false === $opened ? null : $opened;
	}
}
