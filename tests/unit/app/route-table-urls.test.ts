// @vitest-environment node
/**
 * src/app/routes.tsx writes each route's URL beside it, so a reader searching for a URL lands on
 * its screen in one step. This keeps those comments true to src/config/paths.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';

const table = readFileSync(fileURLToPath(new URL('../../../src/app/routes.tsx', import.meta.url)), 'utf8');

it('every route line names its real URL', () => {
  const lines = [...table.matchAll(/^ {2}\[(a|d)\.(\w+), \w+\],(?: \/\/ (\S+))?$/gm)];
  expect(lines.length).toBe(Object.values(paths.auth).filter((v) => typeof v === 'string').length + Object.keys(paths.dashboard).length);
  for (const [line, area, key, url] of lines) {
    const section: Record<string, unknown> = area === 'a' ? paths.auth : paths.dashboard;
    expect(url, line).toBe(section[key!]);
  }
});
