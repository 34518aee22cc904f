/**
 * A route's reads start as soon as the route is known: when the widget mounts, before its first
 * render (beside the language file), and at every navigation, before the new screen renders. The
 * frame, the guards and the screen then show resources already on their way instead of each
 * starting its own once it has rendered (effects run after the browser has painted), one after
 * the other. What is loaded or in flight is not asked again.
 */
import { untracked } from '@preact/signals-react';
import type { Resource } from '../lib/resource';
import { landingReads, type Services } from '../lib/services';
import { onLocationChange } from '../lib/browser-location';
import { routedPath } from './router/base-location';
import { readsAt } from './routes';

export interface RouteReads {
  /**
   * What the route the widget lands on reads, each read's promise settling once it has answered or
   * failed for good (a read still trying again, or waiting for the connection, has not); empty when
   * the route reads nothing (signed out).
   */
  landing: Promise<void>[];
  stop(): void;
}

/** Starts the reads of the route the page is at, now and after each navigation. */
export function startRouteReads(services: Services): RouteReads {
  const shared = new Set<Resource<unknown>>(Object.values(services.shared));
  const landed = services.own(landingReads);
  let at: string | null = null;
  const start = () => {
    const path = routedPath(location.pathname, services.options.basePath);
    if (path === at) return [];
    const landing = at === null;
    at = path;
    landed.clear();
    // Should a navigation come from inside a signal effect, the session read here must not become that effect's dependency.
    return untracked(() =>
      readsAt(path).map((read) => {
        const resource = services.read(read);
        if (landing) landed.add(read);
        // A screen's own read is read afresh at each arrival, as the screen did itself; a shared one once a session.
        if (!shared.has(resource)) resource.reset();
        resource.load();
        // In flight, refresh() gives the request already out, not a new one; loaded, nothing to wait for.
        return resource.state.peek().status === 'loading' ? resource.refresh() : Promise.resolve();
      }),
    );
  };
  const landing = start();
  return { landing, stop: onLocationChange(start) };
}
