<?php
/**
 * The page every app URL renders: the active theme's header and footer around the
 * element the client mounts into.
 *
 * Block themes: the theme's "header" and "footer" template parts are rendered as blocks,
 * before wp_head() so that their styles are printed in the head, the same way WordPress's
 * own template canvas does (wp-includes/template-canvas.php).
 * Classic themes: get_header() and get_footer().
 *
 * @package WP_Bank
 */

defined( 'ABSPATH' ) || exit;

$wp_bank_mount = WP_Bank_Assets::mount( WP_Bank_Router::browser_base_path() );

if ( wp_is_block_theme() ) :
	$wp_bank_html = '<div class="wp-site-blocks">'
		. str_replace( WP_Bank_Router::MOUNT, $wp_bank_mount, do_blocks( WP_Bank_Router::block_template_markup() ) )
		. '</div>';
	if ( ! has_action( 'wp_head', '_block_template_viewport_meta_tag' ) ) {
		add_action( 'wp_head', '_block_template_viewport_meta_tag', 0 );
	}
	if ( ! has_action( 'wp_head', '_block_template_render_title_tag' ) ) {
		remove_action( 'wp_head', '_wp_render_title_tag', 1 );
		add_action( 'wp_head', '_block_template_render_title_tag', 1 );
	}
	?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<?php wp_head(); ?>
</head>

<body <?php body_class(); ?>>
	<?php wp_body_open(); ?>
	<?php
	// Rendered blocks (escaped by their own render callbacks) around the escaped mount element, as in template-canvas.php.
	echo $wp_bank_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
	<?php wp_footer(); ?>
</body>
</html>
	<?php
else :
	get_header();
	?>
<main id="wp-bank-main" class="wp-bank-main">
	<?php echo wp_kses( $wp_bank_mount, WP_Bank_Assets::ALLOWED_HTML ); ?>
</main>
	<?php
	get_footer();
endif;
