import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A block that takes focus when it appears, and again when `on` changes: it replaces the control
 * that led to it (a submit button gone while an outcome is found out), and focus must not fall
 * back to the page.
 */
export function TakesFocus({ on, children }: { on?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [on]);
  return (
    <div ref={box} tabIndex={-1} className="takes-focus">
      {children}
    </div>
  );
}
