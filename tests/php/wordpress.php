<?php
/**
 * A small WordPress for the plugin's PHP tests, without a database: WordPress's own pure files
 * (hooks, escaping, URL cleaning, kses, WP_Error, from WP_CORE_DIR, default Debian's
 * /usr/share/wordpress), and stand-ins for the rest that keep a site in memory: options, posts,
 * post types, taxonomies, terms, users, rewrite rules, the request's conditionals, scripts.
 *
 * obp_wp_reset() gives the site the end-to-end test sets up (tests/wordpress/run-site.sh,
 * mu-plugin.php): a page "Sample Page", a post "Hello world!", a media item "Site icon", a
 * page "Banking" holding the shortcode, the post type "Products" (/shop/item/, /products/),
 * another plugin's rules (/obp-e2e-api/v1, /obp-e2e-named/1), permalinks /%postname%/.
 *
 * Used by PHPUnit (bootstrap.php) and by scripts/php74-check.mjs, which loads every file of
 * the plugin on PHP 7.4 against it: so it is PHP 7.4 itself.
 *
 * @package Online_Banking_Portal
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- stand-ins for WordPress's own functions.

if ( ! defined( 'ABSPATH' ) ) {
	// A WordPress installation's root for Path_Clash's look at files and folders: made fresh.
	$obp_root = sys_get_temp_dir() . '/obp-php-tests-' . getmypid() . '/';
	foreach ( array( 'wp-admin', 'wp-content', 'wp-includes', 'custom-folder' ) as $obp_dir ) {
		if ( ! is_dir( $obp_root . $obp_dir ) ) {
			mkdir( $obp_root . $obp_dir, 0777, true );
		}
	}
	foreach ( array( 'index.php', 'wp-login.php', 'xmlrpc.php', 'custom-script.php' ) as $obp_file ) {
		touch( $obp_root . $obp_file );
	}
	// Gone when the run ends: each run (PHPUnit, every PHP 7.4 load) makes its own.
	register_shutdown_function(
		static function () use ( $obp_root ) {
			$obp_items = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $obp_root, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $obp_items as $obp_item ) {
				if ( $obp_item->isDir() ) {
					rmdir( $obp_item->getPathname() );
				} else {
					unlink( $obp_item->getPathname() );
				}
			}
			rmdir( $obp_root );
		}
	);
	define( 'ABSPATH', $obp_root );
}
define( 'WPINC', 'wp-includes' );
// plugin_basename() (WordPress's own) names the plugin by its folder: wp-plugin/ here.
define( 'WP_PLUGIN_DIR', dirname( __DIR__, 2 ) );
define( 'WPMU_PLUGIN_DIR', WP_PLUGIN_DIR . '/mu-plugins' );
$GLOBALS['wp_plugin_paths'] = array();
define( 'OBJECT', 'OBJECT' );

$obp_core = defined( 'OBP_WP_CORE_DIR' ) ? OBP_WP_CORE_DIR : ( getenv( 'WP_CORE_DIR' ) ? getenv( 'WP_CORE_DIR' ) : '/usr/share/wordpress' );
$obp_core = rtrim( $obp_core, '/' ) . '/wp-includes/';
foreach ( array( 'class-wp-error.php', 'plugin.php', 'formatting.php', 'kses.php', 'http.php', 'class-wp-list-util.php' ) as $obp_core_file ) {
	if ( ! is_readable( $obp_core . $obp_core_file ) ) {
		fwrite( STDERR, "wordpress.php: no $obp_core$obp_core_file (apt-get install wordpress, or set WP_CORE_DIR)\n" );
		exit( 1 );
	}
	require_once $obp_core . $obp_core_file;
}

/**
 * A post, as WordPress's WP_Post holds it.
 */
final class WP_Post {
	public $ID;
	public $post_type    = 'post';
	public $post_name    = '';
	public $post_title   = '';
	public $post_status  = 'publish';
	public $post_parent  = 0;
	public $post_content = '';

	public function __construct( $fields ) {
		foreach ( $fields as $key => $value ) {
			$this->$key = $value;
		}
	}
}

/**
 * The rewrite settings Path_Clash reads, with the site's saved rules.
 */
class WP_Rewrite {
	public $author_base              = 'author';
	public $search_base              = 'search';
	public $pagination_base          = 'page';
	public $comments_base            = 'comments';
	public $feed_base                = 'feed';
	public $comments_pagination_base = 'comment-page';
	public $feeds                    = array( 'feed', 'rdf', 'rss', 'rss2', 'atom' );
	public $front                    = '/';
	public $permalink_structure      = '/%postname%/';
	public $extra_rules_top          = array();
	public $rules                    = array();

	public function wp_rewrite_rules() {
		return $this->rules;
	}
}

/** A post type or taxonomy as WordPress's objects hold it. */
function obp_wp_type( $name, $plural, $singular, $rewrite_slug, $extra = array() ) {
	return (object) array_merge(
		array(
			'name'         => $name,
			'labels'       => (object) array(
				'name'          => $plural,
				'singular_name' => $singular,
			),
			'rewrite'      => false === $rewrite_slug ? false : array( 'slug' => $rewrite_slug ),
			'has_archive'  => false,
			'query_var'    => $name,
			'hierarchical' => false,
		),
		$extra
	);
}

/**
 * The site the end-to-end test sets up, as the stand-ins' state ($GLOBALS['obp_wp']).
 */
function obp_wp_reset() {
	global $wp_rewrite, $wp_filter;
	$wp_filter = array();
	$wp_rewrite        = new WP_Rewrite();
	$wp_rewrite->rules = array(
		'^wp-json/?$'                                  => 'index.php?rest_route=/',
		'^wp-json/(.*)?'                               => 'index.php?rest_route=/$matches[1]',
		'category/(.+?)/feed/(feed|rdf|rss|rss2|atom)/?$' => 'index.php?category_name=$matches[1]&feed=$matches[2]',
		'category/(.+?)/?$'                            => 'index.php?category_name=$matches[1]',
		'tag/([^/]+)/?$'                               => 'index.php?tag=$matches[1]',
		'type/([^/]+)/?$'                              => 'index.php?post_format=$matches[1]',
		'shop/item/([^/]+)/?$'                         => 'index.php?obp_e2e_product=$matches[1]',
		'products/?$'                                  => 'index.php?post_type=obp_e2e_product',
		'robots\.txt$'                                 => 'index.php?robots=1',
		'favicon\.ico$'                                => 'index.php?favicon=1',
		'wp-sitemap\.xml$'                             => 'index.php?sitemap=index',
		'feed/(feed|rdf|rss|rss2|atom)/?$'             => 'index.php?&feed=$matches[1]',
		'(feed|rdf|rss|rss2|atom)/?$'                  => 'index.php?&feed=$matches[1]',
		'embed/?$'                                     => 'index.php?&embed=true',
		'page/?([0-9]{1,})/?$'                         => 'index.php?&paged=$matches[1]',
		'comment-page-([0-9]{1,})/?$'                  => 'index.php?&page_id=2&cpage=$matches[1]',
		'comments/feed/(feed|rdf|rss|rss2|atom)/?$'    => 'index.php?&feed=$matches[1]&withcomments=1',
		'search/(.+)/?$'                               => 'index.php?s=$matches[1]',
		'author/([^/]+)/?$'                            => 'index.php?author_name=$matches[1]',
		'([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/?$'      => 'index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]',
		'([0-9]{4})/?$'                                => 'index.php?year=$matches[1]',
		'^obp-e2e-api/v([0-9]+)/?'                     => 'index.php?obp_e2e_api=$matches[1]',
		'^obp-e2e-named/(?<id>[0-9]+)/?'               => 'index.php?obp_e2e_api=$matches[1]',
		'^wp-user(?:/(.*))?/?$'                        => 'index.php?online_banking_portal_app=1',
		'.?.+?/attachment/([^/]+)/?$'                  => 'index.php?attachment=$matches[1]',
		'(.?.+?)(?:/([0-9]+))?/?$'                     => 'index.php?pagename=$matches[1]&page=$matches[2]',
		'([^/]+)(?:/([0-9]+))?/?$'                     => 'index.php?name=$matches[1]&page=$matches[2]',
	);
	$GLOBALS['obp_wp'] = array(
		'options'         => array(
			'blog_charset'       => 'UTF-8',
			'permalink_structure' => '/%postname%/',
			'blogname'           => 'Bank & Co',
		),
		'home'            => 'https://bank.example.test',
		'posts'           => array(
			new WP_Post( array( 'ID' => 1, 'post_type' => 'post', 'post_name' => 'hello-world', 'post_title' => 'Hello world!' ) ),
			new WP_Post( array( 'ID' => 2, 'post_type' => 'page', 'post_name' => 'sample-page', 'post_title' => 'Sample Page' ) ),
			new WP_Post( array( 'ID' => 5, 'post_type' => 'attachment', 'post_name' => 'site-icon', 'post_title' => 'Site icon', 'post_status' => 'inherit' ) ),
			new WP_Post( array( 'ID' => 6, 'post_type' => 'page', 'post_name' => 'banking', 'post_title' => 'Banking', 'post_content' => '<!-- wp:shortcode -->[online_banking_portal]<!-- /wp:shortcode -->' ) ),
		),
		'post_types'      => array(
			'post'            => obp_wp_type( 'post', 'Posts', 'Post', false ),
			'page'            => obp_wp_type( 'page', 'Pages', 'Page', false ),
			'attachment'      => obp_wp_type( 'attachment', 'Media', 'Media', false ),
			'obp_e2e_product' => obp_wp_type( 'obp_e2e_product', 'Products', 'Product', 'shop/item', array( 'has_archive' => 'products' ) ),
		),
		'taxonomies'      => array(
			'category'    => obp_wp_type( 'category', 'Categories', 'Category', 'category', array( 'query_var' => 'category_name', 'hierarchical' => true ) ),
			'post_tag'    => obp_wp_type( 'post_tag', 'Tags', 'Tag', 'tag', array( 'query_var' => 'tag' ) ),
			'post_format' => obp_wp_type( 'post_format', 'Formats', 'Format', 'type' ),
		),
		'terms'           => array(
			(object) array( 'taxonomy' => 'category', 'slug' => 'uncategorized', 'name' => 'Uncategorized', 'parent' => 0 ),
			(object) array( 'taxonomy' => 'category', 'slug' => 'savings', 'name' => 'Savings', 'parent' => 1 ),
		),
		'users'           => array(
			(object) array( 'user_nicename' => 'admin', 'display_name' => 'admin' ),
		),
		'settings_errors' => array(),
		'scripts'         => array(
			'registered' => array(),
			'enqueued'   => array(),
			'inline'     => array(),
		),
		'request'         => array(
			'is_admin'        => false,
			'is_feed'         => false,
			'json'            => false,
			'is_singular'     => true,
			'is_front_page'   => false,
			'queried_object'  => 6,
			'block_wrapper'   => 'wp-block-online-banking-portal-bank',
			'block_theme'     => false,
		),
		// The visitor: not signed in to WordPress; a test signs in an editor with 'caps'.
		'user'            => array(
			'logged_in' => false,
			'caps'      => array(),
		),
		'site_icon'       => '',
		'locale'          => 'en_US',
		// The request came over https (is_ssl()).
		'https'           => true,
		'transients'      => array(),
		// The plugin's own tables (wpdb below), by full name: lists of rows.
		'tables'          => array(),
		// Scheduled events: hook => timestamp.
		'cron'            => array(),
		// What load_script_textdomain() returns for bank.js: Jed JSON, or false (no translations).
		'script_translations' => false,
		// A text domain's loaded translations, as load_textdomain() keeps them: WordPress's own
		// MO (wp-includes/pomo), which a test loads from a .mo file. None: the strings as written.
		'translations'    => array(),
	);
}
obp_wp_reset();

/** The state, for tests to read and change. */
function &obp_wp() {
	return $GLOBALS['obp_wp'];
}

// ---- translation: the domain's loaded translations, else the strings as written -------------
function __( $text, $domain = 'default' ) {
	return isset( obp_wp()['translations'][ $domain ] ) ? obp_wp()['translations'][ $domain ]->translate( $text ) : $text;
}
function _n( $single, $plural, $number, $domain = 'default' ) {
	if ( isset( obp_wp()['translations'][ $domain ] ) ) {
		return obp_wp()['translations'][ $domain ]->translate_plural( $single, $plural, $number );
	}
	return 1 === (int) $number ? $single : $plural;
}
function esc_html__( $text, $domain = 'default' ) {
	return esc_html( __( $text, $domain ) );
}
function esc_attr__( $text, $domain = 'default' ) {
	return esc_attr( __( $text, $domain ) );
}
function esc_html_e( $text, $domain = 'default' ) {
	echo esc_html( __( $text, $domain ) );
}
function determine_locale() {
	return obp_wp()['locale'];
}
function number_format_i18n( $number, $decimals = 0 ) {
	return number_format( (float) $number, $decimals, '.', ',' );
}
function wp_get_list_item_separator() {
	return ', ';
}

// ---- functions.php's and load.php's --------------------------------------------------------
function wp_allowed_protocols() {
	return array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );
}
function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}
function wp_list_pluck( $list, $field, $index_key = null ) {
	return ( new WP_List_Util( $list ) )->pluck( $field, $index_key );
}
function wp_list_filter( $list, $args = array(), $operator = 'AND' ) {
	return ( new WP_List_Util( $list ) )->filter( $args, $operator );
}
function absint( $maybeint ) {
	return abs( (int) $maybeint );
}
function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}
function wp_is_json_request() {
	return obp_wp()['request']['json'];
}
function is_admin() {
	return obp_wp()['request']['is_admin'];
}
function is_multisite() {
	return false;
}
function wp_normalize_path( $path ) {
	return preg_replace( '|(?<=.)/+|', '/', str_replace( '\\', '/', (string) $path ) );
}
function plugins_url( $path = '', $plugin = '' ) {
	return obp_wp()['home'] . '/wp-content/plugins/' . basename( dirname( $plugin ) ) . '/' . ltrim( $path, '/' );
}
function add_shortcode( $tag, $callback ) {}
function get_user_locale( $user = 0 ) {
	return obp_wp()['locale'];
}
function load_script_textdomain( $handle, $domain = 'default', $path = '' ) {
	obp_wp()['script_textdomain_calls'][] = array( $handle, $domain, $path, wp_script_is( $handle, 'registered' ) );
	return obp_wp()['script_translations'];
}
function has_shortcode( $content, $tag ) {
	return (bool) preg_match( '/\[' . preg_quote( $tag, '/' ) . '[\s\]\/]/', (string) $content );
}
function has_block( $name, $content ) {
	return false !== strpos( (string) $content, '<!-- wp:' . $name . ' ' ) || false !== strpos( (string) $content, '<!-- wp:' . $name . ' -->' );
}

// ---- options ------------------------------------------------------------------------------
function get_option( $name, $default_value = false ) {
	$options = obp_wp()['options'];
	return array_key_exists( $name, $options ) ? $options[ $name ] : $default_value;
}
function wp_load_alloptions() {
	return obp_wp()['options'];
}
function add_option( $name, $value = '' ) {
	$wp = &obp_wp();
	if ( array_key_exists( $name, $wp['options'] ) ) {
		return false;
	}
	$wp['options'][ $name ] = $value;
	return true;
}
function update_option( $name, $value ) {
	$wp                     = &obp_wp();
	$wp['options'][ $name ] = $value;
	return true;
}
function delete_option( $name ) {
	$wp = &obp_wp();
	unset( $wp['options'][ $name ] );
	return true;
}
function get_bloginfo( $show = '' ) {
	return 'name' === $show ? esc_html( get_option( 'blogname', '' ) ) : '';
}
function bloginfo( $show = '' ) {
	echo get_bloginfo( $show ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
function get_theme_mod( $name, $default_value = false ) {
	return get_option( 'theme_mod_' . $name, $default_value );
}
function get_site_icon_url() {
	return obp_wp()['site_icon'];
}
function wp_get_attachment_image_url( $id, $size = 'thumbnail' ) {
	return false;
}
function home_url( $path = '' ) {
	return obp_wp()['home'] . '/' . ltrim( $path, '/' );
}
function admin_url( $path = '' ) {
	return obp_wp()['home'] . '/wp-admin/' . ltrim( $path, '/' );
}
function rest_get_url_prefix() {
	return 'wp-json';
}

// ---- settings errors ----------------------------------------------------------------------
function add_settings_error( $setting, $code, $message, $type = 'error' ) {
	$wp                      = &obp_wp();
	$wp['settings_errors'][] = array(
		'setting' => $setting,
		'code'    => $code,
		'message' => $message,
		'type'    => $type,
	);
}
function get_settings_errors( $setting = '' ) {
	return array_values(
		array_filter(
			obp_wp()['settings_errors'],
			static function ( $error ) use ( $setting ) {
				return '' === $setting || $error['setting'] === $setting;
			}
		)
	);
}

// ---- content: posts, post types, taxonomies, terms, users ---------------------------------
function get_posts( $args ) {
	$found = array();
	foreach ( obp_wp()['posts'] as $post ) {
		if ( isset( $args['name'] ) && $post->post_name !== $args['name'] ) {
			continue;
		}
		if ( isset( $args['post_type'] ) && ! in_array( $post->post_type, (array) $args['post_type'], true ) ) {
			continue;
		}
		if ( isset( $args['post_status'] ) && ! in_array( $post->post_status, (array) $args['post_status'], true ) ) {
			continue;
		}
		if ( isset( $args['post_parent'] ) && (int) $post->post_parent !== (int) $args['post_parent'] ) {
			continue;
		}
		$found[] = $post;
	}
	usort(
		$found,
		static function ( $a, $b ) {
			return $a->ID - $b->ID;
		}
	);
	return isset( $args['posts_per_page'] ) && $args['posts_per_page'] > 0 ? array_slice( $found, 0, $args['posts_per_page'] ) : $found;
}
function get_post( $id ) {
	foreach ( obp_wp()['posts'] as $post ) {
		if ( (int) $post->ID === (int) $id ) {
			return $post;
		}
	}
	return null;
}
function get_post_types( $args = array(), $output = 'names' ) {
	$types = obp_wp()['post_types'];
	return 'objects' === $output ? $types : array_keys( $types );
}
function get_post_type_object( $name ) {
	$types = obp_wp()['post_types'];
	return isset( $types[ $name ] ) ? $types[ $name ] : null;
}
function post_type_exists( $name ) {
	return null !== get_post_type_object( $name );
}
function get_taxonomies( $args = array(), $output = 'names' ) {
	$taxonomies = obp_wp()['taxonomies'];
	return 'objects' === $output ? $taxonomies : array_keys( $taxonomies );
}
function get_taxonomy( $name ) {
	$taxonomies = obp_wp()['taxonomies'];
	return isset( $taxonomies[ $name ] ) ? $taxonomies[ $name ] : false;
}
function taxonomy_exists( $name ) {
	return false !== get_taxonomy( $name );
}
function is_taxonomy_hierarchical( $name ) {
	$taxonomy = get_taxonomy( $name );
	return $taxonomy && $taxonomy->hierarchical;
}
function get_terms( $args ) {
	$found = array();
	foreach ( obp_wp()['terms'] as $term ) {
		if ( $term->taxonomy === $args['taxonomy'] && $term->slug === $args['slug'] && ( ! isset( $args['parent'] ) || (int) $term->parent === (int) $args['parent'] ) ) {
			$found[] = $term;
		}
	}
	return $found;
}
function get_user_by( $field, $value ) {
	foreach ( obp_wp()['users'] as $user ) {
		if ( 'slug' === $field && $user->user_nicename === $value ) {
			return $user;
		}
	}
	return false;
}
function get_permalink( $post ) {
	$post = $post instanceof WP_Post ? $post : get_post( $post );
	return $post ? home_url( $post->post_name . '/' ) : false;
}

// ---- the request --------------------------------------------------------------------------
function is_feed() {
	return obp_wp()['request']['is_feed'];
}
function is_singular() {
	return obp_wp()['request']['is_singular'];
}
function is_front_page() {
	return obp_wp()['request']['is_front_page'];
}
function get_queried_object() {
	return get_post( obp_wp()['request']['queried_object'] );
}
function get_block_wrapper_attributes( $extra = array() ) {
	// As WordPress writes them: style, then class, then the rest.
	$attributes = array_filter( array( 'style' => isset( $extra['style'] ) ? $extra['style'] : '' ) );
	$attributes += array( 'class' => obp_wp()['request']['block_wrapper'] ) + $extra;
	$html       = array();
	foreach ( $attributes as $name => $value ) {
		$html[] = $name . '="' . esc_attr( $value ) . '"';
	}
	return implode( ' ', $html );
}
function wp_is_block_theme() {
	return obp_wp()['request']['block_theme'];
}
function get_stylesheet() {
	return 'twentytwentythree';
}

// ---- the current user ---------------------------------------------------------------------
function is_user_logged_in() {
	return obp_wp()['user']['logged_in'];
}
function current_user_can( $capability, ...$args ) {
	return is_user_logged_in() && in_array( $capability, obp_wp()['user']['caps'], true );
}

// ---- scripts ------------------------------------------------------------------------------
function wp_script_is( $handle, $status = 'enqueued' ) {
	return isset( obp_wp()['scripts'][ $status ][ $handle ] );
}
function wp_register_script( $handle, $src, $deps = array(), $ver = false, $in_footer = false ) {
	$wp                                      = &obp_wp();
	$wp['scripts']['registered'][ $handle ] = compact( 'src', 'deps', 'ver', 'in_footer' );
	return true;
}
function wp_enqueue_script( $handle ) {
	$wp                                    = &obp_wp();
	$wp['scripts']['enqueued'][ $handle ] = true;
}
function wp_add_inline_script( $handle, $data, $position = 'after' ) {
	$wp                                   = &obp_wp();
	$wp['scripts']['inline'][ $handle ][] = $data;
	return true;
}

// ---- template tags the app page calls -----------------------------------------------------
function get_header() {
	echo '<header id="stub-header"></header>';
}
function get_footer() {
	echo '<footer id="stub-footer"></footer>';
}
function language_attributes() {
	echo 'lang="en-US"';
}
function wp_head() {}
function wp_footer() {}
function wp_body_open() {}
function body_class() {
	echo 'class="stub"';
}
function do_blocks( $content ) {
	return $content;
}
function serialize_block_attributes( $attributes ) {
	return wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES );
}

// ---- the site's endpoint: transients, https, PHP limits, HTTP requests ----------------------
function is_ssl() {
	return obp_wp()['https'];
}
function get_transient( $name ) {
	return isset( obp_wp()['transients'][ $name ] ) ? obp_wp()['transients'][ $name ]['value'] : false;
}
function set_transient( $name, $value, $expiration = 0 ) {
	obp_wp()['transients'][ $name ] = array(
		'value'      => $value,
		'expiration' => $expiration,
	);
	return true;
}
function delete_transient( $name ) {
	unset( obp_wp()['transients'][ $name ] );
	return true;
}
function wp_convert_hr_to_bytes( $value ) {
	$value = strtolower( trim( $value ) );
	$bytes = (int) $value;
	if ( false !== strpos( $value, 'g' ) ) {
		$bytes *= 1024 * 1024 * 1024;
	} elseif ( false !== strpos( $value, 'm' ) ) {
		$bytes *= 1024 * 1024;
	} elseif ( false !== strpos( $value, 'k' ) ) {
		$bytes *= 1024;
	}
	return min( $bytes, PHP_INT_MAX );
}
function size_format( $bytes, $decimals = 0 ) {
	return $bytes >= 1048576 ? round( $bytes / 1048576, $decimals ) . ' MB' : round( $bytes / 1024, $decimals ) . ' KB';
}
/**
 * WordPress's HTTP API without the network: wp_remote_post() (http.php) asks this class, which
 * answers what a pre_http_request filter gives, as WordPress's own does before sending.
 */
class WP_Http {
	public function request( $url, $args = array() ) {
		$pre = apply_filters( 'pre_http_request', false, $args, $url );
		return false === $pre ? new WP_Error( 'http_request_failed', 'no network in tests' ) : $pre;
	}
	public function post( $url, $args = array() ) {
		$args['method'] = 'POST';
		return $this->request( $url, $args );
	}
}
if ( ! defined( 'DAY_IN_SECONDS' ) ) {
	define( 'DAY_IN_SECONDS', 86400 );
}
function wp_generate_password( $length = 12, $special_chars = true ) {
	return substr( bin2hex( random_bytes( $length ) ), 0, $length );
}
function wp_create_nonce( $action = -1 ) {
	return 'nonce-' . $action;
}
function wp_salt( $scheme = 'auth' ) {
	return 'the site salt, ' . $scheme;
}
function get_current_screen() {
	return (object) array( 'id' => 'settings_page_online-banking-portal' );
}

foreach ( array( 'MINUTE_IN_SECONDS' => 60, 'WEEK_IN_SECONDS' => 604800, 'MONTH_IN_SECONDS' => 2592000, 'YEAR_IN_SECONDS' => 31536000 ) as $obp_constant => $obp_seconds ) {
	if ( ! defined( $obp_constant ) ) {
		define( $obp_constant, $obp_seconds );
	}
}
if ( ! defined( 'HOUR_IN_SECONDS' ) ) {
	define( 'HOUR_IN_SECONDS', 3600 );
}
if ( ! defined( 'ARRAY_A' ) ) {
	define( 'ARRAY_A', 'ARRAY_A' );
	define( 'ARRAY_N', 'ARRAY_N' );
}

// ---- scheduled events ---------------------------------------------------------------------
function wp_next_scheduled( $hook ) {
	return isset( obp_wp()['cron'][ $hook ] ) ? obp_wp()['cron'][ $hook ] : false;
}
function wp_schedule_event( $timestamp, $recurrence, $hook ) {
	obp_wp()['cron'][ $hook ] = $timestamp;
	return true;
}
function wp_clear_scheduled_hook( $hook ) {
	unset( obp_wp()['cron'][ $hook ] );
	return 1;
}

// ---- the database: the plugin's own tables, in memory ---------------------------------------
/** dbDelta(): notes each CREATE TABLE's name (its columns are whatever the rows hold), and the statements. */
function dbDelta( $queries ) {
	obp_wp()['dbdelta'][] = $queries;
	preg_match_all( '/CREATE TABLE (\S+)/', $queries, $m );
	foreach ( $m[1] as $table ) {
		if ( ! isset( obp_wp()['tables'][ $table ] ) ) {
			obp_wp()['tables'][ $table ] = array();
		}
	}
	return $m[1];
}

/**
 * A stand-in for WordPress's $wpdb over the tables in obp_wp()['tables']: insert, replace,
 * update and delete as WordPress takes them (arrays), and the few statements the plugin writes
 * (SELECT, UPDATE, DELETE with conditions joined by AND or by OR, ORDER BY one or more columns,
 * LIMIT; INSERT ... ON DUPLICATE KEY UPDATE and UPDATE with MySQL's expressions IF(),
 * LEAST(), LAST_INSERT_ID(), arithmetic and comparisons, their assignments applied left to right as MySQL
 * does; LAST_INSERT_ID(expr) kept for the connection's SELECT LAST_INSERT_ID() and, as
 * WordPress reads it, in insert_id after an INSERT only; DROP TABLE; DELETE of transients from
 * the options table by LIKE). A row's first column is its primary key. Anything else throws: a query this cannot run
 * is not silently taken for a success.
 */
class wpdb {
	public $prefix    = 'wp_';
	public $options   = 'wp_options';
	public $insert_id = 0;
	/** The connection's LAST_INSERT_ID(): set by LAST_INSERT_ID(expr) in any statement. */
	private $last_insert_id = 0;
	/**
	 * Statements run, in order (the tests read which ones).
	 *
	 * @var string[]
	 */
	public $queries = array();
	/**
	 * Run once right after the next statement, then forgotten: another request's statements
	 * between two of this one's, as two PHP workers interleave on one database.
	 *
	 * @var callable|null
	 */
	public $after_next = null;

	public function get_charset_collate() {
		return 'DEFAULT CHARACTER SET utf8mb4';
	}
	public function esc_like( $text ) {
		return addcslashes( $text, '_%\\' );
	}
	public function prepare( $query, ...$args ) {
		if ( 1 === count( $args ) && is_array( $args[0] ) ) {
			$args = $args[0];
		}
		return preg_replace_callback(
			'/%[sdf]/',
			static function ( $m ) use ( &$args ) {
				$value = array_shift( $args );
				return '%s' === $m[0] ? "'" . addslashes( (string) $value ) . "'" : ( '%d' === $m[0] ? (string) (int) $value : (string) (float) $value );
			},
			$query
		);
	}
	private function &rows( $table ) {
		$wp = &obp_wp();
		if ( ! isset( $wp['tables'][ $table ] ) ) {
			throw new RuntimeException( "no table $table" );
		}
		return $wp['tables'][ $table ];
	}
	public function insert( $table, $data, $format = null ) {
		$rows = &$this->rows( $table );
		$key  = array_key_first( $data );
		foreach ( $rows as $row ) {
			if ( (string) $row[ $key ] === (string) $data[ $key ] ) {
				return false;
			}
		}
		$rows[] = $data;
		return 1;
	}
	public function replace( $table, $data, $format = null ) {
		$this->delete( $table, array( array_key_first( $data ) => $data[ array_key_first( $data ) ] ) );
		return $this->insert( $table, $data );
	}
	public function update( $table, $data, $where, $format = null, $where_format = null ) {
		$rows  = &$this->rows( $table );
		$count = 0;
		foreach ( $rows as &$row ) {
			if ( array_intersect_key( $row, $where ) == $where ) { // phpcs:ignore Universal.Operators.StrictComparisons -- '1' and 1 alike, as SQL.
				$row = array_merge( $row, $data );
				++$count;
			}
		}
		return $count;
	}
	public function delete( $table, $where, $where_format = null ) {
		$rows   = &$this->rows( $table );
		$before = count( $rows );
		$rows   = array_values(
			array_filter(
				$rows,
				static function ( $row ) use ( $where ) {
					return array_intersect_key( $row, $where ) != $where; // phpcs:ignore Universal.Operators.StrictComparisons
				}
			)
		);
		return $before - count( $rows );
	}
	public function get_var( $query ) {
		if ( 'SELECT LAST_INSERT_ID()' === trim( $query ) ) {
			$this->queries[] = trim( $query );
			return (string) $this->last_insert_id;
		}
		$row = $this->get_row( $query, ARRAY_N );
		return $row ? $row[0] : null;
	}
	public function get_row( $query, $output = OBJECT ) {
		$rows = $this->get_results( $query, $output );
		return $rows ? $rows[0] : null;
	}
	public function get_results( $query, $output = OBJECT ) {
		$rows = $this->select( $query, $output );
		$this->interleave();
		return $rows;
	}
	public function query( $query ) {
		$result = $this->run( $query );
		$this->interleave();
		return $result;
	}
	private function interleave() {
		$then             = $this->after_next;
		$this->after_next = null;
		if ( $then ) {
			$then();
		}
	}
	private function select( $query, $output ) {
		$this->queries[] = trim( $query );
		if ( ! preg_match( '/^SELECT (.+?) FROM (\S+)(?: WHERE (.+?))?(?: ORDER BY ((?:\w+ (?:ASC|DESC)(?:, )?)+))?(?: LIMIT (\d+))?$/s', trim( $query ), $m ) ) {
			throw new RuntimeException( "cannot run: $query" );
		}
		$rows = array_values( array_filter( $this->rows( $m[2] ), $this->where( isset( $m[3] ) ? $m[3] : '' ) ) );
		if ( ! empty( $m[4] ) ) {
			preg_match_all( '/(\w+) (ASC|DESC)/', $m[4], $order, PREG_SET_ORDER );
			usort(
				$rows,
				static function ( $a, $b ) use ( $order ) {
					foreach ( $order as list( , $column, $direction ) ) {
						$by = 'DESC' === $direction ? $b[ $column ] <=> $a[ $column ] : $a[ $column ] <=> $b[ $column ];
						if ( 0 !== $by ) {
							return $by;
						}
					}
					return 0;
				}
			);
		}
		if ( ! empty( $m[5] ) ) {
			$rows = array_slice( $rows, 0, (int) $m[5] );
		}
		if ( '*' !== trim( $m[1] ) ) {
			$columns = array_flip( array_map( 'trim', explode( ',', $m[1] ) ) );
			$rows    = array_map(
				static function ( $row ) use ( $columns ) {
					return array_intersect_key( $row, $columns );
				},
				$rows
			);
		}
		if ( ARRAY_N === $output ) {
			return array_map( 'array_values', $rows );
		}
		return ARRAY_A === $output ? $rows : array_map(
			static function ( $row ) {
				return (object) $row;
			},
			$rows
		);
	}
	private function run( $query ) {
		$query           = trim( $query );
		$this->queries[] = $query;
		if ( preg_match( '/^INSERT INTO (\S+) \(([^)]+)\) VALUES \((.+?)\) ON DUPLICATE KEY UPDATE (.+)$/s', $query, $m ) ) {
			return $this->upsert( $m[1], array_map( 'trim', explode( ',', $m[2] ) ), $m[3], $m[4] );
		}
		if ( preg_match( '/^DROP TABLE IF EXISTS (\S+)$/', $query, $m ) ) {
			unset( obp_wp()['tables'][ $m[1] ] );
			return true;
		}
		if ( preg_match( '/^DELETE FROM ' . preg_quote( $this->options, '/' ) . ' WHERE (.+)$/s', $query, $m ) ) {
			$wp    = &obp_wp();
			$match = $this->where( $m[1] );
			$count = 0;
			foreach ( array_keys( $wp['transients'] ) as $name ) {
				if ( $match( array( 'option_name' => '_transient_' . $name ) ) || $match( array( 'option_name' => '_transient_timeout_' . $name ) ) ) {
					unset( $wp['transients'][ $name ] );
					++$count;
				}
			}
			foreach ( array_keys( $wp['options'] ) as $name ) {
				if ( $match( array( 'option_name' => $name ) ) ) {
					unset( $wp['options'][ $name ] );
					++$count;
				}
			}
			return $count;
		}
		if ( preg_match( '/^DELETE FROM (\S+) WHERE (.+)$/s', $query, $m ) ) {
			$rows   = &$this->rows( $m[1] );
			$match  = $this->where( $m[2] );
			$before = count( $rows );
			$rows   = array_values(
				array_filter(
					$rows,
					static function ( $row ) use ( $match ) {
						return ! $match( $row );
					}
				)
			);
			return $before - count( $rows );
		}
		if ( preg_match( '/^UPDATE (\S+) SET (.+?) WHERE (.+)$/s', $query, $m ) ) {
			$rows  = &$this->rows( $m[1] );
			$match = $this->where( $m[3] );
			$count = 0;
			$kept  = $this->insert_id;
			foreach ( $rows as &$row ) {
				if ( ! $match( $row ) ) {
					continue;
				}
				foreach ( self::split( $m[2] ) as $assignment ) {
					if ( ! preg_match( '/^\s*(\w+) = (.+?)\s*$/s', $assignment, $a ) ) {
						throw new RuntimeException( "cannot run: $query" );
					}
					$row[ $a[1] ] = $this->evaluate( $a[2], $row );
				}
				++$count;
			}
			// WordPress refreshes insert_id after an INSERT or REPLACE only.
			$this->insert_id = $kept;
			return $count;
		}
		throw new RuntimeException( "cannot run: $query" );
	}
	/**
	 * INSERT ... ON DUPLICATE KEY UPDATE: the row inserted, or, when its key (the first column)
	 * is taken, the assignments applied to the row left to right, each seeing those before it.
	 * Runs as one step: PHP runs one test at a time, as the row lock serialises them in MySQL.
	 */
	private function upsert( $table, $columns, $values, $assignments ) {
		$rows            = &$this->rows( $table );
		$this->insert_id = 0;
		$values          = array_combine( $columns, array_map( array( $this, 'evaluate' ), self::split( $values ) ) );
		foreach ( $rows as &$row ) {
			if ( (string) $row[ $columns[0] ] === (string) $values[ $columns[0] ] ) {
				foreach ( self::split( $assignments ) as $assignment ) {
					if ( ! preg_match( '/^\s*(\w+) = (.+)$/s', $assignment, $a ) ) {
						throw new RuntimeException( "cannot run: $assignment" );
					}
					$row[ $a[1] ] = $this->evaluate( $a[2], $row );
				}
				return 2;
			}
		}
		$rows[] = $values;
		return 1;
	}
	/** A list split at its top-level commas. */
	private static function split( $list ) {
		$parts = array( '' );
		$depth = 0;
		foreach ( preg_split( '/(\'(?:[^\'\\\\]|\\\\.)*\'|[(),])/', $list, -1, PREG_SPLIT_DELIM_CAPTURE ) as $token ) {
			if ( ',' === $token && 0 === $depth ) {
				$parts[] = '';
				continue;
			}
			$depth                        += '(' === $token ? 1 : ( ')' === $token ? -1 : 0 );
			$parts[ count( $parts ) - 1 ] .= $token;
		}
		return array_map( 'trim', $parts );
	}
	/**
	 * A MySQL expression of literals and the row's columns: IF(), LEAST(), LAST_INSERT_ID(expr) (which
	 * also sets insert_id), + - * DIV, and the comparisons <= < >= > =, by precedence.
	 */
	private function evaluate( $expression, $row = array() ) {
		preg_match_all( "/\\s*('(?:[^'\\\\]|\\\\.)*'|\\d+(?:\\.\\d+)?|\\w+|<=|>=|<>|[-+*()<>=,])/", $expression, $m );
		$tokens = $m[1];
		$at     = 0;
		$value  = $this->comparison( $tokens, $at, $row );
		if ( $at !== count( $tokens ) ) {
			throw new RuntimeException( "cannot evaluate: $expression" );
		}
		return $value;
	}
	private function comparison( $tokens, &$at, $row ) {
		$left = $this->sum( $tokens, $at, $row );
		while ( isset( $tokens[ $at ] ) && in_array( $tokens[ $at ], array( '<=', '>=', '<', '>', '=', '<>' ), true ) ) {
			$op    = $tokens[ $at++ ];
			$right = $this->sum( $tokens, $at, $row );
			$left  = (int) ( '<=' === $op ? $left <= $right : ( '>=' === $op ? $left >= $right : ( '<' === $op ? $left < $right : ( '>' === $op ? $left > $right : ( '=' === $op ? $left == $right : $left != $right ) ) ) ) ); // phpcs:ignore Universal.Operators.StrictComparisons -- SQL's.
		}
		return $left;
	}
	private function sum( $tokens, &$at, $row ) {
		$left = $this->product( $tokens, $at, $row );
		while ( isset( $tokens[ $at ] ) && in_array( $tokens[ $at ], array( '+', '-' ), true ) ) {
			$op    = $tokens[ $at++ ];
			$right = $this->product( $tokens, $at, $row );
			$left  = '+' === $op ? $left + $right : $left - $right;
		}
		return $left;
	}
	private function product( $tokens, &$at, $row ) {
		$left = $this->term( $tokens, $at, $row );
		while ( isset( $tokens[ $at ] ) && in_array( strtoupper( $tokens[ $at ] ), array( '*', 'DIV' ), true ) ) {
			$op    = strtoupper( $tokens[ $at++ ] );
			$right = $this->term( $tokens, $at, $row );
			$left  = '*' === $op ? $left * $right : ( is_int( $left ) && is_int( $right ) ? intdiv( $left, $right ) : floor( $left / $right ) );
		}
		return $left;
	}
	private function term( $tokens, &$at, $row ) {
		$token = isset( $tokens[ $at ] ) ? $tokens[ $at++ ] : '';
		if ( '(' === $token ) {
			$value = $this->comparison( $tokens, $at, $row );
			$this->expect( $tokens, $at, ')' );
			return $value;
		}
		if ( '-' === $token ) {
			return -$this->term( $tokens, $at, $row );
		}
		if ( "'" === substr( $token, 0, 1 ) || is_numeric( $token ) ) {
			return self::value( $token );
		}
		if ( in_array( strtoupper( $token ), array( 'IF', 'LAST_INSERT_ID', 'LEAST' ), true ) ) {
			$this->expect( $tokens, $at, '(' );
			$args = array( $this->comparison( $tokens, $at, $row ) );
			while ( isset( $tokens[ $at ] ) && ',' === $tokens[ $at ] ) {
				++$at;
				$args[] = $this->comparison( $tokens, $at, $row );
			}
			$this->expect( $tokens, $at, ')' );
			if ( 'IF' === strtoupper( $token ) && 3 === count( $args ) ) {
				return $args[0] ? $args[1] : $args[2];
			}
			if ( 'LEAST' === strtoupper( $token ) && count( $args ) > 1 ) {
				return min( $args );
			}
			if ( 'LAST_INSERT_ID' === strtoupper( $token ) && 1 === count( $args ) ) {
				$this->last_insert_id = $args[0];
				$this->insert_id      = $args[0];
				return $args[0];
			}
			throw new RuntimeException( "cannot evaluate $token with " . count( $args ) . ' arguments' );
		}
		if ( preg_match( '/^\w+$/', $token ) && array_key_exists( $token, $row ) ) {
			return is_numeric( $row[ $token ] ) ? $row[ $token ] + 0 : $row[ $token ];
		}
		throw new RuntimeException( "cannot evaluate: $token" );
	}
	private function expect( $tokens, &$at, $token ) {
		if ( ! isset( $tokens[ $at ] ) || $tokens[ $at ] !== $token ) {
			throw new RuntimeException( "expected $token" );
		}
		++$at;
	}
	/** A literal of a prepared query: a quoted string or a number. */
	private static function value( $literal ) {
		$literal = trim( $literal );
		return "'" === $literal[0] ? stripslashes( substr( $literal, 1, -1 ) ) : $literal + 0;
	}
	/** A row filter for conditions "column op literal" joined by AND, or by OR. */
	private function where( $sql ) {
		if ( '' === trim( $sql ) ) {
			return static function () {
				return true;
			};
		}
		$or    = (bool) preg_match( '/ OR /', $sql );
		$tests = array();
		foreach ( preg_split( '/ (?:AND|OR) /', $sql ) as $condition ) {
			if ( ! preg_match( "/^\s*(\w+) (=|<>|<=|>=|<|>|LIKE) ('(?:[^'\\\\]|\\\\.)*'|-?\d+)\s*$/", $condition, $c ) ) {
				throw new RuntimeException( "cannot read the condition: $condition" );
			}
			$tests[] = array( $c[1], $c[2], self::value( $c[3] ) );
		}
		return static function ( $row ) use ( $tests, $or ) {
			foreach ( $tests as list( $column, $op, $value ) ) {
				$have = isset( $row[ $column ] ) ? $row[ $column ] : null;
				switch ( $op ) {
					case 'LIKE':
						$pattern = '/^' . strtr( preg_quote( (string) $value, '/' ), array( '%' => '.*', '\\\\%' => '%', '\\\\_' => '_', '_' => '.' ) ) . '$/s';
						$ok      = (bool) preg_match( $pattern, (string) $have );
						break;
					case '=':
						$ok = (string) $have === (string) $value;
						break;
					case '<>':
						$ok = (string) $have !== (string) $value;
						break;
					case '<':
						$ok = $have < $value;
						break;
					case '<=':
						$ok = $have <= $value;
						break;
					case '>':
						$ok = $have > $value;
						break;
					default:
						$ok = $have >= $value;
				}
				if ( $ok && $or ) {
					return true;
				}
				if ( ! $ok && ! $or ) {
					return false;
				}
			}
			return ! $or;
		};
	}
}
$GLOBALS['wpdb'] = new wpdb();

