<?php
/**
 * The plugin's own words in its four shipped languages, from the .mo files its build writes
 * (scripts/plugin-languages.mjs, run here), read by WordPress's own MO class: a plural message
 * takes each language's forms (Arabic's six), and the settings table is translated once per
 * request and language.
 *
 * @package Online_Banking_Portal
 */

/**
 * The built .mo files, through the plugin's code.
 */
final class TranslationsTest extends Online_Banking_Portal_Test_Case {

	/**
	 * The folder the .mo files are built into.
	 *
	 * @var string
	 */
	private static $built;

	public static function setUpBeforeClass(): void {
		$core = getenv( 'WP_CORE_DIR' ) ? getenv( 'WP_CORE_DIR' ) : '/usr/share/wordpress';
		require_once rtrim( $core, '/' ) . '/wp-includes/pomo/mo.php';
		self::$built = sys_get_temp_dir() . '/obp-mo-' . getmypid();
		$command     = 'node ' . escapeshellarg( dirname( __DIR__, 2 ) . '/scripts/plugin-languages.mjs' ) . ' ' . escapeshellarg( self::$built ) . ' 2>&1';
		exec( $command, $output, $status );
		if ( 0 !== $status ) {
			self::fail( "scripts/plugin-languages.mjs failed:\n" . implode( "\n", $output ) );
		}
	}

	public static function tearDownAfterClass(): void {
		array_map( 'unlink', glob( self::$built . '/*' ) );
		rmdir( self::$built );
	}

	protected function tearDown(): void {
		// Init ran in a test of the memo: the next tests start before it again.
		unset( $GLOBALS['wp_actions']['init'] );
	}

	/**
	 * Switches the site to $locale with the plugin's built .mo of it loaded.
	 *
	 * @param string $locale Such as fr_FR.
	 */
	private function speak( $locale ) {
		$mo = new MO();
		$this->assertTrue( $mo->import_from_file( self::$built . "/online-banking-portal-$locale.mo" ), "the build wrote online-banking-portal-$locale.mo" );
		obp_wp()['locale']                                = $locale;
		obp_wp()['translations']['online-banking-portal'] = $mo;
	}

	/**
	 * The inactivity sentence for each number of minutes.
	 *
	 * @param int[] $minutes Numbers.
	 * @return array<int, string>
	 */
	private function sentences( $minutes ) {
		return array_combine( $minutes, array_map( array( 'Online_Banking_Portal_Settings_Table', 'idle_minutes_in_effect' ), $minutes ) );
	}

	public function test_without_a_translation_english_says_minute_for_one_and_minutes_for_more() {
		$this->assertSame(
			array(
				1   => 'Customers are now signed out after 1 minute without activity.',
				2   => 'Customers are now signed out after 2 minutes without activity.',
				120 => 'Customers are now signed out after 120 minutes without activity.',
			),
			$this->sentences( array( 1, 2, 120 ) )
		);
	}

	public function test_french_german_and_spanish_take_their_singular_and_plural_from_the_built_mo() {
		$this->speak( 'fr_FR' );
		$this->assertSame(
			array(
				1  => 'Les clients sont actuellement déconnectés après 1 minute sans activité.',
				5  => 'Les clients sont actuellement déconnectés après 5 minutes sans activité.',
			),
			$this->sentences( array( 1, 5 ) )
		);
		$this->speak( 'de_DE' );
		$this->assertSame(
			array(
				1  => 'Kunden werden derzeit nach 1 Minute ohne Aktivität abgemeldet.',
				30 => 'Kunden werden derzeit nach 30 Minuten ohne Aktivität abgemeldet.',
			),
			$this->sentences( array( 1, 30 ) )
		);
		$this->speak( 'es_ES' );
		$this->assertSame(
			array(
				1   => 'Actualmente, los clientes salen de la sesión tras 1 minuto sin actividad.',
				120 => 'Actualmente, los clientes salen de la sesión tras 120 minutos sin actividad.',
			),
			$this->sentences( array( 1, 120 ) )
		);
	}

	public function test_arabic_takes_each_of_its_six_plural_forms_from_the_built_mo() {
		$this->speak( 'ar' );
		$this->assertSame(
			array(
				0   => 'يُسجَّل خروج العملاء حاليًا بعد 0 دقيقة دون أي نشاط.',
				1   => 'يُسجَّل خروج العملاء حاليًا بعد دقيقة واحدة دون أي نشاط.',
				2   => 'يُسجَّل خروج العملاء حاليًا بعد دقيقتين دون أي نشاط.',
				3   => 'يُسجَّل خروج العملاء حاليًا بعد 3 دقائق دون أي نشاط.',
				10  => 'يُسجَّل خروج العملاء حاليًا بعد 10 دقائق دون أي نشاط.',
				11  => 'يُسجَّل خروج العملاء حاليًا بعد 11 دقيقةً دون أي نشاط.',
				99  => 'يُسجَّل خروج العملاء حاليًا بعد 99 دقيقةً دون أي نشاط.',
				100 => 'يُسجَّل خروج العملاء حاليًا بعد 100 دقيقةٍ دون أي نشاط.',
				103 => 'يُسجَّل خروج العملاء حاليًا بعد 103 دقائق دون أي نشاط.',
			),
			$this->sentences( array( 0, 1, 2, 3, 10, 11, 99, 100, 103 ) )
		);
	}

	public function test_the_settings_page_states_the_timeout_in_effect_in_the_owners_language() {
		obp_wp()['user'] = array(
			'logged_in' => true,
			'caps'      => array( 'manage_options' ),
		);
		$this->speak( 'fr_FR' );
		$field = function () {
			ob_start();
			Online_Banking_Portal_Settings::render_field( array( 'label_for' => Online_Banking_Portal_Options::IDLE_MINUTES ) );
			return html_entity_decode( ob_get_clean(), ENT_QUOTES, 'UTF-8' );
		};
		update_option( Online_Banking_Portal_Options::IDLE_MINUTES, 1 );
		$this->assertStringContainsString( 'Les clients sont actuellement déconnectés après 1 minute sans activité.', $field() );
		update_option( Online_Banking_Portal_Options::IDLE_MINUTES, 45 );
		$this->assertStringContainsString( 'Les clients sont actuellement déconnectés après 45 minutes sans activité.', $field() );
		update_option( Online_Banking_Portal_Options::IDLE_MINUTES, 'never' );
		$this->assertStringContainsString( 'après 5 minutes sans activité.', $field(), 'a saved value no longer valid: the default, which is what applies' );
	}

	public function test_the_settings_table_is_translated_once_per_request_and_language() {
		do_action( 'init' );
		$this->speak( 'fr_FR' );
		$french = Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::BASE_PATH ]['label'];
		$this->assertNotSame( 'Base path', $french, 'translated' );
		obp_wp()['translations'] = array();
		$this->assertSame( $french, Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::BASE_PATH ]['label'], 'built once: not translated again on the next call' );
		$this->speak( 'de_DE' );
		$german = Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::BASE_PATH ]['label'];
		$this->assertNotSame( $french, $german, 'another language gets its own' );
		$this->assertNotSame( 'Base path', $german );
	}

	public function test_before_init_the_table_is_not_kept_untranslated() {
		obp_wp()['locale'] = 'fr_FR';
		$this->assertSame( 'Base path', Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::BASE_PATH ]['label'] );
		$this->speak( 'fr_FR' );
		$this->assertNotSame( 'Base path', Online_Banking_Portal_Settings_Table::rows()[ Online_Banking_Portal_Options::BASE_PATH ]['label'] );
	}
}
