/**
 * The bundle as it would be without "money coming in" (the deposit and payment screens, their stylesheet and
 * the QR encoder): built only to measure the signed-in area's part 1 against its own budget
 * (tests/browser/bundle-budget.test.ts). Never shipped.
 */
import { defineConfig, type Plugin } from 'vite';
import shipped from './vite.config.ts';

const FUNDS = /^\.\.\/features\/funds\/(\w+)$/;
const STUB = '\0no-funds:';

function withoutFundsScreens(): Plugin {
  return {
    name: 'bank:without-funds-screens',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.endsWith('/src/app/routes.tsx') && FUNDS.test(source)) return `${STUB}${FUNDS.exec(source)![1]}`;
      if (source.endsWith('styles/funds.css?inline')) return `${STUB}css`;
      return null;
    },
    load(id) {
      if (id === `${STUB}css`) return 'export default "";';
      if (id.startsWith(STUB)) return `export const ${id.slice(STUB.length)} = () => null;`;
      return null;
    },
  };
}

export default defineConfig({
  ...shipped,
  plugins: [withoutFundsScreens(), ...(shipped.plugins ?? [])],
  build: { ...shipped.build, lib: { ...(shipped.build!.lib as object), fileName: () => 'bank.no-funds.js' } as never },
});
