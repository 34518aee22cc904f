import type { ReactNode } from 'react';

/** The signed-out frame: a single centred card that fits 360 px. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-card">{children}</div>
    </div>
  );
}
