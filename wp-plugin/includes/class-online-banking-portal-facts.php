<?php
/**
 * The widget's facts, as the plugin applies them: generated from the widget's source into
 * includes/generated/facts.php (scripts/generate/plugin-facts.ts), never written here by hand.
 * The connection tests refuse exactly the sign-in answers the widget refuses; the endpoint reads
 * an action's answer as a refusal exactly when the widget does; the colour schemes and
 * connections offered are the ones the widget knows.
 *
 * @package Online_Banking_Portal
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads the generated facts, and applies the rule of a usable answer.
 */
final class Online_Banking_Portal_Facts {

	/**
	 * What JavaScript's String.prototype.trim() takes off (its white space and line
	 * terminators), so that " yes " and "yes\u{a0}" read here as they do in the widget.
	 */
	const JS_SPACE = '[\x{9}-\x{d}\x{20}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

	/**
	 * The facts, read once per request.
	 *
	 * @var array|null
	 */
	private static $facts = null;

	/**
	 * One fact: flagWords, signInUsable, actionRefused, colorSchemes or connections.
	 *
	 * @param string $name The fact's key in generated/facts.php.
	 * @return array
	 */
	public static function get( $name ) {
		if ( null === self::$facts ) {
			self::$facts = require __DIR__ . '/generated/facts.php';
		}
		return self::$facts[ $name ];
	}

	/**
	 * Whether a sign-in answer is one the widget can use (src/api/schemas.ts, LoginResponse).
	 *
	 * @param mixed $answer The answer's JSON, decoded with json_decode( $body, true ).
	 * @return bool
	 */
	public static function usable_sign_in( $answer ) {
		return self::meets( $answer, self::get( 'signInUsable' ) );
	}

	/**
	 * Whether an action's answer is a refusal as the widget reads it (src/api/accept.ts,
	 * ACTION_REFUSED): its status not set, or an error reported. Anything but a JSON object is one.
	 *
	 * @param mixed $answer The answer's JSON, decoded with json_decode( $body, true ).
	 * @return bool
	 */
	public static function refused_action( $answer ) {
		return ! is_array( $answer ) || self::meets( $answer, self::get( 'actionRefused' ) );
	}

	/**
	 * Whether an answer meets one of the generated rules by name (signInRefused, signInDone,
	 * asksForMore ...): a JSON object with at least one field that passes its test.
	 *
	 * @param mixed  $answer The answer's JSON, decoded with json_decode( $body, true ).
	 * @param string $rule   The rule's key in generated/facts.php.
	 * @return bool
	 */
	public static function says( $answer, $rule ) {
		return self::meets( $answer, self::get( $rule ) );
	}

	/**
	 * Whether an answer is a JSON object with at least one field that passes its test.
	 *
	 * @param mixed $answer The decoded answer.
	 * @param array $rule   Rows of field and is (truthy, set, unset, false or reports-error).
	 * @return bool
	 */
	private static function meets( $answer, $rule ) {
		if ( ! is_array( $answer ) ) {
			return false;
		}
		foreach ( $rule as $row ) {
			if ( self::passes( array_key_exists( $row['field'], $answer ) ? $answer[ $row['field'] ] : null, $row['is'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One field's test, as src/api/flags.ts reads a decoded JSON value (a missing field is null).
	 *
	 * @param mixed  $value The field's value.
	 * @param string $test  truthy, set, unset, false or reports-error.
	 * @return bool
	 */
	private static function passes( $value, $test ) {
		switch ( $test ) {
			case 'unset':
				return ! self::passes( $value, 'set' );
			case 'truthy':
				// JavaScript's truthiness: "0" and an empty list or object are true there.
				return true === $value || ( is_string( $value ) && '' !== $value ) || ( ( is_int( $value ) || is_float( $value ) ) && 0 != $value ) || is_array( $value ); // phpcs:ignore Universal.Operators.StrictComparisons.LooseNotEqual -- 0 and -0.0 alike.
			case 'set':
				return true === $value || ( ( is_int( $value ) || is_float( $value ) ) && 0 != $value ) || self::is_word( $value, 'set' ); // phpcs:ignore Universal.Operators.StrictComparisons.LooseNotEqual -- 0 and -0.0 alike.
			case 'false':
				return false === $value || ( ( is_int( $value ) || is_float( $value ) ) && 0 == $value ) || self::is_word( $value, 'false' ); // phpcs:ignore Universal.Operators.StrictComparisons.LooseEqual -- 0 and -0.0 alike.
			case 'reports-error':
				return null !== $value && '' !== $value && ! self::passes( $value, 'false' );
		}
		return false;
	}

	/**
	 * Whether a value is text saying one of the flag words of a kind, case-blind, spaces around ignored.
	 *
	 * @param mixed  $value The value.
	 * @param string $kind  set or false.
	 * @return bool
	 */
	private static function is_word( $value, $kind ) {
		if ( ! is_string( $value ) ) {
			return false;
		}
		$trimmed = preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/u', '', $value );
		return is_string( $trimmed ) && in_array( strtolower( $trimmed ), self::get( 'flagWords' )[ $kind ], true );
	}
}
