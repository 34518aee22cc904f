// @vitest-environment node
/**
 * The one list of calls (src/api/calls.ts) is the calls auth.ts and dashboard.ts make, and the
 * site's endpoint forwards exactly these: its PHP copy may not differ by one name.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_CALLS, CALL_FIELDS, DASHBOARD_MARKERS } from '../../../src/api/calls';
import { record } from './contract-doc';

const PROXY = fileURLToPath(new URL('../../../wp-plugin/includes/class-online-banking-portal-proxy.php', import.meta.url));

/** A PHP constant's `array( 'a', 'b' )`, as a list of its strings. */
function phpList(source: string, name: string): string[] {
  const found = new RegExp(`const ${name} = array\\(([^)]*)\\);`).exec(source);
  if (!found) throw new Error(`no const ${name} in the endpoint`);
  return [...found[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

const sorted = (list: Iterable<string>) => [...new Set(list)].sort();

describe('the list of calls', () => {
  it('names every crud, marker and field the widget posts, and nothing else', async () => {
    const seen = await record();
    expect(sorted(AUTH_CALLS)).toEqual(sorted(seen.filter((s) => s.how === 'crud').map((s) => s.call)));
    expect(sorted(DASHBOARD_MARKERS)).toEqual(sorted(seen.filter((s) => s.how === 'marker').map((s) => s.call)));
    // `token` is added by the transport, not by a call.
    expect(sorted(CALL_FIELDS)).toEqual(sorted(['token', ...seen.flatMap((s) => s.fields)]));
  });

  it.each([
    ['AUTH_CALLS', AUTH_CALLS],
    ['DASHBOARD_MARKERS', DASHBOARD_MARKERS],
    ['CALL_FIELDS', CALL_FIELDS],
  ] as const)("the site endpoint's %s is the same list", (name, list) => {
    expect(phpList(readFileSync(PROXY, 'utf8'), name)).toEqual([...list]);
  });
});
