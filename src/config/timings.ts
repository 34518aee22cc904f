/** Every timing the customer can notice (docs/spec-notes.md §9), named once. */

/** Confirmations and timed notices disappear after this long. */
export const NOTICE_MS = 5000;
/** A redirect that follows a message the customer must read (sign-up, KYC, reset, admin). */
export const REDIRECT_SECONDS = 5;
/** After a PIN is created or a transfer is sent, the dashboard follows after this long. */
export const SHORT_REDIRECT_SECONDS = 3;
/** The stored token is removed this long after the account notice shows (docs/spec-notes.md §2). */
export const NOTICE_TOKEN_MS = 5000;
/** A request with no answer after this long is given up as a timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** The inactivity lock warns this long before it ends the session. */
export const IDLE_WARNING_MS = 60_000;
/** The same amount to the same account within this long asks "send it again?" before the PIN. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A read that failed from the connection or the server's trouble is asked again after each of these waits. */
export const READ_RETRY_WAITS_MS = [1000, 3000, 8000];
/**
 * A returning customer's first screen waits at most this long after the mount for its route's
 * answers, so that it paints with them; a backend slower than that gets the loading states.
 */
export const FIRST_SCREEN_WAIT_MS = 300;
