<?php
/**
 * The client bundle (assets/bank.js): its registration, its version and the folder of the files
 * beside it. The mount element is Online_Banking_Portal_Mount's, mountBank()'s options
 * Online_Banking_Portal_Mount_Options', a language pack's words Online_Banking_Portal_Language_Pack's.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers bank.js, which a mount element enqueues.
 */
final class Online_Banking_Portal_Assets {

	const HANDLE = 'online-banking-portal';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'register' ) );
	}

	/**
	 * Registers (does not enqueue) the bundle, in the footer, deferred, versioned by its content
	 * hash. The bundle mounts itself (it needs no inline call), so it may run whenever: deferred
	 * (WordPress 6.3+ writes `defer` for the strategy), delayed or combined by an optimiser.
	 * WordPress before 6.3 reads the array as a true `$in_footer` (a non-empty array is true), so
	 * there the bundle is in the footer without `defer`.
	 */
	public static function register() {
		if ( wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		wp_register_script(
			self::HANDLE,
			plugins_url( 'assets/bank.js', ONLINE_BANKING_PORTAL_FILE ),
			array(),
			self::version(),
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
	}

	/**
	 * The folder of bank.js and the files beside it (languages, QR encoder), with the release's
	 * version as WordPress gives it to bank.js: mountBank()'s `assetsUrl`. The bundle reads its
	 * files from there even when an optimiser serves it from a combined file elsewhere.
	 *
	 * @return string E.g. "https://example.com/wp-content/plugins/online-banking-portal/assets/?ver=1a2b".
	 */
	public static function assets_url() {
		return trailingslashit( plugins_url( 'assets/', ONLINE_BANKING_PORTAL_FILE ) ) . '?ver=' . rawurlencode( self::version() );
	}

	/**
	 * The bundle's version: the hash the build wrote to assets/bank.asset.php, else the
	 * file's own hash, so browsers and page caches fetch the new file after an upgrade.
	 *
	 * @return string
	 */
	public static function version() {
		$version = self::asset( 'version' );
		if ( is_string( $version ) && '' !== $version ) {
			return $version;
		}
		$bundle = ONLINE_BANKING_PORTAL_DIR . 'assets/bank.js';
		return is_readable( $bundle ) ? substr( (string) hash_file( 'sha256', $bundle ), 0, 20 ) : ONLINE_BANKING_PORTAL_VERSION;
	}

	/**
	 * One entry of assets/bank.asset.php, which the build writes: 'version' (the bundle's hash)
	 * or 'plurals' (the ids of the widget's plural messages); null without the file.
	 *
	 * @param string $key The entry.
	 * @return mixed
	 */
	public static function asset( $key ) {
		static $asset = null;
		if ( null === $asset ) {
			$asset_file = ONLINE_BANKING_PORTAL_DIR . 'assets/bank.asset.php';
			$asset      = is_readable( $asset_file ) ? include $asset_file : array();
			$asset      = is_array( $asset ) ? $asset : array();
		}
		return isset( $asset[ $key ] ) ? $asset[ $key ] : null;
	}
}
