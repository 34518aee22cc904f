/**
 * What one mounted widget gives its screens: options, the transport and the shared loaders.
 * Two widgets on a page each have their own; the session is page-wide. `app/services.ts`
 * builds it; screens read it through these hooks.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Transport } from '../api/transport';
import type { ResolvedOptions } from '../config/options';
import { createFlashes } from '../session/flash';
import type { ResourceState } from './resource';
import type { SharedData, SharedName, SharedResources } from './shared-loaders';

export interface Services {
  options: ResolvedOptions;
  api: Transport;
  shared: SharedResources;
  /** The one `make()` of this widget (made on first use, disposed with the widget): see useMountState. */
  own<T>(make: () => T): T;
  dispose(): void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside the bank widget');
  return services;
}

export const useApi = () => useServices().api;

/**
 * State that lives exactly as long as one widget (a transfer draft, a new PIN's first entry):
 * `make` runs on first use in this widget and its result's `dispose()`, if any, runs on unmount.
 * Two widgets on a page, or a mount after an unmount, never share it. `make` must be a
 * module-level function: it is the key.
 */
export const useMountState = <T,>(make: () => T): T => useServices().own(make);

/** This widget's flash message and account notice. */
export const useFlashes = () => useMountState(createFlashes);
export const useOptions = () => useServices().options;

/** A shared loader's state, started the first time a screen needs it; `refresh` after an action changed it. */
export function useShared<K extends SharedName>(name: K): { state: ResourceState<SharedData<K>>; refresh: () => Promise<void> } {
  const resource = useServices().shared[name] as SharedResources[K] & { state: { value: ResourceState<SharedData<K>> } };
  const state = resource.state.value;
  // Idle again after a sign-in as someone else: load for the new account.
  useEffect(() => resource.load(), [resource, state.status]);
  return { state, refresh: resource.refresh };
}
