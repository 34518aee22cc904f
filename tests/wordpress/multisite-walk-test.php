<?php
/**
 * The multisite walk, without WordPress: activation, deactivation and uninstall.php run
 * against stand-ins for WordPress's site functions, on a network of 250 sites (ids with gaps)
 * beside a second network of 5. get_sites() behaves as WordPress's does: 100 sites when no
 * number is given, which is how the first release missed every site after the 100th.
 *
 *   php tests/wordpress/multisite-walk-test.php
 *
 * A real network of 250 sites takes minutes to create here (a dozen tables per site), this
 * seconds; the e2e suite covers the single-site paths in a real WordPress.
 *
 * @package Online_Banking_Portal
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- stand-ins for WordPress's own functions.

define( 'ABSPATH', __DIR__ . '/' );
define( 'WP_UNINSTALL_PLUGIN', 'online-banking-portal/online-banking-portal.php' );

$plugin_dir = dirname( __DIR__, 2 ) . '/wp-plugin';

// ---- the network ---------------------------------------------------------------------------
$sites = array(); // site id => network id.
for ( $id = 1, $made = 0; $made < 250; $id++ ) {
	if ( 0 === $id % 37 ) {
		continue; // Deleted sites leave gaps in the ids.
	}
	$sites[ $id ] = 1;
	++$made;
}
for ( $n = 0; $n < 5; $n++ ) {
	$sites[ 1000 + $n ] = 2;
}
$options      = array(); // site id => name => value.
$current_site = 1;
$switch_stack = array();
$calls        = array( 'get_sites' => array() );

foreach ( array_keys( $sites ) as $id ) {
	$options[ $id ] = array( 'rewrite_rules' => array( 'x' => 'y' ) );
}
$options[7]['wp_bank_base_path']   = '/first-release';
$options[250]['wp_bank_api_base']  = 'https://bank.example.com';
$options[1002]['wp_bank_api_base'] = 'https://other.example.com';

function is_multisite() {
	return true;
}
function get_current_network_id() {
	return 1;
}
function get_sites( $args = array() ) {
	global $sites, $calls;
	$calls['get_sites'][] = $args;
	$args += array(
		'number'     => 100,
		'offset'     => 0,
		'network_id' => 0,
	);
	$ids = array();
	foreach ( $sites as $id => $network ) {
		if ( ! $args['network_id'] || (int) $args['network_id'] === $network ) {
			$ids[] = $id;
		}
	}
	sort( $ids );
	$ids = array_slice( $ids, (int) $args['offset'], (int) $args['number'] );
	return ( isset( $args['fields'] ) && 'ids' === $args['fields'] ) ? $ids : array_map( 'strval', $ids );
}
function switch_to_blog( $id ) {
	global $current_site, $switch_stack, $sites;
	if ( ! isset( $sites[ $id ] ) ) {
		fail( "switch_to_blog($id): no such site" );
	}
	$switch_stack[] = $current_site;
	$current_site   = $id;
	return true;
}
function restore_current_blog() {
	global $current_site, $switch_stack;
	$current_site = array_pop( $switch_stack );
	return true;
}
function get_option( $name, $default_value = false ) {
	global $options, $current_site;
	return array_key_exists( $name, $options[ $current_site ] ) ? $options[ $current_site ][ $name ] : $default_value;
}
function add_option( $name, $value ) {
	global $options, $current_site;
	if ( array_key_exists( $name, $options[ $current_site ] ) ) {
		return false;
	}
	$options[ $current_site ][ $name ] = $value;
	return true;
}
function delete_option( $name ) {
	global $options, $current_site;
	unset( $options[ $current_site ][ $name ] );
	return true;
}
function update_option( $name, $value ) {
	global $options, $current_site;
	$options[ $current_site ][ $name ] = $value;
	return true;
}
// The session and attempts tables (Online_Banking_Portal_Session_Store, Online_Banking_Portal_Throttle): made, scheduled, dropped per site.
$tables = array(); // site id => table names.
$events = array(); // site id => hook => time.
function dbDelta( $sql ) {
	global $tables, $current_site;
	preg_match_all( '/CREATE TABLE (\S+)/', $sql, $m );
	$tables[ $current_site ] = array_unique( array_merge( isset( $tables[ $current_site ] ) ? $tables[ $current_site ] : array(), $m[1] ) );
}
function wp_next_scheduled( $hook ) {
	global $events, $current_site;
	return isset( $events[ $current_site ][ $hook ] ) ? $events[ $current_site ][ $hook ] : false;
}
function wp_schedule_event( $time, $recurrence, $hook ) {
	global $events, $current_site;
	$events[ $current_site ][ $hook ] = $time;
}
function wp_clear_scheduled_hook( $hook ) {
	global $events, $current_site;
	unset( $events[ $current_site ][ $hook ] );
}
/** WordPress's $wpdb, for the statements activation and uninstall make: each site its prefix. */
class wpdb {
	public $options = 'wp_options';
	public function __get( $name ) {
		global $current_site;
		return 'prefix' === $name ? ( 1 === $current_site ? 'wp_' : "wp_{$current_site}_" ) : null;
	}
	public function get_charset_collate() {
		return '';
	}
	public function esc_like( $text ) {
		return addcslashes( $text, '_%\\' );
	}
	public function prepare( $query, ...$args ) {
		return vsprintf( str_replace( '%s', "'%s'", $query ), $args );
	}
	public function query( $sql ) {
		global $tables, $current_site;
		if ( preg_match( '/^DROP TABLE IF EXISTS (\S+)$/', $sql, $m ) ) {
			$tables[ $current_site ] = array_values( array_diff( isset( $tables[ $current_site ] ) ? $tables[ $current_site ] : array(), array( $m[1] ) ) );
		}
		return 0;
	}
}
$wpdb = new wpdb();
define( 'HOUR_IN_SECONDS', 3600 );

function remove_action() {
	return true;
}
function apply_filters( $hook, $value ) {
	return $value;
}
// No translation stand-in: activation and uninstall read Online_Banking_Portal_Options::STORED,
// which holds no translated text (the settings page's labels are the settings table's).
function wp_list_pluck( $list, $field ) {
	return array_map(
		function ( $row ) use ( $field ) {
			return $row[ $field ];
		},
		$list
	);
}
function fail( $message ) {
	fwrite( STDERR, "multisite-walk-test: FAILED: $message\n" );
	exit( 1 );
}
$assertions = 0;
function check( $condition, $message ) {
	global $assertions;
	++$assertions;
	if ( ! $condition ) {
		fail( $message );
	}
}
function sites_of( $network ) {
	global $sites;
	return array_keys( array_filter( $sites, fn( $n ) => $n === $network ) );
}

require $plugin_dir . '/includes/generated/class-online-banking-portal-widget-facts.php';
require $plugin_dir . '/includes/class-online-banking-portal-facts.php';
require $plugin_dir . '/includes/class-online-banking-portal-options.php';
require $plugin_dir . '/includes/class-online-banking-portal-sites.php';
require $plugin_dir . '/includes/class-online-banking-portal-rewrite.php';
require $plugin_dir . '/includes/class-online-banking-portal-plugin.php';
require $plugin_dir . '/includes/class-online-banking-portal-session-store.php';
require $plugin_dir . '/includes/class-online-banking-portal-throttle.php';

$network = sites_of( 1 );
check( 250 === count( $network ) && max( $network ) > 250, 'the network has 250 sites, ids past 250' );

// ---- network activation: every site of the network gets its options ----------------------
Online_Banking_Portal_Plugin::activate( true );
foreach ( $network as $id ) {
	check( isset( $options[ $id ]['online_banking_portal_base_path'] ), "activation reached site $id" );
	check( ! isset( $options[ $id ]['rewrite_rules'] ), "activation reset the rules of site $id" );
}
foreach ( $network as $id ) {
	$prefix = 1 === $id ? 'wp_' : "wp_{$id}_";
	check( array( "{$prefix}online_banking_portal_sessions", "{$prefix}online_banking_portal_attempts" ) === $tables[ $id ], "activation made the session tables of site $id" );
	check( isset( $events[ $id ]['online_banking_portal_cleanup'] ), "activation scheduled the cleaning on site $id" );
}
foreach ( sites_of( 2 ) as $id ) {
	check( ! isset( $options[ $id ]['online_banking_portal_base_path'] ), "activation left site $id of the other network alone" );
	check( ! isset( $tables[ $id ] ), "activation made no table on site $id of the other network" );
}
check( '/first-release' === $options[7]['online_banking_portal_base_path'], 'the first release\'s base path was carried over' );
check( 'https://bank.example.com' === $options[250]['online_banking_portal_api_base'], 'the first release\'s API address was carried over on site 250' );
check( '/wp-user' === $options[8]['online_banking_portal_base_path'] && 5 === $options[8]['online_banking_portal_idle_minutes'], 'defaults elsewhere' );
foreach ( $calls['get_sites'] as $args ) {
	check( isset( $args['number'], $args['offset'] ) && $args['number'] <= 100, 'every get_sites() call asks for one batch: ' . json_encode( $args ) );
}
check( 3 === count( $calls['get_sites'] ), 'three batches of 100 for 250 sites' );
check( 1 === $current_site && ! $switch_stack, 'back on the main site after activation' );

// ---- network deactivation: every site's rules are rebuilt without the app's ----------------
foreach ( array_keys( $sites ) as $id ) {
	$options[ $id ]['rewrite_rules'] = array( 'x' => 'y' );
}
Online_Banking_Portal_Plugin::deactivate( true );
foreach ( $network as $id ) {
	check( ! isset( $options[ $id ]['rewrite_rules'] ), "deactivation reached site $id" );
	check( empty( $events[ $id ] ), "deactivation stopped the cleaning on site $id" );
	check( isset( $options[ $id ]['online_banking_portal_base_path'] ), "deactivation kept the options of site $id" );
}
check( 1 === $current_site && ! $switch_stack, 'back on the main site after deactivation' );

// ---- uninstall: every site of every network, current and first-release options ------------
$calls['get_sites'] = array();
require $plugin_dir . '/uninstall.php';
foreach ( array_keys( $sites ) as $id ) {
	foreach ( array_keys( $options[ $id ] ) as $name ) {
		check( 0 !== strpos( $name, 'online_banking_portal_' ) && 0 !== strpos( $name, 'wp_bank_' ), "uninstall deleted $name on site $id" );
	}
	check( empty( $tables[ $id ] ), "uninstall dropped the session tables of site $id" );
}
check( 3 === count( $calls['get_sites'] ), 'uninstall walked 255 sites in three batches' );
check( 1 === $current_site && ! $switch_stack, 'back on the main site after uninstall' );

printf( "multisite-walk-test: ok, %d assertions: activation, deactivation and uninstall reached all %d sites of the network (%d of another for uninstall), in batches of %d\n", $assertions, count( $network ), count( sites_of( 2 ) ), Online_Banking_Portal_Sites::batch_size() );
