<?php
/**
 * Settings > Online Banking: connection and address (API address, base path, admin area
 * address, and a test of the connection) and look and security (logo, brand colour, colour
 * scheme, inactivity timeout).
 *
 * Every field, its registration and its sanitiser come from Online_Banking_Portal_Settings_Table::rows().
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
	 * Registers every option of the table with its sanitiser, and its field.
	 */
	public static function register() {
		add_settings_section( self::SECTION, __( 'Connection and address', 'online-banking-portal' ), array( __CLASS__, 'render_section' ), self::PAGE );
		add_settings_section( self::APPEARANCE, __( 'Look and security', 'online-banking-portal' ), '__return_false', self::PAGE );
		$sections = array(
			'connection' => self::SECTION,
			'appearance' => self::APPEARANCE,
		);
		foreach ( Online_Banking_Portal_Settings_Table::rows() as $name => $row ) {
			register_setting(
				self::GROUP,
				$name,
				array(
					'type'              => $row['type'],
					'default'           => $row['default'],
					'sanitize_callback' => static function ( $value ) use ( $name ) {
						return Online_Banking_Portal_Settings::sanitize( $name, $value );
					},
				)
			);
			add_settings_field(
				$name,
				$row['label'],
				array( __CLASS__, 'select' === $row['control']['type'] ? 'render_select' : 'render_field' ),
				self::PAGE,
				$sections[ $row['section'] ],
				array( 'label_for' => $name )
			);
		}
	}

	/**
	 * Whether an admin screen is this settings page.
	 *
	 * @param string $hook_suffix The admin screen's hook suffix.
	 * @return bool
	 */
	public static function is_page( $hook_suffix ) {
		return self::$hook && self::$hook === $hook_suffix;
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
		if ( ! self::is_page( $hook_suffix ) || ! current_user_can( 'upload_files' ) ) {
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
	 * An option's sanitiser: the value its row's validator accepts, or the saved value and an
	 * error message saying why (the row's "refused").
	 *
	 * @param string $option Option name of Online_Banking_Portal_Settings_Table::rows().
	 * @param mixed  $value  Submitted value.
	 * @return string|int
	 */
	public static function sanitize( $option, $value ) {
		$row    = Online_Banking_Portal_Settings_Table::rows()[ $option ];
		$check  = isset( $row['on_save'] ) ? $row['on_save'] : $row['check'];
		$result = call_user_func( array( 'Online_Banking_Portal_Option_Checks', $check ), $value );
		if ( ! is_wp_error( $result ) ) {
			return 'integer' === $row['type'] ? (int) $result : $result;
		}
		$message = is_callable( array( 'Online_Banking_Portal_Settings_Table', $row['refused'] ) )
			? call_user_func( array( 'Online_Banking_Portal_Settings_Table', $row['refused'] ), $result )
			: $row['refused'];
		// options.php can run a sanitizer twice (update_option, then add_option): one message.
		$already = wp_list_filter( get_settings_errors( $option ), array( 'code' => $option . '_invalid' ) );
		if ( ! $already ) {
			// settings_errors() prints messages as HTML, and ours can name a post, term, user or rewrite rule.
			add_settings_error( $option, $option . '_invalid', esc_html( $message ), 'error' );
		}
		$previous = get_option( $option, $row['default'] );
		$previous = is_scalar( $previous ) ? $previous : $row['default'];
		return 'integer' === $row['type'] ? (int) $previous : $previous;
	}

	/**
	 * The first section's introduction.
	 */
	public static function render_section() {
		echo '<p>' . esc_html__( 'Your customers sign in, see their accounts and make transfers on your site; their browser talks to your banking backend through this site, or directly, as the Connection setting says.', 'online-banking-portal' ) . '</p>';
		// ---- The site's endpoint: its cookie in clear (one block, movable whole).
		if ( Online_Banking_Portal_Options::site_connection_in_clear() ) {
			printf(
				'<div class="notice notice-warning inline online-banking-portal-http-warning"><p>%s</p></div>',
				esc_html__( 'This site\'s address starts with http://, not https://: through this site, the cookie that keeps a customer signed in to the bank travels unencrypted, and anybody on the customer\'s network can take over the session. Serve the site over https (Settings > General, WordPress Address and Site Address) before customers use online banking.', 'online-banking-portal' )
			);
		}
		// ---- end of the endpoint's block.
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
	 * One input with its description (the logo's media button, the API address's connection test).
	 *
	 * @param array $args Field arguments from add_settings_field(): label_for, the option's name.
	 */
	public static function render_field( $args ) {
		$name    = $args['label_for'];
		$row     = Online_Banking_Portal_Settings_Table::rows()[ $name ];
		$control = $row['control'];
		$value   = get_option( $name, $row['default'] );
		$extra   = '';
		foreach ( isset( $control['attributes'] ) ? $control['attributes'] : array() as $attribute => $attribute_value ) {
			$extra .= sprintf( ' %s="%s"', esc_attr( $attribute ), esc_attr( (string) $attribute_value ) );
		}
		printf(
			'<input type="%1$s" id="%2$s" name="%2$s" value="%3$s" class="%4$s" placeholder="%5$s" aria-describedby="%2$s-description"%6$s />',
			esc_attr( $control['type'] ),
			esc_attr( $name ),
			esc_attr( is_scalar( $value ) ? (string) $value : '' ),
			'number' === $control['type'] ? 'small-text' : 'regular-text code',
			esc_attr( $control['placeholder'] ),
			$extra // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from esc_attr() above.
		);
		if ( ! empty( $control['media'] ) && current_user_can( 'upload_files' ) ) {
			printf(
				' <button type="button" class="button" id="%1$s-choose" data-title="%2$s" data-button="%3$s" hidden>%4$s</button>',
				esc_attr( $name ),
				esc_attr__( 'Choose a logo', 'online-banking-portal' ),
				esc_attr__( 'Use as logo', 'online-banking-portal' ),
				esc_html__( 'Choose from the media library', 'online-banking-portal' )
			);
		}
		$help = $row['help'];
		if ( Online_Banking_Portal_Options::IDLE_MINUTES === $name ) {
			$help .= ' ' . Online_Banking_Portal_Settings_Table::idle_minutes_in_effect( Online_Banking_Portal_Options::idle_minutes() );
		}
		self::render_description( $name, $help );
		if ( Online_Banking_Portal_Options::API_BASE === $name ) {
			Online_Banking_Portal_Connection_Test::render();
		}
	}

	/**
	 * A select with its description.
	 *
	 * @param array $args Field arguments from add_settings_field(): label_for, the option's name.
	 */
	public static function render_select( $args ) {
		$name  = $args['label_for'];
		$row   = Online_Banking_Portal_Settings_Table::rows()[ $name ];
		$value = get_option( $name, $row['default'] );
		if ( Online_Banking_Portal_Options::CONNECTION === $name ) {
			// A site updated from a release without the setting has none saved yet, and connects directly.
			$value = Online_Banking_Portal_Options::connection();
		}
		printf( '<select id="%1$s" name="%1$s" aria-describedby="%1$s-description">', esc_attr( $name ) );
		foreach ( $row['control']['choices'] as $choice => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
		}
		echo '</select>';
		self::render_description( $name, $row['help'] );
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
					/* translators: 1: the block's name, Online banking; 2: the shortcode, [online_banking_portal]. */
					esc_html__( 'To show it inside one of your pages instead, add the block %1$s (in the Widgets category) or the shortcode %2$s to that page: one per page.', 'online-banking-portal' ),
					'<strong>' . esc_html__( 'Online banking', 'online-banking-portal' ) . '</strong>',
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
