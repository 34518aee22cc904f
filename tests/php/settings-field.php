<?php
/**
 * Prints, as JSON, the settings page's "Banking API address" row as the plugin renders it (its
 * label, its field, the "Test connection" button and the status region) and the connection
 * test's configuration, for tests/browser/connection-test.test.ts, which serves them in a
 * page with assets/admin/connection-test.js.
 *
 *   OBP_HOME=http://127.0.0.1:PORT OBP_API_BASE=https://bank.example.com php tests/php/settings-field.php
 *
 * @package Online_Banking_Portal
 */

require __DIR__ . '/wordpress.php';
require dirname( __DIR__, 2 ) . '/wp-plugin/online-banking-portal.php';

if ( getenv( 'OBP_HOME' ) ) {
	obp_wp()['home'] = getenv( 'OBP_HOME' );
}
update_option( Online_Banking_Portal_Options::API_BASE, (string) getenv( 'OBP_API_BASE' ) );
ob_start();
Online_Banking_Portal_Settings::render_field( array( 'label_for' => Online_Banking_Portal_Options::API_BASE ) );
$obp_field = ob_get_clean();
echo wp_json_encode(
	array(
		'label'  => Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::API_BASE ]['label'],
		'field'  => $obp_field,
		'config' => Online_Banking_Portal_Connection_Test::config(),
	)
);
