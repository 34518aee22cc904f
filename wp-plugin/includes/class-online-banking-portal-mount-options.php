<?php
/**
 * mountBank()'s options as the plugin writes them into the page: from the settings, the site's
 * name and logo, the reader's language, each cast to the type the widget reads
 * (Online_Banking_Portal_Widget_Facts::MOUNT_OPTION_TYPES).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * mountBank()'s options.
 */
final class Online_Banking_Portal_Mount_Options {

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
		// The settings the widget reads, each where its row of the options table says.
		foreach ( Online_Banking_Portal_Options::STORED as $name => $row ) {
			$value = isset( $row['mount'] ) ? Online_Banking_Portal_Options::get( $name ) : '';
			if ( '' !== $value ) {
				$options = self::with( $options, $row['mount'], $value );
			}
		}
		$brand = self::brand();
		if ( isset( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] ) && self::page_title_is( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] ) ) {
			// The theme shows the page's title as its heading: the widget keeps the mark and does not say the name again.
			$brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_SHOW_NAME ] = false;
		}
		if ( $brand ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND ] = $brand;
		}
		if ( Online_Banking_Portal_Router::is_app_request() ) {
			// The plugin's own bank page: the widget names each step in the page's title, then the site's name.
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_PAGE_TITLE ] = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		}
		// The reader's language (their profile's, else the site's: the same for every visitor
		// who is not signed in to WordPress, so a page cache may keep the page): "fr_FR", which
		// the client reads as fr-FR. Its words come from bank.fr.json in the assets folder, and a
		// WordPress language pack's translations of them, if there is one, win.
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_LOCALE ]     = (string) get_user_locale();
		$options[ Online_Banking_Portal_Widget_Facts::OPTION_ASSETS_URL ] = Online_Banking_Portal_Assets::assets_url();
		$messages                          = Online_Banking_Portal_Language_Pack::messages( $options[ Online_Banking_Portal_Widget_Facts::OPTION_LOCALE ] );
		if ( $messages ) {
			$options[ Online_Banking_Portal_Widget_Facts::OPTION_MESSAGES ] = $messages;
		}
		return $options;
	}

	/**
	 * Options with a value set at a path of keys (array( 'appearance', 'colorScheme' )).
	 *
	 * @param array    $options Options.
	 * @param string[] $path    The keys, outermost first.
	 * @param mixed    $value   The value.
	 * @return array
	 */
	private static function with( $options, $path, $value ) {
		$key             = array_shift( $path );
		$options[ $key ] = $path ? self::with( isset( $options[ $key ] ) ? (array) $options[ $key ] : array(), $path, $value ) : $value;
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
}
