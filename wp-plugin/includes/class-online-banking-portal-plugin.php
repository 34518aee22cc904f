<?php
/**
 * Boot, activation and deactivation.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Wires the parts together.
 */
final class Online_Banking_Portal_Plugin {

	/**
	 * Hooks every part, and the plugin's own translations.
	 */
	public static function boot() {
		add_action( 'init', array( __CLASS__, 'load_textdomain' ) );
		Online_Banking_Portal_Assets::init();
		Online_Banking_Portal_Optimizers::init();
		Online_Banking_Portal_Rewrite::init();
		Online_Banking_Portal_Router::init();
		Online_Banking_Portal_Proxy::init();
		Online_Banking_Portal_Throttle::init();
		Online_Banking_Portal_Page::init();
		Online_Banking_Portal_Shortcode::init();
		Online_Banking_Portal_Block::init();
		if ( is_admin() ) {
			Online_Banking_Portal_Settings::init();
			Online_Banking_Portal_Connection_Test::init();
			Online_Banking_Portal_Notices::init();
		}
	}

	/**
	 * The admin's words in the shipped languages (languages/online-banking-portal-fr_FR.mo...).
	 * WordPress (4.6+) loads only wp-content/languages/plugins/ by itself; this loads the
	 * plugin's own files, after that folder (a language pack there still wins).
	 */
	public static function load_textdomain() {
		load_plugin_textdomain( 'online-banking-portal', false, dirname( plugin_basename( ONLINE_BANKING_PORTAL_FILE ) ) . '/languages' );
	}

	/**
	 * Activation: default options (carrying over the first release's), the session table, the
	 * rewrite rule, one flush. On a network activation every site of the network gets its options, and
	 * its rules are regenerated on its next request.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( $network_wide = false ) {
		// Adding the base path option would flush too: flush once, below (or not at all on a network).
		remove_action( 'add_option_' . Online_Banking_Portal_Options::BASE_PATH, array( 'Online_Banking_Portal_Rewrite', 'base_path_changed' ) );
		if ( is_multisite() && $network_wide ) {
			Online_Banking_Portal_Sites::each( array( __CLASS__, 'activate_site' ), get_current_network_id() );
			return;
		}
		Online_Banking_Portal_Options::add_defaults();
		Online_Banking_Portal_Session_Store::install();
		Online_Banking_Portal_Throttle::install();
		Online_Banking_Portal_Rewrite::add_rule();
		flush_rewrite_rules( false );
	}

	/**
	 * One site of a network activation: its options, and its rules rebuilt on its next request.
	 */
	public static function activate_site() {
		Online_Banking_Portal_Options::add_defaults();
		Online_Banking_Portal_Session_Store::install();
		Online_Banking_Portal_Throttle::install();
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Deactivation: the rules again, without this plugin's. Options stay until uninstall.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ) {
		Online_Banking_Portal_Rewrite::remove_rule();
		Online_Banking_Portal_Session_Store::unschedule();
		if ( is_multisite() && $network_wide ) {
			Online_Banking_Portal_Sites::each( array( __CLASS__, 'deactivate_site' ), get_current_network_id() );
			return;
		}
		flush_rewrite_rules( false );
	}

	/**
	 * One site of a network deactivation: its rules rebuilt, without the app's, on its next request.
	 */
	public static function deactivate_site() {
		delete_option( 'rewrite_rules' );
		Online_Banking_Portal_Session_Store::unschedule();
	}
}
