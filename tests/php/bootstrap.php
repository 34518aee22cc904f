<?php
/**
 * PHPUnit's bootstrap: the small WordPress of wordpress.php, then the plugin, loaded as
 * WordPress loads it (its main file, which hooks every part).
 *
 * @package Online_Banking_Portal
 */

require __DIR__ . '/wordpress.php';
require dirname( __DIR__, 2 ) . '/wp-plugin/online-banking-portal.php';
// The settings page's class is loaded but only hooked in the admin; its sanitisers are tested.
require __DIR__ . '/test-case.php';
