import type { ReactNode } from 'react';
import { FlashMessage } from '../../ui/FlashMessage';

/** The signed-out frame: a single centred card that fits 360 px. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-card">
        <div className="auth-flash">
          <FlashMessage />
        </div>
        {children}
      </div>
    </div>
  );
}
