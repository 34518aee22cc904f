import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';
// What the config loads names each file with its extension, and an index file as such (here, in
// src/i18n/files.ts and tokens.ts, the languages' index.ts and funds/qr-encoder.ts): Vite's coming
// default config loader is Node's own import, which resolves nothing else, and today's warns of
// each such import before the demo's address (tests/demo/entrypoints.test.ts).
import { languageFiles } from './src/i18n/files.ts';
import { englishModule, indexCatalogue, messageIds, tokenize, tokenMap } from './src/i18n/tokens.ts';
import { ENCODER_GLOBAL } from './src/features/funds/qr-encoder.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * One runtime everywhere: the build, Vitest and the demo all resolve React's API to Preact.
 * `@preact/signals-react` is aliased to `@preact/signals`, whose Preact integration tracks
 * signal reads in every component without `useSignals()`.
 */
export const runtimeAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];

/**
 * wouter's own browser-location module monkey-patches `history.pushState` for the whole host page
 * as an import side effect. An embedded widget must not do that, so that one module is swapped
 * for ours, which notifies only the widgets on the page.
 */
export function wouterLocationSwap(): Plugin {
  const replacement = here('./src/lib/browser-location.ts');
  return {
    name: 'bank:wouter-location-swap',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'wouter/use-browser-location' || (importer && /[\\/]wouter[\\/]src[\\/]/.test(importer) && source === './use-browser-location.js')) {
        return replacement;
      }
      return null;
    },
  };
}

/**
 * The message catalogue in the build: ids swapped for short tokens (src/i18n/tokens.ts), and
 * `bank.<language>.json` beside bank.js for every shipped language but English (plus the
 * pseudo-locale en-XA), keyed by index, and `bank.ids.json` to read hosts' overrides.
 */
function messagesPlugin(): Plugin {
  const tokens = tokenMap();
  const src = here('./src/');
  return {
    name: 'bank:messages',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === here('./src/i18n/en/index.ts') ? englishModule() : null;
    },
    transform(code, id) {
      if (!id.startsWith(src) || !/\.tsx?$/.test(id)) return null;
      return { code: tokenize(code, tokens, id), map: null };
    },
    generateBundle() {
      for (const [language, catalogue] of Object.entries(languageFiles())) {
        this.emitFile({ type: 'asset', fileName: `bank.${language}.json`, source: JSON.stringify(indexCatalogue(catalogue)) });
      }
      this.emitFile({ type: 'asset', fileName: 'bank.ids.json', source: JSON.stringify(messageIds()) });
    },
  };
}

/**
 * The design system's own tokens get short names in the build (`--bank-fw-bold` → `--bk1d`):
 * 77 names written about 1,000 times (scripts/transform-savings.mjs measures what it saves). Only tokens the stylesheets
 * declare are renamed, in the stylesheets and in the script that reads them (`--bank-frame`);
 * the public inputs (`--bank-color-*`, `--bank-border-radius`, `--bank-font-family`) are read
 * with a fallback and never declared, so a site's own values still reach the widget.
 */
export function shortCssTokens(): Plugin {
  const styles = here('./src/ui/styles/');
  const counts = new Map<string, number>();
  const declared = new Set<string>();
  for (const file of readdirSync(styles).filter((f) => f.endsWith('.css'))) {
    const css = readFileSync(styles + file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name] of css.matchAll(/(--bank-[a-z0-9-]+)\s*:/g)) declared.add(name!);
    for (const [name] of css.matchAll(/--bank-[a-z0-9-]+/g)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const byUse = [...declared].sort((a, b) => counts.get(b)! - counts.get(a)!);
  const short = new Map(byUse.map((name, i) => [name, `--bk${i.toString(36)}`]));
  const src = here('./src/');
  return {
    name: 'bank:short-css-tokens',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(src) || !/\.(css|tsx?)(\?inline)?$/.test(id) || !code.includes('--bank-')) return null;
      return { code: code.replace(/--bank-[a-z0-9-]+/g, (name) => short.get(name) ?? name), map: null };
    },
  };
}

/**
 * `bank.qr.js` beside bank.js: lean-qr's encoder, which only a deposit address needs, as the
 * global the widget reads when it runs the file (src/features/funds/qr-encoder.ts). Only a build
 * says `import.meta.env.BANK_QR_FILE`; from source (the demo's dev server, Vitest) the encoder is
 * imported as a module.
 */
export function qrEncoderFile(): Plugin {
  return {
    name: 'bank:qr-encoder-file',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.BANK_QR_FILE': 'true' } }),
    async generateBundle() {
      const { build } = await import('vite');
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2020',
          minify: 'terser',
          lib: { entry: here('./src/features/funds/qr-encoder-file.ts'), formats: ['iife'], name: ENCODER_GLOBAL, fileName: () => 'bank.qr.js' },
        },
      });
      const [output] = Array.isArray(built) ? built : [built];
      const chunk = 'output' in output! ? output.output[0] : undefined;
      if (!chunk || chunk.type != 'chunk') throw new Error('the QR encoder was not built');
      this.emitFile({ type: 'asset', fileName: 'bank.qr.js', source: chunk.code });
    },
  };
}

/**
 * What ships is built for production: libraries drop their development checks. Only the build:
 * Vitest and the demo's dev server run the same code in development mode, with the checks.
 */
export function productionBuild(): Plugin {
  return {
    name: 'bank:production-build',
    apply: 'build',
    config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  };
}

/** react-hook-form and wouter get only the React API they use (src/lib/react-slim.ts). */
export function slimReactForForms(): Plugin {
  const slim = here('./src/lib/react-slim.ts');
  return {
    name: 'bank:slim-react-for-forms',
    enforce: 'pre',
    resolveId(source, importer) {
      return (source === 'react' || source === 'preact/compat') && importer && /[\\/](react-hook-form[\\/]|wouter[\\/]src[\\/]react-deps)/.test(importer) ? slim : null;
    },
  };
}

/**
 * JSX compiles to React's `createElement(type, props, ...children)`, imported into each component
 * file under names of its own (the classic runtime), rather than to `jsx(type, { ...props, children })`
 * of `react/jsx-runtime`: every element with children is written shorter, 555 bytes at zlib level 9
 * of bank.js (docs/decisions.md, "What each build step saves"). Preact copies each element's
 * props once more for it, some 50 ns an element.
 */
const classicJsx = {
  jsx: { runtime: 'classic' as const, pragma: 'jsxElement', pragmaFrag: 'JsxFragment' },
  jsxInject: "import { createElement as jsxElement, Fragment as JsxFragment } from 'react'",
};

export const sharedConfig = {
  resolve: { alias: runtimeAliases, dedupe: ['preact'] },
  plugins: [wouterLocationSwap()],
  oxc: classicJsx,
};

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/demo/**/*.test.ts'];
/**
 * Unit files that replace modules (vi.mock, vi.doMock) or load them afresh (vi.resetModules) get a
 * worker's module cache of their own: in the shared one they would leave every later file a second
 * copy of Preact and the session, and its widgets render nothing. Found by what they call, so a new
 * such file cannot be forgotten here.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const OWN_MODULES = [
  ...readdirSync(here('./tests/unit'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES_MODULES.test(readFileSync(here(`./tests/unit/${file}`), 'utf8')))
    .map((file) => `tests/unit/${file}`),
  // Counts the page's navigations from its first load.
  'tests/unit/ui/PageHeading.test.tsx',
];

/**
 * The unit files in Vitest's own order (longest first, or largest first on a clean clone), kept
 * together by project and environment: jsdom, or the node environment a file names in its first
 * comment. A worker that shares its module graph (isolate: false) is handed the next file only when
 * that file is of the same project and environment; any other ends it, and a new process loads
 * Vitest, jsdom and the modules again. In Vitest's order the node files fell between the jsdom ones
 * and the 106 files started 45 processes: 192 CPU-seconds against 122 kept together (2026-11-29).
 * Vitest's node API is loaded by the test run only, not by every build that reads this file.
 */
class SameEnvironmentTogether {
  private readonly base: Promise<TestSequencer>;
  constructor(vitest: Vitest) {
    this.base = import('vitest/node').then(({ BaseSequencer }) => new BaseSequencer(vitest));
  }
  async shard(files: TestSpecification[]) {
    return (await this.base).shard(files);
  }
  async sort(files: TestSpecification[]) {
    const sorted = await (await this.base).sort(files);
    const environment = (file: TestSpecification) =>
      /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file.moduleId, 'utf8').slice(0, 500))?.[1] ?? file.project.config.environment;
    const group = new Map(sorted.map((file) => [file, `${file.project.name} ${environment(file)}`]));
    const firstOf = new Map<string, number>();
    sorted.forEach((file, i) => firstOf.has(group.get(file)!) || firstOf.set(group.get(file)!, i));
    // A stable sort: within a group, Vitest's order.
    return sorted.sort((a, b) => firstOf.get(group.get(a)!)! - firstOf.get(group.get(b)!)!);
  }
}

export default defineConfig({
  ...sharedConfig,
  // English is inside bank.js; each other language is a file beside it (bank.fr.json), read when chosen.
  plugins: [...sharedConfig.plugins, productionBuild(), slimReactForForms(), messagesPlugin(), shortCssTokens(), qrEncoderFile()],
  build: {
    outDir: process.env.BANK_DIST || 'dist',
    emptyOutDir: false,
    // ES2021 as written (`??=` and `||=` are not rewritten into longer ES2020): every engine the widget
    // runs in has it, since the widget already needs container queries, `inert` and <dialog>'s
    // showModal (Chrome 105, Firefox 112, Safari 16), and its design Chrome 123, Firefox 128, Safari 18.
    target: 'es2021',
    // The design system needs light-dark() and relative colours as written (styles/base.css has a static fallback).
    cssTarget: ['chrome123', 'firefox128', 'safari18'],
    // terser writes 436 bytes (zlib level 9) fewer than Vite's default minifier (scripts/transform-savings.mjs).
    minify: 'terser',
    // Without the workarounds for Safari 10 and 11 (loop scoping, await) Vite asks of terser by default:
    // those engines are years below the widget's (above). 64 bytes at zlib level 9.
    // A second compress pass folds what the first one's inlining left foldable: 264 bytes at zlib
    // level 9 fewer (about 3 s more a build): 73,437 bytes with one pass, 73,173 with two.
    terserOptions: { safari10: false, compress: { passes: 2 } },
    sourcemap: false,
    // V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function is
    // compiled while the file streams in, off the main thread, instead of on its first call during
    // the mount. docs/decisions.md, "The first screen".
    // Rolldown warns when plugins take most of a build: here terser does (about 6 s of 7), chosen
    // for the bytes it saves (above), so the warning would say only what is already decided.
    // inlineConst: a fact written once as a named constant (src/config: the endpoint's fields, statuses,
    // the bank's script, the mount attributes, which the plugin gets generated copies of) is written
    // where it is read, as its literal was: 20 bytes at zlib level 9 fewer than before the constants.
    rolldownOptions: { checks: { bundlerTimings: false }, optimization: { inlineConst: true }, output: { postBanner: '//# allFunctionsCalledOnLoad' } },
    lib: {
      entry: here('./src/main.ts'),
      formats: ['iife'],
      name: 'bankWidget',
      fileName: () => 'bank.js',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    // The widget's stylesheets as built (tests/unit/ui/logical-css.test.ts reads what ships).
    css: { include: [/src\/ui\/styles\/.+\.css/] },
    restoreMocks: true,
    // Processed by Vite (not loaded raw by Node) so the Preact aliases reach them too.
    server: { deps: { inline: ['wouter', 'react-hook-form', /@preact\/signals/] } },
    // A limit for a hung test, not a measure of speed: the unit lane runs beside the build and the
    // browser tests on 2 cores, where a test that takes 3 s alone can take four times that.
    testTimeout: 30_000,
    // Vitest leaves one core free by default; on the 2-core machines this runs on, both cores
    // cut the unit run from about 143 s to 104 s (measured 2026-11-23).
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SameEnvironmentTogether },
    projects: [
      // Files share a worker and its jsdom (isolate: false): setting up jsdom and the modules
      // for each of 81 files was half the run (137 s; 62 s shared, 2026-11-26). The one setup
      // file undoes what a test leaves behind.
      { extends: true, test: { name: 'unit', include: UNIT_FILES, isolate: false, exclude: [...configDefaults.exclude, ...OWN_MODULES] } },
      // Files that replace modules (vi.mock, vi.resetModules) get fresh ones of their own.
      { extends: true, test: { name: 'unit (own modules)', include: OWN_MODULES } },
    ],
  },
});
