<?php
/**
 * Test fixtures for the end-to-end test, loaded as a must-use plugin of the test site:
 * a post type whose addresses (/shop/..., /products/) a base path must not take, another
 * plugin's rewrite rules (/obp-e2e-api/v1, /obp-e2e-named/1), WordPress.org's update checks answered at once
 * (it is out of reach here), and
 * filters that probe both names of the mount options filter when the option
 * obp_e2e_filter_probe is set.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	function () {
		register_post_type(
			'obp_e2e_product',
			array(
				'labels'      => array(
					'name'          => 'Products',
					'singular_name' => 'Product',
				),
				'public'      => true,
				'rewrite'     => array( 'slug' => 'shop/item' ),
				'has_archive' => 'products',
			)
		);
		// Another plugin's rule, with a fixed first segment: a base path must not take it.
		add_rewrite_rule( '^obp-e2e-api/v([0-9]+)/?', 'index.php?obp_e2e_api=$matches[1]', 'top' );
		// One whose pattern holds markup-like text (a named group): a refusal must show it as text.
		add_rewrite_rule( '^obp-e2e-named/(?<id>[0-9]+)/?', 'index.php?obp_e2e_api=$matches[1]', 'top' );
	}
);

/*
 * WordPress.org is out of reach here (WP_HTTP_BLOCK_EXTERNAL). Its update checks then log
 * "WordPress could not establish a secure connection to WordPress.org" as a PHP warning;
 * answered "503 Service Unavailable" at once instead, they give up without a word, so that
 * debug.log holds only what the site itself logs, and any warning in it fails the run.
 */
add_filter(
	'pre_http_request',
	function ( $pre, $args, $url ) {
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		if ( 'wordpress.org' !== $host && '.wordpress.org' !== substr( $host, -14 ) ) {
			return $pre;
		}
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 503,
				'message' => 'Service Unavailable',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);

/*
 * The multisite network of the e2e test (its wp-config.php defines OBP_E2E_SITES_BATCH):
 * the plugin walks it OBP_E2E_SITES_BATCH sites at a time, and each batched get_sites()
 * call is recorded for wp-tool.php to report.
 */
if ( defined( 'OBP_E2E_SITES_BATCH' ) ) {
	add_filter(
		'online_banking_portal_sites_batch_size',
		function () {
			return OBP_E2E_SITES_BATCH;
		}
	);
	add_action(
		'pre_get_sites',
		function ( $query ) {
			$vars = $query->query_vars;
			if ( 'ids' === $vars['fields'] && (int) OBP_E2E_SITES_BATCH === (int) $vars['number'] ) {
				$GLOBALS['obp_e2e_site_batches'][] = array( (int) $vars['offset'], (int) $vars['number'] );
			}
		}
	);
}

if ( get_option( 'obp_e2e_filter_probe' ) ) {
	add_filter(
		'online_banking_portal_mount_options',
		function ( $options ) {
			$options['uploadsBase'] = '/from-new-filter';
			return $options;
		}
	);
	add_filter(
		'wp_bank_mount_options',
		function ( $options ) {
			$options['adminUrl'] = 'https://legacy-filter.example/admin/';
			return $options;
		}
	);
}

/*
 * The site's address as https while the option obp_e2e_https_home is set (WP_HOME fixes it to
 * http here): what a site behind a proxy that ends TLS looks like to the plugin.
 */
if ( get_option( 'obp_e2e_https_home' ) ) {
	add_filter(
		'option_home',
		static function ( $home ) {
			return set_url_scheme( $home, 'https' );
		},
		20
	);
}

