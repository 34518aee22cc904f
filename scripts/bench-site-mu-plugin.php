<?php
/**
 * Plugin Name: Bench heavy site
 * Description: npm run bench:site's stand-in for a real site's plugins and theme: 60 ms of work
 * while it loads and 120 ms on init, on every request that boots WordPress.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Busy (not sleeping) for $ms milliseconds, as PHP code that runs would be.
 *
 * @param int $ms Milliseconds.
 */
function obp_bench_busy( $ms ) {
	$until = microtime( true ) + $ms / 1000;
	$x     = 0;
	while ( microtime( true ) < $until ) {
		$x = ( $x + 1 ) % 1000003;
	}
}

obp_bench_busy( 60 );
add_action(
	'init',
	static function () {
		obp_bench_busy( 120 );
	}
);
