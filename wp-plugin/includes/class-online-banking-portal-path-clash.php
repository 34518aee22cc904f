<?php
/**
 * Finds what else on the site answers at a base path's first segment.
 *
 * The app's rewrite rule is added ahead of WordPress's own, so anything the site serves
 * below that segment (a page, a post, an archive, a feed, a file of WordPress) would be
 * hidden behind online banking. Used when the setting is saved (refused) and on the
 * Settings and Pages screens (a notice when a page took the slug later).
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Clash detection for base paths.
 */
final class Online_Banking_Portal_Path_Clash {

	/**
	 * What the first segment of $base_path clashes with, or null when nothing does.
	 *
	 * The result has "kind" (wordpress, archive, post_type, taxonomy, content), "segment"
	 * and "what": a translated description of the clashing thing, ready for a sentence.
	 * For "content" it also has "post_id".
	 *
	 * @param string $base_path A base path that passed Online_Banking_Portal_Options::check_base_path().
	 * @return array|null
	 */
	public static function find( $base_path ) {
		$segment = strtolower( (string) strtok( ltrim( $base_path, '/' ), '/' ) );
		if ( '' === $segment ) {
			return null;
		}
		foreach ( array( 'wordpress_path', 'archive', 'post_type', 'taxonomy', 'content' ) as $check ) {
			$found = call_user_func( array( __CLASS__, $check ), $segment );
			if ( null !== $found ) {
				$found['segment'] = $segment;
				return $found;
			}
		}
		return null;
	}

	/**
	 * WordPress's entry points, files and folders of the installation, the REST API prefix.
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function wordpress_path( $segment ) {
		$is_file = file_exists( ABSPATH . $segment ) || file_exists( ABSPATH . $segment . '.php' );
		if ( $is_file || in_array( $segment, Online_Banking_Portal_Options::RESERVED_SEGMENTS, true ) || strtolower( rest_get_url_prefix() ) === $segment ) {
			return array(
				'kind' => 'wordpress',
				'what' => __( 'WordPress itself', 'online-banking-portal' ),
			);
		}
		return null;
	}

	/**
	 * The bases of WordPress's own archives and feeds, the start of the permalink
	 * structure, and years (date archives answer at /2024/ whatever the structure).
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function archive( $segment ) {
		global $wp_rewrite;
		if ( ! $wp_rewrite instanceof WP_Rewrite ) {
			return null;
		}
		$bases = array(
			$wp_rewrite->author_base     => __( 'author archives', 'online-banking-portal' ),
			$wp_rewrite->search_base     => __( 'search results', 'online-banking-portal' ),
			$wp_rewrite->pagination_base => __( 'the following pages of your lists', 'online-banking-portal' ),
			$wp_rewrite->comments_base   => __( 'comment feeds', 'online-banking-portal' ),
			$wp_rewrite->feed_base       => __( 'feeds', 'online-banking-portal' ),
		);
		foreach ( (array) $wp_rewrite->feeds as $feed ) {
			$bases += array( $feed => __( 'feeds', 'online-banking-portal' ) );
		}
		$front = self::first_segment( (string) $wp_rewrite->front );
		if ( '' !== $front && false === strpos( $front, '%' ) ) {
			$bases += array( $front => __( 'your posts (the start of your permalink structure)', 'online-banking-portal' ) );
		}
		foreach ( $bases as $base => $what ) {
			if ( strtolower( (string) $base ) === $segment ) {
				return array(
					'kind' => 'archive',
					'what' => $what,
				);
			}
		}
		if ( ctype_digit( $segment ) ) {
			return array(
				'kind' => 'archive',
				'what' => __( 'date archives', 'online-banking-portal' ),
			);
		}
		return null;
	}

	/**
	 * Registered post types' rewrite slugs and archive slugs.
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function post_type( $segment ) {
		foreach ( get_post_types( array(), 'objects' ) as $type ) {
			$slugs = array();
			if ( is_array( $type->rewrite ) && isset( $type->rewrite['slug'] ) ) {
				$slugs[] = (string) $type->rewrite['slug'];
			}
			if ( is_string( $type->has_archive ) && '' !== $type->has_archive ) {
				$slugs[] = $type->has_archive;
			}
			foreach ( $slugs as $slug ) {
				if ( self::first_segment( $slug ) === $segment ) {
					return array(
						'kind' => 'post_type',
						'what' => sprintf(
							/* translators: %s: a post type's name, such as "Products". */
							__( 'the post type "%s"', 'online-banking-portal' ),
							$type->labels->name
						),
					);
				}
			}
		}
		return null;
	}

	/**
	 * Registered taxonomies' rewrite slugs (categories, tags, post formats, custom ones).
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function taxonomy( $segment ) {
		foreach ( get_taxonomies( array(), 'objects' ) as $taxonomy ) {
			if ( is_array( $taxonomy->rewrite ) && isset( $taxonomy->rewrite['slug'] ) && self::first_segment( (string) $taxonomy->rewrite['slug'] ) === $segment ) {
				return array(
					'kind' => 'taxonomy',
					'what' => sprintf(
						/* translators: %s: a taxonomy's name, such as "Categories". */
						__( 'the archives of "%s"', 'online-banking-portal' ),
						$taxonomy->labels->name
					),
				);
			}
		}
		return null;
	}

	/**
	 * A top-level page, an unattached attachment, or (when the permalink structure starts
	 * with the post name) a post, whose slug is the segment. Drafts count: publishing them
	 * would hide them.
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function content( $segment ) {
		global $wp_rewrite;
		$types = array( 'page', 'attachment' );
		if ( $wp_rewrite instanceof WP_Rewrite && 0 === strpos( ltrim( (string) $wp_rewrite->permalink_structure, '/' ), '%postname%' ) ) {
			$types[] = 'post';
		}
		$posts = get_posts(
			array(
				'name'             => $segment,
				'post_type'        => $types,
				'post_status'      => array( 'publish', 'future', 'draft', 'pending', 'private', 'inherit' ),
				'post_parent'      => 0,
				'posts_per_page'   => 1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		if ( ! $posts ) {
			return null;
		}
		$post  = $posts[0];
		$type  = get_post_type_object( $post->post_type );
		$title = '' !== $post->post_title ? $post->post_title : $post->post_name;
		return array(
			'kind'    => 'content',
			'post_id' => (int) $post->ID,
			'what'    => sprintf(
				/* translators: A post and its kind, such as: "About us" (Page). 1: a post type's singular name, as registered; 2: the post's title. */
				__( '"%2$s" (%1$s)', 'online-banking-portal' ),
				$type ? $type->labels->singular_name : $post->post_type,
				wp_strip_all_tags( $title )
			),
		);
	}

	/**
	 * The first segment of a slug or path, lower case ("shop/product" gives "shop").
	 *
	 * @param string $path Slug or path.
	 * @return string
	 */
	private static function first_segment( $path ) {
		return strtolower( (string) strtok( trim( $path, '/' ), '/' ) );
	}
}
