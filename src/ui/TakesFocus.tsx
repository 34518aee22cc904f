import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A block that takes focus when it appears, and again when `on` changes: it replaces the control
 * that led to it (a submit button gone while an outcome is found out), and focus must not fall
 * back to the page. `later`: only when `on` changes, its page's new heading having taken focus
 * as the block appeared (the heading is read first, then the block's changes).
 */
export function TakesFocus({ on, later, children }: { on?: string; later?: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(later);
  useEffect(() => {
    if (first.current) first.current = false;
    else box.current?.focus();
  }, [on]);
  return (
    <div ref={box} tabIndex={-1} className="takes-focus">
      {children}
    </div>
  );
}
