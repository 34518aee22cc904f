/**
 * A widget's reads, one resource per read function: the route table starts a route's reads when
 * the route is known (src/app/route-reads.ts) and its screens show the same resources, so a read
 * is fetched once for everyone who asks. The reads several screens share are named here, once;
 * adding one is one line.
 */
import { getNotifications, getProfile, getRecentStatement, pinCheck } from '../api/dashboard';
import type { Result } from '../api/failure';
import type { Transport } from '../api/transport';
import { createResource, type Resource } from './resource';

/** A read of the backend, by itself its own key. */
export type Read<T = unknown> = (api: Transport) => Promise<Result<T>>;

const sharedLoaders = {
  /** Profile, balance (tb) and account number. */
  profile: getProfile,
  notifications: getNotifications,
  pin: pinCheck,
  recent: getRecentStatement,
} satisfies Record<string, Read>;

export type SharedName = keyof typeof sharedLoaders;
type DataOf<F> = F extends Read<infer T> ? T : never;
export type SharedData<K extends SharedName> = DataOf<(typeof sharedLoaders)[K]>;
export type SharedResources = { [K in SharedName]: Resource<SharedData<K>> };

export interface Reads {
  /** This widget's resource for `read`, made the first time anyone asks. */
  of<T>(read: Read<T>): Resource<T>;
  shared: SharedResources;
  /** Every resource made so far (to forget them all when the account changes). */
  all(): Iterable<Resource<unknown>>;
}

export function createReads(api: Transport): Reads {
  const made = new Map<Read, Resource<unknown>>();
  function of<T>(read: Read<T>): Resource<T> {
    let resource = made.get(read);
    if (!resource) made.set(read, (resource = createResource(() => read(api))));
    return resource as Resource<T>;
  }
  const shared = Object.fromEntries(Object.entries(sharedLoaders).map(([name, read]: [string, Read]) => [name, of(read)])) as unknown as SharedResources;
  return { of, shared, all: () => made.values() };
}
