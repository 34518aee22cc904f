<?php
/**
 * The block editor script's dependencies (WordPress's own script handles: the globals
 * wp.blocks, wp.element, wp.blockEditor, wp.components, wp.i18n and wp.data; and look.js, the
 * widget's initials and brand contrast generated from its source) and version.
 * Written by hand: the script is plain JavaScript, with no build step.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n', 'wp-data', Online_Banking_Portal_Block::LOOK_HANDLE ),
	'version'      => ONLINE_BANKING_PORTAL_VERSION . '-' . substr( (string) md5_file( __DIR__ . '/index.js' ), 0, 8 ),
);
