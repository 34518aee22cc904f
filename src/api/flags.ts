/**
 * PHP backends send booleans as true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no" — and
 * sometimes an error as a sentence. One decoder, so every call reads them alike.
 *
 * The words, and the rules built on these readings (`UsableRule`), are data: the WordPress
 * plugin's connection tests apply the same ones from a generated copy
 * (scripts/generate/plugin-facts.ts), so what they accept is what the widget accepts.
 */

/** The texts read as a set flag, and as an explicit false one: case-blind, spaces around ignored. */
export const FLAG_WORDS = { set: ['1', 'true', 'yes', 'success'], false: ['0', 'false', 'no'] } as const;

const wordsIn = (words: readonly string[]) => new RegExp(`^(${words.join('|')})$`, 'i');
const SET_TEXT = wordsIn(FLAG_WORDS.set);
const FALSE_TEXT = wordsIn(FLAG_WORDS.false);

/** Set in PHP's sense: true, a non-zero number, "1", "true", "yes", "success". */
export const isSet = (x: unknown): boolean => x === true || (typeof x === 'number' && x !== 0) || (typeof x === 'string' && SET_TEXT.test(x.trim()));

/** Explicitly false: false, 0, "0", "false", "no". Absent (undefined, null, "") is neither set nor false. */
export const isFalse = (x: unknown): boolean => x === false || x === 0 || (typeof x === 'string' && FALSE_TEXT.test(x.trim()));

/** An `error` field that reports an error: anything present that is not explicitly false. */
const reportsError = (x: unknown): boolean => x !== undefined && x !== null && x !== '' && !isFalse(x);

/**
 * What one field of an answer must be: `truthy` as JavaScript reads it (true, a number but 0, a
 * non-empty text, any list or object), `set` or `false` as above, `unset` anything `set` is not
 * (absent too), `reports-error` as `reportsError`.
 */
type FieldTest = 'truthy' | 'set' | 'unset' | 'false' | 'reports-error';

/** An answer (a JSON object) is usable when at least one of its fields passes its test. */
export type UsableRule = readonly { readonly field: string; readonly is: FieldTest }[];

const FIELD_TESTS: Record<FieldTest, (x: unknown) => boolean> = { truthy: Boolean, set: isSet, unset: (x) => !isSet(x), false: isFalse, 'reports-error': reportsError };

export const meetsRule = (raw: Record<string, unknown>, rule: UsableRule): boolean => rule.some(({ field, is }) => FIELD_TESTS[is](raw[field]));
