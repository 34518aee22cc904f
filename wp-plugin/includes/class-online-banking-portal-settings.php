<?php
/**
 * Settings > Online Banking: connection and address (API address, base path, admin area
 * address, and a test of the connection) and look and security (logo, brand colour, colour
 * scheme, inactivity timeout).
 *
 * Every field, its registration and its sanitiser come from Online_Banking_Portal_Options::table().
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
	 * The connection test's script handle.
	 */
	const CONNECTION_TEST = 'online-banking-portal-connection-test';

	/**
	 * The e-mail address the connection test signs in with: the reserved top-level domain
	 * .invalid (RFC 2606) cannot hold a real customer's address, so no customer data is sent.
	 */
	const TEST_EMAIL = 'connection-test@online-banking-portal.invalid';

	/**
	 * The admin-ajax action of the test through this site (the site's server calls the bank).
	 */
	const SITE_TEST = 'online_banking_portal_test_site';

	/**
	 * Set while the last test through this site passed: a site connecting directly is then
	 * told it can switch (Online_Banking_Portal_Notices).
	 */
	const SITE_READY = 'online_banking_portal_site_ready';

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
		add_action( 'admin_enqueue_scripts', array( __CLASS__, 'enqueue_connection_test' ) );
		add_action( 'wp_ajax_' . self::SITE_TEST, array( __CLASS__, 'ajax_test_site' ) );
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
		foreach ( Online_Banking_Portal_Options::table() as $name => $row ) {
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
	 * On the settings page only: the "Test connection" button's script and its words.
	 *
	 * @param string $hook_suffix The admin screen's hook suffix.
	 */
	public static function enqueue_connection_test( $hook_suffix ) {
		if ( ! self::$hook || self::$hook !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		wp_enqueue_script(
			self::CONNECTION_TEST,
			plugins_url( 'assets/admin/connection-test.js', ONLINE_BANKING_PORTAL_FILE ),
			array(),
			ONLINE_BANKING_PORTAL_VERSION,
			true
		);
		wp_add_inline_script( self::CONNECTION_TEST, 'window.onlineBankingPortalConnectionTest = ' . wp_json_encode( self::connection_test_config() ) . ';', 'before' );
	}

	/**
	 * What the connection test's script needs: the ids it works with, the site's origin (the
	 * one the backend must allow: customers' browsers call it from the site's pages), and its
	 * sentences, translated here. "%s" stands for the value given in the comment before each.
	 *
	 * @return array
	 */
	public static function connection_test_config() {
		$home   = wp_parse_url( home_url( '/' ) );
		$origin = isset( $home['scheme'], $home['host'] ) ? $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' ) : '';
		return array(
			'mode'      => Online_Banking_Portal_Options::CONNECTION,
			'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
			'action'    => self::SITE_TEST,
			'nonce'     => wp_create_nonce( self::SITE_TEST ),
			'endpoint'  => Online_Banking_Portal_Proxy::path(),
			'field'     => Online_Banking_Portal_Options::API_BASE,
			'button'    => Online_Banking_Portal_Options::API_BASE . '-test',
			'result'    => Online_Banking_Portal_Options::API_BASE . '-test-result',
			'origin'    => $origin,
			'email'     => self::TEST_EMAIL,
			// The widget's rule of a usable sign-in answer (scripts/generate-plugin-facts.ts).
			'facts'     => plugins_url( 'assets/admin/facts.json', ONLINE_BANKING_PORTAL_FILE ) . '?ver=' . rawurlencode( ONLINE_BANKING_PORTAL_VERSION ),
			'timeoutMs' => 20000,
			'text'      => array(
				'testing'      => __( 'Testing the connection…', 'online-banking-portal' ),
				'badAddress'   => __( 'The banking API address is not a web address starting with http:// or https://. Correct it, then test again.', 'online-banking-portal' ),
				'works'        => __( 'The connection works.', 'online-banking-portal' ),
				'fails'        => __( 'The connection does not work.', 'online-banking-portal' ),
				/* translators: 1: the address called, such as https://bank.example.com/api/users.php; 2: how long the answer took, such as 120 ms. */
				'reached'      => __( 'Reachable: %1$s answered in %2$s.', 'online-banking-portal' ),
				/* translators: 1: the address called; 2: how long the test waited, such as 20 s. */
				'timeout'      => __( 'Not reachable: %1$s did not answer within %2$s.', 'online-banking-portal' ),
				/* translators: %s: the address called. */
				'unreachable'  => __( 'Not reachable: no answer from %s. Check the address, and that the backend is running and reachable from your visitors\' browsers.', 'online-banking-portal' ),
				/* translators: %s: the address called, which starts with http://. */
				'mixed'        => __( 'Not reachable: this site is served over https://, so browsers refuse to call %s over plain http://. Use the backend\'s https:// address.', 'online-banking-portal' ),
				/* translators: %s: the site's origin, such as https://www.example.com. */
				'corsOk'       => __( 'Allowed to read the answer: the backend lets %s read its answers (CORS).', 'online-banking-portal' ),
				/* translators: %s: the site's origin, such as https://www.example.com. */
				'corsRefused'  => __( 'Not allowed to read the answer: the backend answered, but does not let this site read its answers (CORS). The backend must allow the origin %s: answer with the header Access-Control-Allow-Origin for it, for POST requests with form data.', 'online-banking-portal' ),
				/* translators: %s: the origin of this admin page, when it differs from the site's. */
				'adminOrigin'  => __( 'This test ran from %s, the address of this admin screen: that origin must be allowed too for the test to read the answer.', 'online-banking-portal' ),
				'json'         => __( 'Answered JSON in the shape online banking expects: it refused the test sign-in, as it should.', 'online-banking-portal' ),
				/* translators: %d: the HTTP status code, such as 404. */
				'httpError'    => __( 'The backend answered with the HTTP error %d: online banking would show customers an error. Check that the address is the one below which api/users.php lives.', 'online-banking-portal' ),
				'notJson'      => __( 'The answer is not JSON: this address is probably not your banking backend (a web page answered instead). Check the address.', 'online-banking-portal' ),
				'wrongShape'   => __( 'The answer is JSON, but not in the shape online banking expects from a sign-in (none of jwt, error, message or status): check that this is your banking backend.', 'online-banking-portal' ),
				'noJsonCheck'  => __( 'Whether it answers JSON could not be checked: the browser did not let this site read the answer.', 'online-banking-portal' ),
				/* translators: %s: the address of the test's rules, a file of this plugin. */
				'noFacts'      => __( 'The test could not read its rules from %s: reload this page and test again.', 'online-banking-portal' ),
				/* translators: %s: the site's endpoint, such as /wp-user/connect. */
				'endpointOk'   => __( 'This site\'s endpoint %s answers the browser.', 'online-banking-portal' ),
				/* translators: 1: the site's endpoint, such as /wp-user/connect; 2: the HTTP status code. */
				'endpointFail' => __( 'This site\'s endpoint %1$s did not answer as expected (HTTP %2$s): a security, firewall or cache plugin may block it, or the base path or the connection was changed without saving.', 'online-banking-portal' ),
				/* translators: %d: milliseconds. */
				'ms'           => __( '%d ms', 'online-banking-portal' ),
				/* translators: %s: seconds, such as 1.5. */
				'seconds'      => __( '%s s', 'online-banking-portal' ),
			),
		);
	}

	/**
	 * admin-ajax: the test through this site, for the address in the field (saved or not).
	 */
	public static function ajax_test_site() {
		check_ajax_referer( self::SITE_TEST );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_send_json_error( null, 403 );
		}
		$address = isset( $_POST['address'] ) ? (string) wp_unslash( $_POST['address'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by check_url().
		wp_send_json( self::test_site( $address ) );
	}

	/**
	 * Whether this site's server reaches the bank the way its endpoint does: the test sign-in
	 * (TEST_EMAIL, a random password), posted server to server, answered with JSON in the
	 * sign-in's shape. Remembers a pass (SITE_READY) for the admin notice.
	 *
	 * @param string $address The banking API address to test.
	 * @return array ok (bool), lines (sentences for the site owner).
	 */
	public static function test_site( $address ) {
		$config  = self::connection_test_config();
		$text    = $config['text'];
		$address = Online_Banking_Portal_Options::check_url( $address );
		if ( is_wp_error( $address ) || '' === $address ) {
			delete_transient( self::SITE_READY );
			return array(
				'ok'    => false,
				'lines' => array( is_wp_error( $address ) ? $text['badAddress'] : __( 'Through this site, the bank\'s address is needed: this site\'s server calls it.', 'online-banking-portal' ) ),
			);
		}
		$url      = $address . '/api/users.php';
		$started  = microtime( true );
		$response = wp_remote_post(
			$url . '?crud=userlogin',
			array(
				'timeout'     => Online_Banking_Portal_Proxy::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Accept' => 'application/json' ),
				'body'        => array(
					'email'    => self::TEST_EMAIL,
					'password' => wp_generate_password( 24, false ),
				),
			)
		);
		$took = (int) round( ( microtime( true ) - $started ) * 1000 );
		$took = $took < 1000 ? sprintf( $text['ms'], $took ) : sprintf( $text['seconds'], number_format_i18n( $took / 1000, 1 ) );
		if ( is_wp_error( $response ) ) {
			delete_transient( self::SITE_READY );
			/* translators: 1: the address called; 2: why, as the server's HTTP library said it. */
			return array( 'ok' => false, 'lines' => array( sprintf( __( 'Not reachable from this site\'s server: %1$s (%2$s).', 'online-banking-portal' ), $url, $response->get_error_message() ) ) );
		}
		/* translators: 1: the address called; 2: how long the answer took, such as 120 ms. */
		$lines  = array( sprintf( __( 'Reachable from this site\'s server: %1$s answered in %2$s.', 'online-banking-portal' ), $url, $took ) );
		$status = (int) wp_remote_retrieve_response_code( $response );
		$json   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$ok     = false;
		if ( $status >= 400 ) {
			$lines[] = sprintf( $text['httpError'], $status );
		} elseif ( ! is_array( $json ) ) {
			$lines[] = $text['notJson'];
		} elseif ( ! Online_Banking_Portal_Facts::usable_sign_in( $json ) ) {
			$lines[] = $text['wrongShape'];
		} else {
			$lines[] = $text['json'];
			$ok      = true;
		}
		if ( $ok ) {
			set_transient( self::SITE_READY, 1, 30 * DAY_IN_SECONDS );
		} else {
			delete_transient( self::SITE_READY );
		}
		return array(
			'ok'    => $ok,
			'lines' => $lines,
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
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'online-banking-portal' ) . '</a>' );
		return $links;
	}

	/**
	 * An option's sanitiser: the value its row's validator accepts, or the saved value and an
	 * error message saying why (the row's "refused").
	 *
	 * @param string $option Option name of Online_Banking_Portal_Options::table().
	 * @param mixed  $value  Submitted value.
	 * @return string|int
	 */
	public static function sanitize( $option, $value ) {
		$row    = Online_Banking_Portal_Options::table()[ $option ];
		$check  = isset( $row['on_save'] ) ? $row['on_save'] : $row['check'];
		$result = call_user_func( array( 'Online_Banking_Portal_Options', $check ), $value );
		if ( ! is_wp_error( $result ) ) {
			return 'integer' === $row['type'] ? (int) $result : $result;
		}
		$message = is_callable( array( 'Online_Banking_Portal_Options', $row['refused'] ) )
			? call_user_func( array( 'Online_Banking_Portal_Options', $row['refused'] ), $result )
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
		$row     = Online_Banking_Portal_Options::table()[ $name ];
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
		self::render_description( $name, $row['help'] );
		if ( Online_Banking_Portal_Options::API_BASE === $name ) {
			self::render_connection_test();
		}
	}

	/**
	 * The "Test connection" button (shown by its script) and the live region its result is
	 * written to, present from the start so that screen readers announce what is written there.
	 */
	private static function render_connection_test() {
		$config = self::connection_test_config();
		printf(
			'<p class="online-banking-portal-connection-test"><button type="button" class="button" id="%1$s" aria-describedby="%2$s" hidden>%3$s</button></p><p class="description" id="%2$s">%4$s</p><div id="%5$s" class="online-banking-portal-connection-result" role="status" aria-live="polite"></div>',
			esc_attr( $config['button'] ),
			esc_attr( $config['button'] . '-description' ),
			esc_html__( 'Test connection', 'online-banking-portal' ),
			esc_html__( 'Calls the address in the field above the way online banking does with the connection chosen below (through this site: from this site\'s server, then this site\'s endpoint from your browser; directly: from your browser), with a sign-in for an address that cannot exist: it sends no customer data, and saves nothing.', 'online-banking-portal' ),
			esc_attr( $config['result'] )
		);
	}

	/**
	 * A select with its description.
	 *
	 * @param array $args Field arguments from add_settings_field(): label_for, the option's name.
	 */
	public static function render_select( $args ) {
		$name  = $args['label_for'];
		$row   = Online_Banking_Portal_Options::table()[ $name ];
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
