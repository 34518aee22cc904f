<?php
/**
 * One account, one key: the email a customer types, read the way a bank on MySQL (any _ci
 * collation) finds the customer: default-ignorable code points removed (zero-width characters,
 * soft hyphen, word joiner, BOM), and what a UCA collation ignores besides (controls, format
 * characters, a few signs), what it reads as an ASCII letter or digit read so (the Arabic-Indic
 * "١" is "1", "ø" is "o"), NFKD, combining marks stripped, case folded, Unicode white
 * space trimmed; then keyed with an HMAC under the site's own salt. The session store and the
 * throttle name accounts by this key, so an address written with a zero-width space, a soft
 * hyphen, a decomposed or a precomposed accent, a no-break space or capitals is the same account,
 * and the tables hold no email (a list of emails does not reverse a key without the salt). A key
 * that merges two real customers only makes them share a budget.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * The account's key.
 */
final class Online_Banking_Portal_Account {

	/**
	 * What is trimmed from either end: Unicode's White_Space and what JavaScript's trim() takes
	 * off (the BOM), so the key does not depend on which of the two the bank uses.
	 */
	const SPACE = '[\x{9}-\x{d}\x{20}\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

	/** Unicode's Default_Ignorable_Code_Point: drawn as nothing, so an address reads the same with or without them. */
	const IGNORABLE = '[\x{ad}\x{34f}\x{61c}\x{115f}\x{1160}\x{17b4}\x{17b5}\x{180b}-\x{180f}\x{200b}-\x{200f}\x{202a}-\x{202e}\x{2060}-\x{206f}\x{3164}\x{fe00}-\x{fe0f}\x{feff}\x{ffa0}\x{fff0}-\x{fff8}\x{1bca0}-\x{1bca3}\x{1d173}-\x{1d17a}\x{e0000}-\x{e0fff}]';

	/**
	 * What the UCA collations (utf8mb4_unicode_ci, utf8mb4_unicode_520_ci, MariaDB's
	 * utf8mb4_uca1400_ai_ci, MySQL 8's utf8mb4_0900_ai_ci) give no weight besides those: the
	 * control characters that are not white space, the other format characters, and a few letters
	 * and signs (the Arabic tatweel and its forms of harakat, NKo and Samaritan modifiers, Vedic
	 * signs, the halfwidth kana voice marks), as MariaDB 10.11 compares them. Any one of them,
	 * repeated, would write one account in endless ways the bank reads as that account.
	 */
	const UNWEIGHTED = '[\x{0}-\x{8}\x{e}-\x{1f}\x{7f}-\x{84}\x{86}-\x{9f}\x{600}-\x{605}\x{640}\x{6dd}\x{6de}\x{70f}\x{7fa}\x{824}\x{828}\x{890}\x{891}\x{8e2}\x{180a}\x{1cd3}\x{1cf2}\x{1cf3}\x{fc5e}-\x{fc63}\x{fcf2}-\x{fcf4}\x{fe70}-\x{fe7f}\x{ff9e}\x{ff9f}\x{fff9}-\x{fffb}\x{110bd}\x{110cd}\x{13430}-\x{1343f}]';

	/**
	 * The Latin letters' NFKD without marks, for a PHP without intl (generated/latin-fold.php).
	 *
	 * @var array|null
	 */
	private static $latin = null;

	/**
	 * What a UCA collation reads as an ASCII letter or digit (generated/collation-fold.php).
	 *
	 * @var array|null
	 */
	private static $collation = null;

	/**
	 * The email as the bank reads it, '' for none.
	 *
	 * @param string $email The address as typed.
	 * @return string
	 */
	public static function normalise( $email ) {
		$email = (string) $email;
		if ( ! preg_match( '//u', $email ) ) {
			// Not UTF-8: no Unicode reading applies; ASCII's is the bank's too.
			return strtolower( trim( $email ) );
		}
		$email = (string) preg_replace( '/' . self::IGNORABLE . '|' . self::UNWEIGHTED . '/u', '', $email );
		if ( preg_match( '/[^\x00-\x7f]/', $email ) ) {
			// Before the marks go: a combining "ͣ" is the letter "a" to the bank, not an accent.
			if ( null === self::$collation ) {
				self::$collation = require __DIR__ . '/generated/collation-fold.php';
			}
			$email = strtr( $email, self::$collation );
		}
		$email = (string) preg_replace( '/\p{M}/u', '', self::nfkd( $email ) );
		return self::trim( self::fold_case( $email ) );
	}

	/**
	 * The key the tables name the account by: 64 hex characters, '' for no address.
	 *
	 * @param string $email The address as typed.
	 * @return string
	 */
	public static function key( $email ) {
		$email = self::normalise( $email );
		return '' === $email ? '' : hash_hmac( 'sha256', 'online-banking-portal account|' . $email, wp_salt() );
	}

	/**
	 * The key of the address exactly as typed (white space at either end aside): what the site
	 * trusts a right sign-in for. key() merges every spelling a bank might read as one account, so
	 * that guesses are counted against that account however they write it; but a bank that
	 * compares otherwise (utf8mb4_general_ci, a binary collation) may hold "jøhn@…" and
	 * "john@…" as two customers, and the one's right sign-in must not forgive, trust the network
	 * of, nor give a device cookie for, the other: what a success earns is this spelling's only.
	 *
	 * @param string $email The address as typed.
	 * @return string 64 hex characters, '' for no address.
	 */
	public static function spelling_key( $email ) {
		$email = self::trim( (string) $email );
		return '' === $email ? '' : hash_hmac( 'sha256', 'online-banking-portal spelling|' . $email, wp_salt() );
	}

	/**
	 * Text without the white space at either end.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function trim( $text ) {
		return (string) preg_replace( '/^' . self::SPACE . '+|' . self::SPACE . '+$/u', '', $text );
	}

	/**
	 * Case folded (Unicode's full folding where mbstring has it: "ß" is "ss"), else lower case.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function fold_case( $text ) {
		if ( function_exists( 'mb_convert_case' ) && defined( 'MB_CASE_FOLD' ) ) {
			return mb_convert_case( $text, MB_CASE_FOLD, 'UTF-8' );
		}
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	}

	/**
	 * NFKD: with PHP's intl (Normalizer), as Unicode defines it. Without it (Debian's php-cli
	 * and many hosts lack php-intl), the mappings an address can meet: the Latin letters with
	 * their accents and the compatibility forms around them (generated from the widget's
	 * engine), the fullwidth forms of ASCII (U+FF01 to U+FF5E, as an East Asian keyboard types
	 * them) and the spaces NFKD reads as a plain space. Marks typed apart are stripped after.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function nfkd( $text ) {
		if ( class_exists( 'Normalizer' ) ) {
			$normal = Normalizer::normalize( $text, Normalizer::FORM_KD );
			return is_string( $normal ) ? $normal : $text;
		}
		return self::fold( $text );
	}

	/**
	 * NFKD's mappings of the Latin letters, the fullwidth forms of ASCII and the spaces, for a
	 * PHP without intl.
	 *
	 * @param string $text UTF-8 text.
	 * @return string
	 */
	private static function fold( $text ) {
		if ( null === self::$latin ) {
			self::$latin = require __DIR__ . '/generated/latin-fold.php';
		}
		$text = strtr( $text, self::$latin );
		$text = (string) preg_replace( '/[\x{a0}\x{2000}-\x{200a}\x{202f}\x{205f}\x{3000}]/u', ' ', $text );
		return (string) preg_replace_callback(
			'/[\x{ff01}-\x{ff5e}]/u',
			static function ( $m ) {
				// U+FF01..U+FF5E are EF BC 81..EF BD 9E: ASCII 0x21..0x7E at the same offset.
				$code = ( ( ord( $m[0][1] ) & 0x3f ) << 6 | ( ord( $m[0][2] ) & 0x3f ) ) | 0xf000;
				return chr( $code - 0xfee0 );
			},
			$text
		);
	}
}
