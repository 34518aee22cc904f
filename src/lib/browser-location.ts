/**
 * Stands in for wouter's `use-browser-location` module (swapped in by vite.config.ts).
 * Same exports, but it never patches `history`: the host page's own history calls stay
 * untouched, and only navigations made through `navigate` here (by any widget on the page)
 * or the browser's back/forward notify subscribers. Listeners exist only while subscribed.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** Navigations inside the widget (links, redirects, back/forward): focus follows each one. */
let moves = 0;
export const movesMade = () => moves;
const onPopState = () => {
  moves++;
  notify();
};

/** Calls `listener` after each navigation (synchronously: before the new screen renders); returns the stop. */
export function onLocationChange(listener: Listener) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

/** @public wouter's module's API (the stand-in keeps all of it), as the two below. */
export const useLocationProperty = <T>(fn: () => T, ssrFn?: () => T) => useSyncExternalStore(onLocationChange, fn, ssrFn);

const currentSearch = () => location.search;
export const useSearch = ({ ssrSearch }: { ssrSearch?: string } = {}) => useLocationProperty(currentSearch, ssrSearch != null ? () => ssrSearch : currentSearch);

const currentPathname = () => location.pathname;
export const usePathname = ({ ssrPath }: { ssrPath?: string } = {}) => useLocationProperty(currentPathname, ssrPath != null ? () => ssrPath : currentPathname);

const currentHistoryState = () => history.state as unknown;
/** @public */
export const useHistoryState = () => useLocationProperty(currentHistoryState, () => null);

export function navigate(to: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) {
  history[replace ? 'replaceState' : 'pushState'](state, '', to);
  moves++;
  notify();
}

/** @public wouter's own src/index.js imports it from here. */
export const useBrowserLocation = (opts: { ssrPath?: string } = {}) => [usePathname(opts), navigate] as const;
