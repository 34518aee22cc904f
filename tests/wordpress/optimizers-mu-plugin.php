<?php
/**
 * Test fixture: the page rewrites of optimisation plugins, each honouring that plugin's own
 * documented exclusion filter or attribute, as a must-use plugin of the e2e site. Off unless the
 * option obp_e2e_optimizer names one ("delay", "defer", "combine" or "rocket-loader"); with
 * ":unhooked" after it, the online banking plugin's exclusions are taken off first, as on a site
 * whose optimiser the plugin does not know. The option obp_e2e_csp set sends a
 * Content-Security-Policy of script-src 'self' with every front-end page.
 *
 * - delay (WP Rocket's "Delay JavaScript execution"): every script, external or inline, gets a
 *   type the browser does not run, until the first keydown, mousedown, touchstart or wheel
 *   (not mousemove: Chromium sends one of its own when a page lays out under the pointer);
 *   then they run in order. Exclusions: rocket_delay_js_exclusions, patterns joined into one
 *   regular expression matched against the tag.
 * - defer (WP Rocket's "Load JavaScript deferred"): `defer` on every external script, inline
 *   scripts untouched. Exclusions: rocket_exclude_defer_js, matched against the src.
 * - combine (Autoptimize's "Aggregate JS-files"): the site's own external scripts concatenated
 *   into one file under wp-content/cache, loaded deferred at the end of the body; inline scripts
 *   untouched. Exclusions: autoptimize_filter_js_exclude, a comma-separated string of substrings.
 * - rocket-loader (Cloudflare Rocket Loader): every script's type rewritten, then run in order
 *   after the page loaded, unless data-cfasync="false" stands before its src.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

if ( get_option( 'obp_e2e_csp' ) ) {
	add_action(
		'send_headers',
		function () {
			if ( ! is_admin() ) {
				header( "Content-Security-Policy: script-src 'self'" );
			}
		}
	);
}

$obp_e2e_optimizer = explode( ':', (string) get_option( 'obp_e2e_optimizer', '' ) );
if ( in_array( $obp_e2e_optimizer[0], array( 'delay', 'defer', 'combine', 'rocket-loader' ), true ) ) {
	if ( isset( $obp_e2e_optimizer[1] ) && 'unhooked' === $obp_e2e_optimizer[1] ) {
		add_action(
			'init',
			function () {
				$plugin = 'Online_Banking_Portal_Optimizers';
				remove_filter( 'rocket_delay_js_exclusions', array( $plugin, 'add_path' ) );
				remove_filter( 'rocket_exclude_defer_js', array( $plugin, 'add_path' ) );
				remove_filter( 'autoptimize_filter_js_exclude', array( $plugin, 'add_to_list' ) );
				remove_filter( 'script_loader_tag', array( $plugin, 'tag' ) );
			},
			99
		);
	}
	add_action(
		'template_redirect',
		function () use ( $obp_e2e_optimizer ) {
			if ( is_admin() || is_feed() ) {
				return;
			}
			ob_start(
				function ( $html ) use ( $obp_e2e_optimizer ) {
					return false === stripos( $html, '</body>' ) ? $html : call_user_func( 'obp_e2e_' . str_replace( '-', '_', $obp_e2e_optimizer[0] ), $html );
				}
			);
		},
		0
	);
}

/**
 * Each JavaScript script element of $html (not JSON, not a template) through $rewrite( $open_tag,
 * $body, $src ), which returns its replacement.
 *
 * @param string   $html    The page.
 * @param callable $rewrite The rewrite.
 * @return string
 */
function obp_e2e_each_script( $html, $rewrite ) {
	return preg_replace_callback(
		'#(<script\b[^>]*>)(.*?)</script>#is',
		function ( $m ) use ( $rewrite ) {
			if ( preg_match( '#\btype=["\']?([^"\'\s>]+)#i', $m[1], $type ) && ! in_array( strtolower( $type[1] ), array( 'text/javascript', 'module', 'application/javascript' ), true ) ) {
				return $m[0];
			}
			$src = preg_match( '#\bsrc=["\']([^"\']+)#i', $m[1], $s ) ? html_entity_decode( $s[1] ) : '';
			return $rewrite( $m[1], $m[2], $src, $m[0] );
		},
		$html
	);
}

/**
 * The script element $open with its type set to $type (and src renamed to data-obp-src).
 *
 * @param string $open The opening tag.
 * @param string $type The new type.
 * @return string
 */
function obp_e2e_hold( $open, $type ) {
	$open = preg_replace( '#\stype=["\']?[^"\'\s>]+["\']?#i', '', $open );
	$open = preg_replace( '#\ssrc=#i', ' data-obp-src=', $open );
	return preg_replace( '#^<script\b#i', '<script type="' . $type . '"', $open );
}

/**
 * The script that runs held scripts in order, as the optimiser's own loader does.
 *
 * @param string $type   The type the held scripts carry.
 * @param string $events The events to wait for (e.g. "mousemove keydown"), or "load".
 * @param string $attrs  Attributes of the loader's own tag.
 * @return string
 */
function obp_e2e_loader( $type, $events, $attrs = '' ) {
	return '<script' . $attrs . '>(function(){var events=' . wp_json_encode( explode( ' ', $events ) ) . ',done=false;'
		. 'function run(){if(done)return;done=true;events.forEach(function(e){removeEventListener(e,run)});'
		. 'var held=[].slice.call(document.querySelectorAll(\'script[type="' . $type . '"]\'));'
		. '(function next(){var old=held.shift();if(!old)return;var s=document.createElement("script");'
		. '[].forEach.call(old.attributes,function(a){if(a.name!=="type")s.setAttribute(a.name==="data-obp-src"?"src":a.name,a.value)});'
		. 'if(s.hasAttribute("src")){s.onload=s.onerror=next;old.replaceWith(s);}else{s.text=old.text;old.replaceWith(s);next();}})();}'
		. 'events.forEach(function(e){addEventListener(e,run,{passive:true})});})();</script>';
}

/**
 * WP Rocket's "Delay JavaScript execution".
 *
 * @param string $html The page.
 * @return string
 */
function obp_e2e_delay( $html ) {
	$exclusions = array_filter( (array) apply_filters( 'rocket_delay_js_exclusions', array() ) );
	$pattern    = $exclusions ? '#(' . implode( '|', $exclusions ) . ')#i' : '';
	$html       = obp_e2e_each_script(
		$html,
		function ( $open, $body, $src, $whole ) use ( $pattern ) {
			return $pattern && preg_match( $pattern, $whole ) ? $whole : obp_e2e_hold( $open, 'obp/delayed' ) . $body . '</script>';
		}
	);
	return str_ireplace( '</body>', obp_e2e_loader( 'obp/delayed', 'keydown mousedown touchstart wheel' ) . '</body>', $html );
}

/**
 * WP Rocket's "Load JavaScript deferred".
 *
 * @param string $html The page.
 * @return string
 */
function obp_e2e_defer( $html ) {
	$excluded = array_filter( (array) apply_filters( 'rocket_exclude_defer_js', array() ) );
	return obp_e2e_each_script(
		$html,
		function ( $open, $body, $src, $whole ) use ( $excluded ) {
			if ( '' === $src || preg_match( '#\sdefer\b#i', $open ) ) {
				return $whole;
			}
			foreach ( $excluded as $path ) {
				if ( false !== strpos( $src, $path ) ) {
					return $whole;
				}
			}
			return preg_replace( '#^<script\b#i', '<script defer', $open ) . $body . '</script>';
		}
	);
}

/**
 * Autoptimize's "Aggregate JS-files" (its default exclusions, then the filter's).
 *
 * @param string $html The page.
 * @return string
 */
function obp_e2e_combine( $html ) {
	$excluded = array_filter( array_map( 'trim', explode( ',', (string) apply_filters( 'autoptimize_filter_js_exclude', 'wp-includes/js/dist/, wp-includes/js/tinymce/, js/jquery/jquery.js, js/jquery/jquery.min.js' ) ) ) );
	$home     = wp_parse_url( home_url( '/' ) );
	$code     = '';
	$html     = obp_e2e_each_script(
		$html,
		function ( $open, $body, $src, $whole ) use ( $excluded, $home, &$code ) {
			$url = wp_parse_url( $src );
			if ( '' === $src || ! isset( $url['host'], $url['path'] ) || $url['host'] !== $home['host'] ) {
				return $whole;
			}
			foreach ( $excluded as $path ) {
				if ( false !== strpos( $whole, $path ) ) {
					return $whole;
				}
			}
			$file = ABSPATH . ltrim( substr( $url['path'], strlen( rtrim( $home['path'], '/' ) ) ), '/' );
			if ( ! is_readable( $file ) ) {
				return $whole;
			}
			$code .= file_get_contents( $file ) . "\n;\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			return '';
		}
	);
	if ( '' === $code ) {
		return $html;
	}
	$dir  = WP_CONTENT_DIR . '/cache/obp-e2e-combined';
	$name = md5( $code ) . '.js';
	wp_mkdir_p( $dir );
	file_put_contents( "$dir/$name", $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the optimiser's cache file.
	return str_ireplace( '</body>', '<script defer src="' . esc_url( content_url( "cache/obp-e2e-combined/$name" ) ) . '"></script></body>', $html );
}

/**
 * Cloudflare Rocket Loader.
 *
 * @param string $html The page.
 * @return string
 */
function obp_e2e_rocket_loader( $html ) {
	$html = obp_e2e_each_script(
		$html,
		function ( $open, $body, $src, $whole ) {
			// Only where it stands before src (or on an inline script).
			if ( preg_match( '#^<script\b[^>]*?\sdata-cfasync=["\']false["\']#i', $open ) && ( '' === $src || preg_match( '#data-cfasync=["\']false["\'][^>]*\ssrc=#i', $open ) ) ) {
				return $whole;
			}
			return obp_e2e_hold( $open, 'obp1a2b3c-text/javascript' ) . $body . '</script>';
		}
	);
	return str_ireplace( '</body>', obp_e2e_loader( 'obp1a2b3c-text/javascript', 'load', ' data-cfasync="false"' ) . '</body>', $html );
}
