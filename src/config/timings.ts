/** Every timing the customer can notice (docs/spec-notes.md §9), named once. */

/** Confirmations and timed notices disappear after this long. */
export const NOTICE_MS = 5000;
/** A redirect that follows a message the customer must read (sign-up, KYC, reset, admin). */
export const REDIRECT_SECONDS = 5;
/** After a PIN is created, the dashboard follows after this long (a money outcome stays: OutcomePage). */
export const SHORT_REDIRECT_SECONDS = 3;
/** The stored token is removed this long after the account notice shows (docs/spec-notes.md §2). */
export const NOTICE_TOKEN_MS = 5000;
/** The review's figures are said once typing in its amount has paused this long, not at every key. */
export const TYPING_PAUSE_MS = 1000;
/** A request with no answer after this long is given up as a timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** The inactivity lock warns this long before it ends the session. */
export const IDLE_WARNING_MS = 60_000;
/** The same amount to the same account within this long asks "send it again?" before the PIN. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A read that failed from the connection or the server's trouble is asked again after each of these waits. */
export const READ_RETRY_WAITS_MS = [1000, 3000, 8000];
/**
 * After a money call's answer is lost, the bank's list is read again after each of these waits
 * (the last repeats): a bank that books a few seconds late is found early, and the reads thin out.
 */
export const OUTCOME_WAITS_MS = [2000, 4000, 8000, 15_000];
/**
 * "Not sent" is said only once this long beyond the call's own time limit has passed since it
 * went: the bank may still be working on a call the widget has given up on.
 */
export const OUTCOME_MARGIN_MS = 10_000;
/**
 * A returning customer's first screen waits at most this long after the mount for its route's
 * answers, so that it paints with them; a backend slower than that gets the loading states.
 */
export const FIRST_SCREEN_WAIT_MS = 300;
