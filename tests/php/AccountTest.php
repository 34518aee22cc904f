<?php
/**
 * One account, one key (Online_Banking_Portal_Account): the email read as the bank reads it,
 * keyed with an HMAC under the site's salt.
 *
 * @package Online_Banking_Portal
 */

/**
 * The account's key.
 */
final class AccountTest extends Online_Banking_Portal_Test_Case {

	/**
	 * One address written as a customer, or someone guessing, may type it.
	 *
	 * @return array[]
	 */
	public function spellings() {
		return array(
			'as registered'                 => array( 'jane@bank.test' ),
			'capitals'                      => array( 'Jane@BANK.test' ),
			'no-break space after'          => array( "jane@bank.test\u{a0}" ),
			'em space before'               => array( "\u{2003}jane@bank.test" ),
			'BOM before'                    => array( "\u{feff}jane@bank.test" ),
			'ideographic space after'       => array( "jane@bank.test\u{3000}" ),
			'tabs, line breaks and spaces'  => array( " \t\njane@bank.test\r\n " ),
			'narrow no-break, NEL, LS, PS'  => array( "\u{202f}\u{85}jane@bank.test\u{2028}\u{2029}" ),
			'fullwidth letters (NFKC)'      => array( 'ｊａｎｅ＠ｂａｎｋ.ｔｅｓｔ' ),
			'fullwidth capitals (NFKC)'     => array( 'ＪＡＮＥ@bank.test' ),
			'all of it at once'             => array( "\u{feff}\u{3000} ＪＡne@Bank.TEST\u{a0}\u{2003}" ),
			'zero-width space inside'       => array( "ja\u{200b}ne@bank.test" ),
			'word joiner inside'            => array( "jane\u{2060}@bank.test" ),
			'soft hyphen inside'            => array( "ja\u{ad}ne@bank.test" ),
			'zero-width joiners, LRM'       => array( "\u{200d}jane\u{200c}@bank\u{200e}.test" ),
			'ignorables around spaces'      => array( "\u{200b} jane@bank.test \u{2060}" ),
			// What utf8mb4_unicode_ci, _unicode_520_ci and uca1400_ai_ci give no weight: to the bank
			// each of these is jane@bank.test, however many of them are put in.
			'controls inside'               => array( "ja\u{1}ne\u{0}\u{0}@bank\u{7f}.test\u{9f}\u{1f}" ),
			'format characters inside'      => array( "\u{600}jane\u{fff9}@bank.test\u{110bd}\u{6dd}" ),
			'Arabic tatweel and harakat'    => array( "ja\u{640}\u{640}ne@\u{fe70}bank\u{fc5e}.test" ),
			'kana voice marks, Vedic signs' => array( "jane\u{ff9e}@\u{1cf2}bank\u{1cd3}.test\u{180a}" ),
		);
	}

	/**
	 * @dataProvider spellings
	 */
	public function test_one_account_written_any_way_is_one_key( $typed ) {
		$this->assertSame( 'jane@bank.test', Online_Banking_Portal_Account::normalise( $typed ) );
		$this->assertSame( Online_Banking_Portal_Account::key( 'jane@bank.test' ), Online_Banking_Portal_Account::key( $typed ) );
	}

	public function test_another_account_is_another_key_and_inner_spaces_stay() {
		$jane = Online_Banking_Portal_Account::key( 'jane@bank.test' );
		foreach ( array( 'joe@bank.test', "ja\u{a0}ne@bank.test", 'jane@bank.tes' ) as $other ) {
			$this->assertNotSame( $jane, Online_Banking_Portal_Account::key( $other ), $other );
		}
		$this->assertSame( "ja ne@bank.test", Online_Banking_Portal_Account::normalise( "ja\u{a0}ne@Bank.test" ), 'NFKD reads a no-break space inside as a space, and keeps it' );
		$this->assertSame( '', Online_Banking_Portal_Account::key( " \u{a0}\u{3000}" ), 'white space alone names no account' );
	}

	public function test_accents_precomposed_or_decomposed_are_one_account_and_case_is_folded() {
		foreach ( array( 'josé@bank.test', "jose\u{301}@bank.test", 'JOSÉ@bank.test', "JOSE\u{301}@bank.test", 'jose@bank.test', "jo\u{ad}sé\u{200b}@bank.test" ) as $typed ) {
			$this->assertSame( 'jose@bank.test', Online_Banking_Portal_Account::normalise( $typed ), $typed );
		}
		foreach ( array( 'Łukasz', 'Ærø', 'Ñandú', 'Đặng', 'Øre' ) as $name ) {
			$this->assertSame( Online_Banking_Portal_Account::key( $name . '@bank.test' ), Online_Banking_Portal_Account::key( Normalizer_Less::nfd( $name ) . '@BANK.test' ), $name );
		}
		$this->assertSame( 'ωμεγα@bank.test', Online_Banking_Portal_Account::normalise( class_exists( 'Normalizer' ) ? 'ΩΜΈΓΑ@bank.test' : "ΩΜΕ\u{301}ΓΑ@bank.test" ), 'lower case is Unicode, not only ASCII' );
		if ( function_exists( 'mb_convert_case' ) ) {
			$this->assertSame( 'strasse@bank.test', Online_Banking_Portal_Account::normalise( 'STRAßE@bank.test' ), 'folded, not only lowered' );
		}
	}

	/**
	 * What MariaDB 10.11's UCA collations were measured to read as an ASCII letter or digit, so
	 * that each names the customer jane1985@bank.test at the bank: each spelling must be her key,
	 * not a fresh guess budget (digits alone have about 27 other scripts' forms each).
	 */
	public function test_what_the_banks_collation_reads_as_an_ascii_letter_or_digit_is_that_letter_or_digit() {
		$jane      = Online_Banking_Portal_Account::key( 'jane1985@bank.test' );
		$spellings = array(
			'Arabic-Indic digits'                  => "jane\u{661}\u{669}\u{668}\u{665}@bank.test",
			'Extended Arabic-Indic and Devanagari' => "jane\u{6f1}\u{96f}\u{6f8}\u{96b}@bank.test",
			'Bengali, Thai, Myanmar, Mongolian'    => "jane\u{9e7}\u{e59}\u{1048}\u{1815}@bank.test",
			'circled and dingbat digits'           => "jane\u{2460}\u{277e}\u{2787}\u{2464}@bank.test",
			'mathematical digits'                  => "jane\u{1d7cf}\u{1d7d7}\u{1d7e0}\u{1d7f1}@bank.test",
			'a combining small letter a for the a' => "j\u{363}ne1985@bank.test",
		);
		foreach ( $spellings as $what => $typed ) {
			$this->assertSame( $jane, Online_Banking_Portal_Account::key( $typed ), $what );
		}
		$this->assertSame( 'john@bank.test', Online_Banking_Portal_Account::normalise( "J\u{d8}HN@bank.test" ), 'Ø is o to unicode_520_ci and uca1400_ai_ci' );
		$this->assertSame( 'lukasz@bank.test', Online_Banking_Portal_Account::normalise( "\u{141}ukasz@bank.test" ), 'Ł is l to them' );
		// What they read as two: each spelling would otherwise be one more budget.
		$this->assertSame( 'thomas.smith@yahoo.com', Online_Banking_Portal_Account::normalise( "\u{1d7a}omas.smi\u{1d7a}@yah\u{a74f}.com" ), 'ᵺ is th, ꝏ is oo' );
		$this->assertSame( 'aeon.oeuvre11@bank.test', Online_Banking_Portal_Account::normalise( "\u{e6}on.\u{153}uvre\u{24eb}@bank.test" ), 'æ is ae, œ is oe, ⓫ is 11' );
		foreach ( array( 'jane1986@bank.test', "jane\u{661}\u{669}\u{668}\u{666}@bank.test", 'jne1985@bank.test' ) as $other ) {
			$this->assertNotSame( $jane, Online_Banking_Portal_Account::key( $other ), $other );
		}
	}

	public function test_text_that_is_not_utf8_is_read_as_bytes() {
		$this->assertSame( "jane\xff@bank.test", Online_Banking_Portal_Account::normalise( " JANE\xff@bank.test " ) );
	}

	public function test_the_key_is_an_hmac_under_the_sites_salt_never_a_bare_hash() {
		$key = Online_Banking_Portal_Account::key( 'jane@bank.test' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}\z/', $key );
		$this->assertSame( hash_hmac( 'sha256', 'online-banking-portal account|jane@bank.test', wp_salt() ), $key );
		foreach ( array( 'jane@bank.test', 'online-banking-portal account|jane@bank.test' ) as $guessable ) {
			$this->assertNotSame( hash( 'sha256', $guessable ), $key, 'a list of emails does not reverse it' );
		}
	}

	public function test_the_fallback_without_intl_maps_what_nfkd_without_marks_maps_in_an_address() {
		$fold = new ReflectionMethod( 'Online_Banking_Portal_Account', 'fold' );
		$fold->setAccessible( true );
		$cases = array(
			'ｊａｎｅ＠ｂａｎｋ．ｔｅｓｔ'          => 'jane@bank.test',
			"a\u{a0}b\u{3000}c\u{2003}d\u{202f}e" => 'a b c d e',
			'！～＂＇＼'                             => '!~"\'\\',
			'émile＋１@bank.test'                   => 'emile+1@bank.test',
			'ÀÉÎÕÜçñÿŁłĐđŒœ'                       => 'AEIOUcnyŁłĐđŒœ',
			'ẞṩ'                                   => 'ẞs',
		);
		foreach ( $cases as $text => $nfkd ) {
			$this->assertSame( $nfkd, $fold->invoke( null, $text ), $text );
			if ( class_exists( 'Normalizer' ) ) {
				$this->assertSame( preg_replace( '/\p{M}/u', '', Normalizer::normalize( $text, Normalizer::FORM_KD ) ), $fold->invoke( null, $text ), "as intl's Normalizer: $text" );
			}
		}
	}
}

/**
 * Decomposed spellings written out, so the test does not need intl to make them.
 */
final class Normalizer_Less {
	/**
	 * A few Latin names with their accents typed apart (what NFD gives; letters without a
	 * decomposition, such as Ł, Æ, Ø and Đ, stay).
	 *
	 * @param string $name One of the names above.
	 * @return string
	 */
	public static function nfd( $name ) {
		return strtr( $name, array( 'ñ' => "n\u{303}", 'ú' => "u\u{301}", 'ặ' => "a\u{323}\u{306}", 'ø' => 'ø' ) );
	}
}
