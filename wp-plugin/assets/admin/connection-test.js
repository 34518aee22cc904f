/**
 * Settings > Online Banking: "Test connection". From the site owner's browser, calls the
 * Banking API address in the field (saved or not) the way the customer area does: a multipart
 * POST to {address}/api/users.php?crud=userlogin, without cookies, asking for JSON. It signs in
 * with an address under .invalid, which no customer can have, and reads the refusal.
 *
 * It reports, in the status region beside the button (announced by screen readers): reachable
 * or not and how long the answer took; whether the browser let the site read the answer (CORS),
 * naming the origin the backend must allow; whether the answer is JSON in the contract's
 * shape. A browser hides why a cross-origin request failed: when it fails, the same request
 * is sent again in "no-cors" mode, which succeeds (unreadably) when the server answered, so
 * a refusal by CORS is told apart from no answer at all.
 *
 * Plain JavaScript, no dependency; its sentences come translated from PHP
 * (window.onlineBankingPortalConnectionTest, see Online_Banking_Portal_Settings).
 */
( function () {
	'use strict';
	var config = window.onlineBankingPortalConnectionTest;
	if ( ! config ) {
		return;
	}
	var button = document.getElementById( config.button );
	var field = document.getElementById( config.field );
	var result = document.getElementById( config.result );
	if ( ! button || ! field || ! result ) {
		return;
	}
	var text = config.text;
	var running = false;

	/** Fills %s, %d and %1$s-style placeholders, in order. */
	function format( template ) {
		var args = Array.prototype.slice.call( arguments, 1 );
		var next = 0;
		return template.replace( /%(?:(\d+)\$)?([sd])/g, function ( _, position, kind ) {
			var value = args[ position ? Number( position ) - 1 : next++ ];
			return kind === 'd' ? String( Math.round( Number( value ) ) ) : String( value );
		} );
	}

	function duration( ms ) {
		return ms < 1000 ? format( text.ms, ms ) : format( text.seconds, ( ms / 1000 ).toFixed( 1 ) );
	}

	/** The address the customer area would call, or '' when the field holds no http(s) address. */
	function endpoint( value ) {
		value = value.trim();
		if ( value === '' ) {
			return window.location.origin + '/api/users.php';
		}
		var url;
		try {
			url = new URL( value );
		} catch ( e ) {
			return '';
		}
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			return '';
		}
		return value.replace( /\/+$/, '' ) + '/api/users.php';
	}

	function body() {
		var form = new FormData();
		form.append( 'email', config.email );
		// Random, so that nothing about the site or its owner is in it.
		form.append( 'password', Math.random().toString( 36 ).slice( 2 ) + Math.random().toString( 36 ).slice( 2 ) );
		return form;
	}

	/** The sign-in answer's contract: usable with a jwt, an error, a message or a status (src/api/schemas.ts, LoginResponse). */
	function loginShaped( json ) {
		if ( ! json || typeof json !== 'object' || Array.isArray( json ) ) {
			return false;
		}
		var set = function ( v ) {
			return v !== undefined && v !== null && v !== '';
		};
		return Boolean( json.jwt ) || set( json.error ) || Boolean( json.message ) || set( json.status );
	}

	function show( ok, lines ) {
		var notice = document.createElement( 'div' );
		notice.className = 'notice inline ' + ( ok ? 'notice-success' : 'notice-error' );
		var head = document.createElement( 'p' );
		var strong = document.createElement( 'strong' );
		strong.textContent = ok ? text.works : text.fails;
		head.appendChild( strong );
		notice.appendChild( head );
		if ( lines.length ) {
			var list = document.createElement( 'ul' );
			lines.forEach( function ( line ) {
				var item = document.createElement( 'li' );
				item.textContent = line;
				list.appendChild( item );
			} );
			notice.appendChild( list );
		}
		result.replaceChildren( notice );
	}

	function say( message ) {
		var p = document.createElement( 'p' );
		p.textContent = message;
		result.replaceChildren( p );
	}

	function timed( url, options ) {
		var controller = new AbortController();
		var timer = setTimeout( function () {
			controller.abort();
		}, config.timeoutMs );
		options.signal = controller.signal;
		return fetch( url, options ).finally( function () {
			clearTimeout( timer );
		} );
	}

	function run() {
		var base = endpoint( field.value );
		if ( ! base ) {
			show( false, [ text.badAddress ] );
			return Promise.resolve();
		}
		var url = base + '?crud=userlogin';
		var origin = config.origin || window.location.origin;
		var corsLines = function () {
			var lines = [ format( text.corsRefused, origin ) ];
			if ( window.location.origin !== origin ) {
				lines.push( format( text.adminOrigin, window.location.origin ) );
			}
			return lines;
		};
		say( text.testing );
		var started = performance.now();
		return timed( url, { method: 'POST', body: body(), credentials: 'omit', headers: { Accept: 'application/json' } } ).then(
			function ( response ) {
				var took = duration( performance.now() - started );
				return response.text().then( function ( raw ) {
					var lines = [ format( text.reached, base, took ), format( text.corsOk, origin ) ];
					var json;
					var parsed = true;
					try {
						json = JSON.parse( raw );
					} catch ( e ) {
						parsed = false;
					}
					var ok = false;
					if ( response.status >= 400 ) {
						lines.push( format( text.httpError, response.status ) );
					} else if ( ! parsed ) {
						lines.push( text.notJson );
					} else if ( ! loginShaped( json ) ) {
						lines.push( text.wrongShape );
					} else {
						lines.push( text.json );
						ok = true;
					}
					show( ok, lines );
				} );
			},
			function ( error ) {
				var took = performance.now() - started;
				if ( error && error.name === 'AbortError' ) {
					show( false, [ format( text.timeout, base, duration( took ) ) ] );
					return;
				}
				if ( window.location.protocol === 'https:' && /^http:/i.test( base ) ) {
					show( false, [ format( text.mixed, base ) ] );
					return;
				}
				// The same call, unreadable by design: it only succeeds if the server answered.
				return timed( url, { method: 'POST', body: body(), credentials: 'omit', mode: 'no-cors' } ).then(
					function () {
						show( false, [ format( text.reached, base, duration( took ) ) ].concat( corsLines(), [ text.noJsonCheck ] ) );
					},
					function () {
						show( false, [ format( text.unreachable, base ) ] );
					}
				);
			}
		).catch( function () {
			// The answer broke off while it was read.
			show( false, [ format( text.unreachable, base ) ] );
		} );
	}

	button.hidden = false;
	button.addEventListener( 'click', function () {
		// A second click while a test runs would announce twice; the button stays focusable.
		if ( running ) {
			return;
		}
		running = true;
		button.setAttribute( 'aria-disabled', 'true' );
		run().finally( function () {
			running = false;
			button.removeAttribute( 'aria-disabled' );
		} );
	} );
} )();
