<?php
/**
 * Guesses through the site's endpoint, counted before they reach the bank, in a table of the
 * throttle's own. Each try is counted by one INSERT ... ON DUPLICATE KEY UPDATE, and the count
 * it leaves decides (tries sent all at once each get a count of their own); only an unambiguous
 * success of the same secret then clears its kind's counts (Online_Banking_Portal_Guesses).
 * Limits, each over a window (15 minutes by default), each filterable
 * (online_banking_portal_throttle_limits):
 *
 * - per client, account and kind of guess (sign-in, PIN, code): after 10 failures that client
 *   waits for that account until the window ends; another client is not held back;
 * - per account and kind, across clients: after 20 failures each further try waits longer
 *   (1 s, 2 s, 4 s ... then a minute between tries), a slowing rather than a lock-out;
 * - per client, across accounts (credential stuffing): 20 failed sign-ins;
 * - per device (OWASP's device cookies): a sign-in, reset or verification that presents the
 *   device cookie a right sign-in of that account left in this browser is counted in that
 *   device's own budget (10), not in the others: strangers slowing the account down never keep
 *   its customer out of her own browser;
 * - known networks (the device cookie's companion, for a browser without it: a new one, cookies
 *   cleared): a right sign-in marks its client's network known for that account for 180 days
 *   (known_network_days, again from each right sign-in). A sign-in guess from a known network is
 *   still counted everywhere, and still held by its pair's and its client's limits, but never
 *   waits for the account's slowing: strangers elsewhere, however many and however steady, take
 *   every slot of that slowing and would otherwise keep her out from any browser that lacks the
 *   cookie. A stranger on her own network shares her pair's budget; a new browser on a new
 *   network during a sustained attack is slowed like anyone else;
 * - the calls on which the bank sends an email: 10 per client and 5 per account (from a browser
 *   holding the account's device cookie, 5 per that device instead; from a network known for the
 *   account, 5 per that network instead: strangers elsewhere spending the account's never keep
 *   her from a reset code, even in a new browser).
 *
 * A client is its address, an IPv6 one by its /64 (ipv6_prefix). Counts are keyed by an HMAC
 * under the site's salt (wp_salt()): the table holds neither addresses nor accounts, and a list
 * of either does not reverse its keys. Rows go on the request path too: a refused try leaves
 * none of its own, and ended windows are deleted whenever a try is refused or forgiven (a
 * counted try reuses its row when its window has ended), besides the hourly cleaning. A known
 * network is a row of the same table whose window_start is set one window before its expiry
 * (so in the future): the cleaning, which deletes the rows whose window has ended, deletes it
 * when its days are over and not before, with no column nor migration of its own.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The counters of guesses and emails, their table and its cleaning.
 */
final class Online_Banking_Portal_Throttle {

	/** The table's name after the site's prefix. */
	const TABLE = 'online_banking_portal_attempts';

	/** The table's schema version, stored once the table matches it. */
	const SCHEMA_VERSION = '1';

	/** The option holding the installed schema's version. */
	const VERSION_OPTION = 'online_banking_portal_attempts_db_version';

	/** The kind of guess counted per address across accounts. */
	const SIGN_IN = 'sign-in';

	/**
	 * LAST_INSERT_ID() carries the count and the window's start at once: count * 2^32 + start
	 * (a float here, so a 32-bit PHP reads it too).
	 */
	const PACK = 4294967296.0;

	/**
	 * Hooks: the table kept at its schema; the plugin's hourly cleaning forgets ended windows.
	 */
	public static function init() {
		add_action( 'plugins_loaded', array( __CLASS__, 'maybe_install' ) );
		add_action( Online_Banking_Portal_Session_Store::CLEANUP_HOOK, array( __CLASS__, 'cleanup' ) );
	}

	/**
	 * The limits: window (seconds), per_address_account, account_free, account_max_wait (seconds),
	 * per_address, per_device, emails_per_address, emails_per_account, ipv6_prefix (bits) and
	 * known_network_days.
	 *
	 * @return int[]
	 */
	public static function limits() {
		$defaults = array(
			'window'              => 900,
			'per_address_account' => 10,
			'account_free'        => 20,
			'account_max_wait'    => 60,
			'per_address'         => 20,
			'per_device'          => 10,
			'emails_per_address'  => 10,
			'emails_per_account'  => 5,
			'ipv6_prefix'         => 64,
			'known_network_days'  => 180,
		);
		$limits   = apply_filters( 'online_banking_portal_throttle_limits', $defaults );
		$out      = array();
		foreach ( $defaults as $name => $default ) {
			$out[ $name ] = is_array( $limits ) && isset( $limits[ $name ] ) && is_numeric( $limits[ $name ] ) ? max( 1, (int) $limits[ $name ] ) : $default;
		}
		return $out;
	}

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
	 * Creates or upgrades the table when the stored version is not this one.
	 */
	public static function maybe_install() {
		if ( self::SCHEMA_VERSION !== get_option( self::VERSION_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates the table (dbDelta also upgrades it).
	 */
	public static function install() {
		global $wpdb;
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		}
		// dbDelta's format: two spaces before PRIMARY KEY, one field per line.
		dbDelta(
			'CREATE TABLE ' . self::table() . " (
  attempt_key char(64) NOT NULL,
  failures int(10) unsigned NOT NULL DEFAULT 0,
  window_start bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (attempt_key),
  KEY window_start (window_start)
) {$wpdb->get_charset_collate()};"
		);
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION );
	}

	/**
	 * Uninstall: the table and its version go.
	 */
	public static function drop() {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB -- the plugin's own table, on uninstall.
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Forgets windows that have ended (the plugin's hourly cleaning).
	 *
	 * @param int|null $now A timestamp (tests), default now.
	 */
	public static function cleanup( $now = null ) {
		global $wpdb;
		$now = null === $now ? time() : (int) $now;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE window_start <= %d', $now - self::limits()['window'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * Counts a guess before it reaches the bank. 0: it may go; else the seconds to wait, and it
	 * is taken back from every count it reached (it never reached the bank).
	 *
	 * @param string          $address The client's address.
	 * @param string          $account The account's key (Online_Banking_Portal_Account::key()).
	 * @param string|string[] $kinds   sign-in, pin or code; a field checked against two secrets counts against both.
	 * @param int|null        $now     A timestamp (tests), default now.
	 * @param string          $device  The device cookie's id for this account, '' for none.
	 * @param string          $spelling The address as typed (Online_Banking_Portal_Account::spelling_key()): its
	 *                                  pair and known networks; '' for the account's key.
	 * @return int
	 */
	public static function guess( $address, $account, $kinds, $now = null, $device = '', $spelling = '' ) {
		$spelling = '' === $spelling ? $account : $spelling;
		$now     = null === $now ? time() : (int) $now;
		$limits  = self::limits();
		$client  = Online_Banking_Portal_Client_Address::network( $address, $limits['ipv6_prefix'] );
		$counted = array();
		foreach ( (array) $kinds as $kind ) {
			$wait = self::count_kind( $client, array( $account, $spelling ), $kind, $device, $now, $limits, $counted );
			if ( $wait > 0 ) {
				self::take_back( $counted );
				self::sweep( $now, $limits['window'] );
				return $wait;
			}
		}
		return 0;
	}

	/**
	 * Counts one kind of a guess; the keys it counted are added to $counted.
	 *
	 * @param string   $client  The client (its network).
	 * @param string[] $names   The account's key, and the spelling's (see guess()).
	 * @param string   $kind    sign-in, pin or code.
	 * @param string   $device  The device cookie's id, '' for none.
	 * @param int      $now     A timestamp.
	 * @param int[]    $limits  See limits().
	 * @param array    $counted Keys counted so far.
	 * @return int 0, or the seconds to wait.
	 */
	private static function count_kind( $client, $names, $kind, $device, $now, $limits, &$counted ) {
		list( $account, $spelling ) = $names;
		if ( '' !== $device ) {
			// The customer's own browser: its own budget, whatever strangers do to the account's.
			$counted[] = self::key( 'device', $kind, $account, $device );
			list( $count, $start ) = self::count( end( $counted ), $now, $limits['window'] );
			return $count > $limits['per_device'] ? $start + $limits['window'] - $now : 0;
		}

		$counted[] = self::key( 'pair', $kind, $client, $account );
		list( $count, $start ) = self::count( end( $counted ), $now, $limits['window'] );
		if ( $count > $limits['per_address_account'] ) {
			return $start + $limits['window'] - $now;
		}
		if ( $spelling !== $account ) {
			// The share of the pair's tries made at this spelling: all that a right sign-in of it
			// may take back (a look-alike's right sign-in forgives nothing of the others').
			$counted[] = self::key( 'spelled', $kind, $client, $spelling );
			self::count( end( $counted ), $now, $limits['window'] );
		}

		if ( self::SIGN_IN === $kind ) {
			$counted[] = self::key( 'address', $client );
			list( $count, $start ) = self::count( end( $counted ), $now, $limits['window'] );
			if ( $count > $limits['per_address'] ) {
				return $start + $limits['window'] - $now;
			}
		}

		// Counted across clients even from a known network, so the account's count sees every
		// guess (and not_failed() takes back what was counted) ...
		$counted[] = self::key( 'account', $kind, $account );
		list( $count, $start ) = self::count( end( $counted ), $now, $limits['window'] );
		$due = $start + self::slowed( $count - $limits['account_free'], $limits['account_max_wait'] );
		if ( $due <= $now ) {
			return 0;
		}
		// ... but a sign-in from a network where the account signed in before does not wait for
		// the slowing: strangers elsewhere firing steadily take its every slot, and would keep
		// the customer out of any browser without her device cookie. Her pair's and her
		// client's limits above still hold it (looked up only when it would wait: one read).
		return self::SIGN_IN === $kind && self::known( $client, $spelling, $now, $limits ) ? 0 : $due - $now;
	}

	/**
	 * An unambiguous success of the guess's secret: its kinds' counts for the account from this
	 * client start again (through a device cookie, that device's), the client's tries come off the
	 * account's count across clients (strangers' failures stay there: her success must not hand
	 * them a fresh budget), and it is taken back from its client's count across accounts. Other kinds' counts stay: a
	 * right password does not clear the PIN's. A right sign-in also marks the client's network
	 * known for the account (know()), with a device cookie or without.
	 *
	 * @param string          $address The client's address.
	 * @param string          $account The account's key.
	 * @param string|string[] $kinds   sign-in, pin or code.
	 * @param string          $device  The device cookie's id, '' for none.
	 * @param int|null        $now     A timestamp (tests), default now.
	 * @param string          $spelling The address as typed (see guess()), '' for the account's key.
	 */
	public static function right( $address, $account, $kinds, $device = '', $now = null, $spelling = '' ) {
		global $wpdb;
		$spelling = '' === $spelling ? $account : $spelling;
		$now    = null === $now ? time() : (int) $now;
		$limits = self::limits();
		$client = Online_Banking_Portal_Client_Address::network( $address, $limits['ipv6_prefix'] );
		foreach ( (array) $kinds as $kind ) {
			if ( self::SIGN_IN === $kind ) {
				// A sign-in forgiven is an unambiguous success (a token, no refusal): this network
				// is one the customer uses, with her device cookie or without.
				self::know( $client, $spelling, $now, $limits );
			}
			// What strangers piled on the account stays (OWASP: a success does not unlock the
			// others). Through her own device, only the device's count starts again; from her
			// network, her pair's, and the account's count loses her tries only.
			if ( '' !== $device ) {
				$wpdb->delete( self::table(), array( 'attempt_key' => self::key( 'device', $kind, $account, $device ) ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
				continue;
			}
			$pair  = self::key( 'pair', $kind, $client, $account );
			$own   = $spelling === $account ? $pair : self::key( 'spelled', $kind, $client, $spelling );
			$whole = self::key( 'account', $kind, $account );
			// Her tries are claimed in one statement: of two right sign-ins at the same moment, only
			// one takes them off the pair's and the account's counts.
			$mine = self::claim( $own );
			if ( null !== $mine ) {
				list( $tries, $since ) = $mine;
				if ( $own !== $pair ) {
					self::take_back( array( $pair ), $tries );
				}
				// This request counted its rows just before: their windows are current (however slow
				// the bank was to answer). Tries from before the account's window began are not in
				// the account's count: then only this one comes off it.
				$all = $wpdb->get_row( $wpdb->prepare( 'SELECT window_start FROM ' . self::table() . ' WHERE attempt_key = %s', $whole ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, by its primary key.
				self::take_back( array( $whole ), null !== $all && $since < (int) $all->window_start ? 1 : $tries );
			}
			if ( self::SIGN_IN === $kind ) {
				self::take_back( array( self::key( 'address', $client ) ) );
			}
		}
		self::sweep( $now, $limits['window'] );
	}

	/**
	 * Marks the client's network known for the account, for known_network_days from now. The
	 * row's window_start is its expiry less one window, so the cleaning of ended windows
	 * (cleanup(), sweep()) deletes it when those days are over, and not before.
	 *
	 * @param string $client  The client (its network).
	 * @param string $account The account's key.
	 * @param int    $now     A timestamp.
	 * @param int[]  $limits  See limits().
	 */
	private static function know( $client, $account, $now, $limits ) {
		global $wpdb;
		if ( '' === $client ) {
			// No valid address: every such request is this one client, which names no network.
			return;
		}
		$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			self::table(),
			array(
				'attempt_key'  => self::key( 'known', $account, $client ),
				'failures'     => 0,
				'window_start' => $now + $limits['known_network_days'] * DAY_IN_SECONDS - $limits['window'],
			),
			array( '%s', '%d', '%d' )
		);
	}

	/**
	 * Whether the account signed in rightly from the client's network within known_network_days:
	 * its row is there and its window (see know()) has not ended.
	 *
	 * @param string $client  The client (its network).
	 * @param string $account The account's key.
	 * @param int    $now     A timestamp.
	 * @param int[]  $limits  See limits().
	 * @return bool
	 */
	private static function known( $client, $account, $now, $limits ) {
		global $wpdb;
		if ( '' === $client ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, by its primary key.
		return null !== $wpdb->get_row( $wpdb->prepare( 'SELECT window_start FROM ' . self::table() . ' WHERE attempt_key = %s AND window_start > %d', self::key( 'known', $account, $client ), $now - $limits['window'] ) );
	}

	/**
	 * This try was no failure (the bank said it was done, without anything that would forgive
	 * the others): it is taken back from the counts it reached, and nothing else changes.
	 *
	 * @param string          $address The client's address.
	 * @param string          $account The account's key.
	 * @param string|string[] $kinds   sign-in, pin or code.
	 * @param string          $device  The device cookie's id, '' for none.
	 * @param string          $spelling The address as typed (see guess()), '' for the account's key.
	 */
	public static function not_failed( $address, $account, $kinds, $device = '', $spelling = '' ) {
		$spelling = '' === $spelling ? $account : $spelling;
		$limits = self::limits();
		$client = Online_Banking_Portal_Client_Address::network( $address, $limits['ipv6_prefix'] );
		$keys   = array();
		foreach ( (array) $kinds as $kind ) {
			if ( '' !== $device ) {
				$keys[] = self::key( 'device', $kind, $account, $device );
				continue;
			}
			$keys[] = self::key( 'pair', $kind, $client, $account );
			if ( $spelling !== $account ) {
				$keys[] = self::key( 'spelled', $kind, $client, $spelling );
			}
			if ( self::SIGN_IN === $kind ) {
				$keys[] = self::key( 'address', $client );
			}
			$keys[] = self::key( 'account', $kind, $account );
		}
		self::take_back( $keys );
	}

	/**
	 * Counts a call on which the bank sends an email, per client and per account. 0: it may go;
	 * else the seconds to wait.
	 *
	 * @param string   $address The client's address.
	 * @param int|null $now     A timestamp (tests), default now.
	 * @param string   $account The account the email goes to (its key), '' for none.
	 * @param string   $device  The device cookie's id for this account, '' for none.
	 * @param string   $spelling The address as typed (see guess()), '' for the account's key.
	 * @return int
	 */
	public static function email( $address, $now = null, $account = '', $device = '', $spelling = '' ) {
		$now    = null === $now ? time() : (int) $now;
		$limits = self::limits();
		$client = Online_Banking_Portal_Client_Address::network( $address, $limits['ipv6_prefix'] );
		$keys   = array( self::key( 'email', $client ) => $limits['emails_per_address'] );
		if ( '' !== $account ) {
			// The customer's own browser, or a network she signed in from: the account's emails
			// there are that device's or that network's, so strangers spending the account's never
			// keep her from a code.
			if ( '' !== $device ) {
				$key = self::key( 'email-device', $account, $device );
			} elseif ( self::known( $client, '' === $spelling ? $account : $spelling, $now, $limits ) ) {
				$key = self::key( 'email-known', $account, $client );
			} else {
				$key = self::key( 'email-account', $account );
			}
			$keys[ $key ] = $limits['emails_per_account'];
		}
		$counted = array();
		foreach ( $keys as $key => $limit ) {
			$counted[] = $key;
			list( $count, $start ) = self::count( $key, $now, $limits['window'] );
			if ( $count > $limit ) {
				self::take_back( $counted );
				self::sweep( $now, $limits['window'] );
				return $start + $limits['window'] - $now;
			}
		}
		return 0;
	}

	/**
	 * Seconds after the window's start at which the account's nth try beyond its free ones may
	 * go: the waits between tries double from 1 s up to $max, so a stranger's tries slow the
	 * account's down without ever stopping them.
	 *
	 * @param int $beyond Tries beyond the free ones, this one included (0 or less: none).
	 * @param int $max    The longest wait between two tries, in seconds.
	 * @return int
	 */
	public static function slowed( $beyond, $max ) {
		$at = 0;
		for ( $i = 0, $wait = 1; $i < $beyond; $i++ ) {
			if ( $wait >= $max ) {
				return $at + ( $beyond - $i ) * $max;
			}
			$at  += $wait;
			$wait = min( 2 * $wait, $max );
		}
		return $at;
	}

	/**
	 * Counts one try under a key, in one statement: a window that ended starts again at one. The
	 * count and the window's start it leaves come back through LAST_INSERT_ID(), of this
	 * connection, so concurrent tries each read their own.
	 *
	 * @param string $key    The counter's key.
	 * @param int    $now    A timestamp.
	 * @param int    $window Seconds.
	 * @return int[] The count, the window's start.
	 */
	private static function count( $key, $now, $window ) {
		global $wpdb;
		$fresh = sprintf( '%.0f', self::PACK + $now );
		$pack  = sprintf( '%.0f', self::PACK );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; the numbers are the code's own.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (attempt_key, failures, window_start) VALUES (%s, LAST_INSERT_ID({$fresh}) DIV {$pack}, %d) ON DUPLICATE KEY UPDATE failures = LAST_INSERT_ID(IF(window_start <= %d, {$fresh}, (failures + 1) * {$pack} + window_start)) DIV {$pack}, window_start = IF(window_start <= %d, %d, window_start)", $key, $now, $now - $window, $now - $window, $now ) );
		return self::unpack( $wpdb->insert_id );
	}

	/**
	 * Claims a counter's tries in one statement: its count becomes nothing, and what it held
	 * comes back with its window's start through LAST_INSERT_ID(), of this connection. Of two
	 * right sign-ins at the same moment, one gets the tries and the other nothing (a SELECT then
	 * a DELETE let both read them, and both took them off the other counts). The row, left at
	 * nothing, then goes unless a try counted on it meanwhile.
	 *
	 * @param string $key The counter's key.
	 * @return int[]|null The tries and the window's start; null when there were none.
	 */
	private static function claim( $key ) {
		global $wpdb;
		$pack  = sprintf( '%.0f', self::PACK );
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table, by its primary key; the number is the code's own.
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET failures = 0 * LAST_INSERT_ID(failures * {$pack} + window_start) WHERE attempt_key = %s AND failures > 0", $key ) );
		if ( (int) $changed < 1 ) {
			return null;
		}
		// $wpdb->insert_id is refreshed after an INSERT or REPLACE only, not after an UPDATE.
		$packed = $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE attempt_key = %s AND failures = 0", $key ) );
		// phpcs:enable
		return self::unpack( $packed );
	}

	/**
	 * A count and a window's start packed as count * 2^32 + start (see PACK).
	 *
	 * @param int|float|string $packed The packed value.
	 * @return int[] The count, the window's start.
	 */
	private static function unpack( $packed ) {
		$packed = (float) $packed;
		$count  = (int) floor( $packed / self::PACK );
		return array( $count, (int) ( $packed - $count * self::PACK ) );
	}

	/**
	 * Takes tries back from each of these counters (one, or as many as given), in one statement
	 * each (a DELETE of the counts at most that many then an UPDATE of the others let a take-back
	 * between them be lost); a counter left at nothing then goes, unless a try counted on it meanwhile.
	 *
	 * @param string[] $keys  Counters' keys.
	 * @param int      $tries How many.
	 */
	private static function take_back( $keys, $tries = 1 ) {
		global $wpdb;
		if ( $tries < 1 ) {
			return;
		}
		foreach ( array_unique( $keys ) as $key ) {
			// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET failures = failures - LEAST(failures, %d) WHERE attempt_key = %s', $tries, $key ) );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE attempt_key = %s AND failures = 0', $key ) );
			// phpcs:enable
		}
	}

	/**
	 * Deletes the rows of windows that have ended: on the request path, so that refused tries
	 * leave no rows behind even where WP-cron never runs (DISABLE_WP_CRON without a system cron).
	 *
	 * @param int $now    A timestamp.
	 * @param int $window Seconds.
	 */
	private static function sweep( $now, $window ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE window_start <= %d', $now - $window ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; by its window_start index.
	}

	/**
	 * A counter's key: an HMAC of its parts under the site's salt.
	 *
	 * @param string ...$parts The scope (pair, spelled, account, address, device, email, email-account, email-device, email-known, known) and what it counts by.
	 * @return string 64 hex characters.
	 */
	private static function key( ...$parts ) {
		return hash_hmac( 'sha256', 'online-banking-portal attempts|' . implode( '|', $parts ), wp_salt() );
	}
}
