/**
 * Everything one mounted widget owns: its options, its transport, and the loaders shared
 * by its screens. Two widgets on a page each get their own; the session is page-wide.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { effect } from '@preact/signals-react';
import { createTransport, type Transport } from '../api/transport';
import { getNotifications, getProfile, pinCheck } from '../api/dashboard';
import { createResource, type Resource, type ResourceState } from '../lib/resource';
import type { NotificationsResponse, PinCheckResponse, ProfileResponse } from '../api/schemas';
import { signOut, token } from '../session/session';
import type { ResolvedOptions } from './options';

export interface Services {
  options: ResolvedOptions;
  api: Transport;
  /** Profile, balance (tb) and account number. */
  profile: Resource<ProfileResponse>;
  notifications: Resource<NotificationsResponse>;
  pin: Resource<PinCheckResponse>;
  dispose(): void;
}

export function createServices(options: ResolvedOptions, transportOverrides: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): Services {
  const api = createTransport({
    apiBase: options.apiBase,
    getToken: () => token.peek(),
    ...transportOverrides,
  });
  /** A dashboard call refused as unauthorised means the session is over on the server too. */
  const guarded: Transport = {
    ...api,
    async dashboard(marker, fields, schema) {
      const sent = token.peek();
      const result = await api.dashboard(marker, fields, schema);
      // Only the session that made the call is over; another tab may have signed in meanwhile.
      if (!result.ok && result.kind === 'http' && result.status === 401 && sent && token.peek() === sent) signOut();
      return result;
    },
  };
  const profile = createResource(() => getProfile(guarded));
  const notifications = createResource(() => getNotifications(guarded));
  const pin = createResource(() => pinCheck(guarded));
  // A different (or no) account: nothing loaded for the previous one may show.
  let lastToken = token.peek();
  const stopReset = effect(() => {
    const current = token.value;
    if (current === lastToken) return;
    lastToken = current;
    profile.reset();
    notifications.reset();
    pin.reset();
  });
  return {
    options,
    api: guarded,
    profile,
    notifications,
    pin,
    dispose() {
      stopReset();
      api.dispose();
    },
  };
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside the bank widget');
  return services;
}

export const useApi = () => useServices().api;
export const useOptions = () => useServices().options;

/** Read a shared loader, starting it the first time a screen needs it. */
export function useResource<T>(resource: Resource<T>): ResourceState<T> {
  const state = resource.state.value;
  // Idle again after a sign-in as someone else: load for the new account.
  useEffect(() => resource.load(), [resource, state.status]);
  return state;
}
