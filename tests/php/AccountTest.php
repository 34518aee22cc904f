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
		foreach ( array( 'joe@bank.test', "ja\u{a0}ne@bank.test", "jane\u{200b}@bank.test", 'jane@bank.tes' ) as $other ) {
			$this->assertNotSame( $jane, Online_Banking_Portal_Account::key( $other ), $other );
		}
		$this->assertSame( "ja ne@bank.test", Online_Banking_Portal_Account::normalise( "ja\u{a0}ne@Bank.test" ), 'NFKC reads a no-break space inside as a space, and keeps it' );
		$this->assertSame( '', Online_Banking_Portal_Account::key( " \u{a0}\u{3000}" ), 'white space alone names no account' );
	}

	public function test_lower_case_is_unicode_not_only_ascii() {
		$this->assertSame( 'émile@bank.test', Online_Banking_Portal_Account::normalise( 'ÉMILE@bank.test' ) );
		$this->assertSame( 'ωμέγα@bank.test', Online_Banking_Portal_Account::normalise( 'ΩΜΈΓΑ@bank.test' ) );
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

	public function test_the_fallback_without_intl_maps_what_nfkc_maps_in_an_address() {
		$fold = new ReflectionMethod( 'Online_Banking_Portal_Account', 'fold' );
		$fold->setAccessible( true );
		$cases = array(
			'ｊａｎｅ＠ｂａｎｋ．ｔｅｓｔ'          => 'jane@bank.test',
			"a\u{a0}b\u{3000}c\u{2003}d\u{202f}e" => 'a b c d e',
			'！～＂＇＼'                             => '!~"\'\\',
			'émile＋１@bank.test'                   => 'émile+1@bank.test',
		);
		foreach ( $cases as $text => $nfkc ) {
			$this->assertSame( $nfkc, $fold->invoke( null, $text ), $text );
			if ( class_exists( 'Normalizer' ) ) {
				$this->assertSame( Normalizer::normalize( $text, Normalizer::FORM_KC ), $fold->invoke( null, $text ), "as intl's Normalizer: $text" );
			}
		}
	}
}
