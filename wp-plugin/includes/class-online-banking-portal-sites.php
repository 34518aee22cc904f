<?php
/**
 * Runs a task on every site of a network, a batch of sites at a time.
 *
 * get_sites() returns 100 sites when no number is given; networks are often larger.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Batched walk over a network's sites.
 */
final class Online_Banking_Portal_Sites {

	/**
	 * Sites fetched per query: few enough to keep memory flat on large networks.
	 */
	const BATCH = 100;

	/**
	 * Sites per batch: BATCH, or what the filter online_banking_portal_sites_batch_size
	 * returns (at least 1), for networks whose sites are heavier or lighter than usual.
	 *
	 * @return int
	 */
	public static function batch_size() {
		return max( 1, (int) apply_filters( 'online_banking_portal_sites_batch_size', self::BATCH ) );
	}

	/**
	 * Calls $task once on each site (switched to it), in site id order.
	 *
	 * @param callable $task       Called with no arguments while switched to a site.
	 * @param int      $network_id Only the sites of this network; 0 for every network.
	 * @return int How many sites were visited.
	 */
	public static function each( $task, $network_id = 0 ) {
		$visited = 0;
		$offset  = 0;
		$batch   = self::batch_size();
		do {
			$query = array(
				'fields'                 => 'ids',
				'number'                 => $batch,
				'offset'                 => $offset,
				'orderby'                => 'id',
				'order'                  => 'ASC',
				'update_site_meta_cache' => false,
			);
			if ( $network_id > 0 ) {
				$query['network_id'] = $network_id;
			}
			$ids = get_sites( $query );
			foreach ( $ids as $site_id ) {
				switch_to_blog( (int) $site_id );
				call_user_func( $task );
				restore_current_blog();
				++$visited;
			}
			$offset += $batch;
		} while ( count( $ids ) === $batch );
		return $visited;
	}
}
