/**
 * Whether the sidebar stands beside the screen or folds into a drawer. The decision is CSS's
 * (layout.css's one container query on the widget's own width sets `--bank-frame`); script reads
 * it back because the drawer's focus trap and `inert` must agree with what is painted. Without
 * ResizeObserver (jsdom) the frame is taken as wide, where nothing is modal.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export type FrameMode = 'beside' | 'drawer';

export function useFrameMode(frame: RefObject<HTMLElement | null>): FrameMode {
  const [mode, setMode] = useState<FrameMode>('beside');
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const read = () => setMode(getComputedStyle(el).getPropertyValue('--bank-frame').trim() === 'drawer' ? 'drawer' : 'beside');
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [frame]);
  return mode;
}
