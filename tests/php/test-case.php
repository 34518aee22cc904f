<?php
/**
 * The tests' base: a fresh site (obp_wp_reset()) and no mount rendered yet, before each test.
 *
 * @package Online_Banking_Portal
 */

use PHPUnit\Framework\TestCase;

/**
 * Base class of the plugin's tests.
 */
abstract class Online_Banking_Portal_Test_Case extends TestCase {

	protected function setUp(): void {
		obp_wp_reset();
		$mounted = new ReflectionProperty( 'Online_Banking_Portal_Assets', 'mounted' );
		$mounted->setAccessible( true );
		$mounted->setValue( null, false );
	}
}
