/**
 * The bundle as it would be without "money coming in" (issue 10's screens, its stylesheet and
 * the QR encoder): built only to measure the signed-in area's part 1 against its own budget
 * (tests/browser/bundle-budget.test.ts). Never shipped.
 */
import { defineConfig, type Plugin } from 'vite';
import shipped from './vite.config.ts';

const FUNDS = /^\.\.\/features\/funds\/(\w+)$/;

function withoutPart2(): Plugin {
  return {
    name: 'bank:without-part-2',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.endsWith('/src/app/routes.tsx') && FUNDS.test(source)) return `\0part2:${FUNDS.exec(source)![1]}`;
      if (source.endsWith('styles/funds.css?inline')) return '\0part2:css';
      return null;
    },
    load(id) {
      if (id === '\0part2:css') return 'export default "";';
      if (id.startsWith('\0part2:')) return `export const ${id.slice(7)} = () => null;`;
      return null;
    },
  };
}

export default defineConfig({
  ...shipped,
  plugins: [withoutPart2(), ...(shipped.plugins ?? [])],
  build: { ...shipped.build, lib: { ...(shipped.build!.lib as object), fileName: () => 'bank.part1.js' } as never },
});
