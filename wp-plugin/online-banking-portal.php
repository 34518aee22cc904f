<?php
/**
 * Plugin Name:       Online Banking Portal
 * Description:       Online banking for your customers: serves the e-banking client under a path of your site (default /wp-user), and in a page of yours through the Online banking block or the [online_banking_portal] shortcode.
 * Version:           1.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Online Banking Portal
 * License:           GPLv2 or later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       online-banking-portal
 * Domain Path:       /languages
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

define( 'ONLINE_BANKING_PORTAL_VERSION', '1.1.0' );
define( 'ONLINE_BANKING_PORTAL_FILE', __FILE__ );
define( 'ONLINE_BANKING_PORTAL_DIR', plugin_dir_path( __FILE__ ) );

require_once ONLINE_BANKING_PORTAL_DIR . 'includes/generated/class-online-banking-portal-widget-facts.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-facts.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-options.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-option-checks.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-settings-table.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-path-clash.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-sites.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-assets.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-language-pack.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-mount-options.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-mount.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-optimizers.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-rewrite.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-page.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-router.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-answer.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-request-checks.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-client-address.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-forwarder.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-account.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-throttle.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-guesses.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-device.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-scrubber.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-session-store.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-proxy.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-batch.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-shortcode.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-block.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-settings.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-connection-text.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-connection-check.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-connection-test.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-notices.php';
require_once ONLINE_BANKING_PORTAL_DIR . 'includes/class-online-banking-portal-plugin.php';

register_activation_hook( __FILE__, array( 'Online_Banking_Portal_Plugin', 'activate' ) );
register_deactivation_hook( __FILE__, array( 'Online_Banking_Portal_Plugin', 'deactivate' ) );

Online_Banking_Portal_Plugin::boot();
