import { useEffect, useRef } from 'react';

/**
 * Run `fn` once, `ms` after `when` became truthy; a new `when` value starts the wait again.
 * Cleared on unmount, so nothing fires into a screen that has gone.
 */
export function useTimeout(fn: () => void, ms: number, when: unknown = true) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (!when) return;
    const id = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(id);
  }, [ms, when]);
}
