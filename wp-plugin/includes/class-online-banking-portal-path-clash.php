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
	 * The result has "kind" (wordpress, archive, post_type, taxonomy, term, author,
	 * rewrite_rule, content), "segment" and "what": a translated description of the clashing
	 * thing, ready for a sentence. For "content" it also has "post_id".
	 *
	 * What can occupy a first segment comes from WordPress's rewrite rules: the fixed bases
	 * (archive()), the post types' and taxonomies' slugs, what the permalink structure
	 * starts with (permalink_start(), content()), and every other rule whose first segment
	 * is a fixed word or pattern (rewrite_rule(): core's and other plugins'). Rules for
	 * robots.txt, favicon.ico, wp-sitemap*.xml and the old wp-*.php feeds need a "." in
	 * their first segment, which a base path cannot hold.
	 *
	 * @param string $base_path A base path that passed Online_Banking_Portal_Option_Checks::check_base_path().
	 * @return array|null
	 */
	public static function find( $base_path ) {
		$segment = strtolower( (string) strtok( ltrim( $base_path, '/' ), '/' ) );
		if ( '' === $segment ) {
			return null;
		}
		foreach ( array( 'wordpress_path', 'archive', 'post_type', 'taxonomy', 'permalink_start', 'rewrite_rule', 'content' ) as $check ) {
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
	 * The first segments of the archives WordPress's rewrite rules serve, each with what a
	 * customer's link there would show instead.
	 *
	 * @param WP_Rewrite $wp_rewrite The site's rewrite rules.
	 * @return array<string, string>
	 */
	private static function archive_bases( $wp_rewrite ) {
		$bases = array(
			$wp_rewrite->author_base     => __( 'author archives', 'online-banking-portal' ),
			$wp_rewrite->search_base     => __( 'search results', 'online-banking-portal' ),
			$wp_rewrite->pagination_base => __( 'the following pages of your lists', 'online-banking-portal' ),
			$wp_rewrite->comments_base   => __( 'comment feeds', 'online-banking-portal' ),
			$wp_rewrite->feed_base       => __( 'feeds', 'online-banking-portal' ),
			// The root rules: embed/ is the home page's embed view (EP_ROOT).
			'embed'                      => __( 'the embed view of your home page', 'online-banking-portal' ),
		);
		foreach ( (array) $wp_rewrite->feeds as $feed ) {
			$bases += array( $feed => __( 'feeds', 'online-banking-portal' ) );
		}
		$front = self::first_segment( (string) $wp_rewrite->front );
		if ( '' !== $front && false === strpos( $front, '%' ) ) {
			$bases += array( $front => self::posts_start() );
		}
		return $bases;
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
		$bases = self::archive_bases( $wp_rewrite );
		foreach ( $bases as $base => $what ) {
			if ( strtolower( (string) $base ) === $segment ) {
				return array(
					'kind' => 'archive',
					'what' => $what,
				);
			}
		}
		// comment-page-2: the home page's comments, page 2 (a static front page's, or the root's).
		if ( preg_match( '/^' . preg_quote( strtolower( (string) $wp_rewrite->comments_pagination_base ), '/' ) . '-[0-9]+$/', $segment ) ) {
			return array(
				'kind' => 'archive',
				'what' => __( 'the comment pages of your home page', 'online-banking-portal' ),
			);
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
						'what' => self::post_type_name( $type ),
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
					'what' => self::taxonomy_archives( $taxonomy ),
				);
			}
		}
		return null;
	}

	/**
	 * When the permalink structure starts with a tag whose values are the site's own items,
	 * such as /%category%/%postname%/ or /%author%/%postname%/, every such item's slug is a
	 * first segment: a top-level term of that taxonomy, an author's nicename. (%postname%
	 * and post types' tags: see content(); numbers such as %year% and %post_id%, and tags
	 * with a narrower pattern: see archive() and rewrite_rule(). A custom tag that matches
	 * any word has no list of values to check.)
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function permalink_start( $segment ) {
		$tag   = self::permalink_start_tag();
		$start = null;
		if ( 'author' === $tag ) {
			$user = get_user_by( 'slug', $segment );
			if ( $user ) {
				$start = array(
					'kind' => 'author',
					'what' => self::item( __( 'Author', 'online-banking-portal' ), $user->display_name ),
				);
			}
		} elseif ( '' !== $tag && taxonomy_exists( $tag ) ) {
			$taxonomy = get_taxonomy( $tag );
			$args     = array(
				'taxonomy'   => $tag,
				'slug'       => $segment,
				'hide_empty' => false,
				'number'     => 1,
			);
			if ( is_taxonomy_hierarchical( $tag ) ) {
				$args['parent'] = 0; // Child terms' addresses start with their top-level ancestor's slug.
			}
			$terms = get_terms( $args );
			if ( is_array( $terms ) && $terms ) {
				$start = array(
					'kind' => 'term',
					'what' => self::item( $taxonomy->labels->singular_name, $terms[0]->name ),
				);
			}
		}
		if ( null === $start ) {
			return null;
		}
		$start['what'] = sprintf(
			/* translators: %s: an item of the site, such as: "News" (Category). */
			__( '%s, where your permalink structure starts the addresses of posts', 'online-banking-portal' ),
			$start['what']
		);
		return $start;
	}

	/**
	 * The tag the permalink structure starts with ("category" for /%category%/%postname%/),
	 * or '' when it starts with a fixed word (/blog/%postname%/, see archive()) or with
	 * more than a tag in its first segment.
	 *
	 * @return string
	 */
	private static function permalink_start_tag() {
		global $wp_rewrite;
		if ( ! $wp_rewrite instanceof WP_Rewrite ) {
			return '';
		}
		$first = (string) strtok( trim( (string) $wp_rewrite->permalink_structure, '/' ), '/' );
		return preg_match( '/^%([^%\/]+)%$/', $first, $tag ) ? $tag[1] : '';
	}

	/**
	 * Any other rewrite rule of the site (WordPress's, a theme's or another plugin's) whose
	 * first segment is a fixed word or a narrow pattern matching the segment, such as
	 * "shop-api/(.+)/?$" for "shop-api" or "date/([0-9]{4})/?$" for "date". Rules whose
	 * first segment matches any word (the permalink structure's and the pages' catch-all
	 * rules) are left to permalink_start() and content(), which know the actual slugs.
	 * The rules are the saved ones (wp_rewrite_rules() builds and saves them when none are):
	 * a rule another plugin added but has not flushed yet is not seen until it is.
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function rewrite_rule( $segment ) {
		global $wp_rewrite;
		if ( ! $wp_rewrite instanceof WP_Rewrite ) {
			return null;
		}
		$rules = $wp_rewrite->wp_rewrite_rules();
		foreach ( is_array( $rules ) ? $rules : array() as $regex => $query ) {
			if ( false !== strpos( (string) $query, Online_Banking_Portal_Rewrite::QUERY_VAR . '=' ) ) {
				continue; // This plugin's own rule.
			}
			$first = '#^(?:' . self::first_segment_pattern( (string) $regex ) . ')$#i';
			// A word no site uses: a pattern that matches it matches any word.
			if ( 1 === preg_match( $first, 'obpzqxprobe' ) || 1 !== preg_match( $first, $segment ) ) {
				continue;
			}
			return array(
				'kind' => 'rewrite_rule',
				'what' => self::rule_description( (string) $regex, (string) $query ),
			);
		}
		return null;
	}

	/**
	 * The part of a rewrite regex before its first "/" outside groups and classes: the
	 * pattern of the first segment ("feed/(rss|atom)/?$" gives "feed").
	 *
	 * @param string $regex A rewrite rule's regex, as WordPress stores it.
	 * @return string
	 */
	private static function first_segment_pattern( $regex ) {
		$regex = ltrim( $regex, '^' );
		$depth = 0;
		$class = false;
		$len   = strlen( $regex );
		for ( $i = 0; $i < $len; $i++ ) {
			$char = $regex[ $i ];
			if ( '\\' === $char ) {
				++$i;
			} elseif ( $class ) {
				$class = ']' !== $char;
			} elseif ( '[' === $char ) {
				$class = true;
			} elseif ( '(' === $char ) {
				++$depth;
			} elseif ( ')' === $char ) {
				--$depth;
			} elseif ( '/' === $char && 0 === $depth ) {
				return substr( $regex, 0, $i );
			}
		}
		return $regex;
	}

	/**
	 * What a rewrite rule serves, from the query it rewrites to.
	 *
	 * @param string $regex The rule's regex.
	 * @param string $query The rule's query, such as "index.php?year=$matches[1]".
	 * @return string
	 */
	private static function rule_description( $regex, $query ) {
		$vars = array();
		wp_parse_str( (string) wp_parse_url( $query, PHP_URL_QUERY ), $vars );
		$vars = array_keys( $vars );
		foreach ( get_taxonomies( array(), 'objects' ) as $taxonomy ) {
			if ( $taxonomy->query_var && in_array( $taxonomy->query_var, $vars, true ) ) {
				return self::taxonomy_archives( $taxonomy );
			}
		}
		foreach ( get_post_types( array(), 'objects' ) as $type ) {
			if ( $type->query_var && in_array( $type->query_var, $vars, true ) ) {
				return self::post_type_name( $type );
			}
		}
		$known = array(
			'year'        => __( 'date archives', 'online-banking-portal' ),
			'author_name' => __( 'author archives', 'online-banking-portal' ),
			'feed'        => __( 'feeds', 'online-banking-portal' ),
			's'           => __( 'search results', 'online-banking-portal' ),
			'p'           => self::posts_start(),
			'name'        => self::posts_start(),
		);
		foreach ( $known as $var => $what ) {
			if ( in_array( $var, $vars, true ) ) {
				return $what;
			}
		}
		return sprintf(
			/* translators: %s: a rewrite rule's pattern, such as ^shop-api/(.+)/?$. */
			__( 'the address pattern %s (a rewrite rule of WordPress, your theme or a plugin)', 'online-banking-portal' ),
			$regex
		);
	}

	/**
	 * A top-level page, an unattached attachment, or (when the permalink structure starts
	 * with the post name, or with a post type's tag) a post, whose slug is the segment.
	 * Drafts count: publishing them would hide them.
	 *
	 * @param string $segment Lower-case first segment.
	 * @return array|null
	 */
	private static function content( $segment ) {
		$types = array( 'page', 'attachment' );
		$tag   = self::permalink_start_tag();
		if ( 'postname' === $tag ) {
			$types[] = 'post';
		} elseif ( '' !== $tag && ! in_array( $tag, $types, true ) && post_type_exists( $tag ) ) {
			$types[] = $tag; // A structure such as /%product%/ (a custom post type's tag).
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
			'what'    => self::item( $type ? $type->labels->singular_name : $post->post_type, wp_strip_all_tags( $title ) ),
		);
	}

	/**
	 * An item of the site named with its kind, such as: "About us" (Page).
	 *
	 * @param string $kind A post type's or taxonomy's singular name, or "Author".
	 * @param string $name The item's title or name.
	 * @return string
	 */
	private static function item( $kind, $name ) {
		/* translators: An item of the site and its kind, such as: "About us" (Page), "News" (Category). 1: the kind (a post type's or taxonomy's singular name as registered, or "Author"); 2: the item's title or name. */
		return sprintf( __( '"%2$s" (%1$s)', 'online-banking-portal' ), $kind, $name );
	}

	/**
	 * A taxonomy's archives, such as: the archives of "Categories".
	 *
	 * @param WP_Taxonomy $taxonomy The taxonomy.
	 * @return string
	 */
	private static function taxonomy_archives( $taxonomy ) {
		/* translators: %s: a taxonomy's name, such as "Categories". */
		return sprintf( __( 'the archives of "%s"', 'online-banking-portal' ), $taxonomy->labels->name );
	}

	/**
	 * A post type's addresses, such as: the post type "Products".
	 *
	 * @param WP_Post_Type $type The post type.
	 * @return string
	 */
	private static function post_type_name( $type ) {
		/* translators: %s: a post type's name, such as "Products". */
		return sprintf( __( 'the post type "%s"', 'online-banking-portal' ), $type->labels->name );
	}

	/**
	 * What the fixed start of the permalink structure (/blog/%postname%/) serves.
	 *
	 * @return string
	 */
	private static function posts_start() {
		return __( 'your posts (the start of your permalink structure)', 'online-banking-portal' );
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
