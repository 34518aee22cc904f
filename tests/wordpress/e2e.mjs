/**
 * The plugin in a real WordPress, driven by Chromium. Started by run-site.sh (once per
 * WordPress version), which sets up the site (the version's block theme), the plugin from its
 * zip and the demo backend, and passes their addresses in the environment.
 *
 * The suite lives in areas (e2e/*.test.mjs) sharing e2e/setup.mjs, imported here into one
 * process and one site, in the order the tests run. Some tests stand on what an earlier one
 * left (the customer signed in by the first pages, the connection switched and back), so the
 * order is part of the suite and an area file is not run alone: narrow a run by name instead
 * (WP_E2E_ONLY, node --test-name-pattern).
 */
import './e2e/pages.test.mjs';
import './e2e/layout.test.mjs';
import './e2e/connection.test.mjs';
import './e2e/site-endpoint.test.mjs';
import './e2e/guesses.test.mjs';
import './e2e/site-sessions.test.mjs';
import './e2e/settings.test.mjs';
import './e2e/editor-language.test.mjs';
import './e2e/lifecycle.test.mjs';
