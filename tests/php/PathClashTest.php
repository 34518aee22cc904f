<?php
/**
 * Online_Banking_Portal_Path_Clash: every kind of address a base path is refused for, with
 * what the refusal names, and the look-alikes that stay free. The site is the one the
 * end-to-end test sets up (wordpress.php), which tests the same on a real WordPress.
 *
 * @package Online_Banking_Portal
 */

/**
 * What a base path's first segment clashes with.
 */
final class PathClashTest extends Online_Banking_Portal_Test_Case {

	/**
	 * Refused base paths: [base path, kind, what the refusal names].
	 *
	 * @return array
	 */
	public function refused() {
		return array(
			'a page'                         => array( '/sample-page', 'content', '"Sample Page" (Page)' ),
			'a post, any case, deeper'       => array( '/Hello-World/more', 'content', '"Hello world!" (Post)' ),
			'a media item'                   => array( '/site-icon', 'content', '"Site icon" (Media)' ),
			'the shortcode\'s page'          => array( '/banking', 'content', '"Banking" (Page)' ),
			'categories'                     => array( '/category', 'taxonomy', 'the archives of "Categories"' ),
			'tags'                           => array( '/tag/x', 'taxonomy', 'the archives of "Tags"' ),
			'post formats'                   => array( '/type', 'taxonomy', 'the archives of "Formats"' ),
			'a post type\'s slug'            => array( '/shop', 'post_type', 'the post type "Products"' ),
			'a post type\'s archive'         => array( '/products', 'post_type', 'the post type "Products"' ),
			'author archives'                => array( '/author', 'archive', 'author archives' ),
			'search'                         => array( '/search', 'archive', 'search results' ),
			'paged lists'                    => array( '/page', 'archive', 'the following pages of your lists' ),
			'comment feeds'                  => array( '/comments', 'archive', 'comment feeds' ),
			'feeds'                          => array( '/feed', 'archive', 'feeds' ),
			'a feed\'s name'                 => array( '/rss2', 'archive', 'feeds' ),
			'another feed\'s name'           => array( '/atom', 'archive', 'feeds' ),
			'rdf'                            => array( '/rdf', 'archive', 'feeds' ),
			'the home page\'s embed'         => array( '/embed', 'archive', 'the embed view of your home page' ),
			'the home page\'s comment pages' => array( '/comment-page-2', 'archive', 'the comment pages of your home page' ),
			'a year'                         => array( '/2024', 'archive', 'date archives' ),
			'another plugin\'s rule'         => array( '/obp-e2e-api', 'rewrite_rule', 'the address pattern ^obp-e2e-api/v([0-9]+)/? (a rewrite rule of WordPress, your theme or a plugin)' ),
			'a rule with a named group'      => array( '/obp-e2e-named', 'rewrite_rule', 'the address pattern ^obp-e2e-named/(?<id>[0-9]+)/? (a rewrite rule of WordPress, your theme or a plugin)' ),
			'the REST API'                   => array( '/wp-json', 'wordpress', 'WordPress itself' ),
			'wp-admin'                       => array( '/wp-admin', 'wordpress', 'WordPress itself' ),
			'wp-content, deeper'             => array( '/wp-content/bank', 'wordpress', 'WordPress itself' ),
			'wp-login.php'                   => array( '/wp-login', 'wordpress', 'WordPress itself' ),
			'wp-links-opml.php'              => array( '/wp-links-opml', 'wordpress', 'WordPress itself' ),
			'xmlrpc.php'                     => array( '/xmlrpc', 'wordpress', 'WordPress itself' ),
			'index.php'                      => array( '/index', 'wordpress', 'WordPress itself' ),
			'a folder of the installation'   => array( '/custom-folder', 'wordpress', 'WordPress itself' ),
			'a PHP file of the installation' => array( '/custom-script', 'wordpress', 'WordPress itself' ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_a_base_path_that_would_hide_something_is_refused_naming_it( $base_path, $kind, $what ) {
		$clash = Online_Banking_Portal_Path_Clash::find( $base_path );
		$this->assertNotNull( $clash, "$base_path is refused" );
		$this->assertSame( $kind, $clash['kind'] );
		$this->assertSame( $what, $clash['what'] );
		$this->assertSame( strtolower( strtok( ltrim( $base_path, '/' ), '/' ) ), $clash['segment'] );
	}

	/**
	 * Base paths that only look like something of the site.
	 *
	 * @return array
	 */
	public function accepted() {
		return array(
			array( '/wp-user' ),
			array( '/Wp-User' ),
			array( '/online-bank' ),
			array( '/sample-page-banking' ),
			array( '/my-bank/online' ),
			array( '/embedded' ),
			array( '/comment-page' ),
			array( '/obp-e2e-apis' ),
			array( '/feeds' ),
			array( '/savings' ),
			array( '/uncategorized' ),
			array( '/admin' ),
		);
	}

	/**
	 * @dataProvider accepted
	 */
	public function test_look_alikes_are_free( $base_path ) {
		$this->assertNull( Online_Banking_Portal_Path_Clash::find( $base_path ) );
	}

	public function test_drafts_count_child_pages_do_not() {
		$wp            = &obp_wp();
		$wp['posts'][] = new WP_Post( array( 'ID' => 9, 'post_type' => 'page', 'post_name' => 'coming-soon', 'post_title' => 'Coming <em>soon</em>', 'post_status' => 'draft' ) );
		$wp['posts'][] = new WP_Post( array( 'ID' => 10, 'post_type' => 'page', 'post_name' => 'child', 'post_title' => 'Child', 'post_parent' => 2 ) );
		$clash         = Online_Banking_Portal_Path_Clash::find( '/coming-soon' );
		$this->assertSame( array( 'content', 9, '"Coming soon" (Page)' ), array( $clash['kind'], $clash['post_id'], $clash['what'] ), 'a draft, named without its markup' );
		$this->assertNull( Online_Banking_Portal_Path_Clash::find( '/child' ), 'a child page lives below its parent' );
	}

	public function test_permalinks_starting_with_the_category_refuse_top_level_categories() {
		$GLOBALS['wp_rewrite']->permalink_structure = '/%category%/%postname%/';
		$start                                      = ', where your permalink structure starts the addresses of posts';
		$clash                                      = Online_Banking_Portal_Path_Clash::find( '/Uncategorized/more' );
		$this->assertSame( array( 'term', '"Uncategorized" (Category)' . $start ), array( $clash['kind'], $clash['what'] ) );
		$this->assertNull( Online_Banking_Portal_Path_Clash::find( '/savings' ), 'a child category\'s addresses start with its parent\'s slug' );
		$this->assertNull( Online_Banking_Portal_Path_Clash::find( '/hello-world' ), 'a post\'s slug is no first segment then' );
	}

	public function test_permalinks_starting_with_the_author_refuse_authors() {
		$GLOBALS['wp_rewrite']->permalink_structure = '/%author%/%postname%/';
		$clash                                      = Online_Banking_Portal_Path_Clash::find( '/admin' );
		$this->assertSame( array( 'author', '"admin" (Author), where your permalink structure starts the addresses of posts' ), array( $clash['kind'], $clash['what'] ) );
		$this->assertNull( Online_Banking_Portal_Path_Clash::find( '/uncategorized' ) );
	}

	public function test_a_fixed_start_of_the_permalink_structure_is_refused() {
		$GLOBALS['wp_rewrite']->permalink_structure = '/blog/%postname%/';
		$GLOBALS['wp_rewrite']->front               = '/blog/';
		$clash                                      = Online_Banking_Portal_Path_Clash::find( '/blog/bank' );
		$this->assertSame( array( 'archive', 'your posts (the start of your permalink structure)' ), array( $clash['kind'], $clash['what'] ) );
	}

	public function test_a_custom_post_types_tag_starting_the_structure_refuses_its_items() {
		$GLOBALS['wp_rewrite']->permalink_structure = '/%obp_e2e_product%/';
		$wp                                         = &obp_wp();
		$wp['posts'][]                              = new WP_Post( array( 'ID' => 11, 'post_type' => 'obp_e2e_product', 'post_name' => 'gold-card', 'post_title' => 'Gold card' ) );
		$clash                                      = Online_Banking_Portal_Path_Clash::find( '/gold-card' );
		$this->assertSame( '"Gold card" (Product)', $clash['what'] );
	}
}
