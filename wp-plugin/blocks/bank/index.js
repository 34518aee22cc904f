/**
 * The block "Online banking" in the editor: a static picture of the sign-in card in the
 * site's brand colour (the live customer area runs only on the page), its two settings, and a
 * notice when the page holds online banking twice. Plain JavaScript on WordPress's globals
 * (wp.blocks, wp.element, wp.blockEditor, wp.components, wp.i18n, wp.data): nothing to build.
 * The page's markup comes from render.php; the block saves only its attributes.
 */
( function ( wp ) {
	'use strict';
	var el = wp.element.createElement;
	var useState = wp.element.useState;
	var __ = wp.i18n.__;
	var sprintf = wp.i18n.sprintf;
	var blockEditor = wp.blockEditor;
	var components = wp.components;
	var config = window.onlineBankingPortalBlock || {};
	// The widget's own initials and text colour on the brand colour (look.js, generated from its source).
	var look = window.onlineBankingPortalLook;
	var NAME = 'online-banking-portal/bank';
	var MIN_WIDTH = config.minWidth || 320;
	var MAX_WIDTH = config.maxWidth || 4000;
	var SHORTCODE = /\[(?:online_banking_portal|wp_bank)[\s\]/]/;

	/** Where this block stands among the page's bank blocks, and whether a shortcode is there too ("index:shortcode"). */
	function bankOnPage( blocks, clientId ) {
		var index = -1;
		var seen = 0;
		var shortcode = false;
		( function walk( list ) {
			list.forEach( function ( block ) {
				if ( block.name === NAME ) {
					if ( block.clientId === clientId ) {
						index = seen;
					}
					seen++;
				} else {
					var a = block.attributes || {};
					// Rich text is an object in newer editors: its string is its HTML.
					[ a.text, a.content, a.html ].forEach( function ( value ) {
						if ( value && SHORTCODE.test( String( value ) ) ) {
							shortcode = true;
						}
					} );
				}
				walk( block.innerBlocks || [] );
			} );
		} )( blocks );
		return index + ':' + ( shortcode ? 1 : 0 );
	}

	function fakeField( label ) {
		return el( 'div', { className: 'obp-preview__field' }, el( 'span', { className: 'obp-preview__label' }, label ), el( 'span', { className: 'obp-preview__input' } ) );
	}

	/** The sign-in card as the page shows it first, drawn with the site's name, logo and brand colour. */
	function preview( scheme ) {
		var name = config.bankName || __( 'Online banking', 'online-banking-portal' );
		return el(
			'figure',
			{ className: 'obp-preview obp-preview--' + ( scheme === 'dark' ? 'dark' : 'light' ) },
			el(
				'div',
				{ className: 'obp-preview__card', 'aria-hidden': 'true', style: Object.assign( { '--bank-primary': config.brandColor || '#1d4ed8' }, look.onPrimary ) },
				el(
					'div',
					{ className: 'obp-preview__brand' },
					config.logoUrl ? el( 'img', { className: 'obp-preview__logo', src: config.logoUrl, alt: '' } ) : el( 'span', { className: 'obp-preview__monogram' }, look.initials( name ) ),
					el( 'span', { className: 'obp-preview__name' }, name )
				),
				el( 'div', { className: 'obp-preview__title' }, __( 'Sign In', 'online-banking-portal' ) ),
				fakeField( __( 'Email', 'online-banking-portal' ) ),
				fakeField( __( 'Password', 'online-banking-portal' ) ),
				el( 'div', { className: 'obp-preview__button' }, __( 'Sign In', 'online-banking-portal' ) ),
				el( 'div', { className: 'obp-preview__link' }, __( 'Forgot Password?', 'online-banking-portal' ) )
			),
			el( 'figcaption', { className: 'obp-preview__caption' }, __( 'Online banking: your customers sign in here. This is a picture; the page shows the live customer area.', 'online-banking-portal' ) )
		);
	}

	function Edit( props ) {
		var attributes = props.attributes;
		var setAttributes = props.setAttributes;
		var place = wp.data.useSelect(
			function ( select ) {
				return bankOnPage( select( 'core/block-editor' ).getBlocks(), props.clientId );
			},
			[ props.clientId ]
		);
		var parts = place.split( ':' );
		var duplicate = Number( parts[ 0 ] ) > 0;
		var shortcode = parts[ 1 ] === '1';
		var draftState = useState( attributes.maxWidth ? String( attributes.maxWidth ) : '' );
		var draft = draftState[ 0 ];
		var setDraft = draftState[ 1 ];
		var style = attributes.maxWidth ? { maxWidth: attributes.maxWidth + 'px' } : undefined;
		var blockProps = blockEditor.useBlockProps( { style: style } );

		var schemes = [ { value: '', label: sprintf( /* translators: %s: the colour scheme chosen in the settings, such as "Match the page". */ __( 'As in the settings (%s)', 'online-banking-portal' ), config.settingsScheme || '' ) } ];
		Object.keys( config.colorSchemes || {} ).forEach( function ( value ) {
			schemes.push( { value: value, label: config.colorSchemes[ value ] } );
		} );

		var notice = null;
		if ( duplicate ) {
			notice = __( 'Online banking is already on this page (the block above): one per page, so this block shows nothing. Remove it.', 'online-banking-portal' );
		} else if ( shortcode ) {
			notice = __( 'This page also holds the shortcode [online_banking_portal]: one online banking per page, so the page shows this block and the shortcode shows nothing. Remove the shortcode.', 'online-banking-portal' );
		}

		return el(
			'div',
			blockProps,
			el(
				blockEditor.InspectorControls,
				null,
				el(
					components.PanelBody,
					{ title: __( 'Online banking', 'online-banking-portal' ) },
					el( components.SelectControl, {
						label: __( 'Colour scheme', 'online-banking-portal' ),
						value: attributes.colorScheme || '',
						options: schemes,
						onChange: function ( value ) {
							setAttributes( { colorScheme: value || undefined } );
						},
					} ),
					el( components.TextControl, {
						label: __( 'Maximum width (pixels)', 'online-banking-portal' ),
						type: 'number',
						min: MIN_WIDTH,
						max: MAX_WIDTH,
						value: draft,
						help: sprintf(
							/* translators: 1: the narrowest width, 2: the widest, in pixels. */
							__( 'Leave it empty to fill the column. From %1$d to %2$d.', 'online-banking-portal' ),
							MIN_WIDTH,
							MAX_WIDTH
						),
						onChange: function ( value ) {
							setDraft( value );
							var width = /^[0-9]+$/.test( value ) ? parseInt( value, 10 ) : 0;
							setAttributes( { maxWidth: width >= MIN_WIDTH && width <= MAX_WIDTH ? width : undefined } );
						},
					} )
				)
			),
			notice ? el( components.Notice, { status: 'warning', isDismissible: false }, notice ) : null,
			duplicate ? null : preview( attributes.colorScheme )
		);
	}

	wp.blocks.registerBlockType( NAME, {
		edit: Edit,
		// Dynamic: render.php writes the page's markup from the attributes.
		save: function () {
			return null;
		},
	} );
} )( window.wp );
