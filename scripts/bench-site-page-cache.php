<?php
/**
 * npm run bench:site's stand-in for a page cache plugin (WP Super Cache, Cache Enabler, a host's
 * own): WordPress's advanced-cache.php drop-in, loaded before the database and every plugin when
 * WP_CACHE is on. While wp-content/bench-page-cache-on exists (bench-site.mjs switches it), a
 * page a visitor got is kept and served again to the next visitor without booting WordPress, as
 * those plugins do. It keeps what they keep: GET without a query, none of the cookies WP Super
 * Cache passes by (signed in, a post's password, a commenter), an HTML 200 without Set-Cookie,
 * without "no-store" or "private", and without DONOTCACHEPAGE; each host's pages apart. The bank
 * page qualifies by design (nothing in it is per visitor); the site's endpoint does not (POST,
 * no-store).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

( static function () {
	if ( ! file_exists( WP_CONTENT_DIR . '/bench-page-cache-on' ) ) {
		return;
	}
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? $_SERVER['REQUEST_METHOD'] : '';
	$uri    = isset( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : '';
	if ( 'GET' !== $method || false !== strpos( $uri, '?' ) ) {
		return;
	}
	foreach ( array_keys( $_COOKIE ) as $name ) {
		// WP Super Cache's own list: signed in, a protected post's password, a commenter's name.
		if ( preg_match( '/^(wordpress_logged_in_|wp-postpass_|comment_author_)/', (string) $name ) ) {
			return;
		}
	}
	$host   = isset( $_SERVER['HTTP_HOST'] ) ? $_SERVER['HTTP_HOST'] : '';
	$folder = WP_CONTENT_DIR . '/cache/bench-pages';
	$file   = $folder . '/' . md5( $host . $uri ) . '.html';
	if ( is_file( $file ) ) {
		header( 'Content-Type: text/html; charset=UTF-8' );
		header( 'X-Bench-Page-Cache: hit' );
		readfile( $file );
		exit;
	}
	ob_start(
		static function ( $html ) use ( $folder, $file ) {
			if ( 200 !== http_response_code() || defined( 'DONOTCACHEPAGE' ) || false === stripos( $html, '</html>' ) ) {
				return $html;
			}
			foreach ( headers_list() as $header ) {
				$lower = strtolower( $header );
				if ( 0 === strpos( $lower, 'set-cookie:' ) || ( 0 === strpos( $lower, 'cache-control:' ) && preg_match( '/no-store|private/', $lower ) )
					|| ( 0 === strpos( $lower, 'content-type:' ) && false === strpos( $lower, 'text/html' ) ) ) {
					return $html;
				}
			}
			if ( ! is_dir( $folder ) ) {
				mkdir( $folder, 0777, true );
			}
			// Written aside, then renamed: the other worker never serves half a page.
			$part = $file . '.' . getmypid();
			file_put_contents( $part, $html );
			rename( $part, $file );
			return $html;
		}
	);
} )();
