/**
 * The widget's location hook: the browser URL seen through `basePath`. wouter's own base
 * match is a plain prefix (`/wp-username` would match `/wp-user`); here a path is inside
 * the base only when it equals it or continues with `/`. A trailing slash is ignored, so
 * `/wp-user/auth/signin/` (as WordPress may link it) is the same route.
 */
import { navigate, usePathname } from '../../lib/browser-location';

/** Routed path for a URL outside the base: matches no route, so the fallback shows. */
export const OUTSIDE_BASE = '/__outside-base__';

export function normaliseBase(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function routedPath(pathname: string, base: string): string {
  let path: string;
  if (!base) path = pathname;
  else if (pathname === base) path = '/';
  else if (pathname.startsWith(base + '/')) path = pathname.slice(base.length);
  else return OUTSIDE_BASE;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}

type LocationHook = () => [string, (to: string, opts?: { replace?: boolean }) => void];

export function createBaseLocation(base: string) {
  const href = (to: string) => (to.startsWith('~') ? to.slice(1) : base + (to === '/' ? '' : to)) || '/';
  const go = (to: string, opts?: { replace?: boolean }) => navigate(href(to), opts);
  const useBaseLocation: LocationHook = () => [routedPath(usePathname(), base), go];
  return { hook: useBaseLocation, href, navigate: go };
}
