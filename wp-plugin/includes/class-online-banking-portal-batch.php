<?php
/**
 * A batch of the endpoint: the reads a screen of the widget starts together, in one request
 * (?batch=1), so a dashboard costs the site one boot of WordPress instead of one per read. Each
 * call of the batch goes through the endpoint's own steps (Online_Banking_Portal_Proxy): checked
 * and prepared as if it had come alone (the same call list, marker, session, size limits, client
 * address and guess counters), the bank asked for all of them at once, each bank answer finished
 * alone (scrubbed, a 401 ending the session). Each call is refused or answered on its own.
 *
 * Only reads travel in a batch: a call that posts a field or a file of its own, carries a secret
 * or sends an email is refused in one (the widget sends those alone); so is a batch with a file.
 * The wire format is the widget's (src/config/site.ts, generated into
 * Online_Banking_Portal_Widget_Facts): the form field BATCH_CALLS holds a JSON list of
 * { query, fields }; the answer, 200, holds under BATCH_ANSWERS one { status, body, retryAfter }
 * per call, in their order.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The endpoint's batches of reads.
 */
final class Online_Banking_Portal_Batch {

	/**
	 * The answer to a batch request that passed Online_Banking_Portal_Proxy::check().
	 *
	 * @param array $request See Online_Banking_Portal_Proxy::handle().
	 * @return array
	 */
	public static function handle( $request ) {
		$too_large = Online_Banking_Portal_Request_Checks::too_large( $request );
		if ( $too_large ) {
			return $too_large;
		}
		$parts = self::parts( $request );
		if ( null === $parts ) {
			return Online_Banking_Portal_Answer::make( 400, Online_Banking_Portal_Answer::not_ours() );
		}
		$answers  = array();
		$prepared = array();
		foreach ( $parts as $i => $part ) {
			$step = self::prepare( $part );
			if ( isset( $step['answer'] ) ) {
				$answers[ $i ] = $step['answer'];
			} else {
				$prepared[ $i ] = $step;
			}
		}
		foreach ( self::forward( $prepared ) as $i => $response ) {
			$answers[ $i ] = Online_Banking_Portal_Proxy::finish( $prepared[ $i ], $response );
		}
		ksort( $answers );
		return self::together( $answers );
	}

	/**
	 * The batch's calls, each as a request of its own (the batch's method, headers, cookie and
	 * address; its own query and fields; no file), or null when the batch is not one the widget
	 * sends: a query other than ?batch=1, a file, no list, more than BATCH_MAX calls, a call not
	 * of the form { query: string, fields: object }.
	 *
	 * @param array $request See Online_Banking_Portal_Proxy::handle().
	 * @return array[]|null
	 */
	private static function parts( $request ) {
		$post = $request['post'];
		$name = Online_Banking_Portal_Widget_Facts::BATCH_CALLS;
		if ( array( Online_Banking_Portal_Widget_Facts::BATCH_QUERY => '1' ) !== $request['query'] || $request['files'] || array( $name ) !== array_keys( $post ) || ! is_string( $post[ $name ] ) ) {
			return null;
		}
		$calls = json_decode( $post[ $name ], true );
		if ( ! is_array( $calls ) || ! $calls || count( $calls ) > Online_Banking_Portal_Widget_Facts::BATCH_MAX || array_keys( $calls ) !== range( 0, count( $calls ) - 1 ) ) {
			return null;
		}
		$parts = array();
		foreach ( $calls as $call ) {
			if ( ! is_array( $call ) || ! isset( $call['query'], $call['fields'] ) || ! is_string( $call['query'] ) || ! is_array( $call['fields'] ) || array_diff( array_keys( $call ), array( 'query', 'fields' ) ) ) {
				return null;
			}
			parse_str( ltrim( $call['query'], '?' ), $query );
			$parts[] = array(
				'query'          => $query,
				'post'           => $call['fields'],
				'files'          => array(),
				'content_length' => 0,
			) + $request;
		}
		return $parts;
	}

	/**
	 * Online_Banking_Portal_Proxy's steps 1 and 2 for one call of the batch, which must be a read
	 * (Online_Banking_Portal_Request_Checks::is_read()) or the keep-alive: else refused alone,
	 * before its session is opened or anything is counted.
	 *
	 * @param array $part One call, as a request.
	 * @return array See Online_Banking_Portal_Proxy::prepare().
	 */
	private static function prepare( $part ) {
		$refused = Online_Banking_Portal_Proxy::check( $part );
		if ( $refused ) {
			return array( 'answer' => $refused );
		}
		$query = $part['query'];
		$keep  = array( Online_Banking_Portal_Widget_Facts::SESSION_FIELD => Online_Banking_Portal_Widget_Facts::SESSION_KEEP ) === $query;
		$call  = isset( $query[ Online_Banking_Portal_Widget_Facts::SESSION_FIELD ] ) || isset( $query[ Online_Banking_Portal_Widget_Facts::REMEMBER_FIELD ] ) || isset( $query[ Online_Banking_Portal_Widget_Facts::BATCH_QUERY ] ) ? null : Online_Banking_Portal_Request_Checks::call( $part );
		if ( ! $keep && ( null === $call || ! Online_Banking_Portal_Request_Checks::is_read( $call ) ) ) {
			return array( 'answer' => Online_Banking_Portal_Answer::make( 400, Online_Banking_Portal_Answer::not_ours() ) );
		}
		return Online_Banking_Portal_Proxy::prepare( $part );
	}

	/**
	 * Step 3 for the whole batch: every prepared call at once (Online_Banking_Portal_Forwarder::post_many()).
	 *
	 * @param array $prepared index => a prepared call.
	 * @return array index => the bank's response.
	 */
	private static function forward( $prepared ) {
		$calls = array();
		foreach ( $prepared as $i => $call ) {
			$calls[ $i ] = array(
				'url'    => $call['url'],
				'fields' => $call['call']['fields'],
				'files'  => $call['call']['files'],
				'client' => $call['client'],
			);
		}
		return Online_Banking_Portal_Forwarder::post_many( $calls );
	}

	/**
	 * One answer for the batch: 200, each call's status, body and Retry-After in their order,
	 * and the cookies any of them set (a session ended by one of them).
	 *
	 * @param array $answers index => an answer (Online_Banking_Portal_Answer::make()).
	 * @return array
	 */
	private static function together( $answers ) {
		$list    = array();
		$cookies = array();
		foreach ( $answers as $answer ) {
			$one = array(
				'status' => $answer['status'],
				'body'   => $answer['body'],
			);
			if ( isset( $answer['headers']['Retry-After'] ) ) {
				$one['retryAfter'] = (int) $answer['headers']['Retry-After'];
			}
			$list[] = $one;
			foreach ( $answer['cookies'] as $cookie ) {
				$cookies[ $cookie['name'] ] = $cookie;
			}
		}
		return Online_Banking_Portal_Answer::make( 200, array( Online_Banking_Portal_Widget_Facts::BATCH_ANSWERS => $list ), array_values( $cookies ) );
	}
}
