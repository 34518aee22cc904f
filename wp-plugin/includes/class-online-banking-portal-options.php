<?php
/**
 * The plugin's options, declared once (table()): their names, types, defaults, validation,
 * labels and help. Registration and the settings page (Online_Banking_Portal_Settings),
 * activation (add_defaults()), uninstall.php and the .pot all read that table.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Option names, defaults, getters and validators.
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

	const DEFAULT_BASE_PATH    = '/wp-user';
	const DEFAULT_CONNECTION   = 'site';
	const DEFAULT_COLOR_SCHEME = 'auto';
	const DEFAULT_IDLE_MINUTES = 5;
	const MIN_IDLE_MINUTES     = 1;
	const MAX_IDLE_MINUTES     = 120;

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
	 * Every option of the plugin, declared once: its type and default (register_setting(),
	 * activation), the validator its saved value passes (the getters, the settings' sanitiser),
	 * what the settings page shows (section, label, help, control), the message a refused value
	 * gets, and the first release's name (activation copies it, uninstall deletes it).
	 * uninstall.php deletes exactly these options and their legacy names.
	 *
	 * Built on each call: the labels are translated, and translations are only ready after init.
	 * Callers before init (activation, uninstall) run inside a loaded WordPress, where translating is safe.
	 *
	 * Row keys: type, default, check (a static validator of this class: value or WP_Error),
	 * on_save (optional: the validator a newly saved value passes instead), section ("connection" or "appearance"), label, help, control (type, placeholder,
	 * attributes, choices, media), refused (the message of a refused value, or a static method
	 * of this class that writes it from the WP_Error), legacy (the first release's name, or '').
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function table() {
		return array(
			self::API_BASE     => array(
				'type'    => 'string',
				'default' => '',
				'check'   => 'check_url',
				'section' => 'connection',
				'label'   => __( 'Banking API address', 'online-banking-portal' ),
				'help'    => __( 'The address of your banking backend; online banking calls api/users.php below it. Through this site, this site\'s server calls it; directly, your customers\' browsers do. Connecting directly, leave it empty if the backend is served from this site\'s own address.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'url',
					'placeholder' => 'https://bank.example.com',
				),
				'refused' => __( 'The banking API address must be a full web address starting with http:// or https://, such as https://bank.example.com. Your previous address was kept.', 'online-banking-portal' ),
				'legacy'  => 'wp_bank_api_base',
			),
			self::CONNECTION   => array(
				'type'    => 'string',
				'default' => self::DEFAULT_CONNECTION,
				'check'   => 'check_connection',
				'section' => 'connection',
				'label'   => __( 'Connection', 'online-banking-portal' ),
				'help'    => __( 'Through this site (recommended): customers\' browsers talk only to this site, which passes each request on to the bank and keeps the customer\'s bank session on the server, out of reach of the scripts of your theme and plugins; the bank needs no CORS setting for your site. Directly: customers\' browsers call the bank\'s address themselves and keep the bank session in the browser, where every script of your site can read it.', 'online-banking-portal' ),
				'control' => array(
					'type'    => 'select',
					'choices' => self::connection_choices(),
				),
				'refused' => __( 'The connection must be "Through this site" or "Directly to the bank\'s address". Your previous choice was kept.', 'online-banking-portal' ),
				'legacy'  => '',
			),
			self::BASE_PATH    => array(
				'type'    => 'string',
				'default' => self::DEFAULT_BASE_PATH,
				'check'   => 'check_base_path',
				// Saving also asks whether something of the site answers there (not needed to read it).
				'on_save' => 'check_base_path_for_site',
				'section' => 'connection',
				'label'   => __( 'Base path', 'online-banking-portal' ),
				'help'    => sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'Online banking is served at this path of your site and every path below it. Letters, digits, "-" and "_", in one or more segments starting with "/", at most %s characters. Its first segment may not be the address of a page, a post, an archive, a feed or a file of WordPress.', 'online-banking-portal' ),
					number_format_i18n( self::MAX_BASE_PATH_LENGTH )
				),
				'control' => array(
					'type'        => 'text',
					'placeholder' => self::DEFAULT_BASE_PATH,
				),
				'refused' => 'base_path_refused',
				'legacy'  => 'wp_bank_base_path',
			),
			self::ADMIN_URL    => array(
				'type'    => 'string',
				'default' => '',
				'check'   => 'check_url',
				'section' => 'connection',
				'label'   => __( 'Admin area address', 'online-banking-portal' ),
				'help'    => __( 'Where bank staff who sign in with an administrator account are sent. Leave it empty to use the admin area of the banking API address.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'url',
					'placeholder' => 'https://bank.example.com/admin/',
				),
				'refused' => __( 'The admin area address must be empty or a full web address starting with http:// or https://. Your previous address was kept.', 'online-banking-portal' ),
				'legacy'  => 'wp_bank_admin_url',
			),
			self::LOGO_URL     => array(
				'type'    => 'string',
				'default' => '',
				'check'   => 'check_logo_url',
				'section' => 'appearance',
				'label'   => __( 'Logo', 'online-banking-portal' ),
				'help'    => __( 'The image shown as your bank\'s logo in online banking: an address starting with https://, or an address of this site starting with /, such as /wp-content/uploads/logo.png. Leave it empty to use your theme\'s logo, or your site icon if the theme has none; with neither, the first letter of your site\'s name is shown.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => '/wp-content/uploads/logo.png',
					'media'       => true,
				),
				'refused' => __( 'The logo must be an image address starting with https://, an address of this site starting with /, or empty for your theme\'s logo or site icon. Your previous logo was kept.', 'online-banking-portal' ),
				'legacy'  => '',
			),
			self::BRAND_COLOR  => array(
				'type'    => 'string',
				'default' => '',
				'check'   => 'check_color',
				'section' => 'appearance',
				'label'   => __( 'Brand colour', 'online-banking-portal' ),
				'help'    => __( 'The colour of buttons and links in online banking, as a hex colour such as #0a7d5a. Leave it empty for the default colour.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => '#0a7d5a',
				),
				'refused' => __( 'The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.', 'online-banking-portal' ),
				'legacy'  => '',
			),
			self::COLOR_SCHEME => array(
				'type'    => 'string',
				'default' => self::DEFAULT_COLOR_SCHEME,
				'check'   => 'check_color_scheme',
				'section' => 'appearance',
				'label'   => __( 'Colour scheme', 'online-banking-portal' ),
				'help'    => __( 'Match the page: light or dark screens, whichever suits your theme\'s own background behind online banking (recommended). Follow the visitor\'s device setting: light or dark, as the visitor\'s phone or computer is set. Or always light, or always dark.', 'online-banking-portal' ),
				'control' => array(
					'type'    => 'select',
					'choices' => self::color_scheme_choices(),
				),
				'refused' => 'color_scheme_refused',
				'legacy'  => '',
			),
			self::IDLE_MINUTES => array(
				'type'    => 'integer',
				'default' => self::DEFAULT_IDLE_MINUTES,
				'check'   => 'check_idle_minutes',
				'section' => 'appearance',
				'label'   => __( 'Sign out after inactivity (minutes)', 'online-banking-portal' ),
				'help'    => sprintf(
					/* translators: 1: fewest minutes, 2: most minutes, 3: the default. */
					__( 'A signed-in customer who does nothing for this many minutes is signed out. A whole number from %1$d to %2$d; the default is %3$d.', 'online-banking-portal' ),
					self::MIN_IDLE_MINUTES,
					self::MAX_IDLE_MINUTES,
					self::DEFAULT_IDLE_MINUTES
				),
				'control' => array(
					'type'        => 'number',
					'placeholder' => (string) self::DEFAULT_IDLE_MINUTES,
					'attributes'  => array(
						'min'  => self::MIN_IDLE_MINUTES,
						'max'  => self::MAX_IDLE_MINUTES,
						'step' => 1,
					),
				),
				'refused' => sprintf(
					/* translators: 1: fewest minutes, 2: most minutes. */
					__( 'Sign out after inactivity must be a whole number of minutes from %1$d to %2$d. Your previous value was kept.', 'online-banking-portal' ),
					self::MIN_IDLE_MINUTES,
					self::MAX_IDLE_MINUTES
				),
				'legacy'  => '',
			),
		);
	}

	/**
	 * The colour schemes offered, by value (the widget's, Online_Banking_Portal_Facts), with
	 * their labels: the settings page's choices and the block's. "auto" matches the page (light
	 * or dark from the theme's own background behind the widget), "system" follows the visitor's
	 * device setting, "light" and "dark" force one. "auto" is the default, and what an "auto"
	 * saved before "system" existed keeps meaning.
	 *
	 * @return array<string, string>
	 */
	public static function color_scheme_choices() {
		return array(
			'auto'   => __( 'Match the page', 'online-banking-portal' ),
			'system' => __( 'Follow the visitor\'s device setting', 'online-banking-portal' ),
			'light'  => __( 'Always light', 'online-banking-portal' ),
			'dark'   => __( 'Always dark', 'online-banking-portal' ),
		);
	}

	/**
	 * The connections offered, by value (the widget's, Online_Banking_Portal_Facts), with their
	 * labels: "site", through this site's endpoint (Online_Banking_Portal_Proxy), which keeps the
	 * bank's session token on the server; or "direct", the browser calls the bank and holds the
	 * token itself (the first releases' way, which a site upgraded from them keeps until its
	 * owner switches).
	 *
	 * @return array<string, string>
	 */
	public static function connection_choices() {
		return array(
			'site'   => __( 'Through this site (recommended)', 'online-banking-portal' ),
			'direct' => __( 'Directly to the bank\'s address', 'online-banking-portal' ),
		);
	}

	/**
	 * Every option the plugin stores, with its default value.
	 *
	 * @return array<string, string|int>
	 */
	public static function defaults() {
		return wp_list_pluck( self::table(), 'default' );
	}

	/**
	 * Names of every option the plugin stores.
	 *
	 * @return string[]
	 */
	public static function names() {
		return array_keys( self::table() );
	}

	/**
	 * Names the first release stored its options under.
	 *
	 * @return string[]
	 */
	public static function legacy_names() {
		return array_values( array_filter( wp_list_pluck( self::table(), 'legacy' ) ) );
	}

	/**
	 * Adds the options with their defaults where they do not exist yet (never overwrites);
	 * values saved by the first release (wp_bank_*) are carried over.
	 */
	public static function add_defaults() {
		$missing  = new stdClass();
		$upgraded = self::upgraded();
		foreach ( self::table() as $name => $row ) {
			if ( get_option( $name, $missing ) !== $missing ) {
				continue;
			}
			// A site upgraded from a release without the setting keeps connecting as it did.
			$value = self::CONNECTION === $name && $upgraded ? 'direct' : $row['default'];
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
		return self::upgraded() ? 'direct' : self::get( self::CONNECTION );
	}

	/**
	 * Validates a connection: one the widget knows.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_connection( $value ) {
		return is_string( $value ) && in_array( $value, Online_Banking_Portal_Facts::get( 'connections' ), true ) ? $value : new WP_Error( 'online_banking_portal_invalid_connection' );
	}

	/**
	 * An option's saved value once its validator accepts it, else its default: what a
	 * value saved by hand (or by an older version) that is no longer valid reads as.
	 *
	 * @param string $name An option name of table().
	 * @return string|int
	 */
	public static function get( $name ) {
		$row   = self::table()[ $name ];
		$value = call_user_func( array( __CLASS__, $row['check'] ), get_option( $name, $row['default'] ) );
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
	 * The colour scheme: one the widget knows.
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
	 * Validates an optional http(s) address. Returns it without a trailing slash, '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_url( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return '';
		}
		$parts = wp_parse_url( $value );
		$valid = is_array( $parts )
			&& isset( $parts['scheme'], $parts['host'] )
			&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
			&& preg_match( '/^[a-z0-9.\-\[\]:]+$/i', $parts['host'] )
			// One isset() per part: isset( a, b ) is true only when all are set, which let each alone through.
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] ) && ! isset( $parts['query'] ) && ! isset( $parts['fragment'] )
			&& ! preg_match( '/[\s"\'<>\\\\]/', $value )
			&& esc_url_raw( $value, array( 'http', 'https' ) ) === $value;
		if ( ! $valid ) {
			return new WP_Error( 'online_banking_portal_invalid_url' );
		}
		return untrailingslashit( $value );
	}

	/**
	 * Validates a base path: at most MAX_BASE_PATH_LENGTH characters, one or more segments
	 * of letters, digits, "-" and "_", not starting with one of WordPress's entry points.
	 * Returns it normalised to a leading slash and no trailing slash.
	 *
	 * Only the checks that need no database: clashes with the site's content are found by
	 * Online_Banking_Portal_Path_Clash when the setting is saved.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_base_path( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		// Checked before any pattern runs on it: a huge value is refused, never parsed.
		if ( strlen( $value ) > self::MAX_BASE_PATH_LENGTH + 2 ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$value = '/' . trim( $value, '/' );
		if ( strlen( $value ) > self::MAX_BASE_PATH_LENGTH ) {
			return new WP_Error( 'online_banking_portal_path_too_long' );
		}
		$segments = explode( '/', substr( $value, 1 ) );
		foreach ( $segments as $segment ) {
			if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]*\z/', $segment ) ) {
				return new WP_Error( 'online_banking_portal_invalid_path' );
			}
		}
		if ( in_array( strtolower( $segments[0] ), self::RESERVED_SEGMENTS, true ) ) {
			return new WP_Error( 'online_banking_portal_reserved_path', '', array( 'segment' => strtolower( $segments[0] ) ) );
		}
		return $value;
	}

	/**
	 * A base path as saved from the settings: check_base_path(), and, when it differs from the
	 * current one, nothing else of the site may answer at its first segment
	 * (Online_Banking_Portal_Path_Clash). An unchanged base path is not checked again: the
	 * admin notice reports a later clash.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error The error's data holds the clash (see Path_Clash::find()).
	 */
	public static function check_base_path_for_site( $value ) {
		$result = self::check_base_path( $value );
		if ( is_wp_error( $result ) || self::base_path() === $result ) {
			return $result;
		}
		$clash = Online_Banking_Portal_Path_Clash::find( $result );
		return $clash ? new WP_Error( 'online_banking_portal_path_clash', '', $clash ) : $result;
	}

	/**
	 * Why a base path was refused, and that the saved one was kept.
	 *
	 * @param WP_Error $error From check_base_path_for_site().
	 * @return string
	 */
	public static function base_path_refused( $error ) {
		$data = $error->get_error_data();
		switch ( $error->get_error_code() ) {
			case 'online_banking_portal_path_too_long':
				$reason = sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'The base path may be at most %s characters long.', 'online-banking-portal' ),
					number_format_i18n( self::MAX_BASE_PATH_LENGTH )
				);
				break;
			case 'online_banking_portal_reserved_path':
				$reason = self::clash_reason(
					array(
						'kind'    => 'wordpress',
						'segment' => is_array( $data ) && isset( $data['segment'] ) ? $data['segment'] : '',
					)
				);
				break;
			case 'online_banking_portal_path_clash':
				$reason = self::clash_reason( $data );
				break;
			default:
				$reason = __( 'The base path must start with "/" and hold only letters, digits, "-", "_" and "/", such as /wp-user.', 'online-banking-portal' );
		}
		return $reason . ' ' . __( 'Your previous base path was kept.', 'online-banking-portal' );
	}

	/**
	 * The reason a base path clashes with something of the site.
	 *
	 * @param array $clash From Online_Banking_Portal_Path_Clash::find().
	 * @return string
	 */
	private static function clash_reason( $clash ) {
		if ( 'wordpress' === $clash['kind'] ) {
			/* translators: %s: the base path's first segment. */
			return sprintf( __( 'The base path may not start with /%s: WordPress itself uses that address.', 'online-banking-portal' ), $clash['segment'] );
		}
		return sprintf(
			/* translators: 1: the base path's first segment; 2: what answers there, such as: "About us" (Page). */
			__( 'The base path may not start with /%1$s: that address belongs to %2$s, which online banking would hide.', 'online-banking-portal' ),
			$clash['segment'],
			$clash['what']
		);
	}

	/**
	 * Why a colour scheme was refused: the choices, by their labels.
	 *
	 * @return string
	 */
	public static function color_scheme_refused() {
		return sprintf(
			/* translators: %s: the choices, such as: "Match the page", "Always light". */
			__( 'The colour scheme must be one of these: %s. Your previous colour scheme was kept.', 'online-banking-portal' ),
			implode(
				wp_get_list_item_separator(),
				array_map(
					static function ( $label ) {
						/* translators: %s: one choice of the colour scheme, as quoted in a list. */
						return sprintf( __( '"%s"', 'online-banking-portal' ), $label );
					},
					self::color_scheme_choices()
				)
			)
		);
	}

	/**
	 * Validates an optional hex colour ("#rgb" or "#rrggbb"). Returns "#rrggbb" in lower
	 * case, '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_color( $value ) {
		$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
		if ( '' === $value ) {
			return '';
		}
		if ( preg_match( '/^#([0-9a-f])([0-9a-f])([0-9a-f])\z/', $value, $short ) ) {
			return '#' . $short[1] . $short[1] . $short[2] . $short[2] . $short[3] . $short[3];
		}
		return preg_match( '/^#[0-9a-f]{6}\z/', $value ) ? $value : new WP_Error( 'online_banking_portal_invalid_color' );
	}

	/**
	 * Validates an optional logo address: an https address, or a path of this site starting
	 * with "/" (not "//"). An address of this site's own host is kept as its path, so that an
	 * image of the media library is accepted on a site served over http too. No spaces, quotes,
	 * angle brackets or backslashes, no user name or password, no fragment. Returns '' when empty.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_logo_url( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return '';
		}
		$invalid = new WP_Error( 'online_banking_portal_invalid_logo_url' );
		if ( strlen( $value ) > self::MAX_LOGO_URL_LENGTH || preg_match( '/[\s"\'<>\\\\`]|[\x00-\x1f\x7f]/', $value ) ) {
			return $invalid;
		}
		$parts = wp_parse_url( $value );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['fragment'] ) ) {
			return $invalid;
		}
		if ( isset( $parts['scheme'] ) || isset( $parts['host'] ) ) {
			$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
			$host   = isset( $parts['host'] ) ? strtolower( $parts['host'] ) : '';
			if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! preg_match( '/^[a-z0-9.\-\[\]:]+$/', $host ) ) {
				return $invalid;
			}
			$own = self::own_path( $parts );
			if ( '' !== $own ) {
				$value = $own;
			} elseif ( 'https' !== $scheme ) {
				return $invalid;
			}
		}
		if ( '/' !== substr( $value, 0, 1 ) && 'https://' !== strtolower( substr( $value, 0, 8 ) ) ) {
			return $invalid;
		}
		if ( '//' === substr( $value, 0, 2 ) ) {
			return $invalid;
		}
		$allowed = '/' === substr( $value, 0, 1 ) ? array( 'http', 'https' ) : array( 'https' );
		return esc_url_raw( $value, $allowed ) === $value ? $value : $invalid;
	}

	/**
	 * The path (with its query) of an http(s) address on this site's own host and port, or ''.
	 *
	 * @param array $parts An address's parts, from wp_parse_url().
	 * @return string
	 */
	private static function own_path( $parts ) {
		$home = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $home ) || ! isset( $home['host'], $parts['host'] ) ) {
			return '';
		}
		$port = static function ( $p ) {
			if ( isset( $p['port'] ) ) {
				return (int) $p['port'];
			}
			return isset( $p['scheme'] ) && 'https' === strtolower( $p['scheme'] ) ? 443 : 80;
		};
		if ( strtolower( $home['host'] ) !== strtolower( $parts['host'] ) || $port( $home ) !== $port( $parts ) ) {
			return '';
		}
		$path = isset( $parts['path'] ) && '' !== $parts['path'] ? $parts['path'] : '/';
		return $path . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	/**
	 * Validates a colour scheme: one the widget knows.
	 *
	 * @param mixed $value Raw value.
	 * @return string|WP_Error
	 */
	public static function check_color_scheme( $value ) {
		return is_string( $value ) && in_array( $value, Online_Banking_Portal_Facts::get( 'colorSchemes' ), true ) ? $value : new WP_Error( 'online_banking_portal_invalid_color_scheme' );
	}

	/**
	 * Validates the inactivity timeout: a whole number of minutes, 1 to 120.
	 *
	 * @param mixed $value Raw value.
	 * @return int|WP_Error
	 */
	public static function check_idle_minutes( $value ) {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( ! preg_match( '/^[0-9]{1,3}\z/', $value ) ) {
			return new WP_Error( 'online_banking_portal_invalid_idle_minutes' );
		}
		$minutes = (int) $value;
		return $minutes >= self::MIN_IDLE_MINUTES && $minutes <= self::MAX_IDLE_MINUTES ? $minutes : new WP_Error( 'online_banking_portal_invalid_idle_minutes' );
	}
}
