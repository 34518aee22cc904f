<?php
defined( 'ABSPATH' ) || exit;
add_action(
	'after_setup_theme',
	function () {
		add_theme_support( 'title-tag' );
	}
);
