import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useMountState, useOptions } from '../../lib/services';
import { createInactivityFlag } from '../../session/useIdleLock';
import { Brand } from '../../ui/Brand';
import { FlashMessage } from '../../ui/FlashMessage';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { Notice } from '../../ui/Notice';
import { useI18n } from '../../lib/useI18n';
import { ScreenArea } from './ScreenArea';

/** The signed-out frame: the bank's name, then one centred card that fits 360 px. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { idleMinutes } = useOptions();
  const { t } = useI18n();
  const inactivity = useMountState(createInactivityFlag);
  return (
    <div className="auth-layout">
      <ScreenArea className="auth-card">
        <div className="auth-brand">
          <Brand />
        </div>
        <div className="auth-flash">
          <OfflineNotice />
          <FlashMessage />
          {/* Stays until the next sign-in: whoever comes back to the screen reads why. */}
          {inactivity.ended() && path === paths.auth.signin ? (
            <Notice tone="info" title={t('common.idle.signedOut')}>
              {t('common.idle.ended', { count: idleMinutes })}
            </Notice>
          ) : null}
        </div>
        {children}
      </ScreenArea>
    </div>
  );
}
