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
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

$online_banking_portal_mount = Online_Banking_Portal_Mount::element( Online_Banking_Portal_Router::browser_base_path() );

if ( wp_is_block_theme() ) :
	$online_banking_portal_html = '<div class="wp-site-blocks">'
		. str_replace( Online_Banking_Portal_Page::MOUNT, $online_banking_portal_mount, do_blocks( Online_Banking_Portal_Page::block_template_markup() ) )
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
	echo $online_banking_portal_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
	<?php wp_footer(); ?>
</body>
</html>
	<?php
else :
	get_header();
	?>
<?php // A div, not main: the widget holds the page's main landmark itself, around its screen. ?>
<div id="online-banking-portal-main" class="online-banking-portal-main">
	<?php echo wp_kses( $online_banking_portal_mount, Online_Banking_Portal_Mount::ALLOWED_HTML ); ?>
</div>
	<?php
	get_footer();
endif;
