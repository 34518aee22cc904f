/** URL paths the demo serves, shared by the standalone server and the Vite plugin. */

export const API_PATH = '/api/users.php';
export const ADMIN_PREFIX = '/__demo/';
export const UPLOADS_PREFIX = '/uploads/';
/** The widget's basePath on the demo page. */
export const WIDGET_BASE = '/wp-user';
export const LANDING_PATH = `${WIDGET_BASE}/auth`;
/** The standalone page's scripts: the widget bundle and the panel. */
export const BUNDLE_PATH = '/bank.js';
export const PAGE_SCRIPT_PATH = '/demo-page.js';

/** Paths the backend answers (with CORS); everything else is the page's business. */
export const isBackendPath = (path: string) => path === API_PATH || path.startsWith(ADMIN_PREFIX) || path.startsWith(UPLOADS_PREFIX);

/** Every URL the widget may route to: the page (index.html) is served for all of them. */
export const isWidgetPath = (path: string) => path === WIDGET_BASE || path.startsWith(`${WIDGET_BASE}/`);

/** The widget sends a signed-in administrator to `${apiBase}/admin/`; the demo shows a placeholder there. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
