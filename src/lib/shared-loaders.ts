/**
 * The loaders several screens share, declared once: each becomes one resource per widget,
 * fetched the first time a screen asks and forgotten when the account changes. Adding a
 * shared loader is one line here.
 */
import { getNotifications, getProfile, getRecentStatement, pinCheck } from '../api/dashboard';
import type { Result } from '../api/failure';
import type { Transport } from '../api/transport';
import { createResource, type Resource } from './resource';

const sharedLoaders = {
  /** Profile, balance (tb) and account number. */
  profile: getProfile,
  notifications: getNotifications,
  pin: pinCheck,
  recent: getRecentStatement,
} satisfies Record<string, (api: Transport) => Promise<Result<unknown>>>;

export type SharedName = keyof typeof sharedLoaders;
type DataOf<F> = F extends (api: Transport) => Promise<Result<infer T>> ? T : never;
export type SharedData<K extends SharedName> = DataOf<(typeof sharedLoaders)[K]>;
export type SharedResources = { [K in SharedName]: Resource<SharedData<K>> };

export function createSharedResources(api: Transport): SharedResources {
  const entries = Object.entries(sharedLoaders).map(([name, load]) => [name, createResource(() => (load as (api: Transport) => Promise<Result<unknown>>)(api))]);
  return Object.fromEntries(entries) as SharedResources;
}
