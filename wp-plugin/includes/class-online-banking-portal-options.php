<?php
/**
 * The plugin's options: their names, what each stores (STORED), the limits and choices their
 * validators (Online_Banking_Portal_Option_Checks) apply, the getters every request reads, and
 * the upgrade from earlier releases. The settings page's labels, help and messages are
 * Online_Banking_Portal_Settings_Table's.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Option names, defaults, getters and the upgrade.
 */
final class Online_Banking_Portal_Options {

	const API_BASE     = 'online_banking_portal_api_base';
	const CONNECTION   = 'online_banking_portal_connection';
	const BASE_PATH    = 'online_banking_portal_base_path';
	const ADMIN_URL    = 'online_banking_portal_admin_url';
	const BRAND_COLOR  = 'online_banking_portal_brand_color';
	const COLOR_SCHEME = 'online_banking_portal_color_scheme';
	const IDLE_MINUTES = 'online_banking_portal_idle_minutes';
	const LOGO_URL     = 'online_banking_portal_logo_url';
	/** The language the bank writes its own messages in (BCP 47), which the widget marks them with. */
	const BANK_LANGUAGE = 'online_banking_portal_bank_language';
	/** The proxies the site sits behind, whose X-Forwarded-For the endpoint believes. */
	const TRUSTED_PROXIES = 'online_banking_portal_trusted_proxies';

	const DEFAULT_BASE_PATH    = '/wp-user';
	const DEFAULT_CONNECTION   = Online_Banking_Portal_Widget_Facts::CONNECTION_SITE;

	const DEFAULT_COLOR_SCHEME = 'auto';
	const DEFAULT_IDLE_MINUTES = Online_Banking_Portal_Widget_Facts::DEFAULT_IDLE_MINUTES;
	const MIN_IDLE_MINUTES     = Online_Banking_Portal_Widget_Facts::MIN_IDLE_MINUTES;
	const MAX_IDLE_MINUTES     = Online_Banking_Portal_Widget_Facts::MAX_IDLE_MINUTES;

	/**
	 * Longest base path accepted. Web servers refuse request lines longer than about 8 KB
	 * (Apache's LimitRequestLine 8190, nginx's 8k header buffers): 6,000 characters leave
	 * room for the site's own path, the app's routes and a query string. The rewrite regex
	 * built from it stays far below PCRE's compiled-pattern limit (64 KB), which a
	 * 70,000-character path exceeded, breaking every front-end request.
	 */
	const MAX_BASE_PATH_LENGTH = 6000;

	/**
	 * Longest logo address accepted: any real image address is far shorter.
	 */
	const MAX_LOGO_URL_LENGTH = 2000;


	/**
	 * First path segments that are WordPress's own entry points (files and folders of the
	 * installation are refused as well, see Online_Banking_Portal_Path_Clash).
	 *
	 * @var string[]
	 */
	const RESERVED_SEGMENTS = array( 'wp-admin', 'wp-content', 'wp-includes', 'wp-json', 'xmlrpc', 'wp-login', 'wp-signup', 'wp-activate', 'wp-cron', 'wp-sitemap', 'wp-trackback', 'wp-comments-post', 'wp-links-opml', 'wp-mail', 'wp-register', 'index' );

	/**
	 * What each option stores, declared once: its type and default (register_setting(),
	 * activation), the validator its saved value passes (a method of
	 * Online_Banking_Portal_Option_Checks, for the getters and the settings' sanitiser),
	 * on_save (optional: the validator a newly saved value passes instead), the first
	 * release's name (activation copies it, uninstall.php deletes it), '' for none, and mount
	 * (optional: the path of the mountBank() option its value is passed as, when it is not '':
	 * Online_Banking_Portal_Mount_Options reads it). What the settings page shows of each is
	 * Online_Banking_Portal_Settings_Table's.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	const STORED = array(
		self::API_BASE     => array(
			'type'    => 'string',
			'default' => '',
			'check'   => 'check_url',
			'legacy'  => 'wp_bank_api_base',
		),
		self::CONNECTION   => array(
			'type'    => 'string',
			'default' => self::DEFAULT_CONNECTION,
			'check'   => 'check_connection',
			'legacy'  => '',
		),
		self::BASE_PATH    => array(
			'type'    => 'string',
			'default' => self::DEFAULT_BASE_PATH,
			'check'   => 'check_base_path',
			// Saving also asks whether something of the site answers there (not needed to read it).
			'on_save' => 'check_base_path_for_site',
			'legacy'  => 'wp_bank_base_path',
		),
		self::ADMIN_URL    => array(
			'type'    => 'string',
			'default' => '',
			'check'   => 'check_url',
			'legacy'  => 'wp_bank_admin_url',
			'mount'   => array( Online_Banking_Portal_Widget_Facts::OPTION_ADMIN_URL ),
		),
		self::LOGO_URL     => array(
			'type'    => 'string',
			'default' => '',
			'check'   => 'check_logo_url',
			'legacy'  => '',
		),
		self::BRAND_COLOR  => array(
			'type'    => 'string',
			'default' => '',
			'check'   => 'check_color',
			'legacy'  => '',
			'mount'   => array( Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE, Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_VARIABLES, Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_VARIABLES_COLOR_PRIMARY ),
		),
		self::COLOR_SCHEME => array(
			'type'    => 'string',
			'default' => self::DEFAULT_COLOR_SCHEME,
			'check'   => 'check_color_scheme',
			'legacy'  => '',
			'mount'   => array( Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE, Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_COLOR_SCHEME ),
		),
		self::IDLE_MINUTES => array(
			'type'    => 'integer',
			'default' => self::DEFAULT_IDLE_MINUTES,
			'check'   => 'check_idle_minutes',
			'legacy'  => '',
			'mount'   => array( Online_Banking_Portal_Widget_Facts::OPTION_IDLE_MINUTES ),
		),
		self::BANK_LANGUAGE => array(
			'type'    => 'string',
			'default' => 'en',
			'check'   => 'check_bank_language',
			'legacy'  => '',
			'mount'   => array( Online_Banking_Portal_Widget_Facts::OPTION_BANK_LANGUAGE ),
		),
		self::TRUSTED_PROXIES => array(
			'type'    => 'string',
			'default' => '',
			'check'   => 'check_trusted_proxies',
			'legacy'  => '',
		),
	);

	/**
	 * Every option the plugin stores, with its default value.
	 *
	 * @return array<string, string|int>
	 */
	public static function defaults() {
		return wp_list_pluck( self::STORED, 'default' );
	}

	/**
	 * Names of every option the plugin stores.
	 *
	 * @return string[]
	 */
	public static function names() {
		return array_keys( self::STORED );
	}

	/**
	 * Names the first release stored its options under.
	 *
	 * @return string[]
	 */
	public static function legacy_names() {
		return array_values( array_filter( wp_list_pluck( self::STORED, 'legacy' ) ) );
	}

	/**
	 * Adds the options with their defaults where they do not exist yet (never overwrites);
	 * values saved by the first release (wp_bank_*) are carried over.
	 */
	public static function add_defaults() {
		$missing  = new stdClass();
		$upgraded = self::upgraded();
		foreach ( self::STORED as $name => $row ) {
			if ( get_option( $name, $missing ) !== $missing ) {
				continue;
			}
			// A site upgraded from a release without the setting keeps connecting as it did.
			$value = self::CONNECTION === $name && $upgraded ? Online_Banking_Portal_Widget_Facts::CONNECTION_DIRECT : $row['default'];
			if ( '' !== $row['legacy'] ) {
				$legacy = get_option( $row['legacy'], $missing );
				if ( is_string( $legacy ) ) {
					$value = $legacy;
				}
			}
			add_option( $name, $value );
		}
	}

	/**
	 * Whether an earlier release of the plugin was set up on this site (its bank address option
	 * exists, under either name) while the connection setting does not exist yet.
	 *
	 * @return bool
	 */
	private static function upgraded() {
		$missing = new stdClass();
		return get_option( self::CONNECTION, $missing ) === $missing
			&& ( get_option( self::API_BASE, $missing ) !== $missing || get_option( 'wp_bank_api_base', $missing ) !== $missing );
	}

	/**
	 * How customers' browsers reach the bank: "site" or "direct". A site updated without being
	 * activated again (WordPress runs no activation on update) has no saved choice yet: it
	 * keeps "direct", as it was.
	 *
	 * @return string
	 */
	public static function connection() {
		return self::upgraded() ? Online_Banking_Portal_Widget_Facts::CONNECTION_DIRECT : self::get( self::CONNECTION );
	}

	/**
	 * An option's saved value once its validator accepts it, else its default: what a
	 * value saved by hand (or by an older version) that is no longer valid reads as.
	 *
	 * Reads no translated text: it runs on every front-end request.
	 *
	 * @param string $name An option name of STORED.
	 * @return string|int
	 */
	public static function get( $name ) {
		$row   = self::STORED[ $name ];
		$value = call_user_func( array( 'Online_Banking_Portal_Option_Checks', $row['check'] ), get_option( $name, $row['default'] ) );
		return is_wp_error( $value ) ? $row['default'] : $value;
	}

	/**
	 * The banking API's base address, without a trailing slash; '' means this site.
	 *
	 * @return string
	 */
	public static function api_base() {
		return self::get( self::API_BASE );
	}

	/**
	 * Where an administrator who signs in is sent; '' lets the client use its default.
	 *
	 * @return string
	 */
	public static function admin_url() {
		return self::get( self::ADMIN_URL );
	}

	/**
	 * The app's path relative to the site's home, e.g. "/wp-user".
	 *
	 * @return string
	 */
	public static function base_path() {
		return self::get( self::BASE_PATH );
	}

	/**
	 * The brand colour as "#rrggbb", or '' for the client's default.
	 *
	 * @return string
	 */
	public static function brand_color() {
		return self::get( self::BRAND_COLOR );
	}

	/**
	 * The logo chosen in the settings: an https address or a path of this site starting
	 * with "/", or '' (the theme's logo, else the site icon, is used then).
	 *
	 * @return string
	 */
	public static function logo_url() {
		return self::get( self::LOGO_URL );
	}

	/**
	 * The colour scheme: one the widget knows (Online_Banking_Portal_Facts).
	 *
	 * @return string
	 */
	public static function color_scheme() {
		return self::get( self::COLOR_SCHEME );
	}

	/**
	 * Minutes without activity after which the client signs the customer out.
	 *
	 * @return int
	 */
	public static function idle_minutes() {
		return (int) self::get( self::IDLE_MINUTES );
	}

	/**
	 * The language the bank writes its messages in, e.g. "en" or "pt-BR".
	 *
	 * @return string
	 */
	public static function bank_language() {
		return (string) self::get( self::BANK_LANGUAGE );
	}

	/**
	 * The proxies the owner listed (addresses or CIDR ranges); none by default.
	 *
	 * @return string[]
	 */
	public static function trusted_proxies() {
		$value = self::get( self::TRUSTED_PROXIES );
		return '' === $value ? array() : explode( ', ', $value );
	}

	/**
	 * Whether "Through this site" would send the session cookie over plain http: the site's
	 * address is http and not this machine's own.
	 *
	 * @return bool
	 */
	public static function site_connection_in_clear() {
		$home = wp_parse_url( home_url( '/' ) );
		$host = isset( $home['host'] ) ? strtolower( trim( $home['host'], '[]' ) ) : '';
		return Online_Banking_Portal_Widget_Facts::CONNECTION_SITE === self::connection() && isset( $home['scheme'] ) && 'http' === strtolower( $home['scheme'] )
			&& ! in_array( $host, array( 'localhost', '127.0.0.1', '::1' ), true ) && ! preg_match( '/\.localhost\z/', $host );
	}
}
