<?php
/**
 * The client bundle (assets/bank.js) and the mount elements it renders into.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers bank.js and mounts the client, only on pages that hold a mount element.
 */
final class Online_Banking_Portal_Assets {

	const HANDLE = 'online-banking-portal';

	/**
	 * The tags and attributes of a mount element, for wp_kses().
	 */
	const ALLOWED_HTML = array(
		'div'      => array(
			'id'    => true,
			'class' => true,
			Online_Banking_Portal_Widget_Facts::OPTIONS_ATTRIBUTE => true,
		),
		'p'        => array(
			'class' => true,
			Online_Banking_Portal_Widget_Facts::PLACEHOLDER_ATTRIBUTE => true,
		),
		'noscript' => array(),
	);

	/**
	 * The mount element's id: there is one per page.
	 */
	const MOUNT_ID = 'online-banking-portal-app';

	/**
	 * Whether this request rendered the mount element already. One bank per page: a second
	 * block or shortcode would start a second client on the same routes, each pushing the
	 * other's URLs.
	 *
	 * @var bool
	 */
	private static $mounted = false;

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
	private static function asset( $key ) {
		static $asset = null;
		if ( null === $asset ) {
			$asset_file = ONLINE_BANKING_PORTAL_DIR . 'assets/bank.asset.php';
			$asset      = is_readable( $asset_file ) ? include $asset_file : array();
			$asset      = is_array( $asset ) ? $asset : array();
		}
		return isset( $asset[ $key ] ) ? $asset[ $key ] : null;
	}

	/**
	 * The options passed to mountBank(), before the filters.
	 *
	 * @param string $base_path Route prefix seen by the browser, e.g. "/blog/wp-user".
	 * @return array
	 */
	public static function options( $base_path ) {
		$options = array(
			Online_Banking_Portal_Widget_Facts::OPTION_BASE_PATH => $base_path,
			Online_Banking_Portal_Widget_Facts::OPTION_API_BASE  => Online_Banking_Portal_Options::api_base(),
		);
		// Through this site: the widget calls only the endpoint, which keeps the bank's token.
		if ( Online_Banking_Portal_Widget_Facts::CONNECTION_SITE === Online_Banking_Portal_Options::connection() ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_CONNECTION ] = Online_Banking_Portal_Widget_Facts::CONNECTION_SITE;
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_ENDPOINT ]   = Online_Banking_Portal_Proxy::path();
		}
		$admin = Online_Banking_Portal_Options::admin_url();
		if ( '' !== $admin ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_ADMIN_URL ] = $admin;
		}
		$brand = self::brand();
		if ( isset( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] ) && self::page_title_is( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] ) ) {
			// The theme shows the page's title as its heading: the widget keeps the mark and does not say the name again.
			$brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_SHOW_NAME ] = false;
		}
		if ( $brand ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND ] = $brand;
		}
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE ] = array( Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_COLOR_SCHEME => Online_Banking_Portal_Options::color_scheme() );
		$color                             = Online_Banking_Portal_Options::brand_color();
		if ( '' !== $color ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE ][ Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_VARIABLES ] = array( Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_VARIABLES_COLOR_PRIMARY => $color );
		}
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_IDLE_MINUTES ] = Online_Banking_Portal_Options::idle_minutes();
		// The reader's language (their profile's, else the site's: the same for every visitor
		// who is not signed in to WordPress, so a page cache may keep the page): "fr_FR", which
		// the client reads as fr-FR. Its words come from bank.fr.json in the assets folder, and a
		// WordPress language pack's translations of them, if there is one, win.
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_LOCALE ]     = (string) get_user_locale();
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_ASSETS_URL ] = self::assets_url();
		$messages                          = self::pack_messages( $options[ Online_Banking_Portal_Widget_Facts::OPTION_LOCALE ] );
		if ( $messages ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_MESSAGES ] = $messages;
		}
		return $options;
	}

	/**
	 * Options as mountBank() reads them: each key the widget knows cast to its JSON type
	 * (Online_Banking_Portal_Widget_Facts::MOUNT_OPTION_TYPES, from the widget's source), one
	 * that cannot be (a list where text belongs) left out; keys it does not know pass as they are.
	 *
	 * @param array $options Options, after the filters.
	 * @param array $types   Key => 'string', 'integer', 'boolean', 'object' or a nested table.
	 * @return array
	 */
	public static function typed( $options, $types = Online_Banking_Portal_Widget_Facts::MOUNT_OPTION_TYPES ) {
		foreach ( array_intersect_key( $options, $types ) as $key => $value ) {
			$type = $types[ $key ];
			if ( is_array( $type ) || 'object' === $type ) {
				$value = is_array( $value ) ? ( is_array( $type ) ? self::typed( $value, $type ) : $value ) : null;
			} elseif ( ! is_scalar( $value ) || ! settype( $value, $type ) ) {
				$value = null;
			}
			if ( null === $value ) {
				unset( $options[ $key ] );
			} else {
				$options[ $key ] = $value;
			}
		}
		return $options;
	}

	/**
	 * The widget's words from a WordPress language pack, for mountBank()'s `messages`: the
	 * translations WordPress holds for bank.js (load_script_textdomain(): the JSON of
	 * wp-content/languages/plugins/online-banking-portal-<locale>-<md5 of "assets/bank.js">.json,
	 * or the same file in the plugin's languages/ folder). array() when there is none.
	 *
	 * @param string $locale The locale, e.g. "fr_FR".
	 * @return array
	 */
	public static function pack_messages( $locale ) {
		if ( ! function_exists( 'load_script_textdomain' ) ) {
			return array();
		}
		self::register();
		$json = load_script_textdomain( self::HANDLE, 'online-banking-portal', ONLINE_BANKING_PORTAL_DIR . 'languages' );
		return is_string( $json ) ? self::messages_from_jed( $json, $locale, self::asset( 'plurals' ) ) : array();
	}

	/**
	 * Maps script translations (Jed 1.x JSON, as WordPress serves them to wp.i18n) onto
	 * mountBank()'s `messages`: each entry keyed "<message id>\u0004<English>" (the .pot's
	 * msgctxt and msgid) with a non-empty translation becomes <id> => <translation>, under the
	 * locale's language ("fr" for fr_FR). Only singular messages: a plural message's forms
	 * from a language pack are not used (the widget's own file has them). Entries without a
	 * context, or whose context is not a message id, are left out.
	 *
	 * @param string   $json    Jed JSON.
	 * @param string   $locale  The locale, e.g. "fr_FR".
	 * @param string[] $plurals The ids of the plural messages (bank.asset.php lists them): left
	 *                          out even where a language has one plural form.
	 * @return array array( 'fr' => array( 'auth.signIn.title' => 'Connexion', ... ) ), or array().
	 */
	public static function messages_from_jed( $json, $locale, $plurals = array() ) {
		$jed      = json_decode( (string) $json, true );
		$language = strtolower( (string) preg_replace( '/[-_].*$/', '', (string) $locale ) );
		if ( ! is_array( $jed ) || empty( $jed['locale_data'] ) || ! is_array( $jed['locale_data'] ) || ! preg_match( '/^[a-z]{2,3}$/', $language ) ) {
			return array();
		}
		$messages = array();
		foreach ( $jed['locale_data'] as $domain ) {
			if ( ! is_array( $domain ) ) {
				continue;
			}
			foreach ( $domain as $key => $translations ) {
				$parts = explode( "\u{0004}", (string) $key, 2 );
				if ( 2 !== count( $parts ) || ! preg_match( '/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/', $parts[0] ) || in_array( $parts[0], (array) $plurals, true ) ) {
					continue;
				}
				// One translation: a singular message. Two or more: plural forms, not used.
				if ( ! is_array( $translations ) || 1 !== count( $translations ) || ! is_string( $translations[0] ) || '' === $translations[0] ) {
					continue;
				}
				$messages[ $parts[0] ] = $translations[0];
			}
		}
		return $messages ? array( $language => $messages ) : array();
	}

	/**
	 * Whether the page being shown (a post or page holding the block or the shortcode) has the
	 * bank's name for its title, in the same words: case, spacing and markup aside.
	 *
	 * @param string $name The bank's name.
	 * @return bool
	 */
	public static function page_title_is( $name ) {
		$post = is_singular() ? get_queried_object() : null;
		if ( ! $post instanceof WP_Post ) {
			return false;
		}
		$words = static function ( $text ) {
			$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_specialchars_decode( wp_strip_all_tags( $text ), ENT_QUOTES ) ) );
			return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
		};
		$title = $words( $post->post_title );
		return '' !== $title && $words( $name ) === $title;
	}

	/**
	 * The site's name and logo, which the client shows as the bank's: the name as plain
	 * text (WordPress stores it HTML-escaped), and the logo only when there is one.
	 *
	 * @return array
	 */
	public static function brand() {
		$brand = array();
		$name  = trim( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		if ( '' !== $name ) {
			$brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] = $name;
		}
		$logo = self::logo_url();
		if ( '' !== $logo ) {
			$brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_LOGO_URL ] = $logo;
		}
		return $brand;
	}

	/**
	 * The bank's logo: the one chosen in the settings, else the theme's custom logo (a block
	 * theme's Site Logo too: WordPress keeps both in the theme mod), else the site icon, else ''
	 * (the client then draws a monogram from the bank's name).
	 *
	 * @return string
	 */
	private static function logo_url() {
		$logo = Online_Banking_Portal_Options::logo_url();
		if ( '' !== $logo ) {
			return $logo;
		}
		$custom_logo = (int) get_theme_mod( 'custom_logo' );
		if ( $custom_logo > 0 ) {
			$logo = (string) wp_get_attachment_image_url( $custom_logo, 'full' );
			if ( '' !== $logo ) {
				return $logo;
			}
		}
		return (string) get_site_icon_url();
	}

	/**
	 * The route prefix for a block or shortcode on the current page: the URL of the post or
	 * page it is in ("/banking" shows sign-in at "/banking/auth/signin";
	 * Online_Banking_Portal_Router serves those sub-URLs). Where it is not in a single post or
	 * page (archives, widget areas, the front page), the app's base path.
	 *
	 * @return string
	 */
	public static function page_base_path() {
		$post = get_queried_object();
		if ( is_singular() && $post instanceof WP_Post && ! is_front_page() ) {
			$path = untrailingslashit( (string) wp_parse_url( (string) get_permalink( $post ), PHP_URL_PATH ) );
			$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
			if ( '' !== get_option( 'permalink_structure' ) && '' !== $path && $path !== $home ) {
				return $path;
			}
		}
		return Online_Banking_Portal_Router::browser_base_path();
	}

	/**
	 * Whether the mount element was rendered on this request.
	 *
	 * @return bool
	 */
	public static function mounted() {
		return self::$mounted;
	}

	/**
	 * Enqueues the bundle and returns the mount element, the first time on a request: the
	 * options as JSON in its data-bank-options attribute, which bank.js reads to mount itself
	 * (no inline script: a strict Content-Security-Policy and optimisers that delay, defer or
	 * combine scripts leave an attribute alone), a placeholder the widget replaces, and the
	 * words for a browser without JavaScript. After that, one bank per page: the note for editors
	 * of second_placement_note().
	 *
	 * Nothing in it is per visitor (no nonce, the site's language for visitors not signed in):
	 * full-page caches may keep the page.
	 *
	 * @param string $base_path Route prefix seen by the browser, e.g. "/blog/wp-user".
	 * @param array  $overrides Options that replace the settings' (a block's colour scheme),
	 *                          merged into options() before the filters.
	 * @return string The mount element's HTML (escaped), or the note, or ''.
	 */
	public static function mount( $base_path, $overrides = array() ) {
		if ( self::$mounted ) {
			return self::second_placement_note();
		}
		self::$mounted = true;
		self::register();
		wp_enqueue_script( self::HANDLE );
		$id = self::MOUNT_ID;

		/**
		 * Filters the options passed to mountBank() (basePath, apiBase, adminUrl, uploadsBase,
		 * brand, appearance, idleMinutes, locale, assetsUrl, translationsUrl, messages).
		 *
		 * @param array  $options Options for mountBank().
		 * @param string $id      The mount element's id.
		 */
		$options = apply_filters( 'online_banking_portal_mount_options', array_replace_recursive( self::options( $base_path ), $overrides ), $id );
		/**
		 * The first release's name of the filter above, still applied after it.
		 *
		 * @param array  $options Options for mountBank().
		 * @param string $id      The mount element's id.
		 */
		$options = self::typed( (array) apply_filters( 'wp_bank_mount_options', $options, $id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- kept for sites that hooked the first release.

		// No < > & ' or " inside the JSON's strings (all written as \u escapes): esc_attr() then
		// only turns its own quotes into &quot;, and the browser hands bank.js the JSON unchanged.
		$json = wp_json_encode( (object) $options, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );

		return sprintf(
			'<div id="%1$s" class="online-banking-portal-root" %5$s="%2$s"><p class="online-banking-portal-loading" %6$s="">%3$s</p><noscript>%4$s</noscript></div>',
			esc_attr( $id ),
			esc_attr( (string) $json ),
			esc_html__( 'Loading online banking…', 'online-banking-portal' ),
			esc_html__( 'Online banking needs JavaScript. Please turn it on in your browser and reload this page.', 'online-banking-portal' ),
			Online_Banking_Portal_Widget_Facts::OPTIONS_ATTRIBUTE,
			Online_Banking_Portal_Widget_Facts::PLACEHOLDER_ATTRIBUTE
		);
	}

	/**
	 * What a second block or shortcode on a page shows: a short note to those who can edit the
	 * page (the post it is in, else the site's widgets and templates), nothing to visitors.
	 *
	 * @return string HTML, escaped, or ''.
	 */
	public static function second_placement_note() {
		$post     = get_queried_object();
		$can_edit = $post instanceof WP_Post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_theme_options' );
		if ( ! is_user_logged_in() || ! $can_edit ) {
			return '';
		}
		return sprintf(
			'<p class="online-banking-portal-note">%s</p>',
			esc_html__( 'Online banking is already on this page, so this second placement shows nothing. Only editors see this note.', 'online-banking-portal' )
		);
	}
}
