<?php
/**
 * The site's endpoint of connection "site": the widget posts every call here, and the site
 * forwards it, server to server, to the bank's api/users.php. The bank's session token never
 * reaches the browser: it stays in a transient, named by a random session id the browser holds
 * in an HttpOnly cookie, and a login's answer carries a marker in its place.
 *
 * The endpoint is a path below the app's base path ({base path}/connect), answered before
 * WordPress parses the request: it works where a plugin turns the REST API off, and its
 * cookie can be scoped to that one path.
 *
 * Not an open proxy, not a CSRF target: only POST, only the bank's address of the settings and
 * api/users.php, only the calls and fields the widget makes (the lists below are a copy of
 * src/api/calls.ts, held to it by tests/unit/api/calls.test.ts), only same-origin requests
 * carrying the widget's header; the visitor's cookies and headers are never forwarded, and no
 * request body is ever logged.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The endpoint: request checks, forwarding, the server-side session.
 */
final class Online_Banking_Portal_Proxy {

	/** The endpoint's path below the base path. */
	const SEGMENT = 'connect';

	/** The header the widget sets (a cross-site form cannot, a cross-site fetch must ask first). */
	const HEADER = 'x-bank-widget';

	/** The session id's cookie. */
	const COOKIE = 'online_banking_portal_session';

	/** What a login answer carries instead of the bank's token. */
	const MARKER_PREFIX = 'site:';

	/** Seconds the bank has to answer. */
	const TIMEOUT = 30;

	/** A session kept with "Remember me": 30 days (the bank's token may end it sooner). */
	const REMEMBER_SECONDS = 2592000;

	/** A session without it: the browser forgets the cookie when it closes; the site after 12 hours. */
	const SESSION_SECONDS = 43200;

	/** The text fields of one call, together, at most (a transfer's note is the longest). */
	const MAX_TEXT_BYTES = 65536;

	/** One file, at most, whatever PHP would accept. */
	const MAX_FILE_BYTES = 10485760;

	/** The bank's answer, at most. */
	const MAX_ANSWER_BYTES = 8388608;

	/**
	 * The crud actions of auth calls (src/api/calls.ts AUTH_CALLS).
	 *
	 * @var string[]
	 */
	const AUTH_CALLS = array( 'userlogin', 'newuser', 'userforgot', 'verifyuser', 'resendforgotcode', 'resendconfirmcode', 'submit_verification', 'getdocs' );

	/**
	 * The auth calls whose answer holds a session token (a login, a verified email).
	 *
	 * @var string[]
	 */
	const SIGN_IN_CALLS = array( 'userlogin', 'verifyuser' );

	/**
	 * The marker fields of dashboard calls (src/api/calls.ts DASHBOARD_MARKERS).
	 *
	 * @var string[]
	 */
	const DASHBOARD_MARKERS = array( 'getinstituition', 'getstatement2', 'pincheck', 'getstatement', 'getprofile', 'getcontact', 'getnotifications', 'gettrslist', 'getperc', 'getupgradeform', 'getmpcform', 'getfdcform', 'getcdform', 'updatepin', 'updateprofile', 'updatepic', 'updateemail', 'updatepwd', 'supdatepin', 'mnotificationar', 'newupgrade', 'newmpc', 'newfdc', 'newtrs', 'confirmmypin', 'confirmtpin', 'newcd' );

	/**
	 * The fields calls post besides markers (src/api/calls.ts CALL_FIELDS).
	 *
	 * @var string[]
	 */
	const CALL_FIELDS = array( 'token', 'email', 'password', 'first_name', 'last_name', 'username', 'fullname', 'action', 'new_password', 'reset_code', 'ver_code', 'country', 'phone', 'home_address', 'pic', 'type', 'idcardFront', 'idcardBack', 'pin', 'gender', 'dob', 'marital_status', 'next_of_kin', 'profilePic', 'c_pwd', 'n_pwd', 'con_pwd', 'id', 'plan', 'amount', 'depositPic', 'fixedDepositPic', 'purpose', 'bank', 'swift', 'currency', 'routing', 'act_no', 'act_hold_name', 'note', 'extra' );

	/**
	 * The query parameters the endpoint reads: the bank's crud, and its own remember and session.
	 *
	 * @var string[]
	 */
	const QUERY = array( 'crud', 'remember', 'session' );

	/**
	 * Hooks: before WordPress parses the request, so neither the REST API nor the rewrite rules matter.
	 */
	public static function init() {
		add_filter( 'do_parse_request', array( __CLASS__, 'intercept' ), 0 );
	}

	/**
	 * The endpoint's path as the browser sees it, e.g. "/blog/wp-user/connect".
	 *
	 * @return string
	 */
	public static function path() {
		return Online_Banking_Portal_Router::browser_base_path() . '/' . self::SEGMENT;
	}

	/**
	 * Answers the endpoint's requests and ends them there; any other request goes on.
	 *
	 * @param bool $parse Whether WordPress should parse the request.
	 * @return bool
	 */
	public static function intercept( $parse ) {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		// Connecting directly, the site has no endpoint: nothing of it answers.
		if ( (string) wp_parse_url( $uri, PHP_URL_PATH ) !== self::path() || 'site' !== Online_Banking_Portal_Options::connection() ) {
			return $parse;
		}
		self::send( self::handle( self::current_request() ) );
		exit;
	}

	/**
	 * This request, as handle() reads it.
	 *
	 * @return array
	 */
	private static function current_request() {
		$headers = array();
		foreach ( $_SERVER as $key => $value ) {
			if ( 0 === strpos( $key, 'HTTP_' ) && is_string( $value ) ) {
				$headers[ strtolower( str_replace( '_', '-', substr( $key, 5 ) ) ) ] = $value;
			}
		}
		// phpcs:disable WordPress.Security.NonceVerification -- the same-origin check and the widget's header stand for a nonce (a page cache would serve a stale one).
		return array(
			'method'         => isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( (string) $_SERVER['REQUEST_METHOD'] ) : 'GET', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			'headers'        => $headers,
			'query'          => wp_unslash( $_GET ),
			'post'           => wp_unslash( $_POST ),
			'files'          => $_FILES,
			'cookie'         => isset( $_COOKIE[ self::COOKIE ] ) ? (string) $_COOKIE[ self::COOKIE ] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			'content_length' => isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0,
			'https'          => is_ssl(),
		);
		// phpcs:enable
	}

	/**
	 * The answer to one request: status, headers, cookies and JSON body. No output, no exit:
	 * the tests call it.
	 *
	 * @param array $request method, headers (lower-case names), query, post, files, cookie (the session id), content_length, https.
	 * @return array status, headers, cookies (name, value, options for setcookie()), body.
	 */
	public static function handle( $request ) {
		$request += array(
			'method'         => 'GET',
			'headers'        => array(),
			'query'          => array(),
			'post'           => array(),
			'files'          => array(),
			'cookie'         => '',
			'content_length' => 0,
			'https'          => false,
		);
		$refused = self::refusal( $request );
		if ( $refused ) {
			return $refused;
		}
		$query = $request['query'];
		if ( isset( $query['session'] ) ) {
			return 'end' === $query['session'] ? self::end_session( $request, 200, array( 'status' => true ) ) : self::answer( 400, array( 'message' => __( 'This request is not one online banking makes.', 'online-banking-portal' ) ) );
		}
		$too_large = self::too_large( $request );
		if ( $too_large ) {
			return $too_large;
		}
		$crud   = isset( $query['crud'] ) ? (string) $query['crud'] : '';
		$fields = self::fields( $request['post'], '' === $crud );
		$files  = self::files( $request['files'] );
		if ( null === $fields || null === $files || ( '' !== $crud && ! in_array( $crud, self::AUTH_CALLS, true ) ) ) {
			return self::answer( 400, array( 'message' => __( 'This request is not one online banking makes.', 'online-banking-portal' ) ) );
		}
		$api_base = Online_Banking_Portal_Options::api_base();
		if ( '' === $api_base ) {
			return self::answer( 503, array( 'message' => __( 'Online banking is not set up yet: the bank\'s address is missing.', 'online-banking-portal' ) ) );
		}

		$session = self::session( $request['cookie'] );
		if ( array_key_exists( 'token', $fields ) ) {
			if ( ! $session ) {
				// Nothing to send for this browser: its session is over here, as the bank would say.
				return self::end_session( $request, 401, array( 'message' => __( 'Your session has ended. Please sign in again.', 'online-banking-portal' ) ) );
			}
			$fields['token'] = $session['jwt'];
		}

		$response = self::forward( $api_base . '/api/users.php' . ( '' === $crud ? '' : '?crud=' . rawurlencode( $crud ) ), $fields, $files, $request );
		if ( is_wp_error( $response ) ) {
			return self::answer( 504, array( 'message' => __( 'We could not reach the bank. Please try again in a moment.', 'online-banking-portal' ) ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 401 === $status && '' === $crud ) {
			return self::end_session( $request, 401, is_array( $body ) ? self::without_tokens( $body ) : array() );
		}
		if ( ! is_array( $body ) ) {
			// Not JSON: nothing of it is passed on (it could hold anything); the widget says it could not read it.
			return self::answer( $status >= 400 ? $status : 502, array() );
		}
		$cookies = array();
		if ( in_array( $crud, self::SIGN_IN_CALLS, true ) && isset( $body['jwt'] ) && is_string( $body['jwt'] ) && '' !== $body['jwt'] ) {
			$remember    = isset( $query['remember'] ) && '1' === (string) $query['remember'];
			$body['jwt'] = self::start_session( $body['jwt'], $remember, $request, $cookies );
		}
		return self::answer( $status, self::without_tokens( $body ), $cookies );
	}

	/**
	 * Why a request is refused before anything else is read, or null.
	 *
	 * @param array $request See handle().
	 * @return array|null
	 */
	private static function refusal( $request ) {
		$not_ours = array( 'message' => __( 'This request is not one online banking makes.', 'online-banking-portal' ) );
		if ( 'POST' !== $request['method'] ) {
			$answer                     = self::answer( 405, $not_ours );
			$answer['headers']['Allow'] = 'POST';
			return $answer;
		}
		$headers = $request['headers'];
		if ( ! isset( $headers[ self::HEADER ] ) || '1' !== $headers[ self::HEADER ] || ! self::same_origin( $headers ) ) {
			return self::answer( 403, $not_ours );
		}
		foreach ( array_keys( (array) $request['query'] ) as $name ) {
			if ( ! in_array( $name, self::QUERY, true ) || ! is_string( $request['query'][ $name ] ) ) {
				return self::answer( 400, $not_ours );
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
	 * @param array $request See handle().
	 * @return array|null
	 */
	private static function too_large( $request ) {
		$post_max = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $post_max > 0 && $request['content_length'] > $post_max ) {
			return self::limit_answer( 'post_max_size', '' );
		}
		foreach ( (array) $request['files'] as $name => $file ) {
			$error = is_array( $file ) && isset( $file['error'] ) ? (int) $file['error'] : 0;
			$size  = is_array( $file ) && isset( $file['size'] ) ? (int) $file['size'] : 0;
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
		return self::answer( 413, $body );
	}

	/**
	 * The form's text fields when every one is a field the widget posts, else null. A
	 * dashboard call may carry one marker, posted as "1".
	 *
	 * @param array $post      The posted fields.
	 * @param bool  $dashboard Whether markers are allowed.
	 * @return array|null
	 */
	private static function fields( $post, $dashboard ) {
		$fields  = array();
		$markers = 0;
		$bytes   = 0;
		foreach ( (array) $post as $name => $value ) {
			$name = (string) $name;
			if ( ! is_string( $value ) ) {
				return null;
			}
			if ( $dashboard && in_array( $name, self::DASHBOARD_MARKERS, true ) ) {
				if ( '1' !== $value || ++$markers > 1 ) {
					return null;
				}
			} elseif ( ! in_array( $name, self::CALL_FIELDS, true ) ) {
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
	 * The uploaded files, by field, when every one is a field the widget posts and arrived
	 * whole, else null.
	 *
	 * @param array $files $_FILES.
	 * @return array|null name => array( path, filename, type ).
	 */
	private static function files( $files ) {
		$out = array();
		foreach ( (array) $files as $name => $file ) {
			if ( ! in_array( (string) $name, self::CALL_FIELDS, true ) || ! is_array( $file ) || ! isset( $file['tmp_name'], $file['name'], $file['error'] ) || ! is_string( $file['tmp_name'] ) ) {
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

	/**
	 * Posts the call to the bank, multipart as the widget would: only the fields and files
	 * given, none of the visitor's cookies or headers, no redirect followed.
	 *
	 * @param string $url     The bank's api/users.php, with its crud.
	 * @param array  $fields  Text fields.
	 * @param array  $files   Files (see files()).
	 * @param array  $request See handle().
	 * @return array|WP_Error
	 */
	private static function forward( $url, $fields, $files, $request ) {
		$boundary = 'obp' . bin2hex( random_bytes( 16 ) );
		$body     = '';
		foreach ( $fields as $name => $value ) {
			$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"\r\n\r\n$value\r\n";
		}
		foreach ( $files as $name => $file ) {
			$contents = file_get_contents( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
			$filename = str_replace( array( '"', "\r", "\n" ), '', $file['filename'] );
			$body    .= "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"; filename=\"$filename\"\r\nContent-Type: {$file['type']}\r\n\r\n$contents\r\n";
		}
		$body   .= "--$boundary--\r\n";
		$headers = array(
			'Content-Type' => 'multipart/form-data; boundary=' . $boundary,
			'Accept'       => 'application/json',
		);
		/**
		 * Whether the bank is told the customer's address (X-Forwarded-For), which it otherwise
		 * sees as this site's. Off by default: turn it on when the bank's rules need it.
		 *
		 * @param bool $forward Whether to forward it.
		 */
		if ( apply_filters( 'online_banking_portal_forward_client_address', false ) && isset( $_SERVER['REMOTE_ADDR'] ) && filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ), FILTER_VALIDATE_IP ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated as an IP address.
			$headers['X-Forwarded-For'] = (string) wp_unslash( $_SERVER['REMOTE_ADDR'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		}
		return wp_remote_post(
			$url,
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 0,
				'headers'             => $headers,
				'cookies'             => array(),
				'body'                => $body,
				'limit_response_size' => self::MAX_ANSWER_BYTES,
			)
		);
	}

	/**
	 * The session this browser's cookie names, or null.
	 *
	 * @param string $id The session id from the cookie.
	 * @return array|null jwt, marker.
	 */
	private static function session( $id ) {
		if ( ! preg_match( '/^[a-f0-9]{64}\z/', $id ) ) {
			return null;
		}
		$session = get_transient( self::key( $id ) );
		return is_array( $session ) && isset( $session['jwt'] ) && is_string( $session['jwt'] ) ? $session : null;
	}

	/**
	 * The transient's name: a hash of the id, so the database never holds the cookie's value.
	 *
	 * @param string $id The session id.
	 * @return string
	 */
	private static function key( $id ) {
		return 'obp_session_' . substr( hash( 'sha256', $id ), 0, 40 );
	}

	/**
	 * Keeps a token under a new session id (the previous one of this browser, if any, is
	 * replaced by the cookie) and gives the marker that stands for it.
	 *
	 * @param string $jwt      The bank's token.
	 * @param bool   $remember Whether the session outlives the browser.
	 * @param array  $request  See handle().
	 * @param array  $cookies  The answer's cookies, added to.
	 * @return string The marker.
	 */
	private static function start_session( $jwt, $remember, $request, &$cookies ) {
		$previous = self::session( $request['cookie'] ) ? $request['cookie'] : '';
		if ( '' !== $previous ) {
			delete_transient( self::key( $previous ) );
		}
		$id       = bin2hex( random_bytes( 32 ) );
		$marker   = self::MARKER_PREFIX . bin2hex( random_bytes( 8 ) );
		$lifetime = $remember ? self::REMEMBER_SECONDS : self::SESSION_SECONDS;
		set_transient(
			self::key( $id ),
			array(
				'jwt'    => $jwt,
				'marker' => $marker,
			),
			$lifetime
		);
		$cookies[] = self::cookie( $id, $remember ? time() + $lifetime : 0, $request['https'] );
		return $marker;
	}

	/**
	 * Forgets this browser's session and expires its cookie.
	 *
	 * @param array $request See handle().
	 * @param int   $status  The answer's status.
	 * @param array $body    The answer's body.
	 * @return array
	 */
	private static function end_session( $request, $status, $body ) {
		if ( self::session( $request['cookie'] ) ) {
			delete_transient( self::key( $request['cookie'] ) );
		}
		return self::answer( $status, $body, '' === $request['cookie'] ? array() : array( self::cookie( '', 1, $request['https'] ) ) );
	}

	/**
	 * The session cookie: HttpOnly, SameSite=Strict, Secure on https, sent only to the endpoint.
	 *
	 * @param string $value   The session id ('' to expire it).
	 * @param int    $expires A timestamp, 0 for a session cookie, 1 to expire it.
	 * @param bool   $https   Whether the request came over https.
	 * @return array name, value, options (setcookie()'s).
	 */
	public static function cookie( $value, $expires, $https ) {
		return array(
			'name'    => self::COOKIE,
			'value'   => $value,
			'options' => array(
				'expires'  => $expires,
				'path'     => self::path(),
				'secure'   => (bool) $https,
				'httponly' => true,
				'samesite' => 'Strict',
			),
		);
	}

	/**
	 * An answer's body without any token the bank put in it besides the login's (already replaced).
	 *
	 * @param array $body The bank's answer.
	 * @return array
	 */
	private static function without_tokens( $body ) {
		unset( $body['token'] );
		if ( isset( $body['jwt'] ) && ( ! is_string( $body['jwt'] ) || 0 !== strpos( $body['jwt'], self::MARKER_PREFIX ) ) ) {
			unset( $body['jwt'] );
		}
		return $body;
	}

	/**
	 * An answer, never cached.
	 *
	 * @param int   $status  HTTP status.
	 * @param array $body    JSON body.
	 * @param array $cookies Cookies (see cookie()).
	 * @return array
	 */
	private static function answer( $status, $body, $cookies = array() ) {
		return array(
			'status'  => $status,
			'headers' => array(
				'Content-Type'           => 'application/json; charset=utf-8',
				'Cache-Control'          => 'no-store',
				'X-Content-Type-Options' => 'nosniff',
				'Referrer-Policy'        => 'no-referrer',
			),
			'cookies' => $cookies,
			'body'    => (object) $body,
		);
	}

	/**
	 * Sends an answer of handle().
	 *
	 * @param array $answer The answer.
	 */
	private static function send( $answer ) {
		status_header( $answer['status'] );
		nocache_headers();
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		foreach ( $answer['cookies'] as $cookie ) {
			setcookie( $cookie['name'], $cookie['value'], $cookie['options'] );
		}
		echo wp_json_encode( $answer['body'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON.
	}
}
