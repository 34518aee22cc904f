import { useEffect, useRef, type ReactNode } from 'react';
import { movesMade } from '../lib/browser-location';

/**
 * A page's h1. After the customer moves to another page inside the widget it takes focus,
 * so keyboard and screen-reader users start at the new page's title. On first load and
 * after redirects focus stays where the host page left it.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (movesMade() > 0) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`page-title${className ? ` ${className}` : ''}`}>
      {children}
    </h1>
  );
}
