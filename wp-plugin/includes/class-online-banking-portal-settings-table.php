<?php
/**
 * The settings page's table: each option's section, label, help, control and the message a
 * refused value gets, translated, beside what it stores (Online_Banking_Portal_Options::STORED).
 * Registration and the settings page (Online_Banking_Portal_Settings) and the .pot read it.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The options as the settings page shows them.
 */
final class Online_Banking_Portal_Settings_Table {

	/**
	 * The rows built in this request, by language.
	 *
	 * @var array<string, array>
	 */
	private static $rows = array();

	/**
	 * What the settings page shows of each option, with what it stores
	 * (Online_Banking_Portal_Options::STORED): row keys type, default, check, on_save, legacy
	 * from there, and section ("connection" or "appearance"), label, help, control (type,
	 * placeholder, attributes, choices, media), refused (the message of a refused value, or a
	 * static method of this class that writes it from the WP_Error).
	 *
	 * Built once per request and language: the labels are translated. Before init (when
	 * translations are not loaded yet) it is built on each call and not kept.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function rows() {
		$locale = determine_locale();
		if ( isset( self::$rows[ $locale ] ) ) {
			return self::$rows[ $locale ];
		}
		$rows = array();
		foreach ( self::shown() as $name => $shown ) {
			$rows[ $name ] = Online_Banking_Portal_Options::STORED[ $name ] + $shown;
		}
		if ( did_action( 'init' ) ) {
			self::$rows[ $locale ] = $rows;
		}
		return $rows;
	}

	/**
	 * What the page shows of each option, translated.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function shown() {
		return array(
			Online_Banking_Portal_Options::API_BASE     => array(
				'section' => 'connection',
				'label'   => __( 'Banking API address', 'online-banking-portal' ),
				'help'    => __( 'The address of your banking backend; online banking calls api/users.php below it. Through this site, this site\'s server calls it; directly, your customers\' browsers do. Connecting directly, leave it empty if the backend is served from this site\'s own address.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'url',
					'placeholder' => 'https://bank.example.com',
				),
				'refused' => __( 'The banking API address must be a full web address starting with http:// or https://, such as https://bank.example.com. Your previous address was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::CONNECTION   => array(
				'section' => 'connection',
				'label'   => __( 'Connection', 'online-banking-portal' ),
				'help'    => __( 'Through this site (recommended): customers\' browsers talk only to this site, which passes each request on to the bank and keeps the customer\'s bank session on the server, out of reach of the scripts of your theme and plugins; the bank needs no CORS setting for your site. Directly: customers\' browsers call the bank\'s address themselves and keep the bank session in the browser, where every script of your site can read it.', 'online-banking-portal' ),
				'control' => array(
					'type'    => 'select',
					'choices' => self::connection_choices(),
				),
				'refused' => __( 'The connection must be "Through this site" or "Directly to the bank\'s address". Your previous choice was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::BASE_PATH    => array(
				'section' => 'connection',
				'label'   => __( 'Base path', 'online-banking-portal' ),
				'help'    => sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'Online banking is served at this path of your site and every path below it. Letters, digits, "-" and "_", in one or more segments starting with "/", at most %s characters. Its first segment may not be the address of a page, a post, an archive, a feed or a file of WordPress.', 'online-banking-portal' ),
					number_format_i18n( Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH )
				),
				'control' => array(
					'type'        => 'text',
					'placeholder' => Online_Banking_Portal_Options::DEFAULT_BASE_PATH,
				),
				'refused' => 'base_path_refused',
			),
			Online_Banking_Portal_Options::ADMIN_URL    => array(
				'section' => 'connection',
				'label'   => __( 'Admin area address', 'online-banking-portal' ),
				'help'    => __( 'Where bank staff who sign in with an administrator account are sent. Leave it empty to use the admin area of the banking API address.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'url',
					'placeholder' => 'https://bank.example.com/admin/',
				),
				'refused' => __( 'The admin area address must be empty or a full web address starting with http:// or https://. Your previous address was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::LOGO_URL     => array(
				'section' => 'appearance',
				'label'   => __( 'Logo', 'online-banking-portal' ),
				'help'    => __( 'The image shown as your bank\'s logo in online banking: an address starting with https://, or an address of this site starting with /, such as /wp-content/uploads/logo.png. Leave it empty to use your theme\'s logo, or your site icon if the theme has none; with neither, the first letter of your site\'s name is shown.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => '/wp-content/uploads/logo.png',
					'media'       => true,
				),
				'refused' => __( 'The logo must be an image address starting with https://, an address of this site starting with /, or empty for your theme\'s logo or site icon. Your previous logo was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::BRAND_COLOR  => array(
				'section' => 'appearance',
				'label'   => __( 'Brand colour', 'online-banking-portal' ),
				'help'    => __( 'The colour of buttons and links in online banking, as a hex colour such as #0a7d5a. Leave it empty for the default colour.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => '#0a7d5a',
				),
				'refused' => __( 'The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::COLOR_SCHEME => array(
				'section' => 'appearance',
				'label'   => __( 'Colour scheme', 'online-banking-portal' ),
				'help'    => __( 'Match the page: light or dark screens, whichever suits your theme\'s own background behind online banking (recommended). Follow the visitor\'s device setting: light or dark, as the visitor\'s phone or computer is set. Or always light, or always dark.', 'online-banking-portal' ),
				'control' => array(
					'type'    => 'select',
					'choices' => self::color_scheme_choices(),
				),
				'refused' => 'color_scheme_refused',
			),
			Online_Banking_Portal_Options::IDLE_MINUTES => array(
				'section' => 'appearance',
				'label'   => __( 'Sign out after inactivity (minutes)', 'online-banking-portal' ),
				'help'    => sprintf(
					/* translators: 1: fewest minutes, 2: most minutes, 3: the default. */
					__( 'A signed-in customer who does nothing for this many minutes is signed out. A whole number from %1$d to %2$d; the default is %3$d.', 'online-banking-portal' ),
					Online_Banking_Portal_Options::MIN_IDLE_MINUTES,
					Online_Banking_Portal_Options::MAX_IDLE_MINUTES,
					Online_Banking_Portal_Options::DEFAULT_IDLE_MINUTES
				),
				'control' => array(
					'type'        => 'number',
					'placeholder' => (string) Online_Banking_Portal_Options::DEFAULT_IDLE_MINUTES,
					'attributes'  => array(
						'min'  => Online_Banking_Portal_Options::MIN_IDLE_MINUTES,
						'max'  => Online_Banking_Portal_Options::MAX_IDLE_MINUTES,
						'step' => 1,
					),
				),
				'refused' => sprintf(
					/* translators: 1: fewest minutes, 2: most minutes. */
					__( 'Sign out after inactivity must be a whole number of minutes from %1$d to %2$d. Your previous value was kept.', 'online-banking-portal' ),
					Online_Banking_Portal_Options::MIN_IDLE_MINUTES,
					Online_Banking_Portal_Options::MAX_IDLE_MINUTES
				),
			),
			Online_Banking_Portal_Options::BANK_LANGUAGE => array(
				'section' => 'connection',
				'label'   => __( 'Language of the bank\'s messages', 'online-banking-portal' ),
				'help'    => __( 'The language your banking system writes its own messages in, as a language code such as en, fr or pt-BR. Online banking shows its own words in each customer\'s language and marks the bank\'s words with this language, so screen readers read them with the right voice. The default is en.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => 'en',
				),
				'refused' => __( 'The language of the bank\'s messages must be a language code such as en, fr or pt-BR. Your previous value was kept.', 'online-banking-portal' ),
			),
			Online_Banking_Portal_Options::TRUSTED_PROXIES => array(
				'section' => 'connection',
				'label'   => __( 'Proxies in front of this site', 'online-banking-portal' ),
				'help'    => __( 'Only if this site sits behind a proxy, load balancer or CDN that ends the connection (Cloudflare, a hosting company\'s cache): its addresses or ranges, such as 10.0.0.0/8 or 2001:db8::/32, separated by commas. Through this site, online banking then reads the customer\'s address from the X-Forwarded-For header those proxies add, to limit guessed passwords and codes per customer and to tell the bank who is calling. Leave it empty otherwise: the header is then ignored, since anybody can write it.', 'online-banking-portal' ),
				'control' => array(
					'type'        => 'text',
					'placeholder' => '10.0.0.0/8, 192.0.2.10',
				),
				'refused' => __( 'Proxies in front of this site must be IP addresses or ranges (such as 10.0.0.0/8), separated by commas. Your previous list was kept.', 'online-banking-portal' ),
			),
		);
	}

	/**
	 * The colour schemes offered, by value (the widget's, Online_Banking_Portal_Facts), with
	 * their labels: the settings page's choices and the block's.
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
	 * The connections offered, by value (the widget's, Online_Banking_Portal_Facts), with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function connection_choices() {
		return array(
			Online_Banking_Portal_Widget_Facts::CONNECTION_SITE   => __( 'Through this site (recommended)', 'online-banking-portal' ),
			Online_Banking_Portal_Widget_Facts::CONNECTION_DIRECT => __( 'Directly to the bank\'s address', 'online-banking-portal' ),
		);
	}

	/**
	 * Why a base path was refused, and that the saved one was kept.
	 *
	 * @param WP_Error $error From Online_Banking_Portal_Option_Checks::check_base_path_for_site().
	 * @return string
	 */
	public static function base_path_refused( $error ) {
		$data = $error->get_error_data();
		switch ( $error->get_error_code() ) {
			case 'online_banking_portal_path_too_long':
				$reason = sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'The base path may be at most %s characters long.', 'online-banking-portal' ),
					number_format_i18n( Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH )
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
	 * The inactivity timeout in effect, in a sentence: a saved value that is no longer valid
	 * reads as the default (Online_Banking_Portal_Options::get()), which the field alone would not say.
	 *
	 * @param int $minutes Minutes.
	 * @return string
	 */
	public static function idle_minutes_in_effect( $minutes ) {
		return sprintf(
			/* translators: %d: minutes without activity, from 1 to 120. */
			_n( 'Customers are now signed out after %d minute without activity.', 'Customers are now signed out after %d minutes without activity.', $minutes, 'online-banking-portal' ),
			$minutes
		);
	}
}
