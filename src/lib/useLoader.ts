import { useEffect, useMemo } from 'react';
import type { Result } from '../api/failure';
import { createResource, type ResourceState } from './resource';

/**
 * A screen's own loader, on the same resource as the shared ones: loads when the screen
 * shows and again when `key` changes; an answer for an earlier key or a screen that has
 * gone is dropped. `retry` is the "Try again" of the error state.
 */
export function useLoader<T>(fetcher: () => Promise<Result<T>>, key: unknown = null): { state: ResourceState<T>; retry: () => void } {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new resource per key, on purpose
  const resource = useMemo(() => createResource(fetcher), [key]);
  useEffect(() => {
    resource.load();
    return () => resource.reset();
  }, [resource]);
  return { state: resource.state.value, retry: () => void resource.refresh() };
}
