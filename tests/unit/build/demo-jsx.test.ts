// @vitest-environment node
/**
 * The demo's dev server compiles the widget's JSX without the classic transform's development
 * props (__self, __source), which Preact would render as attributes on every element: what a
 * developer inspects in the demo is what the shipped bundle renders.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const config = fileURLToPath(new URL('../../../demo/vite.config.ts', import.meta.url));
const button = fileURLToPath(new URL('../../../src/ui/Button.tsx', import.meta.url));
let server: ViteDevServer | undefined;

afterAll(() => server?.close());

describe("the demo's dev server", () => {
  it('writes elements without __self and __source', async () => {
    server = await createServer({
      configFile: config,
      logLevel: 'silent',
      cacheDir: fileURLToPath(new URL('../../../.tmp/vite-demo-jsx', import.meta.url)),
      server: { middlewareMode: true, ws: false },
    });
    const code = (await server.transformRequest(`/@fs${button}`))!.code;
    expect(code).toContain('jsxElement(');
    expect(code).not.toMatch(/__self|__source/);
  }, 60_000);
});
