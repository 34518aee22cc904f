<?php
/**
 * Uninstall: deletes every option the plugin stored (Online_Banking_Portal_Options::names(),
 * and the first release's wp_bank_* names), on every site of every network.
 *
 * @package Online_Banking_Portal
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-online-banking-portal-options.php';
require_once __DIR__ . '/includes/class-online-banking-portal-sites.php';

/**
 * Deletes the plugin's options on the current site.
 */
function online_banking_portal_delete_options() {
	foreach ( array_merge( Online_Banking_Portal_Options::names(), Online_Banking_Portal_Options::legacy_names() ) as $online_banking_portal_option ) {
		delete_option( $online_banking_portal_option );
	}
}

if ( is_multisite() ) {
	Online_Banking_Portal_Sites::each( 'online_banking_portal_delete_options' );
} else {
	online_banking_portal_delete_options();
}
