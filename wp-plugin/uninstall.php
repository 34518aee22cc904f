<?php
/**
 * Uninstall: deletes every option the plugin stored (Online_Banking_Portal_Options::names(),
 * and the first release's wp_bank_* names) and drops the session tables, on every site of every
 * network.
 *
 * @package Online_Banking_Portal
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/generated/class-online-banking-portal-widget-facts.php';
require_once __DIR__ . '/includes/class-online-banking-portal-options.php';
require_once __DIR__ . '/includes/class-online-banking-portal-sites.php';
require_once __DIR__ . '/includes/class-online-banking-portal-session-store.php';
require_once __DIR__ . '/includes/class-online-banking-portal-throttle.php';

/**
 * Deletes the plugin's options on the current site.
 */
function online_banking_portal_delete_options() {
	global $wpdb;
	foreach ( array_merge( Online_Banking_Portal_Options::names(), Online_Banking_Portal_Options::legacy_names() ) as $online_banking_portal_option ) {
		delete_option( $online_banking_portal_option );
	}
	// The bank sessions the site's endpoint holds (its tables, and the first releases'
	// transients obp_session_*): no bank token outlives the plugin. And the note that the test
	// through the site passed.
	if ( isset( $wpdb ) && $wpdb instanceof wpdb ) {
		Online_Banking_Portal_Session_Store::drop();
		Online_Banking_Portal_Throttle::drop();
		wp_clear_scheduled_hook( Online_Banking_Portal_Session_Store::CLEANUP_HOOK );
		foreach ( array( 'obp_session_', 'online_banking_portal_site_ready' ) as $online_banking_portal_prefix ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_' . $online_banking_portal_prefix ) . '%', $wpdb->esc_like( '_transient_timeout_' . $online_banking_portal_prefix ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transients by prefix, once, on uninstall.
		}
	}
}

if ( is_multisite() ) {
	Online_Banking_Portal_Sites::each( 'online_banking_portal_delete_options' );
} else {
	online_banking_portal_delete_options();
}
