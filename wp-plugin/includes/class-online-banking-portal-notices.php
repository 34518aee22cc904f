<?php
/**
 * An admin notice on the Settings and Pages (and Posts) screens when something of the site
 * took the base path's address after it was saved, such as a page published later with
 * the slug "wp-user": online banking's rule comes first, so that page would be hidden.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The base path clash notice, and the connection recommendation.
 */
final class Online_Banking_Portal_Notices {

	/**
	 * Screens the notice is shown on: the plugin's settings and the lists of pages and posts.
	 *
	 * @var string[]
	 */
	const SCREENS = array( 'settings_page_online-banking-portal', 'edit-page', 'edit-post' );

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_notices', array( __CLASS__, 'render' ) );
		// Listing the proxies answers the notice below: it goes at once.
		add_action( 'update_option_' . Online_Banking_Portal_Options::TRUSTED_PROXIES, array( __CLASS__, 'forget_unlisted_proxy' ) );
	}

	/** How long after the last such request the unlisted proxy notice still shows. */
	const UNLISTED_PROXY_DAYS = 7;

	/**
	 * Forgets that forwarded headers came from an unlisted private address (the proxies changed).
	 */
	public static function forget_unlisted_proxy() {
		delete_option( Online_Banking_Portal_Client_Address::UNLISTED_PROXY_OPTION );
	}

	/**
	 * To the site owner, on the settings page, when requests to the endpoint carried forwarded
	 * headers from a private or loopback address not listed as a proxy in the last 7 days: every
	 * customer may then arrive from that one address, and one stranger's failed sign-ins hold
	 * them all back.
	 */
	private static function render_unlisted_proxy() {
		$seen = (int) get_option( Online_Banking_Portal_Client_Address::UNLISTED_PROXY_OPTION, 0 );
		if ( $seen < time() - self::UNLISTED_PROXY_DAYS * DAY_IN_SECONDS || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning online-banking-portal-unlisted-proxy"><p>%s</p></div>',
			esc_html__( 'Requests to online banking arrive through a proxy that is not listed under "Proxies in front of this site": they come from a private or local address with a forwarded client address. Every customer then looks like that one address, so a stranger\'s failed sign-ins can hold them all back. If this site sits behind a proxy, load balancer or CDN, list its addresses under "Proxies in front of this site".', 'online-banking-portal' )
		);
	}

	/**
	 * To the site owner of a site connecting directly, once the test through this site passed:
	 * switching keeps customers' bank sessions out of reach of the site's scripts.
	 */
	private static function render_connection() {
		if ( Online_Banking_Portal_Widget_Facts::CONNECTION_DIRECT !== Online_Banking_Portal_Options::connection() || ! get_transient( Online_Banking_Portal_Connection_Check::SITE_READY ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info online-banking-portal-connection"><p>%1$s</p><p><a href="%2$s">%3$s</a></p></div>',
			esc_html__( 'This site\'s server reaches your bank: choose the connection "Through this site (recommended)". Your customers\' bank sessions are then kept on your server, out of reach of the scripts of your theme and plugins, and the bank needs no CORS setting for your site.', 'online-banking-portal' ),
			esc_url( admin_url( 'options-general.php?page=' . Online_Banking_Portal_Settings::PAGE ) ),
			esc_html__( 'Settings > Online Banking', 'online-banking-portal' )
		);
	}

	/**
	 * Prints the notice when the current base path clashes with something of the site.
	 */
	public static function render() {
		$screen = get_current_screen();
		if ( ! $screen || ! in_array( $screen->id, self::SCREENS, true ) || ! ( current_user_can( 'manage_options' ) || current_user_can( 'edit_pages' ) ) ) {
			return;
		}
		self::render_connection();
		if ( 'settings_page_online-banking-portal' === $screen->id ) {
			self::render_unlisted_proxy();
		}
		$base_path = Online_Banking_Portal_Options::base_path();
		$clash     = Online_Banking_Portal_Path_Clash::find( $base_path );
		if ( ! $clash ) {
			return;
		}
		$fix = isset( $clash['post_id'] )
			? __( 'Change that item\'s slug (its permalink), or choose another base path.', 'online-banking-portal' )
			: __( 'Choose another base path.', 'online-banking-portal' );
		echo '<div class="notice notice-warning online-banking-portal-clash"><p>';
		printf(
			/* translators: 1: the base path, such as /wp-user; 2: what also answers there, such as: "About us" (Page). */
			esc_html__( 'Online banking is served at %1$s, which is also the address of %2$s: visitors see online banking there instead.', 'online-banking-portal' ),
			'<code>' . esc_html( $base_path ) . '</code>',
			esc_html( $clash['what'] )
		);
		echo ' ' . esc_html( $fix ) . '</p><p>';
		if ( isset( $clash['post_id'] ) && current_user_can( 'edit_post', $clash['post_id'] ) ) {
			printf( '<a href="%1$s">%2$s</a> | ', esc_url( (string) get_edit_post_link( $clash['post_id'] ) ), esc_html__( 'Edit it', 'online-banking-portal' ) );
		}
		if ( current_user_can( 'manage_options' ) ) {
			printf( '<a href="%1$s">%2$s</a>', esc_url( admin_url( 'options-general.php?page=' . Online_Banking_Portal_Settings::PAGE ) ), esc_html__( 'Settings > Online Banking', 'online-banking-portal' ) );
		}
		echo '</p></div>';
	}
}
