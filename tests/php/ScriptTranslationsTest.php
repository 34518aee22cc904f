<?php
/**
 * The widget's language: the user's locale and the plugin's assets/ URL reach mountBank(), and
 * a WordPress language pack's translations of bank.js (Jed JSON, keyed "<id>\u0004<English>")
 * become its `messages`.
 *
 * @package Online_Banking_Portal
 */

/**
 * Locale, assetsUrl and messages from script translations.
 */
final class ScriptTranslationsTest extends Online_Banking_Portal_Test_Case {

	/**
	 * Jed 1.x JSON as WordPress's load_script_textdomain() returns it (wp i18n make-json).
	 *
	 * @param array  $entries Key => translations.
	 * @param string $domain  The domain's key in locale_data.
	 * @return string
	 */
	private function jed( $entries, $domain = 'messages' ) {
		return wp_json_encode(
			array(
				'translation-revision-date' => '2026-11-25 10:00+0000',
				'generator'                 => 'WP-CLI/2.11.0',
				'source'                    => 'assets/bank.js',
				'domain'                    => $domain,
				'locale_data'               => array(
					$domain => array_merge(
						array(
							'' => array(
								'domain'       => $domain,
								'lang'         => 'fr',
								'plural-forms' => 'nplurals=2; plural=(n > 1);',
							),
						),
						$entries
					),
				),
			)
		);
	}

	public function test_singular_entries_with_a_message_id_context_and_a_translation_become_messages() {
		$json = $this->jed(
			array(
				"auth.signIn.title\u{0004}Sign In"                       => array( 'Espace client' ),
				"auth.signIn.submit\u{0004}Sign In"                      => array( 'Se connecter' ),
				"common.close\u{0004}Close"                              => array( '' ),
				"statements.count\u{0004}{count} statement"              => array( '{count} relevé', '{count} relevés' ),
				'Sign in'                                                => array( 'Connexion sans contexte' ),
				"block title\u{0004}Online banking"                      => array( 'Banque en ligne' ),
				"home.balance\u{0004}Balance"                            => 'Solde',
				"transfer.review.amount\u{0004}Amount <b>{amount}</b>"   => array( 'Montant <b>{amount}</b>' ),
			)
		);
		$this->assertSame(
			array(
				'fr' => array(
					'auth.signIn.title'      => 'Espace client',
					'auth.signIn.submit'     => 'Se connecter',
					'transfer.review.amount' => 'Montant <b>{amount}</b>',
				),
			),
			Online_Banking_Portal_Language_Pack::from_jed( $json, 'fr_FR' ),
			'empty translations, plural forms, entries without a message id context and malformed ones are left out; text is kept as it is (the widget writes it as text)'
		);
	}

	public function test_the_language_is_the_locales_first_part_and_any_domain_key_is_read() {
		$json = $this->jed( array( "common.close\u{0004}Close" => array( 'Schließen' ) ), 'online-banking-portal' );
		$this->assertSame( array( 'de' => array( 'common.close' => 'Schließen' ) ), Online_Banking_Portal_Language_Pack::from_jed( $json, 'de_DE_formal' ) );
		$this->assertSame( array( 'pt' => array( 'common.close' => 'Schließen' ) ), Online_Banking_Portal_Language_Pack::from_jed( $json, 'pt-BR' ) );
	}

	public function test_a_plural_message_with_one_form_is_left_out_when_listed_as_plural() {
		$json = $this->jed( array( "statements.count\u{0004}{count} statement" => array( '{count} 件' ), "common.close\u{0004}Close" => array( '閉じる' ) ) );
		$this->assertSame( array( 'ja' => array( 'common.close' => '閉じる' ) ), Online_Banking_Portal_Language_Pack::from_jed( $json, 'ja', array( 'statements.count' ) ) );
	}

	public function test_nothing_usable_gives_no_messages() {
		foreach ( array( '', 'not json', '[]', '{"locale_data":"x"}', $this->jed( array() ), $this->jed( array( "common.close\u{0004}Close" => array( '' ) ) ) ) as $json ) {
			$this->assertSame( array(), Online_Banking_Portal_Language_Pack::from_jed( $json, 'fr_FR' ), $json );
		}
		$this->assertSame( array(), Online_Banking_Portal_Language_Pack::from_jed( $this->jed( array( "common.close\u{0004}Close" => array( 'Fermer' ) ) ), '' ), 'no locale' );
	}

	public function test_mount_passes_the_users_locale_the_assets_url_and_the_language_packs_messages() {
		obp_wp()['locale']              = 'fr_FR';
		obp_wp()['script_translations'] = $this->jed( array( "auth.signIn.title\u{0004}Sign In" => array( 'Espace client' ) ) );
		$html = Online_Banking_Portal_Mount::element( '/wp-user' );
		$this->assertSame( array( array( 'online-banking-portal', 'online-banking-portal', ONLINE_BANKING_PORTAL_DIR . 'languages', true ) ), obp_wp()['script_textdomain_calls'], 'asked for bank.js\'s translations once it is registered' );
		$options = $this->mount_options_in( $html )[0];
		$this->assertSame( 'fr_FR', $options['locale'] );
		$this->assertSame( 'https://bank.example.test/wp-content/plugins/wp-plugin/assets/?ver=' . Online_Banking_Portal_Assets::version(), $options['assetsUrl'], 'the folder of bank.js, with its version' );
		$this->assertSame( array( 'fr' => array( 'auth.signIn.title' => 'Espace client' ) ), $options['messages'] );
	}

	public function test_without_a_language_pack_there_is_no_messages_option_and_the_filter_still_applies() {
		obp_wp()['locale'] = 'ar';
		add_filter(
			'online_banking_portal_mount_options',
			static function ( $options ) {
				$options['locale'] = 'ar-MA';
				return $options;
			}
		);
		$options = $this->mount_options_in( Online_Banking_Portal_Mount::element( '/wp-user' ) )[0];
		$this->assertArrayNotHasKey( 'messages', $options );
		$this->assertSame( 'ar-MA', $options['locale'] );
	}
}
