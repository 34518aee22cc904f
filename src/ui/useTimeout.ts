import { useEffect, useRef } from 'react';

/** Run `fn` once after `ms` while `active`; cleared on unmount so nothing fires into a dead widget. */
export function useTimeout(fn: () => void, ms: number, active = true) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(id);
  }, [ms, active]);
}
