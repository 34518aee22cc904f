<?php
/**
 * Boot, activation and deactivation.
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

/**
 * Wires the parts together.
 */
final class WP_Bank_Plugin {

	/**
	 * Hooks every part.
	 */
	public static function boot() {
		add_action( 'init', array( __CLASS__, 'load_textdomain' ) );
		WP_Bank_Assets::init();
		WP_Bank_Router::init();
		WP_Bank_Shortcode::init();
		if ( is_admin() ) {
			WP_Bank_Settings::init();
		}
	}

	/**
	 * Translations from wp-content/languages/plugins or the plugin's languages folder.
	 */
	public static function load_textdomain() {
		load_plugin_textdomain( 'wp-bank', false, dirname( plugin_basename( WP_BANK_FILE ) ) . '/languages' );
	}

	/**
	 * Activation: default options, the rewrite rule, one flush. On a network activation
	 * each site's rules are regenerated on its next request instead.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( $network_wide = false ) {
		if ( is_multisite() && $network_wide ) {
			foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site_id ) {
				switch_to_blog( $site_id );
				WP_Bank_Options::add_defaults();
				delete_option( 'rewrite_rules' );
				restore_current_blog();
			}
			return;
		}
		// Adding the base path option would flush too: flush once, below.
		remove_action( 'add_option_' . WP_Bank_Options::BASE_PATH, array( 'WP_Bank_Router', 'base_path_changed' ) );
		WP_Bank_Options::add_defaults();
		WP_Bank_Router::add_rewrite_rule();
		flush_rewrite_rules( false );
	}

	/**
	 * Deactivation: the rules again, without this plugin's. Options stay until uninstall.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ) {
		WP_Bank_Router::remove_rewrite_rule();
		if ( is_multisite() && $network_wide ) {
			foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site_id ) {
				switch_to_blog( $site_id );
				delete_option( 'rewrite_rules' );
				restore_current_blog();
			}
			return;
		}
		flush_rewrite_rules( false );
	}
}
