<?php
/**
 * Plugin Name:       WP Bank
 * Description:       Online banking for your customers: serves the e-banking client under a path of your site (default /wp-user) and through the [wp_bank] shortcode.
 * Version:           1.0.0
 * Requires at least: 5.9
 * Requires PHP:      7.4
 * Author:            WP Bank
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       wp-bank
 * Domain Path:       /languages
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

define( 'WP_BANK_VERSION', '1.0.0' );
define( 'WP_BANK_FILE', __FILE__ );
define( 'WP_BANK_DIR', plugin_dir_path( __FILE__ ) );

require_once WP_BANK_DIR . 'includes/class-wp-bank-options.php';
require_once WP_BANK_DIR . 'includes/class-wp-bank-assets.php';
require_once WP_BANK_DIR . 'includes/class-wp-bank-router.php';
require_once WP_BANK_DIR . 'includes/class-wp-bank-shortcode.php';
require_once WP_BANK_DIR . 'includes/class-wp-bank-settings.php';
require_once WP_BANK_DIR . 'includes/class-wp-bank-plugin.php';

register_activation_hook( __FILE__, array( 'WP_Bank_Plugin', 'activate' ) );
register_deactivation_hook( __FILE__, array( 'WP_Bank_Plugin', 'deactivate' ) );

WP_Bank_Plugin::boot();
