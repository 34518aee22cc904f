/** Input rules shared by sign-up, password reset and the settings forms (docs/spec-notes.md §5). */

export const MIN_PASSWORD_LENGTH = 6;
export const SHORT_PASSWORD = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** A plain address (letters, digits, ._%+- before the @, a dotted domain): nothing that needs quoting or escaping. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const BAD_EMAIL = "That doesn't look like an email address";
