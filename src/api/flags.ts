/**
 * PHP backends send booleans as true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no" — and
 * sometimes an error as a sentence. One decoder, so every call reads them alike.
 */

/** Set in PHP's sense: true, a non-zero number, "1", "true", "yes", "success". */
export const isSet = (x: unknown): boolean => x === true || (typeof x === 'number' && x !== 0) || (typeof x === 'string' && /^(1|true|yes|success)$/i.test(x.trim()));

/** Explicitly false: false, 0, "0", "false", "no". Absent (undefined, null, "") is neither set nor false. */
export const isFalse = (x: unknown): boolean => x === false || x === 0 || (typeof x === 'string' && /^(0|false|no)$/i.test(x.trim()));

/** An `error` field that reports an error: anything present that is not explicitly false. */
export const reportsError = (x: unknown): boolean => x !== undefined && x !== null && x !== '' && !isFalse(x);
