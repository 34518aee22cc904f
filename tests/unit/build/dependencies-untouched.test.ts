// @vitest-environment node
// The build edits no dependency's code: every plugin of vite.config.ts may swap which module an
// import reaches (our own file for wouter's location module, a slimmer React API), but none may
// rewrite a file under node_modules. Rewriting a published file by matching its text breaks on the
// dependency's next patch release and ships code nobody reviewed.
import { build, type Plugin, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import shipped from '../../../vite.config';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const DEPENDENCY = /[\\/]node_modules[\\/]/;

/** The plugin with its `transform` and `load` hooks watched: an edit of a dependency's file is written to `edits`. */
function watched(plugin: Plugin, edits: string[], seen: Set<string>): Plugin {
  const wrap = (hookName: 'transform' | 'load') => {
    const hook = plugin[hookName] as Hook | { handler: Hook } | undefined;
    if (!hook) return {};
    const handler = typeof hook == 'function' ? hook : hook.handler;
    const wrapped: Hook = async function (this: unknown, ...args: unknown[]) {
      const result = await handler.apply(this, args);
      const [first, second] = args as [string, string];
      const id = hookName == 'transform' ? second : first;
      if (!DEPENDENCY.test(id)) return result;
      seen.add(id);
      const code = result == null ? null : typeof result == 'string' ? result : (result as { code?: string }).code;
      if (code != null && (hookName == 'load' || code !== first)) edits.push(`${plugin.name} ${hookName} ${id}`);
      return result;
    };
    return { [hookName]: typeof hook == 'function' ? wrapped : { ...hook, handler: wrapped } };
  };
  return { ...plugin, ...wrap('transform'), ...wrap('load') };
}

const flat = (options: PluginOption[]): Plugin[] => options.flat(Infinity as 1).filter((p): p is Plugin => !!p && typeof p == 'object' && 'name' in p);

describe('the build (vite.config.ts)', () => {
  it("rewrites no dependency's code: no plugin's transform or load changes a file under node_modules", async () => {
    const edits: string[] = [];
    const seen = new Set<string>();
    await build({
      ...shipped,
      configFile: false,
      logLevel: 'silent',
      plugins: flat(shipped.plugins ?? []).map((plugin) => watched(plugin, edits, seen)),
      build: { ...shipped.build, write: false, minify: false },
    });
    // The watch saw the dependencies go by (preact/compat among them), so an empty list means something.
    expect([...seen].some((id) => /preact[\\/]compat[\\/]dist[\\/]compat\.module\.js$/.test(id))).toBe(true);
    expect(edits).toEqual([]);
  }, 60_000);

  it('would notice a plugin that cuts code out of a dependency', async () => {
    const edits: string[] = [];
    const patching: Plugin = { name: 'patching', transform: (code, id) => (DEPENDENCY.test(id) ? code.replace('Suspense', '') : null) };
    const hook = watched(patching, edits, new Set()).transform as Hook;
    await hook.call({}, 'function Suspense(){}', '/app/node_modules/preact/compat/dist/compat.module.js');
    await hook.call({}, 'function Suspense(){}', '/app/src/main.ts');
    expect(edits).toEqual(['patching transform /app/node_modules/preact/compat/dist/compat.module.js']);
  });
});
