/**
 * src/app/routes.tsx writes each route's URL out, so a reader searching for a URL lands on its
 * screen in one step; src/config/paths.ts holds the same patterns for the links. This keeps the
 * two the same set.
 */
import { expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { authRoutes, dashboardRoutes } from '../../../src/app/routes';

const patterns = (section: Record<string, unknown>) =>
  Object.values(section)
    .filter((value): value is string => typeof value === 'string')
    .sort();

it('the route table answers every URL of paths.ts, and nothing else', () => {
  expect(authRoutes.map(([pattern]) => pattern).sort()).toEqual(patterns(paths.auth));
  expect(dashboardRoutes.map(([pattern]) => pattern).sort()).toEqual(patterns(paths.dashboard));
});
