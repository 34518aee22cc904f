<?php
/**
 * The site's endpoint of connection "site": the widget posts every call here, and the site
 * forwards it, server to server, to the bank's api/users.php. The bank's session token never
 * reaches the browser: it stays, sealed, in the plugin's session table, opened by a secret the
 * browser holds in an HttpOnly cookie, and a login's answer carries a marker in its place.
 *
 * The endpoint is a path below the app's base path ({base path}/connect), answered before
 * WordPress parses the request: it works where a plugin turns the REST API off, and its
 * cookie can be scoped to that one path.
 *
 * This class orchestrates; each job has a class of its own: the request checks (origin,
 * header, size, the contract's calls, fields and files), the session store (sealed, ended on
 * the server after inactivity), the client's address, the guesses a call makes and the throttle
 * that counts them (per address, account and kind; per account; per address), the scrubber (no
 * token in any answer), the forwarder (the one way to the bank) and the answers. No request
 * body is ever logged.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The endpoint: from a request to its answer.
 */
final class Online_Banking_Portal_Proxy {

	/** The endpoint's path below the base path. */
	const SEGMENT = 'connect';

	/** The session cookie's name; on an https site it carries the __Secure- prefix. */
	const COOKIE = 'online_banking_portal_session';

	/** The prefix browsers accept only with Secure, from a secure page. */
	const SECURE_PREFIX = '__Secure-';

	/** What a login answer carries instead of the bank's token. */
	const MARKER_PREFIX = Online_Banking_Portal_Widget_Facts::MARKER_PREFIX;

	/** A session kept with "Remember me": 30 days (the bank's token may end it sooner). */
	const REMEMBER_SECONDS = 2592000;

	/** A session without it: the browser forgets the cookie when it closes; the site after 12 hours. */
	const SESSION_SECONDS = 43200;

	/** The endpoint's priority on setup_theme: before any other plugin's callback there. */
	const EARLY = -1000;

	/**
	 * Hooks: the endpoint answers at setup_theme, the first hook after WordPress has loaded the
	 * plugins and slashed the request's input (which handle() unslashes), with the database, the
	 * salts and the options at hand: before the theme loads and before init, so neither the theme,
	 * other plugins' init, the REST API nor the rewrite rules cost it anything. Then the session
	 * table kept at its schema; its scheduled cleaning.
	 */
	public static function init() {
		add_action( 'setup_theme', array( __CLASS__, 'intercept' ), self::EARLY );
		add_action( 'plugins_loaded', array( 'Online_Banking_Portal_Session_Store', 'maybe_install' ) );
		add_action( Online_Banking_Portal_Session_Store::CLEANUP_HOOK, array( 'Online_Banking_Portal_Session_Store', 'cleanup' ) );
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
	 * Whether the site's own address is https: then the cookie is Secure, whatever the
	 * connection between a TLS-ending proxy and this server says.
	 *
	 * @return bool
	 */
	public static function secure_site() {
		return 'https' === strtolower( (string) wp_parse_url( home_url( '/' ), PHP_URL_SCHEME ) ) || is_ssl();
	}

	/**
	 * The session cookie's name on this site.
	 *
	 * @return string
	 */
	public static function cookie_name() {
		return ( self::secure_site() ? self::SECURE_PREFIX : '' ) . self::COOKIE;
	}

	/**
	 * Answers the endpoint's requests and ends them there; any other request goes on. Before
	 * init, so the plugin's words (and WordPress's own, for "14 mins") are loaded here.
	 */
	public static function intercept() {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		// Connecting directly, the site has no endpoint: nothing of it answers.
		if ( (string) wp_parse_url( $uri, PHP_URL_PATH ) !== self::path() || 'site' !== Online_Banking_Portal_Options::connection() ) {
			return;
		}
		if ( ! is_textdomain_loaded( 'default' ) ) {
			load_default_textdomain();
		}
		Online_Banking_Portal_Plugin::load_textdomain();
		Online_Banking_Portal_Session_Store::maybe_install();
		Online_Banking_Portal_Throttle::maybe_install();
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
		$name  = self::cookie_name();
		$other = self::SECURE_PREFIX . self::COOKIE === $name ? self::COOKIE : self::SECURE_PREFIX . self::COOKIE;
		// phpcs:disable WordPress.Security.NonceVerification -- the same-origin check and the widget's header stand for a nonce (a page cache would serve a stale one).
		return array(
			'method'         => isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( (string) $_SERVER['REQUEST_METHOD'] ) : 'GET', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			'headers'        => $headers,
			'query'          => wp_unslash( $_GET ),
			'post'           => wp_unslash( $_POST ),
			'files'          => $_FILES,
			// A cookie sent as a list (name[]=…) names no session: ignored, quietly.
			'cookie'         => isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) ? $_COOKIE[ $name ] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			'stale_cookie'   => isset( $_COOKIE[ $other ] ),
			'content_length' => isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0,
			'remote_addr'    => isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated as an address (Online_Banking_Portal_Client_Address).
			'device'         => Online_Banking_Portal_Device::from_request(),
		);
		// phpcs:enable
	}

	/**
	 * The answer to one request: status, headers, cookies and JSON body. No output, no exit:
	 * the tests call it. A pipeline of named steps: check (what is refused before anything is
	 * read), prepare (the call, its session, its guesses counted: an answer when it ends here),
	 * forward (the bank), finish (the bank's answer as the widget gets it). A batch of reads
	 * (Online_Banking_Portal_Batch) runs the same steps: prepare for each call, one forward for
	 * all of them at once, finish for each.
	 *
	 * @param array $request method, headers (lower-case names), query, post, files, cookie (the
	 *                       session cookie's value), stale_cookie (the cookie under its other
	 *                       name was sent), content_length, remote_addr, device (the device
	 *                       cookie's value).
	 * @return array status, headers, cookies (name, value, options for setcookie()), body.
	 */
	public static function handle( $request ) {
		$request = self::request( $request );
		$refused = self::check( $request );
		if ( $refused ) {
			return $refused;
		}
		if ( isset( $request['query'][ Online_Banking_Portal_Widget_Facts::BATCH_QUERY ] ) ) {
			return Online_Banking_Portal_Batch::handle( $request );
		}
		$prepared = self::prepare( $request );
		if ( isset( $prepared['answer'] ) ) {
			return $prepared['answer'];
		}
		return self::finish( $prepared, self::forward( $prepared ) );
	}

	/**
	 * A request with every key handle() reads.
	 *
	 * @param array $request See handle().
	 * @return array
	 */
	public static function request( $request ) {
		return $request + array(
			'method'         => 'GET',
			'headers'        => array(),
			'query'          => array(),
			'post'           => array(),
			'files'          => array(),
			'cookie'         => '',
			'stale_cookie'   => false,
			'content_length' => 0,
			'remote_addr'    => '',
			'device'         => '',
		);
	}

	/**
	 * Step 1: why a request is refused before anything of it is read (method, the widget's
	 * header, the site's own origin, the query's names), or null.
	 *
	 * @param array $request See handle().
	 * @return array|null An answer.
	 */
	public static function check( $request ) {
		return Online_Banking_Portal_Request_Checks::refusal( $request );
	}

	/**
	 * Step 2: the endpoint's own session actions, the size limits, the contract's call, the
	 * bank's address, the session (its marker checked, the bank's token put in its place) and the
	 * guesses counted. Either array( 'answer' => the answer, when the request ends here ) or the
	 * call ready for forward() and finish(): request, call, session, client, guess, url.
	 *
	 * @param array $request See handle().
	 * @return array
	 */
	public static function prepare( $request ) {
		if ( isset( $request['query'][ Online_Banking_Portal_Widget_Facts::SESSION_FIELD ] ) ) {
			return array( 'answer' => self::session_action( $request ) );
		}
		$too_large = Online_Banking_Portal_Request_Checks::too_large( $request );
		if ( $too_large ) {
			return array( 'answer' => $too_large );
		}
		$call = Online_Banking_Portal_Request_Checks::call( $request );
		if ( null === $call ) {
			return array( 'answer' => self::answer( 400, Online_Banking_Portal_Answer::not_ours() ) );
		}
		$api_base = Online_Banking_Portal_Options::api_base();
		if ( '' === $api_base ) {
			return array( 'answer' => self::answer( 503, array( 'message' => __( 'Online banking is not set up yet: the bank\'s address is missing.', 'online-banking-portal' ) ) ) );
		}
		$session = null;
		if ( array_key_exists( Online_Banking_Portal_Widget_Facts::TOKEN_FIELD, $call['fields'] ) ) {
			$session = Online_Banking_Portal_Session_Store::open( $request['cookie'] );
			// No session, one ended by inactivity, or a marker that is not this session's (a
			// cookie planted from another port or subdomain): signed out, as the bank would say.
			if ( ! $session || ! hash_equals( $session['marker'], $call['fields'][ Online_Banking_Portal_Widget_Facts::TOKEN_FIELD ] ) ) {
				return array( 'answer' => self::end_session( $request, 401, array( 'message' => __( 'Your session has ended. Please sign in again.', 'online-banking-portal' ) ) ) );
			}
			$call['fields'][ Online_Banking_Portal_Widget_Facts::TOKEN_FIELD ] = $session['jwt'];
		}
		$crud     = $call['crud'];
		$prepared = compact( 'request', 'call', 'session' ) + array( 'url' => $api_base . Online_Banking_Portal_Widget_Facts::BANK_SCRIPT . ( '' === $crud ? '' : '?' . Online_Banking_Portal_Widget_Facts::CRUD_FIELD . '=' . rawurlencode( $crud ) ) );
		return self::count_guess( $prepared );
	}

	/**
	 * Step 2's end: the client's address, and the guess or the email the call makes counted
	 * against it before anything reaches the bank; too many, and the call ends here.
	 *
	 * @param array $prepared request, call, session, url (prepare()).
	 * @return array The call with client and guess, or array( 'answer' => 429 ).
	 */
	private static function count_guess( $prepared ) {
		$request = $prepared['request'];
		$call    = $prepared['call'];
		$session = $prepared['session'];

		$client = Online_Banking_Portal_Client_Address::of( $request['remote_addr'], isset( $request['headers']['x-forwarded-for'] ) ? $request['headers']['x-forwarded-for'] : '', Online_Banking_Portal_Options::trusted_proxies() );
		Online_Banking_Portal_Client_Address::note_unlisted_proxy( $request['remote_addr'], $request['headers'], Online_Banking_Portal_Options::trusted_proxies() );
		$guess  = Online_Banking_Portal_Guesses::of( $call, $session, $request['device'] );
		$wait   = 0;
		if ( Online_Banking_Portal_Guesses::sends_email( $call ) ) {
			$account  = Online_Banking_Portal_Guesses::account( $call, $session );
			$spelling = Online_Banking_Portal_Guesses::spelling( $call, $session );
			$wait     = Online_Banking_Portal_Throttle::email( $client, null, $account, '' !== $call['crud'] ? Online_Banking_Portal_Device::id_for( $request['device'], $spelling ) : '', $spelling );
		}
		if ( 0 === $wait && null !== $guess ) {
			$wait = Online_Banking_Portal_Throttle::guess( $client, $guess['account'], $guess['kinds'], null, $guess['device'], $guess['spelling'] );
		}
		if ( $wait > 0 ) {
			return array( 'answer' => Online_Banking_Portal_Answer::too_many( $wait ) );
		}
		return $prepared + compact( 'client', 'guess' );
	}

	/**
	 * Step 3: the call to the bank (Online_Banking_Portal_Forwarder::post()).
	 *
	 * @param array $prepared See prepare().
	 * @return array|WP_Error The bank's response.
	 */
	public static function forward( $prepared ) {
		return Online_Banking_Portal_Forwarder::post( $prepared['url'], $prepared['call']['fields'], $prepared['call']['files'], $prepared['client'] );
	}

	/**
	 * Step 4: the bank's response as the widget gets it: 504 when none came, a 401 ending the
	 * session, nothing of an answer that is not JSON, the guess forgiven by a right answer, a
	 * sign-in's token kept here behind a marker, and no token anywhere in the body.
	 *
	 * @param array          $prepared See prepare().
	 * @param array|WP_Error $response The bank's response (forward()).
	 * @return array
	 */
	public static function finish( $prepared, $response ) {
		$request = $prepared['request'];
		$call    = $prepared['call'];
		$crud    = $call['crud'];
		$fields  = $call['fields'];
		$session = $prepared['session'];
		$client  = $prepared['client'];
		$guess   = $prepared['guess'];
		$query   = $request['query'];
		if ( is_wp_error( $response ) ) {
			return self::answer( 504, array( 'message' => __( 'We could not reach the bank. Please try again in a moment.', 'online-banking-portal' ) ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$tokens = $session ? array( $session['jwt'] ) : array();
		if ( 401 === $status && '' === $crud ) {
			return self::end_session( $request, 401, is_array( $body ) ? self::scrubbed( $body, $tokens ) : array() );
		}
		if ( ! is_array( $body ) ) {
			// Not JSON: nothing of it is passed on (it could hold anything); the widget says it could not read it.
			return self::answer( $status >= 400 ? $status : 502, array() );
		}
		$signed_in = Online_Banking_Portal_Guesses::gives_token( $call ) && Online_Banking_Portal_Guesses::signs_in( $status, $body );
		if ( Online_Banking_Portal_Guesses::gives_token( $call ) && '' !== Online_Banking_Portal_Guesses::token( $body ) ) {
			// Kept or refused, the token the bank gave reaches the page nowhere.
			$tokens[] = Online_Banking_Portal_Guesses::token( $body );
		}
		if ( null !== $guess ) {
			Online_Banking_Portal_Guesses::settle( $guess, $client, $status, $body );
		}
		$cookies = array();
		if ( $signed_in ) {
			$remember    = isset( $query[ Online_Banking_Portal_Widget_Facts::REMEMBER_FIELD ] ) && '1' === (string) $query[ Online_Banking_Portal_Widget_Facts::REMEMBER_FIELD ];
			// The session's account as the bank spells it when its answer says (the widget reads
			// that email first too): in-session guesses are counted against it, however it was typed.
			$account     = isset( $body['email'] ) && is_string( $body['email'] ) && '' !== Online_Banking_Portal_Account::normalise( $body['email'] ) ? $body['email'] : ( isset( $fields['email'] ) ? $fields['email'] : '' );
			$body[ Online_Banking_Portal_Widget_Facts::JWT_FIELD ] = self::start_session( $body[ Online_Banking_Portal_Widget_Facts::JWT_FIELD ], $account, $remember, $request, $cookies );
			// This browser now has a budget of its own for this account's sign-ins (device cookie).
			// For the address as she typed it: a look-alike the account key merges earns nothing here.
			$cookies[] = Online_Banking_Portal_Device::cookie( $request['device'], Online_Banking_Portal_Guesses::spelling( $call, $session ) );
		}
		return self::answer( $status, self::scrubbed( $body, $tokens ), $cookies );
	}

	/**
	 * The endpoint's own actions on the session it holds, which reach no bank: end, keep.
	 *
	 * @param array $request See handle().
	 * @return array
	 */
	private static function session_action( $request ) {
		$action = $request['query'][ Online_Banking_Portal_Widget_Facts::SESSION_FIELD ];
		if ( Online_Banking_Portal_Widget_Facts::SESSION_END === $action ) {
			return self::end_session( $request, 200, array( 'status' => true ) );
		}
		return Online_Banking_Portal_Widget_Facts::SESSION_KEEP === $action ? self::keep_session( $request ) : self::answer( 400, Online_Banking_Portal_Answer::not_ours() );
	}

	/**
	 * The customer is still at work in the widget (typing a long form, no call): the session's
	 * inactivity is counted from the last input the widget saw, "idle" seconds ago, so the session
	 * ends here when it ends there. Only the marker and that age are read; the bank is not called.
	 *
	 * @param array $request See handle().
	 * @return array
	 */
	private static function keep_session( $request ) {
		$post = $request['post'];
		$token = Online_Banking_Portal_Widget_Facts::TOKEN_FIELD;
		$idle  = Online_Banking_Portal_Widget_Facts::IDLE_FIELD;
		if ( array_diff( array_keys( $post ), array( $token, $idle ) ) || $request['files'] || ! isset( $post[ $token ], $post[ $idle ] ) || ! is_string( $post[ $token ] ) || ! is_string( $post[ $idle ] ) || ! ctype_digit( $post[ $idle ] ) ) {
			return self::answer( 400, Online_Banking_Portal_Answer::not_ours() );
		}
		$session = Online_Banking_Portal_Session_Store::open( $request['cookie'], null, (int) $post[ $idle ] );
		if ( ! $session || ! hash_equals( $session['marker'], $post[ $token ] ) ) {
			return self::end_session( $request, 401, array( 'message' => __( 'Your session has ended. Please sign in again.', 'online-banking-portal' ) ) );
		}
		return self::answer( 200, array( 'status' => true ) );
	}

	/**
	 * Keeps a token in a new session (the one this browser held before ends) and gives the
	 * marker that stands for it.
	 *
	 * @param string $jwt      The bank's token.
	 * @param string $email    The account, as the customer typed it.
	 * @param bool   $remember Whether the session outlives the browser.
	 * @param array  $request  See handle().
	 * @param array  $cookies  The answer's cookies, added to.
	 * @return string The marker.
	 */
	private static function start_session( $jwt, $email, $remember, $request, &$cookies ) {
		$marker    = self::MARKER_PREFIX . bin2hex( random_bytes( 8 ) );
		$lifetime  = $remember ? self::REMEMBER_SECONDS : self::SESSION_SECONDS;
		$value     = Online_Banking_Portal_Session_Store::create( $jwt, $marker, $email, $lifetime, $request['cookie'] );
		$cookies[] = self::cookie( $value, $remember ? time() + $lifetime : 0 );
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
		Online_Banking_Portal_Session_Store::delete( $request['cookie'] );
		$cookies = '' === $request['cookie'] ? array() : array( self::cookie( '', 1 ) );
		if ( $request['stale_cookie'] ) {
			// The first releases' name, or the other one after the site's address changed scheme.
			$stale                      = self::cookie( '', 1 );
			$stale['name']              = self::cookie_name() === self::COOKIE ? self::SECURE_PREFIX . self::COOKIE : self::COOKIE;
			$stale['options']['secure'] = $stale['options']['secure'] || 0 === strpos( $stale['name'], self::SECURE_PREFIX );
			$cookies[]                  = $stale;
		}
		return self::answer( $status, $body, $cookies );
	}

	/**
	 * The session cookie: HttpOnly, SameSite=Strict, sent only to the endpoint, Secure (and
	 * named with __Secure-) whenever the site's address is https.
	 *
	 * @param string $value   The cookie's value ('' to expire it).
	 * @param int    $expires A timestamp, 0 for a session cookie, 1 to expire it.
	 * @return array name, value, options (setcookie()'s).
	 */
	public static function cookie( $value, $expires ) {
		return array(
			'name'    => self::cookie_name(),
			'value'   => $value,
			'options' => array(
				'expires'  => $expires,
				'path'     => self::path(),
				'secure'   => self::secure_site(),
				'httponly' => true,
				'samesite' => 'Strict',
			),
		);
	}

	/**
	 * An answer's body without the session's tokens anywhere, keeping the endpoint's marker.
	 *
	 * @param array    $body   The bank's answer.
	 * @param string[] $tokens The tokens of this session.
	 * @return array
	 */
	private static function scrubbed( $body, $tokens ) {
		return Online_Banking_Portal_Scrubber::scrub( $body, $tokens, self::MARKER_PREFIX );
	}

	/**
	 * An answer, never cached (Online_Banking_Portal_Answer::make()).
	 *
	 * @param int   $status  HTTP status.
	 * @param array $body    JSON body.
	 * @param array $cookies Cookies (see cookie()).
	 * @return array
	 */
	private static function answer( $status, $body, $cookies = array() ) {
		return Online_Banking_Portal_Answer::make( $status, $body, $cookies );
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
