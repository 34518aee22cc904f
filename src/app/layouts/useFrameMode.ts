/**
 * Whether the sidebar stands beside the screen or folds into a drawer. The decision is CSS's
 * (layout.css's one container query on the widget's own width sets `--bank-frame`); script reads
 * it back because the drawer's focus trap and `inert` must agree with what is painted. Without
 * ResizeObserver (jsdom) the frame is taken as wide, where nothing is modal.
 *
 * A callback ref, not a ref object: the frame element may come later than the first render
 * (the frame first redirects a customer without a PIN), and must be watched from when it does.
 */
import { useLayoutEffect, useState } from 'react';

export type FrameMode = 'beside' | 'drawer';

export function useFrameMode(): [FrameMode, (el: HTMLElement | null) => void] {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [mode, setMode] = useState<FrameMode>('beside');
  useLayoutEffect(() => {
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const read = () => setMode(getComputedStyle(frame).getPropertyValue('--bank-frame').trim() === 'drawer' ? 'drawer' : 'beside');
    read();
    const observer = new ResizeObserver(read);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  return [mode, setFrame];
}
