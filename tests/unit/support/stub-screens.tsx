/**
 * Stand-in route tables for tests that `vi.mock` the feature screen modules: small screens
 * with known headings, plus one per area that throws while rendering.
 */
import type { RouteDef } from '../../../src/app/routes';

export const RENDER_ERROR = 'Kaboom: the balance widget exploded';

export function Boom(): never {
  throw new Error(RENDER_ERROR);
}

const titled = (title: string) =>
  function Stub() {
    return (
      <main>
        <h1>{title}</h1>
      </main>
    );
  };

export const authScreens: RouteDef[] = [
  { path: '/auth', screen: titled('Stub auth index') },
  { path: '/auth/signin', screen: titled('Stub sign in') },
  { path: '/auth/boom', screen: Boom },
];

export const dashboardScreens: RouteDef[] = [
  { path: '/dashboard', screen: titled('Stub dashboard') },
  { path: '/dashboard/boom', screen: Boom },
];
