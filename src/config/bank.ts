/**
 * The bank's side of the contract the WordPress plugin names too (its connection tests and the site's
 * endpoint), written once: the plugin gets a generated copy (`npm run generate`).
 */
/** The bank's one script, below apiBase: every call is a POST to it. */
export const BANK_SCRIPT = '/api/users.php';
/** The query field that names an auth call's action (`?crud=userlogin`). */
export const CRUD_FIELD = 'crud';
/** The field a dashboard call carries the session token in. */
export const TOKEN_FIELD = 'token';
/** The field a sign-in's answer gives the token in. */
export const JWT_FIELD = 'jwt';
/** The sign-in, which the plugin's connection tests make too. */
export const SIGN_IN_CALL = 'userlogin';
