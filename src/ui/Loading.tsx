import type { ReactNode } from 'react';

/** The one "in progress" line: a polite status with the spinner (none while it only waits). */
export function Loading({ children, spinner = true }: { children: ReactNode; spinner?: boolean }) {
  return (
    <div className="loader" role="status">
      {spinner ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </div>
  );
}
