<?php
/**
 * Router for PHP's built-in server (php -S 127.0.0.1:PORT -t DOCROOT router.php), standing
 * in for Apache's WordPress .htaccess: existing files are served as they are (PHP scripts
 * run), every other URL goes to WordPress's index.php, with SCRIPT_NAME and PHP_SELF set as
 * a real server sets them, so that pretty permalinks work.
 *
 * WP_SITE_PATH (environment): the URL path WordPress lives under in DOCROOT, "" or "/blog".
 */

$wp_router_site = rtrim( (string) getenv( 'WP_SITE_PATH' ), '/' );
$wp_router_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$wp_router_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );

if ( false !== strpos( $wp_router_path, '..' ) ) {
	http_response_code( 400 );
	return true;
}
if ( '/' !== $wp_router_path && is_file( $wp_router_root . $wp_router_path ) ) {
	return false;
}
if ( is_dir( $wp_router_root . $wp_router_path ) && is_file( rtrim( $wp_router_root . $wp_router_path, '/' ) . '/index.php' ) && '/' === substr( $wp_router_path, -1 ) && $wp_router_path !== $wp_router_site . '/' ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = $wp_router_site . '/index.php';
$_SERVER['PHP_SELF']        = $wp_router_site . '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $wp_router_root . $wp_router_site . '/index.php';
chdir( dirname( $_SERVER['SCRIPT_FILENAME'] ) );
require $_SERVER['SCRIPT_FILENAME'];
