// The lint is the architecture written down (docs/architecture.md, "Layers, held by the linter"): imports
// in src/ flow one way, app -> features -> ui/lib/session -> config/api, with no circles, so a wrong
// import fails `npm test` instead of waiting for a review.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const SOURCES = 'src/**/*.{ts,tsx}';

/** Every folder under src/features, read at lint time so a new area is fenced in without an edit here. */
function featureAreas(srcDir) {
  try {
    return readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The import boundaries for the `src/` under `root`. A factory so the boundary test can aim the same
 * rules at a fixture tree.
 */
export function structureConfig(root) {
  const src = path.join(root, 'src');
  const layer = (...names) => names.map((name) => `./src/${name}`);
  const zone = (target, from, message, except) => ({ target: `./src/${target}`, from, message, ...(except && { except }) });
  const zones = [
    zone('i18n', './src', 'src/i18n (the message catalogues) imports nothing from src.', ['./i18n']),
    zone('config', './src', "src/config imports only the catalogues' types from src.", ['./config', './i18n']),
    zone('api', './src', 'src/api imports only src/api, src/config and src/i18n.', ['./api', './config', './i18n']),
    zone('session', layer('app', 'features', 'ui', 'lib', 'main.ts'), 'src/session may import only config and api.'),
    zone('lib', layer('app', 'features', 'ui', 'main.ts'), 'src/lib may import only session, config and api.'),
    zone('ui', layer('app', 'features', 'main.ts'), 'src/ui may import only lib, session, config and api.'),
    zone('features', layer('app', 'main.ts'), 'A feature never imports src/app: the composition root imports features.'),
    zone('app', layer('main.ts'), 'Nothing imports the entry point.'),
    ...featureAreas(src).map((area) => zone(`features/${area}`, './src/features', `A feature never imports another feature (src/features/${area}).`, [`./${area}`])),
  ];
  return {
    name: 'bank/structure',
    files: [SOURCES],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports are erased at build time, so they are left out of the cycle check.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/** One way to do each thing, where an import can tell: the screens build on src/ui's versions. */
export const oneWayConfig = {
  name: 'bank/one-way',
  files: ['src/{app,features}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-hook-form',
            importNames: ['useForm'],
            message: 'Use useBankForm (src/ui/useBankForm.ts): after a failed submit the error summary, not the first field, takes focus.',
          },
        ],
      },
    ],
  },
};

/** Parser, resolver and plugin registration shared by every linted file. */
export const baseConfig = [
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'bank/base',
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      // Without the extensions and parser, the plugin reads no .ts file while walking imports, and no-cycle finds nothing.
      // The Node resolver is enough: src/ uses relative imports only. (The TypeScript resolver pulls in native
      // bindings the package registry here does not fully serve, which breaks `npm ci`.)
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      // The same convention tsc's noUnusedParameters follows: a leading underscore marks "unused on purpose".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
];

/**
 * eslint-plugin-react-hooks 7: the classic two rules plus those React Compiler-era rules that catch bugs
 * on any runtime. We ship on Preact and run no compiler, so the rules that only guard the compiler's
 * auto-memoisation (use-memo, void-use-memo, preserve-manual-memoization, incompatible-library,
 * unsupported-syntax, config, gating) are left out.
 */
const hooksRules = {
  'react-hooks/rules-of-hooks': 'error',
  // An error, not a warning: a warning that never fails the build is read by nobody.
  'react-hooks/exhaustive-deps': 'error',
  'react-hooks/static-components': 'error',
  'react-hooks/immutability': 'error',
  'react-hooks/globals': 'error',
  'react-hooks/purity': 'error',
  'react-hooks/set-state-in-render': 'error',
  'react-hooks/error-boundaries': 'error',
  // Off: flags react-hook-form's `field.ref`/`field.onBlur` in JSX and the keep-the-latest-callback ref
  // (useTimeout), neither a defect without concurrent rendering.
  'react-hooks/refs': 'off',
  // Off: a loader resetting to "loading" when its key changes is the pattern our one loader uses.
  'react-hooks/set-state-in-effect': 'off',
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'tests/unit/lint/fixtures/**'] },
  ...baseConfig,
  {
    name: 'bank/src',
    files: [SOURCES],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: hooksRules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  structureConfig(import.meta.dirname),
  oneWayConfig,
  {
    // The plugin's scripts, as WordPress loads them: classic scripts (no modules, no build) on its
    // admin pages and in the block editor, on the browser's and WordPress's globals.
    name: 'bank/wp-plugin',
    files: ['wp-plugin/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, wp: 'readonly' } },
  },
  {
    // Tests, the demo and build scripts: the language rules only, no layers.
    name: 'bank/tooling',
    files: ['tests/**/*.{ts,tsx,mjs}', 'demo/**/*.ts', 'scripts/**/*.{mjs,ts}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
