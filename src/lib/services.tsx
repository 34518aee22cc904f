/**
 * What one mounted widget gives its screens: options, the transport and its reads.
 * Two widgets on a page each have their own; the session is page-wide. `app/services.ts`
 * builds it; screens read it through these hooks.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Transport } from '../api/transport';
import type { ResolvedOptions } from '../config/options';
import { createFlashes } from '../session/flash';
import { createResource, type Resource, type ResourceState } from './resource';
import type { Read, SharedData, SharedName, SharedResources } from './shared-loaders';

export interface Services {
  options: ResolvedOptions;
  api: Transport;
  shared: SharedResources;
  /** This widget's one resource for a read (see shared-loaders.ts). */
  read<T>(read: Read<T>): Resource<T>;
  /** The one `make()` of this widget (made on first use, disposed with the widget): see useMountState. */
  own<T>(make: () => T): T;
  dispose(): void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Every screen renders inside its widget's ServicesProvider (app/App.tsx): only source, never a build, checks. */
function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!import.meta.env.PROD && !services) throw new Error('useServices must be used inside the bank widget');
  return services!;
}

export const useApi = () => useServices().api;

/**
 * State that lives exactly as long as one widget (a transfer draft, a new PIN's first entry):
 * `make` runs on first use in this widget and its result's `dispose()`, if any, runs on unmount.
 * Two widgets on a page, or a mount after an unmount, never share it. `make` must be a
 * module-level function: it is the key.
 */
export const useMountState = <T,>(make: () => T): T => useServices().own(make);

/**
 * The reads the route the widget landed on has started (app/route-reads.ts), until the customer's
 * first navigation: for that first screen, what they hold is this arrival's, not an older screen's.
 */
export const landingReads = (): Set<Read> => new Set();

/** This widget's flash message and account notice. */
export const useFlashes = () => useMountState(createFlashes);
export const useOptions = () => useServices().options;

/** A resource's state for a screen; it loads (unless loaded or loading) when the screen shows, and again once reset (another account). */
function useResource<T>(resource: Resource<T>): ResourceState<T> {
  const state = resource.state.value;
  useEffect(() => resource.load(), [resource, state.status]);
  return state;
}

/*
 * Two ways to read data:
 * - useShared(name): data several screens show (the profile, the notifications, the recent
 *   statement…), read once for the widget, `refresh` after the action that changed it;
 * - useRead(read): data one screen shows. Without a key, the widget's one resource for that read,
 *   which the route table may start before the screen renders; with a key, the screen's own,
 *   read each time it shows and again when the key changes (the fee and balance a transfer is
 *   confirmed against, documents asked for by a link's token).
 */

/** This widget's shared loaders, not started here: to read one again after a change no screen made (a money call settled by the page's check). */
export const useSharedLoaders = () => useServices().shared;

/** A shared loader's state, started the first time a screen needs it; `refresh` after an action changed it. */
export function useShared<K extends SharedName>(name: K): { state: ResourceState<SharedData<K>>; refresh: () => Promise<void> } {
  const resource = useServices().shared[name] as Resource<SharedData<K>>;
  return { state: useResource(resource), refresh: resource.refresh };
}

/**
 * A screen's read. Without `key`, this widget's one resource for it: the route table declares it
 * beside the screen (src/app/routes.tsx), which starts it as soon as the route is known, before the
 * screen renders; the screen shows that same resource, so it is fetched once. With a `key` (any
 * value but undefined), a resource of the screen's own, made again when the key changes and
 * dropped when the screen goes: an answer for an earlier key or a gone screen is never shown.
 * `retry` is the "Try again" of the error state.
 */
export function useRead<T>(read: Read<T>, key?: unknown): { state: ResourceState<T>; retry: () => void } {
  const services = useServices();
  const own = key !== undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new resource per key, on purpose
  const resource = useMemo(() => (own ? createResource(() => read(services.api)) : services.read(read)), [services, key]);
  useEffect(() => (own ? () => resource.reset() : undefined), [resource, own]);
  return { state: useResource(resource), retry: () => void resource.refresh() };
}
