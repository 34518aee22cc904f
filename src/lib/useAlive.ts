import { useEffect, useRef } from 'react';

/**
 * `alive.current` is false once the screen has gone. An answer that arrives after the
 * customer left (Sign out, Back) checks it before touching the session or navigating.
 */
export function useAlive() {
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  return alive;
}
