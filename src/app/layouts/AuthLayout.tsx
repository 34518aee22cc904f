import type { ReactNode } from 'react';
import { Brand } from '../../ui/Brand';
import { FlashMessage } from '../../ui/FlashMessage';

/** The signed-out frame: the bank's name, then one centred card that fits 360 px. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-card">
        <div className="auth-brand">
          <Brand />
        </div>
        <div className="auth-flash">
          <FlashMessage />
        </div>
        {children}
      </div>
    </div>
  );
}
