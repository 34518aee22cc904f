<?php
/**
 * What the site's endpoint accepts before anything reaches the bank: only POST, only from the
 * site's own pages carrying the widget's header, only the calls of the contract, each with only
 * its own fields and its own file fields (generated/calls.php, generated from src/api/calls.ts),
 * and nothing over the size limits.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The endpoint's checks of a request.
 */
final class Online_Banking_Portal_Request_Checks {


	/** The text fields of one call, together, at most (a transfer's note is the longest). */
	const MAX_TEXT_BYTES = 65536;

	/** One file, at most, whatever PHP would accept. */
	const MAX_FILE_BYTES = 10485760;

	/**
	 * The query parameters the endpoint reads: the bank's crud, and its own remember, session and
	 * batch (Online_Banking_Portal_Batch).
	 *
	 * @var string[]
	 */
	const QUERY = array( Online_Banking_Portal_Widget_Facts::CRUD_FIELD, Online_Banking_Portal_Widget_Facts::REMEMBER_FIELD, Online_Banking_Portal_Widget_Facts::SESSION_FIELD, Online_Banking_Portal_Widget_Facts::BATCH_QUERY );

	/**
	 * The contract's calls: auth (by crud), dashboard (by marker) and unmarked, each with its
	 * fields and file fields.
	 *
	 * @var array|null
	 */
	private static $calls;

	/**
	 * The contract's calls (generated/calls.php).
	 *
	 * @return array
	 */
	public static function calls() {
		if ( null === self::$calls ) {
			self::$calls = require __DIR__ . '/generated/calls.php';
		}
		return self::$calls;
	}

	/**
	 * Why a request is refused before anything else is read, or null.
	 *
	 * @param array $request See Online_Banking_Portal_Proxy::handle().
	 * @return array|null An answer.
	 */
	public static function refusal( $request ) {
		$not_ours = Online_Banking_Portal_Answer::not_ours();
		if ( 'POST' !== $request['method'] ) {
			$answer                     = Online_Banking_Portal_Answer::make( 405, $not_ours );
			$answer['headers']['Allow'] = 'POST';
			return $answer;
		}
		// The widget's header: a cross-site form cannot set it, a cross-site fetch must ask first.
		$headers = $request['headers'];
		$header  = strtolower( Online_Banking_Portal_Widget_Facts::SITE_HEADER );
		if ( ! isset( $headers[ $header ] ) || '1' !== $headers[ $header ] || ! self::same_origin( $headers ) ) {
			return Online_Banking_Portal_Answer::make( 403, $not_ours );
		}
		foreach ( array_keys( (array) $request['query'] ) as $name ) {
			if ( ! in_array( $name, self::QUERY, true ) || ! is_string( $request['query'][ $name ] ) ) {
				return Online_Banking_Portal_Answer::make( 400, $not_ours );
			}
		}
		return null;
	}

	/**
	 * Whether the browser says the request comes from this site's own pages: Sec-Fetch-Site
	 * where the browser sends it, else Origin (every browser sends one with a fetch POST).
	 *
	 * @param array $headers Lower-case names.
	 * @return bool
	 */
	private static function same_origin( $headers ) {
		if ( isset( $headers['sec-fetch-site'] ) ) {
			return 'same-origin' === $headers['sec-fetch-site'];
		}
		if ( ! isset( $headers['origin'] ) ) {
			return false;
		}
		return strtolower( $headers['origin'] ) === Online_Banking_Portal_Router::site_origin();
	}

	/**
	 * An answer for a file over PHP's limits, naming the limit, or null. Over post_max_size PHP
	 * has dropped the whole form; over upload_max_filesize, only the file.
	 *
	 * @param array $request See Online_Banking_Portal_Proxy::handle().
	 * @return array|null
	 */
	public static function too_large( $request ) {
		$post_max = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $post_max > 0 && $request['content_length'] > $post_max ) {
			return self::limit_answer( 'post_max_size', '' );
		}
		foreach ( (array) $request['files'] as $name => $file ) {
			// A field sent as a list (profilePic[]) is no file of the widget's: call() refuses it as not ours.
			$error = is_array( $file ) && isset( $file['error'] ) && is_scalar( $file['error'] ) ? (int) $file['error'] : 0;
			$size  = is_array( $file ) && isset( $file['size'] ) && is_scalar( $file['size'] ) ? (int) $file['size'] : 0;
			if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
				return self::limit_answer( 'upload_max_filesize', (string) $name );
			}
			if ( $size > self::MAX_FILE_BYTES ) {
				return self::limit_answer( '', (string) $name );
			}
		}
		return null;
	}

	/**
	 * 413, with a message naming the limit in the customer's words and the setting's name for the site owner.
	 *
	 * @param string $setting "upload_max_filesize", "post_max_size", or '' for the endpoint's own cap.
	 * @param string $field   The file field, when known.
	 * @return array
	 */
	private static function limit_answer( $setting, $field ) {
		$bytes = '' === $setting ? self::MAX_FILE_BYTES : wp_convert_hr_to_bytes( (string) ini_get( $setting ) );
		if ( '' !== $setting && 'post_max_size' !== $setting ) {
			$bytes = min( $bytes, self::MAX_FILE_BYTES );
		}
		$message = sprintf(
			/* translators: 1: the largest size accepted, such as "2 MB"; 2: the PHP setting that sets it, such as upload_max_filesize. */
			__( 'This file is larger than this site accepts (%1$s, %2$s). Choose a smaller file.', 'online-banking-portal' ),
			size_format( $bytes ),
			'' === $setting ? 'online banking' : $setting
		);
		$body = array( 'message' => $message );
		if ( '' !== $field ) {
			$body['field'] = $field;
		}
		return Online_Banking_Portal_Answer::make( Online_Banking_Portal_Widget_Facts::STATUS_TOO_LARGE, $body );
	}

	/**
	 * The call a request makes, when it is one of the contract's with only that call's own
	 * fields and files, else null: crud (the auth call, '' for a dashboard call), marker (the
	 * dashboard call's marker, '' for none), fields (name => text), files (see files()).
	 *
	 * @param array $request See Online_Banking_Portal_Proxy::handle().
	 * @return array|null
	 */
	public static function call( $request ) {
		$calls = self::calls();
		$crud  = isset( $request['query'][ Online_Banking_Portal_Widget_Facts::CRUD_FIELD ] ) ? (string) $request['query'][ Online_Banking_Portal_Widget_Facts::CRUD_FIELD ] : '';
		$post  = (array) $request['post'];
		if ( '' !== $crud ) {
			if ( ! isset( $calls['auth'][ $crud ] ) ) {
				return null;
			}
			$marker   = '';
			$contract = $calls['auth'][ $crud ];
		} else {
			$markers = array_values( array_intersect( array_map( 'strval', array_keys( $post ) ), array_keys( $calls['dashboard'] ) ) );
			if ( count( $markers ) > 1 || ( $markers && '1' !== $post[ $markers[0] ] ) ) {
				return null;
			}
			$marker   = $markers ? $markers[0] : '';
			$contract = $markers ? $calls['dashboard'][ $marker ] : $calls['unmarked'];
		}
		// A file field may also come as text (no file chosen): that carries no file.
		$fields = self::fields( $post, $marker, array_merge( $contract['fields'], $contract['files'] ) );
		$files  = self::files( $request['files'], $contract['files'] );
		if ( null === $fields || null === $files ) {
			return null;
		}
		if ( ! self::on_checked_step( $fields, $contract ) ) {
			// A secret on a step where the bank does not check it is counted as no guess: it is not
			// forwarded either (the widget sends none there), so a bank that read it there anyway
			// would get no guess that costs nothing.
			$fields = array_diff_key( $fields, isset( $contract['secrets'] ) ? $contract['secrets'] : array() );
		}
		return compact( 'crud', 'marker', 'fields', 'files' );
	}

	/**
	 * A call's entry in the call list.
	 *
	 * @param array $call See call().
	 * @return array
	 */
	public static function contract( $call ) {
		$calls = self::calls();
		if ( '' !== $call['crud'] ) {
			return $calls['auth'][ $call['crud'] ];
		}
		return '' !== $call['marker'] ? $calls['dashboard'][ $call['marker'] ] : $calls['unmarked'];
	}

	/**
	 * Whether a call's fields are on the step where the bank checks its secrets (the call list's
	 * checked_when: userforgot's reset): every call without such a step is on it.
	 *
	 * @param array $fields   The call's fields.
	 * @param array $contract The call's entry in the call list.
	 * @return bool
	 */
	public static function on_checked_step( $fields, $contract ) {
		foreach ( isset( $contract['checked_when'] ) ? $contract['checked_when'] : array() as $field => $value ) {
			if ( ! isset( $fields[ $field ] ) || $value !== $fields[ $field ] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a call (call()) only reads, by the contract: it posts no field and no file, carries
	 * no secret and sends no email. Only such calls travel in a batch.
	 *
	 * @param array $call See call().
	 * @return bool
	 */
	public static function is_read( $call ) {
		$contract = self::contract( $call );
		return ! $contract['fields'] && ! $contract['files'] && empty( $contract['secrets'] ) && empty( $contract['sends_email'] );
	}

	/**
	 * The form's text fields when each is the call's own (or its marker, or the token the
	 * endpoint fills in), within the size cap, else null.
	 *
	 * @param array    $post    The posted fields.
	 * @param string   $marker  The dashboard call's marker, '' for none.
	 * @param string[] $allowed The call's fields.
	 * @return array|null
	 */
	private static function fields( $post, $marker, $allowed ) {
		$fields = array();
		$bytes  = 0;
		foreach ( $post as $name => $value ) {
			$name = (string) $name;
			if ( ! is_string( $value ) || ( $name !== $marker && Online_Banking_Portal_Widget_Facts::TOKEN_FIELD !== $name && ! in_array( $name, $allowed, true ) ) ) {
				return null;
			}
			$bytes += strlen( $name ) + strlen( $value );
			if ( $bytes > self::MAX_TEXT_BYTES ) {
				return null;
			}
			$fields[ $name ] = $value;
		}
		return $fields;
	}

	/**
	 * The uploaded files, by field, when each is one of the call's file fields and arrived
	 * whole, else null.
	 *
	 * @param array    $files   $_FILES.
	 * @param string[] $allowed The call's file fields.
	 * @return array|null name => array( path, filename, type ).
	 */
	private static function files( $files, $allowed ) {
		$out = array();
		foreach ( (array) $files as $name => $file ) {
			if ( ! in_array( (string) $name, $allowed, true ) || ! is_array( $file ) || ! isset( $file['tmp_name'], $file['name'], $file['error'] ) || ! is_string( $file['tmp_name'] ) ) {
				return null;
			}
			if ( UPLOAD_ERR_OK !== (int) $file['error'] || ! is_uploaded_file( $file['tmp_name'] ) ) {
				return null;
			}
			$out[ (string) $name ] = array(
				'path'     => $file['tmp_name'],
				'filename' => sanitize_file_name( (string) $file['name'] ),
				'type'     => isset( $file['type'] ) && preg_match( '#^[a-z]+/[a-z0-9.+-]+\z#i', (string) $file['type'] ) ? (string) $file['type'] : 'application/octet-stream',
			);
		}
		return $out;
	}
}
