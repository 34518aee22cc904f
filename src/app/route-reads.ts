/**
 * A route's reads start as soon as the route is known: when the widget mounts, before its first
 * render (beside the language file), and at every navigation, before the new screen renders. The
 * frame, the guards and the screen then show resources already on their way instead of each
 * starting its own once it has rendered (effects run after the browser has painted), one after
 * the other. What is loaded or in flight is not asked again.
 */
import { untracked } from '@preact/signals-react';
import type { Resource } from '../lib/resource';
import type { Services } from '../lib/services';
import { onLocationChange } from '../lib/browser-location';
import { routedPath } from './router/base-location';
import { readsAt } from './routes';

/** Starts the reads of the route the page is at, now and after each navigation; returns the stop. */
export function startRouteReads(services: Services): () => void {
  const shared = new Set<Resource<unknown>>(Object.values(services.shared));
  let at: string | null = null;
  const start = () => {
    const path = routedPath(location.pathname, services.options.basePath);
    if (path === at) return;
    at = path;
    // Should a navigation come from inside a signal effect, the session read here must not become that effect's dependency.
    untracked(() => {
      for (const read of readsAt(path)) {
        const resource = services.read(read);
        // A screen's own read is read afresh at each arrival, as the screen did itself; a shared one once a session.
        if (!shared.has(resource)) resource.reset();
        resource.load();
      }
    });
  };
  start();
  return onLocationChange(start);
}
