<?php
/**
 * A few WordPress operations for the end-to-end test, run with PHP's CLI (no wp-cli):
 *
 *   php wp-tool.php WP_ROOT SITE_URL install TITLE ADMIN_USER ADMIN_PASSWORD ADMIN_EMAIL
 *   php wp-tool.php WP_ROOT SITE_URL install-plugin ZIP         (WordPress's own Plugin_Upgrader)
 *   php wp-tool.php WP_ROOT SITE_URL activate|deactivate|uninstall PLUGIN_FILE
 *   php wp-tool.php WP_ROOT SITE_URL option-set NAME VALUE
 *   php wp-tool.php WP_ROOT SITE_URL option-get NAME            (prints JSON)
 *   php wp-tool.php WP_ROOT SITE_URL options-get NAME...        (prints {"NAME": value, ...}; false when missing)
 *   php wp-tool.php WP_ROOT SITE_URL sql STATEMENT              ({prefix} is the table prefix; prints JSON)
 *   php wp-tool.php WP_ROOT SITE_URL db-dump                    (every row of every table, JSON)
 *   php wp-tool.php WP_ROOT SITE_URL switch-theme STYLESHEET
 *   php wp-tool.php WP_ROOT SITE_URL permalink STRUCTURE        (sets the permalink structure, flushes the rules)
 *   php wp-tool.php WP_ROOT SITE_URL create-page SLUG TITLE CONTENT   (prints the page's URL)
 *   php wp-tool.php WP_ROOT SITE_URL create-post TYPE SLUG TITLE CONTENT (prints {"id":…,"url":…})
 *   php wp-tool.php WP_ROOT SITE_URL delete-post ID
 *   php wp-tool.php WP_ROOT SITE_URL site-icon SLUG TITLE           (a PNG attachment as the site icon; prints its URL)
 *   php wp-tool.php WP_ROOT SITE_URL custom-logo SLUG TITLE         (a PNG attachment as the active theme's custom logo,
 *        which WordPress also keeps as a block theme's Site Logo; prints its URL)
 *   php wp-tool.php WP_ROOT SITE_URL custom-logo-remove              (no custom logo, no Site Logo)
 *   php wp-tool.php WP_ROOT SITE_URL make-network TITLE            (turns the single site into a subdirectory network's
 *        tables; wp-config.php then defines MULTISITE)
 *   php wp-tool.php WP_ROOT SITE_URL create-site SLUG TITLE         (a site of the network at SITE_URL/SLUG/, pretty permalinks)
 *   php wp-tool.php WP_ROOT SITE_URL network-activate|network-deactivate|network-uninstall PLUGIN_FILE
 *        (prints {"batches":[[offset,number],...]}: the batched get_sites() calls the plugin made, see mu-plugin.php)
 *   php wp-tool.php WP_ROOT SITE_URL network-state OPTION...       (prints, per site id: its URL, those options, and
 *        "rules": null when its rewrite rules are to be rebuilt, else whether they hold the app's rule)
 *   php wp-tool.php WP_ROOT SITE_URL sanitize OPTION VALUE...       (each value through the setting's sanitize
 *        callback, as options.php runs it on save, as an administrator; prints [{"value","saved","errors"}] and saves nothing)
 *
 * Exits non-zero with a message on any failure.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

list( , $wpt_root, $wpt_url, $wpt_command ) = array_pad( $argv, 4, '' );
$wpt_args = array_slice( $argv, 4 );

/**
 * Prints a message and exits with status 1.
 *
 * @param string $message Message.
 */
function wpt_fail( $message ) {
	fwrite( STDERR, "wp-tool: $message\n" );
	exit( 1 );
}

/**
 * The first administrator, the author of the posts created here (as in the admin screens:
 * a post without an author makes WordPress 6.1's Pages list pass null to ent2ncr(), which
 * PHP 8.2 logs as a deprecation that no real site would show).
 *
 * @return int
 */
function wpt_admin_id() {
	$ids = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

$wpt_parts                  = parse_url( $wpt_url );
$_SERVER['HTTP_HOST']       = $wpt_parts['host'] . ( isset( $wpt_parts['port'] ) ? ':' . $wpt_parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $wpt_parts['host'];
$_SERVER['SERVER_PORT']     = isset( $wpt_parts['port'] ) ? (string) $wpt_parts['port'] : '80';
$_SERVER['REQUEST_URI']     = ( isset( $wpt_parts['path'] ) ? rtrim( $wpt_parts['path'], '/' ) : '' ) . '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

if ( 'install' === $wpt_command ) {
	define( 'WP_INSTALLING', true );
}
require rtrim( $wpt_root, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

switch ( $wpt_command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		list( $title, $user, $password, $email ) = $wpt_args;
		$result = wp_install( $title, $user, $email, true, '', wp_slash( $password ) );
		if ( empty( $result['user_id'] ) ) {
			wpt_fail( 'wp_install() failed' );
		}
		update_option( 'siteurl', $wpt_url );
		update_option( 'home', $wpt_url );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
		echo 'installed, theme ' . get_stylesheet() . ', block theme: ' . ( wp_is_block_theme() ? 'yes' : 'no' ) . "\n";
		break;

	case 'install-plugin':
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		WP_Filesystem();
		$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
		$result   = $upgrader->install( $wpt_args[0] );
		if ( true !== $result ) {
			wpt_fail( 'install failed: ' . ( is_wp_error( $result ) ? $result->get_error_message() : implode( "\n", $upgrader->skin->get_upgrade_messages() ) ) );
		}
		echo 'installed ' . $upgrader->plugin_info() . "\n";
		break;

	case 'activate':
		$result = activate_plugin( $wpt_args[0] );
		if ( is_wp_error( $result ) ) {
			wpt_fail( 'activation failed: ' . $result->get_error_message() . ' ' . wp_json_encode( $result->get_error_data() ) );
		}
		echo "activated {$wpt_args[0]}\n";
		break;

	case 'deactivate':
		deactivate_plugins( $wpt_args[0] );
		if ( is_plugin_active( $wpt_args[0] ) ) {
			wpt_fail( 'still active' );
		}
		echo "deactivated {$wpt_args[0]}\n";
		break;

	case 'uninstall':
		if ( is_plugin_active( $wpt_args[0] ) ) {
			wpt_fail( 'deactivate before uninstalling' );
		}
		uninstall_plugin( $wpt_args[0] );
		echo "uninstalled {$wpt_args[0]}\n";
		break;

	case 'option-set':
		update_option( $wpt_args[0], $wpt_args[1] );
		echo "{$wpt_args[0]} = " . wp_json_encode( get_option( $wpt_args[0] ) ) . "\n";
		break;

	case 'admin-locale':
		// The administrator's own language (Profile > Language): '' for the site's.
		update_user_meta( wpt_admin_id(), 'locale', $wpt_args[0] );
		echo 'admin locale = ' . wp_json_encode( get_user_meta( wpt_admin_id(), 'locale', true ) ) . "\n";
		break;

	case 'site-language':
		// Settings > General > Site Language, as saved, for a language whose WordPress pack is not
		// installed: update_option() would refuse it (sanitize_option() keeps WPLANG to the
		// installed languages), so the row is written as WordPress stores it.
		global $wpdb;
		delete_option( 'WPLANG' );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'WPLANG',
				'option_value' => $wpt_args[0],
				'autoload'     => 'yes',
			)
		);
		wp_cache_delete( 'alloptions', 'options' );
		echo 'WPLANG = ' . wp_json_encode( get_option( 'WPLANG' ) ) . "\n";
		break;

	case 'language-pack-json':
		// A language pack's translations of assets/bank.js (what wp i18n make-json writes) for a
		// locale, where WordPress looks for them; '' removes the file.
		$file = WP_LANG_DIR . '/plugins/online-banking-portal-' . $wpt_args[0] . '-' . md5( 'assets/bank.js' ) . '.json';
		if ( '' === $wpt_args[1] ) {
			if ( file_exists( $file ) ) {
				unlink( $file );
			}
		} else {
			wp_mkdir_p( dirname( $file ) );
			file_put_contents( $file, $wpt_args[1] );
		}
		echo wp_json_encode( $file ) . "\n";
		break;

	case 'user-locale':
		// get_user_locale() for a visitor (no user): the site's language, WPLANG.
		echo wp_json_encode( get_user_locale() ) . "\n";
		break;

	case 'option-get':
		echo wp_json_encode( get_option( $wpt_args[0] ) ) . "\n";
		break;

	case 'options-get':
		$values = array();
		foreach ( $wpt_args as $name ) {
			$values[ $name ] = get_option( $name );
		}
		echo wp_json_encode( (object) $values ) . "\n";
		break;

	case 'option-names-like':
		// The names of the options starting with a prefix (transients by their option name).
		global $wpdb;
		echo wp_json_encode( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $wpt_args[0] ) . '%' ) ) ) . "\n";
		break;

	case 'sql':
		// One statement on the site's database: a SELECT prints its rows as JSON, anything else
		// the number of rows it changed (the end-to-end test ages a session this way).
		global $wpdb;
		$wpt_sql = str_replace( '{prefix}', $wpdb->prefix, $wpt_args[0] );
		echo wp_json_encode( 0 === stripos( ltrim( $wpt_sql ), 'SELECT' ) ? $wpdb->get_results( $wpt_sql, ARRAY_A ) : $wpdb->query( $wpt_sql ) ) . "\n"; // phpcs:ignore WordPress.DB
		break;

	case 'db-dump':
		// Every row of every table of the site's database, as JSON: what a backup would hold.
		global $wpdb;
		$wpt_dump = array();
		foreach ( $wpdb->get_col( 'SHOW TABLES' ) as $wpt_table ) {
			$wpt_dump[ $wpt_table ] = $wpdb->get_results( "SELECT * FROM `{$wpt_table}`", ARRAY_A ); // phpcs:ignore WordPress.DB
		}
		echo wp_json_encode( $wpt_dump ) . "\n";
		break;

	case 'switch-theme':
		if ( ! wp_get_theme( $wpt_args[0] )->exists() ) {
			wpt_fail( "no theme {$wpt_args[0]}" );
		}
		switch_theme( $wpt_args[0] );
		echo 'theme ' . get_stylesheet() . ', block theme: ' . ( wp_is_block_theme() ? 'yes' : 'no' ) . "\n";
		break;

	case 'text-widget':
		// A classic Text widget holding $wpt_args[1] in the widget area $wpt_args[0], or none there with ''.
		$sidebars = wp_get_sidebars_widgets();
		if ( '' === $wpt_args[1] ) {
			$sidebars[ $wpt_args[0] ] = array();
			delete_option( 'widget_text' );
		} else {
			update_option(
				'widget_text',
				array(
					2              => array(
						'title'  => '',
						'text'   => $wpt_args[1],
						'filter' => false,
					),
					'_multiwidget' => 1,
				)
			);
			$sidebars[ $wpt_args[0] ] = array( 'text-2' );
		}
		wp_set_sidebars_widgets( $sidebars );
		echo "widget area {$wpt_args[0]}: " . wp_json_encode( $sidebars[ $wpt_args[0] ] ) . "\n";
		break;

	case 'permalink':
		$GLOBALS['wp_rewrite']->set_permalink_structure( $wpt_args[0] );
		flush_rewrite_rules( false );
		echo 'permalink structure ' . get_option( 'permalink_structure' ) . "\n";
		break;

	case 'create-page':
		list( $slug, $title, $content ) = $wpt_args;
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_author'  => wpt_admin_id(),
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			wpt_fail( $id->get_error_message() );
		}
		echo get_permalink( $id ) . "\n";
		break;

	case 'create-post':
		list( $type, $slug, $title, $content ) = $wpt_args;
		$id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => 'publish',
				'post_author'  => wpt_admin_id(),
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			wpt_fail( $id->get_error_message() );
		}
		echo wp_json_encode(
			array(
				'id'  => $id,
				'url' => get_permalink( $id ),
			)
		) . "\n";
		break;

	case 'delete-post':
		if ( ! wp_delete_post( (int) $wpt_args[0], true ) ) {
			wpt_fail( "could not delete post {$wpt_args[0]}" );
		}
		echo "deleted {$wpt_args[0]}\n";
		break;

	case 'site-icon':
	case 'custom-logo':
		list( $slug, $title ) = $wpt_args;
		$upload = wp_upload_bits( $slug . '.png', null, base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' ) );
		if ( ! empty( $upload['error'] ) ) {
			wpt_fail( $upload['error'] );
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_name'      => $slug,
				'post_title'     => $title,
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		if ( ! $id ) {
			wpt_fail( 'could not create the attachment' );
		}
		if ( 'site-icon' === $wpt_command ) {
			update_option( 'site_icon', $id );
			echo get_site_icon_url() . "\n";
		} else {
			set_theme_mod( 'custom_logo', $id );
			echo wp_get_attachment_image_url( (int) get_theme_mod( 'custom_logo' ), 'full' ) . "\n";
		}
		break;

	case 'custom-logo-remove':
		remove_theme_mod( 'custom_logo' );
		delete_option( 'site_logo' );
		echo 'custom logo: ' . wp_json_encode( get_theme_mod( 'custom_logo' ) ) . "\n";
		break;

	case 'make-network':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		// As wp-admin/network.php does: name the network's tables, then create them.
		foreach ( $wpdb->tables( 'ms_global' ) as $wpt_table => $wpt_prefixed ) {
			$wpdb->$wpt_table = $wpt_prefixed;
		}
		install_network();
		$result = populate_network( 1, $_SERVER['HTTP_HOST'], get_option( 'admin_email' ), $wpt_args[0], '/', false );
		if ( is_wp_error( $result ) ) {
			wpt_fail( 'populate_network(): ' . $result->get_error_message() );
		}
		echo "network {$_SERVER['HTTP_HOST']}\n";
		break;

	case 'create-site':
		list( $slug, $title ) = $wpt_args;
		add_filter( 'pre_wp_mail', '__return_false' ); // The network admin's "new site" email: no mail server here.
		$id = wpmu_create_blog( $_SERVER['HTTP_HOST'], '/' . $slug . '/', $title, wpt_admin_id() );
		if ( is_wp_error( $id ) ) {
			wpt_fail( $id->get_error_message() );
		}
		// WordPress takes the ":" out of a domain with a port (sanitize_user()); only a test
		// server has one. Put the network's host back, and the site's addresses.
		$wpdb->update( $wpdb->blogs, array( 'domain' => $_SERVER['HTTP_HOST'] ), array( 'blog_id' => $id ) );
		clean_blog_cache( $id );
		switch_to_blog( $id );
		update_option( 'home', rtrim( $wpt_url, '/' ) . '/' . $slug );
		update_option( 'siteurl', rtrim( $wpt_url, '/' ) . '/' . $slug );
		update_option( 'permalink_structure', '/%postname%/' );
		delete_option( 'rewrite_rules' );
		echo home_url( '/' ) . "\n";
		restore_current_blog();
		break;

	case 'network-activate':
	case 'network-deactivate':
	case 'network-uninstall':
		if ( 'network-activate' === $wpt_command ) {
			$result = activate_plugin( $wpt_args[0], '', true );
			if ( is_wp_error( $result ) ) {
				wpt_fail( 'network activation failed: ' . $result->get_error_message() );
			}
		} elseif ( 'network-deactivate' === $wpt_command ) {
			deactivate_plugins( $wpt_args[0], false, true );
			if ( is_plugin_active_for_network( $wpt_args[0] ) ) {
				wpt_fail( 'still active on the network' );
			}
		} else {
			uninstall_plugin( $wpt_args[0] );
		}
		echo wp_json_encode( array( 'batches' => isset( $GLOBALS['obp_e2e_site_batches'] ) ? $GLOBALS['obp_e2e_site_batches'] : array() ) ) . "\n";
		break;

	case 'network-state':
		$state = array();
		foreach ( get_sites( array( 'number' => 0 ) ) as $site ) {
			switch_to_blog( (int) $site->blog_id );
			$options = array();
			foreach ( $wpt_args as $name ) {
				$options[ $name ] = get_option( $name );
			}
			$rules                   = get_option( 'rewrite_rules' );
			$state[ $site->blog_id ] = array(
				'url'     => home_url( '/' ),
				'options' => (object) $options,
				'rules'   => $rules ? false !== strpos( serialize( $rules ), 'online_banking_portal_app=' ) : null,
			);
			restore_current_blog();
		}
		echo wp_json_encode( (object) $state ) . "\n";
		break;

	case 'sanitize':
		$name = array_shift( $wpt_args );
		wp_set_current_user( 1 );
		// The plugin registers its settings on admin_init; only that part is run here.
		foreach ( array( 'Online_Banking_Portal_Settings' ) as $settings_class ) {
			if ( class_exists( $settings_class ) ) {
				call_user_func( array( $settings_class, 'register' ) );
			}
		}
		if ( ! has_filter( "sanitize_option_{$name}" ) ) {
			wpt_fail( "no sanitize callback registered for $name" );
		}
		$out = array();
		foreach ( $wpt_args as $value ) {
			$GLOBALS['wp_settings_errors'] = array();
			$saved                         = sanitize_option( $name, $value );
			$out[]                         = array(
				'value'  => strlen( $value ) > 60 ? substr( $value, 0, 40 ) . '... (' . strlen( $value ) . ' characters)' : $value,
				'saved'  => $saved,
				// As text: the plugin hands settings_errors() its messages HTML-escaped.
				'errors' => array_map(
					static function ( $message ) {
						return html_entity_decode( $message, ENT_QUOTES, 'UTF-8' );
					},
					wp_list_pluck( get_settings_errors( $name ), 'message' )
				),
			);
		}
		echo wp_json_encode( $out ) . "\n";
		break;

	default:
		wpt_fail( "unknown command \"$wpt_command\"" );
}
