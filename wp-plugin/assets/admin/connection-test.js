/**
 * Settings > Online Banking: "Test connection", on the path the chosen connection uses.
 *
 * Through this site: asks the site's server (admin-ajax, Online_Banking_Portal_Connection_Check::test_site())
 * to make the test sign-in server to server, then checks from the browser that the site's
 * endpoint answers (its sign-out, which reaches no bank).
 *
 * Directly: from the site owner's browser, calls the
 * Banking API address in the field (saved or not) the way the customer area does: a multipart
 * POST to the bank's script below {address} with the sign-in's query (config.script, config.signIn, from
 * the widget's source through the plugin's generated facts), without cookies, asking for JSON. It signs in
 * with an address under .invalid, which no customer can have, and reads the refusal.
 *
 * It reports, in the status region beside the button (announced by screen readers): reachable
 * or not and how long the answer took; whether the browser let the site read the answer (CORS),
 * naming the origin the backend must allow; whether the answer is JSON in the contract's
 * shape. A browser hides why a cross-origin request failed: when it fails, the same request
 * is sent again in "no-cors" mode, which succeeds (unreadably) when the server answered, so
 * a refusal by CORS is told apart from no answer at all.
 *
 * The answer read is judged by the site (admin-ajax, Online_Banking_Portal_Connection_Check::verdict()),
 * which applies the widget's rule of a usable sign-in answer: this script holds no rule of its own.
 *
 * Plain JavaScript, no dependency; its sentences and the facts it names come from PHP
 * (window.onlineBankingPortalConnectionTest, see Online_Banking_Portal_Connection_Test::config()).
 */
( function () {
	'use strict';
	var config = window.onlineBankingPortalConnectionTest;
	if ( ! config ) {
		return;
	}
	var button = document.getElementById( config.button );
	var field = document.getElementById( config.field );
	var mode = document.getElementById( config.mode );
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
			return window.location.origin + config.script;
		}
		var url;
		try {
			url = new URL( value );
		} catch ( _error ) {
			return '';
		}
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			return '';
		}
		return value.replace( /\/+$/, '' ) + config.script;
	}

	function body() {
		var form = new FormData();
		form.append( 'email', config.email );
		// Random, so that nothing about the site or its owner is in it.
		form.append( 'password', Math.random().toString( 36 ).slice( 2 ) + Math.random().toString( 36 ).slice( 2 ) );
		return form;
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

	/** One of the connection test's admin-ajax actions, with its fields; resolves to its JSON answer. */
	function ask( action, fields ) {
		var form = new FormData();
		form.append( 'action', action );
		form.append( '_ajax_nonce', config.nonce );
		Object.keys( fields ).forEach( function ( name ) {
			form.append( name, fields[ name ] );
		} );
		return timed( config.ajaxUrl, { method: 'POST', body: form, credentials: 'same-origin' } ).then( function ( response ) {
			return response.json();
		} );
	}

	/** The site's server makes the test sign-in; resolves to { ok, lines }. */
	function serverTest() {
		return ask( config.action, { address: field.value } );
	}

	/** The site's verdict on the bank's answer (status, body); resolves to { ok, line }. */
	function verdict( status, raw ) {
		return ask( config.verdict, { status: String( status ), body: raw } );
	}

	/** The site's endpoint, as the widget calls it: its sign-out reaches no bank. */
	function endpointTest() {
		var headers = { Accept: 'application/json' };
		headers[ config.header ] = '1';
		return timed( config.endpoint + config.endAction, {
			method: 'POST',
			credentials: 'same-origin',
			headers: headers,
		} ).then(
			function ( response ) {
				return response.ok ? format( text.endpointOk, config.endpoint ) : format( text.endpointFail, config.endpoint, response.status );
			},
			function () {
				return format( text.endpointFail, config.endpoint, '—' );
			}
		);
	}

	function runThroughSite() {
		say( text.testing );
		return serverTest().then(
			function ( answer ) {
				var lines = answer && Array.isArray( answer.lines ) ? answer.lines.map( String ) : [];
				return endpointTest().then( function ( line ) {
					show( Boolean( answer && answer.ok ) && line === format( text.endpointOk, config.endpoint ), lines.concat( [ line ] ) );
				} );
			},
			function () {
				show( false, [ format( text.unreachable, config.ajaxUrl ) ] );
			}
		);
	}

	function run() {
		if ( mode && mode.value === config.throughSite ) {
			return runThroughSite();
		}
		var base = endpoint( field.value );
		if ( ! base ) {
			show( false, [ text.badAddress ] );
			return Promise.resolve();
		}
		say( text.testing );
		return runDirectly( base );
	}

	/** The test sign-in from this browser to the bank's address (base), judged by the site. */
	function runDirectly( base ) {
		var url = base + config.signIn;
		var origin = config.origin || window.location.origin;
		var corsLines = function () {
			var lines = [ format( text.corsRefused, origin ) ];
			if ( window.location.origin !== origin ) {
				lines.push( format( text.adminOrigin, window.location.origin ) );
			}
			return lines;
		};
		var started = performance.now();
		return timed( url, { method: 'POST', body: body(), credentials: 'omit', headers: { Accept: 'application/json' } } ).then(
			function ( response ) {
				var took = duration( performance.now() - started );
				return response.text().then( function ( raw ) {
					var lines = [ format( text.reached, base, took ), format( text.corsOk, origin ) ];
					return verdict( response.status, raw ).then(
						function ( answer ) {
							var ok = Boolean( answer && answer.ok );
							show( ok, lines.concat( answer && answer.line ? [ String( answer.line ) ] : [] ) );
							if ( ok ) {
								// Whether this site's server reaches the bank too: a pass offers the switch (an admin notice).
								serverTest().catch( function () {} );
							}
						},
						function () {
							show( false, lines.concat( [ format( text.unreachable, config.ajaxUrl ) ] ) );
						}
					);
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
