/**
 * What the widget and a site's endpoint (connection "site") must agree on, written once: the
 * WordPress plugin gets a generated copy (`npm run generate` writes
 * wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php).
 */

/** The header every call to the endpoint carries: a cross-site form cannot set it, a cross-site fetch must ask first. */
export const SITE_HEADER = 'X-Bank-Widget';

/** What the endpoint answers instead of a session token: a name for the session, not a secret. */
export const SITE_MARKER_PREFIX = 'site:';

/**
 * The endpoint's own actions on the session it holds (`?session=<action>`), which never reach the
 * bank: `end` forgets it; `keep` says the customer is still at work, so its inactivity clock starts again.
 */
export const SITE_SESSION = { end: 'end', keep: 'keep' } as const;
export const SITE_SESSION_FIELD = 'session';

/**
 * The endpoint's own fields, which never reach the bank: `remember` (in the query of a sign-in: keep
 * the session longer) and `idle` (a keep-alive's seconds since the customer's last input).
 */
export const SITE_REMEMBER_FIELD = 'remember';
export const SITE_IDLE_FIELD = 'idle';

/**
 * The statuses the widget reads from the endpoint: the session ended (the bank's too), a file over
 * the site's upload limit, too many attempts (with Retry-After), the bank not answering in time.
 */
export const STATUS_SIGNED_OUT = 401;
export const STATUS_TOO_LARGE = 413;
export const STATUS_THROTTLED = 429;
export const STATUS_BANK_UNREACHABLE = 504;

/** Seconds the endpoint waits for the bank before it answers 504. */
export const SITE_BANK_TIMEOUT_SECONDS = 30;

/**
 * Through the site, the reads that leave together travel as one request: `?batch=1`, its form field `calls` a JSON
 * list of `{ query, fields }` (each call's query string, such as `''` or `'?session=keep'`, and its
 * text fields, as it would send them alone); the
 * endpoint answers 200 with `{ answers: [{ status, body, retryAfter? }] }`, one per call in their order, each what
 * the call alone would have got (`retryAfter` stands for its Retry-After header). At most `max` calls a batch.
 */
export const SITE_BATCH = { query: 'batch', calls: 'calls', answers: 'answers', max: 8 } as const;
