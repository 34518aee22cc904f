<?php
/**
 * Uninstall: deletes every option the plugin stored (listed in WP_Bank_Options::names()),
 * on every site of a network.
 *
 * @package WP_Bank
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-wp-bank-options.php';

/**
 * Deletes the plugin's options on the current site.
 */
function wp_bank_delete_options() {
	foreach ( WP_Bank_Options::names() as $wp_bank_option ) {
		delete_option( $wp_bank_option );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $wp_bank_site_id ) {
		switch_to_blog( $wp_bank_site_id );
		wp_bank_delete_options();
		restore_current_blog();
	}
} else {
	wp_bank_delete_options();
}
