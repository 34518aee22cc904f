<?php
/**
 * The widget's words from a WordPress language pack, for mountBank()'s `messages`.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * A language pack's translations of the widget's messages.
 */
final class Online_Banking_Portal_Language_Pack {

	/**
	 * The widget's words from a WordPress language pack, for mountBank()'s `messages`: the
	 * translations WordPress holds for bank.js (load_script_textdomain(): the JSON of
	 * wp-content/languages/plugins/online-banking-portal-<locale>-<md5 of "assets/bank.js">.json,
	 * or the same file in the plugin's languages/ folder). array() when there is none.
	 *
	 * @param string $locale The locale, e.g. "fr_FR".
	 * @return array
	 */
	public static function messages( $locale ) {
		if ( ! function_exists( 'load_script_textdomain' ) ) {
			return array();
		}
		Online_Banking_Portal_Assets::register();
		$json = load_script_textdomain( Online_Banking_Portal_Assets::HANDLE, 'online-banking-portal', ONLINE_BANKING_PORTAL_DIR . 'languages' );
		return is_string( $json ) ? self::from_jed( $json, $locale, Online_Banking_Portal_Assets::asset( 'plurals' ) ) : array();
	}

	/**
	 * Maps script translations (Jed 1.x JSON, as WordPress serves them to wp.i18n) onto
	 * mountBank()'s `messages`: each entry keyed "<message id>\u0004<English>" (the .pot's
	 * msgctxt and msgid) with a non-empty translation becomes <id> => <translation>, under the
	 * locale's language ("fr" for fr_FR). Only singular messages: a plural message's forms
	 * from a language pack are not used (the widget's own file has them). Entries without a
	 * context, or whose context is not a message id, are left out.
	 *
	 * @param string   $json    Jed JSON.
	 * @param string   $locale  The locale, e.g. "fr_FR".
	 * @param string[] $plurals The ids of the plural messages (bank.asset.php lists them): left
	 *                          out even where a language has one plural form.
	 * @return array array( 'fr' => array( 'auth.signIn.title' => 'Connexion', ... ) ), or array().
	 */
	public static function from_jed( $json, $locale, $plurals = array() ) {
		$jed      = json_decode( (string) $json, true );
		$language = strtolower( (string) preg_replace( '/[-_].*$/', '', (string) $locale ) );
		if ( ! is_array( $jed ) || empty( $jed['locale_data'] ) || ! is_array( $jed['locale_data'] ) || ! preg_match( '/^[a-z]{2,3}$/', $language ) ) {
			return array();
		}
		$messages = array();
		foreach ( $jed['locale_data'] as $domain ) {
			if ( ! is_array( $domain ) ) {
				continue;
			}
			foreach ( $domain as $key => $translations ) {
				$parts = explode( "\u{0004}", (string) $key, 2 );
				if ( 2 !== count( $parts ) || ! preg_match( '/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/', $parts[0] ) || in_array( $parts[0], (array) $plurals, true ) ) {
					continue;
				}
				// One translation: a singular message. Two or more: plural forms, not used.
				if ( ! is_array( $translations ) || 1 !== count( $translations ) || ! is_string( $translations[0] ) || '' === $translations[0] ) {
					continue;
				}
				$messages[ $parts[0] ] = $translations[0];
			}
		}
		return $messages ? array( $language => $messages ) : array();
	}
}
