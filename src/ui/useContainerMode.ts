/**
 * Which of its layouts a container query gave an element, for script that must agree with what
 * is painted (a drawer's focus trap, a disclosure's button). The decision is CSS's: the query
 * sets a custom property (`--bank-frame: drawer`) on an element inside the container, and this
 * reads it back whenever that element's size changes. Until its observer first reports (never,
 * in the unit tests' jsdom, which lays nothing out) the element keeps `fallback`.
 *
 * A callback ref, not a ref object: the element may come later than the first render and must
 * be watched from when it does.
 */
import { useLayoutEffect, useState } from 'react';

export function useContainerMode(property: string, fallback: string): [string, (el: HTMLElement | null) => void] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [mode, setMode] = useState(fallback);
  useLayoutEffect(() => {
    if (!el) return;
    // Read when the observer reports the element's size (after the frame's layout, before its paint), not here: here it
    // would make the browser work out the styles of every new element at once, in the middle of the mount.
    const observer = new ResizeObserver(() => setMode(getComputedStyle(el).getPropertyValue(property).trim() || fallback));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, property, fallback]);
  return [mode, setEl];
}
