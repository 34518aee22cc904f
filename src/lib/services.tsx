/**
 * What one mounted widget gives its screens: options, the transport and its reads.
 * Two widgets on a page each have their own; the session is page-wide. `app/services.ts`
 * builds it; screens read it through these hooks.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Transport } from '../api/transport';
import type { ResolvedOptions } from '../config/options';
import { createFlashes } from '../session/flash';
import type { Resource, ResourceState } from './resource';
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

/** A shared loader's state, started the first time a screen needs it; `refresh` after an action changed it. */
export function useShared<K extends SharedName>(name: K): { state: ResourceState<SharedData<K>>; refresh: () => Promise<void> } {
  const resource = useServices().shared[name] as Resource<SharedData<K>>;
  return { state: useResource(resource), refresh: resource.refresh };
}

/**
 * A screen's own read, on this widget's one resource for it: the route table declares it beside
 * the screen (src/app/routes.tsx), which starts it as soon as the route is known, before the
 * screen renders; the screen shows that same resource, so it is fetched once. `retry` is the
 * "Try again" of the error state.
 */
export function useRead<T>(read: Read<T>): { state: ResourceState<T>; retry: () => void } {
  const resource = useServices().read(read);
  return { state: useResource(resource), retry: () => void resource.refresh() };
}
