/**
 * The inactivity lock around the signed-in area: input anywhere in it counts as presence; after
 * `idleMinutes` without any (in every tab of the widget) the session ends, with a warning
 * shortly before (src/session/useIdleLock.ts has the clock).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useApi, useMountState, useOptions } from '../lib/services';
import { signOut } from '../session/session';
import { createInactivityFlag, useIdleLock } from '../session/useIdleLock';
import { IdleWarning } from './layouts/IdleWarning';

export function IdleLock({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const idle = useIdleLock(
    useOptions().idleMinutes,
    useMountState(createInactivityFlag),
    () => {
      // Signed out before the move: the reads a navigation starts must see no session.
      signOut();
      navigate(paths.auth.signin, { replace: true });
    },
    useApi(),
  );
  return (
    // A box of no layout of its own: it only hears the input of everything inside it.
    <div className="idle-scope" onPointerDownCapture={idle.onInput} onPointerMoveCapture={idle.onInput} onKeyDownCapture={idle.onInput} onWheelCapture={idle.onInput}>
      {children}
      {idle.seconds === null ? null : <IdleWarning seconds={idle.seconds} onStay={idle.stay} />}
    </div>
  );
}
