<?php
/**
 * The block "Online banking" (online-banking-portal/bank, blocks/bank/block.json): the same
 * mount as the shortcode, with a colour scheme and a maximum width of its own. Dynamic: the
 * page renders it (render.php); the editor shows a static preview (index.js).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registration, the editor's data and the front-end markup.
 */
final class Online_Banking_Portal_Block {

	const NAME = 'online-banking-portal/bank';

	/**
	 * The narrowest maximum width accepted, in pixels: the client lays out from 320 px.
	 */
	const MIN_WIDTH = 320;

	/**
	 * The widest maximum width accepted, in pixels: wider than any screen it is meant for.
	 */
	const MAX_WIDTH = 4000;

	/**
	 * The client's own primary colour, which the preview shows when no brand colour is set.
	 */
	const DEFAULT_BRAND_COLOR = '#1d4ed8';

	/**
	 * The handle of look.js: the widget's initials and text colour on the brand colour, generated
	 * from its source (npm run generate), which the editor's preview draws with.
	 */
	const LOOK_HANDLE = 'online-banking-portal-look';

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'editor_data' ) );
	}

	/**
	 * Registers the block from its block.json (WordPress 6.1 reads "render": "file:./render.php"),
	 * after the script its editor script needs (LOOK_HANDLE).
	 */
	public static function register() {
		wp_register_script( self::LOOK_HANDLE, plugins_url( 'blocks/bank/look.js', ONLINE_BANKING_PORTAL_FILE ), array(), ONLINE_BANKING_PORTAL_VERSION, true );
		register_block_type( ONLINE_BANKING_PORTAL_DIR . 'blocks/bank' );
	}

	/**
	 * What the editor's preview and controls show, before the block's editor script: the bank's
	 * name, logo and brand colour as the page will show them, and the colour schemes.
	 */
	public static function editor_data() {
		$handle = generate_block_asset_handle( self::NAME, 'editorScript' );
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return;
		}
		// Its words in the shipped languages: languages/online-banking-portal-<locale>-<handle>.json.
		wp_set_script_translations( $handle, 'online-banking-portal', ONLINE_BANKING_PORTAL_DIR . 'languages' );
		$brand   = Online_Banking_Portal_Mount_Options::brand();
		$color   = Online_Banking_Portal_Options::brand_color();
		$schemes = Online_Banking_Portal_Settings_Table::color_scheme_choices();
		$data    = array(
			'bankName'       => isset( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] ) ? $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_NAME ] : __( 'Online banking', 'online-banking-portal' ),
			'logoUrl'        => isset( $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_LOGO_URL ] ) ? $brand[ Online_Banking_Portal_Widget_Facts::OPTION_BRAND_LOGO_URL ] : '',
			'brandColor'     => '' !== $color ? $color : self::DEFAULT_BRAND_COLOR,
			'settingsScheme' => $schemes[ Online_Banking_Portal_Options::color_scheme() ],
			'colorSchemes'   => $schemes,
			'minWidth'       => self::MIN_WIDTH,
			'maxWidth'       => self::MAX_WIDTH,
		);
		wp_add_inline_script( $handle, 'window.onlineBankingPortalBlock = ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}

	/**
	 * Whether content holds the block.
	 *
	 * @param string $content Post content.
	 * @return bool
	 */
	public static function in( $content ) {
		return has_block( self::NAME, (string) $content );
	}

	/**
	 * The block on the page: the mount element in the block's wrapper, routing under the
	 * page's own URL as the shortcode does; where online banking is already on the page (one
	 * per page), a note for editors only; nothing in the admin, in REST answers and in feeds.
	 *
	 * @param array $attributes The block's attributes: colorScheme (one of the settings'
	 *                          colour schemes; absent: the settings'), maxWidth (pixels).
	 * @return string HTML, escaped.
	 */
	public static function render( $attributes ) {
		if ( is_admin() || wp_is_json_request() || is_feed() ) {
			return '';
		}
		$attributes = is_array( $attributes ) ? $attributes : array();
		$overrides  = array();
		if ( isset( $attributes['colorScheme'] ) && ! is_wp_error( Online_Banking_Portal_Option_Checks::check_color_scheme( $attributes['colorScheme'] ) ) ) {
			$overrides[ Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE ] = array( Online_Banking_Portal_Widget_Facts::OPTION_APPEARANCE_COLOR_SCHEME => $attributes['colorScheme'] );
		}
		if ( Online_Banking_Portal_Mount::mounted() ) {
			return Online_Banking_Portal_Mount::second_placement_note();
		}
		$mount   = Online_Banking_Portal_Mount::element( Online_Banking_Portal_Mount::page_base_path(), $overrides );
		$wrapper = array();
		$width   = self::max_width( $attributes );
		if ( $width > 0 ) {
			$wrapper['style'] = sprintf( 'max-width:%dpx', $width );
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( $wrapper ), $mount );
	}

	/**
	 * The block's maximum width in whole pixels, or 0 for none (also for a value out of range).
	 *
	 * @param array $attributes The block's attributes.
	 * @return int
	 */
	public static function max_width( $attributes ) {
		$width = isset( $attributes['maxWidth'] ) ? $attributes['maxWidth'] : null;
		if ( ! is_int( $width ) && ! ( is_string( $width ) && preg_match( '/^[0-9]{1,5}\z/', $width ) ) ) {
			return 0;
		}
		$width = (int) $width;
		return $width >= self::MIN_WIDTH && $width <= self::MAX_WIDTH ? $width : 0;
	}
}
