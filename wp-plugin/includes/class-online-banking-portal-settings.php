<?php
/**
 * Settings > Online Banking: the API address, the base path and the admin area address.
 *
 * Saved through the Settings API (options.php checks the nonce and manage_options);
 * every value is validated on save and escaped on output.
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page.
 */
final class WP_Bank_Settings {

	const PAGE    = 'wp-bank';
	const GROUP   = 'wp_bank_settings';
	const SECTION = 'wp_bank_main';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( WP_BANK_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Registers the options, their sanitizers and their fields.
	 */
	public static function register() {
		register_setting(
			self::GROUP,
			WP_Bank_Options::API_BASE,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( __CLASS__, 'sanitize_api_base' ),
			)
		);
		register_setting(
			self::GROUP,
			WP_Bank_Options::BASE_PATH,
			array(
				'type'              => 'string',
				'default'           => WP_Bank_Options::DEFAULT_BASE_PATH,
				'sanitize_callback' => array( __CLASS__, 'sanitize_base_path' ),
			)
		);
		register_setting(
			self::GROUP,
			WP_Bank_Options::ADMIN_URL,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( __CLASS__, 'sanitize_admin_url' ),
			)
		);

		add_settings_section( self::SECTION, __( 'Connection and address', 'wp-bank' ), array( __CLASS__, 'render_section' ), self::PAGE );
		add_settings_field(
			WP_Bank_Options::API_BASE,
			__( 'Banking API address', 'wp-bank' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => WP_Bank_Options::API_BASE,
				'type'        => 'url',
				'placeholder' => 'https://bank.example.com',
				'description' => __( 'The address of your banking backend, where the customer\'s browser sends every request (to api/users.php below it). Leave it empty if the backend is served from this site\'s own address.', 'wp-bank' ),
			)
		);
		add_settings_field(
			WP_Bank_Options::BASE_PATH,
			__( 'Base path', 'wp-bank' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => WP_Bank_Options::BASE_PATH,
				'type'        => 'text',
				'placeholder' => WP_Bank_Options::DEFAULT_BASE_PATH,
				'description' => __( 'Online banking is served at this path of your site and every path below it. Letters, digits, "-" and "_", in one or more segments starting with "/".', 'wp-bank' ),
			)
		);
		add_settings_field(
			WP_Bank_Options::ADMIN_URL,
			__( 'Admin area address', 'wp-bank' ),
			array( __CLASS__, 'render_field' ),
			self::PAGE,
			self::SECTION,
			array(
				'label_for'   => WP_Bank_Options::ADMIN_URL,
				'type'        => 'url',
				'placeholder' => 'https://bank.example.com/admin/',
				'description' => __( 'Where bank staff who sign in with an administrator account are sent. Leave it empty to use the admin area of the banking API address.', 'wp-bank' ),
			)
		);
	}

	/**
	 * Adds Settings > Online Banking.
	 */
	public static function add_page() {
		add_options_page(
			__( 'Online Banking', 'wp-bank' ),
			__( 'Online Banking', 'wp-bank' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render_page' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links Action links.
	 * @return string[]
	 */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'wp-bank' ) . '</a>' );
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
			WP_Bank_Options::API_BASE,
			WP_Bank_Options::check_url( $value ),
			__( 'The banking API address must be a full web address starting with http:// or https://, such as https://bank.example.com. Your previous address was kept.', 'wp-bank' )
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
			WP_Bank_Options::ADMIN_URL,
			WP_Bank_Options::check_url( $value ),
			__( 'The admin area address must be empty or a full web address starting with http:// or https://. Your previous address was kept.', 'wp-bank' )
		);
	}

	/**
	 * Accepts a valid base path; anything else keeps the saved value.
	 *
	 * @param mixed $value Submitted value.
	 * @return string
	 */
	public static function sanitize_base_path( $value ) {
		$result = WP_Bank_Options::check_base_path( $value );
		$reason = is_wp_error( $result ) && 'wp_bank_reserved_path' === $result->get_error_code()
			? __( 'The base path may not start with a path WordPress itself uses (such as /wp-admin or /wp-json). Your previous base path was kept.', 'wp-bank' )
			: __( 'The base path must start with "/" and hold only letters, digits, "-", "_" and "/", such as /wp-user. Your previous base path was kept.', 'wp-bank' );
		return self::sanitize( WP_Bank_Options::BASE_PATH, $result, $reason );
	}

	/**
	 * The validated value, or the saved one and an error message.
	 *
	 * @param string          $option  Option name.
	 * @param string|WP_Error $result  Validation result.
	 * @param string          $message Error message.
	 * @return string
	 */
	private static function sanitize( $option, $result, $message ) {
		if ( ! is_wp_error( $result ) ) {
			return $result;
		}
		$already = wp_list_filter( get_settings_errors( $option ), array( 'code' => $option . '_invalid' ) );
		if ( ! $already ) {
			add_settings_error( $option, $option . '_invalid', $message, 'error' );
		}
		$defaults = WP_Bank_Options::defaults();
		$previous = get_option( $option, $defaults[ $option ] );
		return is_string( $previous ) ? $previous : $defaults[ $option ];
	}

	/**
	 * The section's introduction.
	 */
	public static function render_section() {
		echo '<p>' . esc_html__( 'Your customers sign in, see their accounts and make transfers on your site; their browser talks to your banking backend directly.', 'wp-bank' ) . '</p>';
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			printf(
				'<div class="notice notice-warning inline"><p>%s <a href="%s">%s</a></p></div>',
				esc_html__( 'Online banking needs pretty permalinks: choose any structure other than "Plain".', 'wp-bank' ),
				esc_url( admin_url( 'options-permalink.php' ) ),
				esc_html__( 'Permalink settings', 'wp-bank' )
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
		$defaults = WP_Bank_Options::defaults();
		$value    = get_option( $name, $defaults[ $name ] );
		printf(
			'<input type="%1$s" id="%2$s" name="%2$s" value="%3$s" class="regular-text code" placeholder="%4$s" aria-describedby="%2$s-description" />',
			esc_attr( $args['type'] ),
			esc_attr( $name ),
			esc_attr( is_string( $value ) ? $value : '' ),
			esc_attr( $args['placeholder'] )
		);
		printf(
			'<p class="description" id="%1$s-description">%2$s</p>',
			esc_attr( $name ),
			esc_html( $args['description'] )
		);
	}

	/**
	 * The page. Errors and "Settings saved." are printed by WordPress for pages under Settings.
	 */
	public static function render_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$app_url = home_url( ltrim( WP_Bank_Options::base_path(), '/' ) );
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<p>
				<?php esc_html_e( 'Online banking is served at:', 'wp-bank' ); ?>
				<a href="<?php echo esc_url( $app_url ); ?>"><?php echo esc_html( $app_url ); ?></a>
			</p>
			<p>
				<?php
				printf(
					/* translators: %s: the shortcode, [wp_bank]. */
					esc_html__( 'To show it inside one of your pages instead, add the shortcode %s to that page.', 'wp-bank' ),
					'<code>[' . esc_html( WP_Bank_Shortcode::TAG ) . ']</code>'
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
