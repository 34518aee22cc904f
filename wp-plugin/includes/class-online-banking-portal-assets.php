<?php
/**
 * The client bundle (assets/bank.js) and the mount elements it renders into.
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers bank.js and mounts the client, only on pages that hold a mount element.
 */
final class WP_Bank_Assets {

	const HANDLE = 'wp-bank';

	/**
	 * The tags and attributes of a mount element, for wp_kses().
	 */
	const ALLOWED_HTML = array(
		'div'      => array(
			'id'    => true,
			'class' => true,
		),
		'noscript' => array(),
	);

	/**
	 * Mount elements rendered so far on this request.
	 *
	 * @var int
	 */
	private static $mounts = 0;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'register' ) );
	}

	/**
	 * Registers (does not enqueue) the bundle, in the footer, versioned by its content hash.
	 */
	public static function register() {
		if ( wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		wp_register_script(
			self::HANDLE,
			plugins_url( 'assets/bank.js', WP_BANK_FILE ),
			array(),
			self::version(),
			true
		);
	}

	/**
	 * The bundle's version: the hash the build wrote to assets/bank.asset.php, else the
	 * file's own hash, so browsers and page caches fetch the new file after an upgrade.
	 *
	 * @return string
	 */
	public static function version() {
		$asset_file = WP_BANK_DIR . 'assets/bank.asset.php';
		if ( is_readable( $asset_file ) ) {
			$asset = include $asset_file;
			if ( is_array( $asset ) && ! empty( $asset['version'] ) && is_string( $asset['version'] ) ) {
				return $asset['version'];
			}
		}
		$bundle = WP_BANK_DIR . 'assets/bank.js';
		return is_readable( $bundle ) ? substr( (string) hash_file( 'sha256', $bundle ), 0, 20 ) : WP_BANK_VERSION;
	}

	/**
	 * Enqueues the bundle and queues the call that mounts the client into a new element.
	 *
	 * @param string $base_path Route prefix seen by the browser, e.g. "/blog/wp-user".
	 * @return string The mount element's HTML (escaped).
	 */
	public static function mount( $base_path ) {
		self::register();
		wp_enqueue_script( self::HANDLE );

		++self::$mounts;
		$id      = 1 === self::$mounts ? 'wp-bank-app' : 'wp-bank-app-' . self::$mounts;
		$options = array(
			'basePath' => $base_path,
			'apiBase'  => WP_Bank_Options::api_base(),
		);
		$admin   = WP_Bank_Options::admin_url();
		if ( '' !== $admin ) {
			$options['adminUrl'] = $admin;
		}
		/**
		 * Filters the options passed to mountBank() (basePath, apiBase, adminUrl, uploadsBase).
		 *
		 * @param array  $options Options for mountBank().
		 * @param string $id      The mount element's id.
		 */
		$options = apply_filters( 'wp_bank_mount_options', $options, $id );

		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE;
		$js    = sprintf(
			'(function(){var el=document.getElementById(%1$s);if(el&&typeof window.mountBank==="function"){window.mountBank(el,%2$s);}})();',
			wp_json_encode( $id, $flags ),
			wp_json_encode( (object) $options, $flags )
		);
		wp_add_inline_script( self::HANDLE, $js, 'after' );

		return sprintf(
			'<div id="%1$s" class="wp-bank-root"><noscript>%2$s</noscript></div>',
			esc_attr( $id ),
			esc_html__( 'Online banking needs JavaScript. Please turn it on in your browser and reload this page.', 'wp-bank' )
		);
	}
}
