/**
 * The same source (src/main.ts) built on real React 19 instead of Preact, into `bank.react.js`.
 * It is not shipped: it exists so the choice of Preact at runtime stays measured
 * (tests/browser/bundle-budget.test.ts, scripts/compare-react.mjs) and so the app keeps working on
 * the library whose API it is written against (tests/browser/auth-flows.test.ts runs on both).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type LibraryOptions, type Plugin } from 'vite';
import preactConfig, { productionBuild, qrEncoderFile, sharedConfig, shortCssTokens, wouterLocationSwap } from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The one call used from @babel/core, typed here (the project has no @types/babel__core). */
interface Babel {
  transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: { version: number; mappings: string; names: string[]; sources: string[] } | null } | null>;
}
const { transformAsync } = createRequire(import.meta.url)('@babel/core') as Babel;

/**
 * Under React, `@preact/signals-react` only re-renders a component that subscribed through
 * `useSignals()`. Its Babel transform adds that call to every component; Vite runs no Babel by
 * itself, so this plugin runs the transform on the component files before Vite strips TypeScript.
 * Mode `all`: a component often reads signals only through a helper (a guard, a hook in a .ts
 * file), which the `auto` mode's `.value` heuristic would miss.
 */
export function signalsReactTransform(): Plugin {
  return {
    name: 'bank:signals-react-transform',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.tsx') || file.includes('/node_modules/')) return null;
      const result = await transformAsync(code, {
        filename: file,
        cwd: root,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Parse TypeScript and JSX but print them back unchanged: Vite's own transform compiles them.
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // `module:` stops Babel from renaming the package to a babel-plugin-* name.
        plugins: [['module:@preact/signals-react-transform', { mode: 'all' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const preactBuild = preactConfig.build!;
const preactLib = preactBuild.lib as LibraryOptions;

export default defineConfig({
  // No runtime aliases: react, react-dom and @preact/signals-react resolve to the real packages.
  plugins: [signalsReactTransform(), wouterLocationSwap(), productionBuild(), shortCssTokens(), qrEncoderFile()],
  oxc: sharedConfig.oxc,
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    ...preactBuild,
    lib: { ...preactLib, fileName: () => 'bank.react.js' },
  },
});
