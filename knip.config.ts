/**
 * Knip (npm run lint): no file, export or dependency that nothing uses. Its entries are what runs
 * by itself: the bundle's entry and the files vite.config.ts builds beside it by path, the demo's
 * pages and server, the scripts (run by npm scripts, scripts/test-all.sh and by hand), the
 * WordPress test's Node programs, and the plugin's scripts, which WordPress loads. Unused
 * messages of the catalogue are scripts/check-messages.ts's job: knip cannot tell a message id.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Found by knip's Vite plugin too: src/main.ts (the build's entry), demo/main.ts (demo/index.html's script).
  entry: [
    // Built by vite.config.ts from their paths: bank.qr.js, and the React API react-hook-form and wouter get.
    'src/features/funds/qr-encoder-file.ts',
    'src/lib/react-slim.ts',
    // The standalone server's demo page (demo/server/page.ts builds it by path), and the demo server's command.
    'demo/standalone.ts',
    'demo/server/cli.ts',
    'scripts/*.{mjs,ts}',
    'tests/wordpress/*.mjs',
    'wp-plugin/**/*.js',
  ],
  project: ['src/**/*.{ts,tsx}', 'demo/**/*.ts', 'scripts/**/*.{mjs,ts}', 'tests/**/*.{ts,tsx,mjs}', 'wp-plugin/**/*.js'],
  // The lint's boundary test aims the rules at this tree: it is read as files, never imported.
  ignore: ['tests/unit/lint/fixtures/**'],
  ignoreDependencies: [
    // Reached through vite.config.ts's alias of @preact/signals-react (the app's imports name React's package).
    '@preact/signals',
    // vite.react.config.ts runs Babel with this plugin, named in Babel's options, through createRequire.
    '@babel/core',
    '@preact/signals-react-transform',
    // Read as a file (node_modules/axe-core/axe.min.js) and injected into the browser tests' pages.
    'axe-core',
  ],
  // Debian's PHP, PHPUnit and GNU gettext, not npm packages (npm run test:php, the connection test's
  // browser test, the plugin's string extraction).
  ignoreBinaries: ['php', 'phpunit', 'xgettext'],
  vite: { config: ['vite.config.ts', 'vite.react.config.ts', 'demo/vite.config.ts'] },
  vitest: { config: ['vite.config.ts', 'tests/browser/vitest.config.ts', 'tests/engines/vitest.config.ts'] },
};

export default config;
