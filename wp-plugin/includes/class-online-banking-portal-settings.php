<?php
/**
 * Settings > Online Banking: connection and address (API address, base path, admin area
 * address) and look and security (logo, brand colour, colour scheme, inactivity timeout).
 *
 * Saved through the Settings API (options.php checks the nonce and manage_options);
 * every value is validated on save and escaped on output.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page.
 */
final class Online_Banking_Portal_Settings {

	const PAGE       = 'online-banking-portal';
	const GROUP      = 'online_banking_portal_settings';
	const SECTION    = 'online_banking_portal_main';
	const APPEARANCE = 'online_banking_portal_appearance';

	/**
	 * The settings page's hook suffix, from add_options_page().
	 *
	 * @var string|false
	 */
	private static $hook = false;

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( __CLASS__, 'enqueue_media' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( ONLINE_BANKING_PORTAL_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Registers the options, their sanitizers and their fields.
	 */
	public static function register() {
		$o        = 'Online_Banking_Portal_Options';
		$defaults = Online_Banking_Portal_Options::defaults();
		$settings = array(
			$o::API_BASE     => array( 'string', 'sanitize_api_base' ),
			$o::BASE_PATH    => array( 'string', 'sanitize_base_path' ),
			$o::ADMIN_URL    => array( 'string', 'sanitize_admin_url' ),
			$o::BRAND_COLOR  => array( 'string', 'sanitize_brand_color' ),
			$o::COLOR_SCHEME => array( 'string', 'sanitize_color_scheme' ),
			$o::IDLE_MINUTES => array( 'integer', 'sanitize_idle_minutes' ),
			$o::LOGO_URL     => array( 'string', 'sanitize_logo_url' ),
		);
		foreach ( $settings as $name => $setting ) {
			register_setting(
				self::GROUP,
				$name,
				array(
					'type'              => $setting[0],
					'default'           => $defaults[ $name ],
					'sanitize_callback' => array( __CLASS__, $setting[1] ),
				)
			);
		}

		add_settings_section( self::SECTION, __( 'Connection and address', 'online-banking-portal' ), array( __CLASS__, 'render_section' ), self::PAGE );
		add_settings_field(
			$o::API_BASE,
			__( 'Banking API address', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => $o::API_BASE,
				'type'        => 'url',
				'placeholder' => 'https://bank.example.com',
				'description' => __( 'The address of your banking backend, where the customer\'s browser sends every request (to api/users.php below it). Leave it empty if the backend is served from this site\'s own address.', 'online-banking-portal' ),
			)
		);
		add_settings_field(
			$o::BASE_PATH,
			__( 'Base path', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => $o::BASE_PATH,
				'type'        => 'text',
				'placeholder' => $o::DEFAULT_BASE_PATH,
				'description' => sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'Online banking is served at this path of your site and every path below it. Letters, digits, "-" and "_", in one or more segments starting with "/", at most %s characters. Its first segment may not be the address of a page, a post, an archive, a feed or a file of WordPress.', 'online-banking-portal' ),
					number_format_i18n( $o::MAX_BASE_PATH_LENGTH )
				),
			)
		);
		add_settings_field(
			$o::ADMIN_URL,
			__( 'Admin area address', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => $o::ADMIN_URL,
				'type'        => 'url',
				'placeholder' => 'https://bank.example.com/admin/',
				'description' => __( 'Where bank staff who sign in with an administrator account are sent. Leave it empty to use the admin area of the banking API address.', 'online-banking-portal' ),
			)
		);

		add_settings_section( self::APPEARANCE, __( 'Look and security', 'online-banking-portal' ), '__return_false', self::PAGE );
		add_settings_field(
			$o::LOGO_URL,
			__( 'Logo', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::APPEARANCE,
			array(
				'label_for'   => $o::LOGO_URL,
				'type'        => 'text',
				'placeholder' => '/wp-content/uploads/logo.png',
				'media'       => true,
				'description' => __( 'The image shown as your bank\'s logo in online banking: an address starting with https://, or an address of this site starting with /, such as /wp-content/uploads/logo.png. Leave it empty to use your theme\'s logo, or your site icon if the theme has none; with neither, the first letter of your site\'s name is shown.', 'online-banking-portal' ),
			)
		);
		add_settings_field(
			$o::BRAND_COLOR,
			__( 'Brand colour', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::APPEARANCE,
			array(
				'label_for'   => $o::BRAND_COLOR,
				'type'        => 'text',
				'placeholder' => '#0a7d5a',
				'description' => __( 'The colour of buttons and links in online banking, as a hex colour such as #0a7d5a. Leave it empty for the default colour.', 'online-banking-portal' ),
			)
		);
		add_settings_field(
			$o::COLOR_SCHEME,
			__( 'Colour scheme', 'online-banking-portal' ),
			array( __CLASS__, 'render_select' ),
			self::PAGE,
			self::APPEARANCE,
			array(
				'label_for'   => $o::COLOR_SCHEME,
				'choices'     => self::color_scheme_choices(),
				'description' => __( 'Match the page: light or dark screens, whichever suits your theme\'s own background behind online banking (recommended). Follow the visitor\'s device setting: light or dark, as the visitor\'s phone or computer is set. Or always light, or always dark.', 'online-banking-portal' ),
			)
		);
		add_settings_field(
			$o::IDLE_MINUTES,
			__( 'Sign out after inactivity (minutes)', 'online-banking-portal' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::APPEARANCE,
			array(
				'label_for'   => $o::IDLE_MINUTES,
				'type'        => 'number',
				'placeholder' => (string) $o::DEFAULT_IDLE_MINUTES,
				'attributes'  => array(
					'min'  => $o::MIN_IDLE_MINUTES,
					'max'  => $o::MAX_IDLE_MINUTES,
					'step' => 1,
				),
				'description' => sprintf(
					/* translators: 1: fewest minutes, 2: most minutes, 3: the default. */
					__( 'A signed-in customer who does nothing for this many minutes is signed out. A whole number from %1$d to %2$d; the default is %3$d.', 'online-banking-portal' ),
					$o::MIN_IDLE_MINUTES,
					$o::MAX_IDLE_MINUTES,
					$o::DEFAULT_IDLE_MINUTES
				),
			)
		);
	}

	/**
	 * The colour schemes offered, by value (Online_Banking_Portal_Options::COLOR_SCHEMES), with
	 * their labels.
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
	 * Adds Settings > Online Banking.
	 */
	public static function add_page() {
		self::$hook = add_options_page(
			__( 'Online Banking', 'online-banking-portal' ),
			__( 'Online Banking', 'online-banking-portal' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render_page' )
		);
	}

	/**
	 * On the settings page only: the media library, and the script of the logo's "Choose from
	 * the media library" button (the button stays hidden without it; the field works alone).
	 *
	 * @param string $hook_suffix The admin screen's hook suffix.
	 */
	public static function enqueue_media( $hook_suffix ) {
		if ( ! self::$hook || self::$hook !== $hook_suffix || ! current_user_can( 'upload_files' ) ) {
			return;
		}
		wp_enqueue_media();
		$js = '(function(){var b=document.getElementById(' . wp_json_encode( Online_Banking_Portal_Options::LOGO_URL . '-choose' ) . '),'
			. 'i=document.getElementById(' . wp_json_encode( Online_Banking_Portal_Options::LOGO_URL ) . '),f;'
			. 'if(!b||!i||!window.wp||!wp.media)return;b.hidden=false;'
			. 'b.addEventListener("click",function(){if(!f){f=wp.media({title:b.getAttribute("data-title"),button:{text:b.getAttribute("data-button")},library:{type:"image"},multiple:false});'
			. 'f.on("select",function(){var a=f.state().get("selection").first();if(a){i.value=a.get("url");i.focus();}});}f.open();});})();';
		wp_add_inline_script( 'media-editor', $js, 'after' );
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links Action links.
	 * @return string[]
	 */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'online-banking-portal' ) . '</a>' );
		return $links;
	}

	/**
	 * Accepts an empty value or an http(s) address; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_api_base( $value ) {
		return self::sanitize(
			Online_Banking_Portal_Options::API_BASE,
			Online_Banking_Portal_Options::check_url( $value ),
			__( 'The banking API address must be a full web address starting with http:// or https://, such as https://bank.example.com. Your previous address was kept.', 'online-banking-portal' )
		);
	}

	/**
	 * Accepts an empty value or an http(s) address; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_admin_url( $value ) {
		return self::sanitize(
			Online_Banking_Portal_Options::ADMIN_URL,
			Online_Banking_Portal_Options::check_url( $value ),
			__( 'The admin area address must be empty or a full web address starting with http:// or https://. Your previous address was kept.', 'online-banking-portal' )
		);
	}

	/**
	 * Accepts a valid base path that nothing else on the site answers at; anything else
	 * keeps the saved value, with the reason.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_base_path( $value ) {
		$result = Online_Banking_Portal_Options::check_base_path( $value );
		$reason = '';
		if ( is_wp_error( $result ) ) {
			$reason = self::base_path_error( $result );
		} elseif ( Online_Banking_Portal_Options::base_path() !== $result ) {
			// An unchanged base path is not checked again: the admin notice reports a later clash.
			$clash = Online_Banking_Portal_Path_Clash::find( $result );
			if ( $clash ) {
				$reason = self::clash_error( $clash );
				$result = new WP_Error( 'online_banking_portal_path_clash' );
			}
		}
		$kept = __( 'Your previous base path was kept.', 'online-banking-portal' );
		return self::sanitize( Online_Banking_Portal_Options::BASE_PATH, $result, $reason . ' ' . $kept );
	}

	/**
	 * The reason a base path failed Online_Banking_Portal_Options::check_base_path().
	 *
	 * @param WP_Error $error The error.
	 * @return string
	 */
	private static function base_path_error( $error ) {
		switch ( $error->get_error_code() ) {
			case 'online_banking_portal_path_too_long':
				return sprintf(
					/* translators: %s: the longest base path accepted, in characters. */
					__( 'The base path may be at most %s characters long.', 'online-banking-portal' ),
					number_format_i18n( Online_Banking_Portal_Options::MAX_BASE_PATH_LENGTH )
				);
			case 'online_banking_portal_reserved_path':
				$data = $error->get_error_data();
				return self::clash_error(
					array(
						'kind'    => 'wordpress',
						'segment' => is_array( $data ) && isset( $data['segment'] ) ? $data['segment'] : '',
					)
				);
			default:
				return __( 'The base path must start with "/" and hold only letters, digits, "-", "_" and "/", such as /wp-user.', 'online-banking-portal' );
		}
	}

	/**
	 * The reason a base path clashes with something of the site.
	 *
	 * @param array $clash From Online_Banking_Portal_Path_Clash::find().
	 * @return string
	 */
	private static function clash_error( $clash ) {
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
	 * Accepts an empty value or a hex colour; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_brand_color( $value ) {
		return self::sanitize(
			Online_Banking_Portal_Options::BRAND_COLOR,
			Online_Banking_Portal_Options::check_color( $value ),
			__( 'The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.', 'online-banking-portal' )
		);
	}

	/**
	 * Accepts an empty value, an https address or an address of this site; anything else
	 * keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_logo_url( $value ) {
		return self::sanitize(
			Online_Banking_Portal_Options::LOGO_URL,
			Online_Banking_Portal_Options::check_logo_url( $value ),
			__( 'The logo must be an image address starting with https://, an address of this site starting with /, or empty for your theme\'s logo or site icon. Your previous logo was kept.', 'online-banking-portal' )
		);
	}

	/**
	 * Accepts auto, system, light or dark; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_color_scheme( $value ) {
		return self::sanitize(
			Online_Banking_Portal_Options::COLOR_SCHEME,
			Online_Banking_Portal_Options::check_color_scheme( $value ),
			sprintf(
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
			)
		);
	}

	/**
	 * Accepts a whole number of minutes from 1 to 120; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return int
	 */
	public static function sanitize_idle_minutes( $value ) {
		return (int) self::sanitize(
			Online_Banking_Portal_Options::IDLE_MINUTES,
			Online_Banking_Portal_Options::check_idle_minutes( $value ),
			sprintf(
				/* translators: 1: fewest minutes, 2: most minutes. */
				__( 'Sign out after inactivity must be a whole number of minutes from %1$d to %2$d. Your previous value was kept.', 'online-banking-portal' ),
				Online_Banking_Portal_Options::MIN_IDLE_MINUTES,
				Online_Banking_Portal_Options::MAX_IDLE_MINUTES
			)
		);
	}

	/**
	 * The validated value, or the saved one and an error message.
	 *
	 * @param string              $option  Option name.
	 * @param string|int|WP_Error $result  Validation result.
	 * @param string              $message Error message.
	 * @return string|int
	 */
	private static function sanitize( $option, $result, $message ) {
		if ( ! is_wp_error( $result ) ) {
			return $result;
		}
		// options.php can run a sanitizer twice (update_option, then add_option): one message.
		$already = wp_list_filter( get_settings_errors( $option ), array( 'code' => $option . '_invalid' ) );
		if ( ! $already ) {
			// settings_errors() prints messages as HTML, and ours can name a post, term, user or rewrite rule.
			add_settings_error( $option, $option . '_invalid', esc_html( $message ), 'error' );
		}
		$defaults = Online_Banking_Portal_Options::defaults();
		$previous = get_option( $option, $defaults[ $option ] );
		return is_scalar( $previous ) ? $previous : $defaults[ $option ];
	}

	/**
	 * The first section's introduction.
	 */
	public static function render_section() {
		echo '<p>' . esc_html__( 'Your customers sign in, see their accounts and make transfers on your site; their browser talks to your banking backend directly.', 'online-banking-portal' ) . '</p>';
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			printf(
				'<div class="notice notice-warning inline"><p>%s <a href="%s">%s</a></p></div>',
				esc_html__( 'Online banking needs pretty permalinks: choose any structure other than "Plain".', 'online-banking-portal' ),
				esc_url( admin_url( 'options-permalink.php' ) ),
				esc_html__( 'Permalink settings', 'online-banking-portal' )
			);
		}
	}

	/**
	 * One input with its description.
	 *
	 * @param array $args Field arguments from add_settings_field().
	 */
	public static function render_field( $args ) {
		$name     = $args['label_for'];
		$defaults = Online_Banking_Portal_Options::defaults();
		$value    = get_option( $name, $defaults[ $name ] );
		$extra    = '';
		foreach ( isset( $args['attributes'] ) ? $args['attributes'] : array() as $attribute => $attribute_value ) {
			$extra .= sprintf( ' %s="%s"', esc_attr( $attribute ), esc_attr( (string) $attribute_value ) );
		}
		printf(
			'<input type="%1$s" id="%2$s" name="%2$s" value="%3$s" class="%4$s" placeholder="%5$s" aria-describedby="%2$s-description"%6$s />',
			esc_attr( $args['type'] ),
			esc_attr( $name ),
			esc_attr( is_scalar( $value ) ? (string) $value : '' ),
			'number' === $args['type'] ? 'small-text' : 'regular-text code',
			esc_attr( $args['placeholder'] ),
			$extra // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from esc_attr() above.
		);
		if ( ! empty( $args['media'] ) && current_user_can( 'upload_files' ) ) {
			printf(
				' <button type="button" class="button" id="%1$s-choose" data-title="%2$s" data-button="%3$s" hidden>%4$s</button>',
				esc_attr( $name ),
				esc_attr__( 'Choose a logo', 'online-banking-portal' ),
				esc_attr__( 'Use as logo', 'online-banking-portal' ),
				esc_html__( 'Choose from the media library', 'online-banking-portal' )
			);
		}
		self::render_description( $name, $args['description'] );
	}

	/**
	 * A select with its description.
	 *
	 * @param array $args Field arguments from add_settings_field().
	 */
	public static function render_select( $args ) {
		$name     = $args['label_for'];
		$defaults = Online_Banking_Portal_Options::defaults();
		$value    = get_option( $name, $defaults[ $name ] );
		printf( '<select id="%1$s" name="%1$s" aria-describedby="%1$s-description">', esc_attr( $name ) );
		foreach ( $args['choices'] as $choice => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
		}
		echo '</select>';
		self::render_description( $name, $args['description'] );
	}

	/**
	 * The description under a field, which the field names with aria-describedby.
	 *
	 * @param string $name        Option name.
	 * @param string $description Description text.
	 */
	private static function render_description( $name, $description ) {
		printf(
			'<p class="description" id="%1$s-description">%2$s</p>',
			esc_attr( $name ),
			esc_html( $description )
		);
	}

	/**
	 * The page. Errors and "Settings saved." are printed by WordPress for pages under Settings.
	 */
	public static function render_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$app_url = home_url( ltrim( Online_Banking_Portal_Options::base_path(), '/' ) );
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<p>
				<?php esc_html_e( 'Online banking is served at:', 'online-banking-portal' ); ?>
				<a href="<?php echo esc_url( $app_url ); ?>"><?php echo esc_html( $app_url ); ?></a>
			</p>
			<p>
				<?php
				printf(
					/* translators: %s: the shortcode, [online_banking_portal]. */
					esc_html__( 'To show it inside one of your pages instead, add the shortcode %s to that page.', 'online-banking-portal' ),
					'<code>[' . esc_html( Online_Banking_Portal_Shortcode::TAG ) . ']</code>'
				);
				?>
			</p>
			<form action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" method="post" novalidate="novalidate">
				<?php
				settings_fields( self::GROUP );
				do_settings_sections( self::PAGE );
				submit_button();
				?>
			</form>
		</div>
		<?php
	}
}
