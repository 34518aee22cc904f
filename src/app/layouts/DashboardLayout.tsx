/**
 * The signed-in frame (spec §2): top bar (menu toggle, brand, notification count, profile
 * menu), sidebar and the screen. It stays mounted while the customer moves between screens.
 * A customer without a transaction PIN is sent to create one first (spec §4). The top bar is
 * a plain div: the host page owns the banner and main landmarks.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useOptions, useShared } from '../../lib/services';
import { unreadCount } from '../../lib/notifications';
import { sessionClose, setClosed, signOut } from '../../session/session';
import { storage } from '../../session/storage';
import { useLogout } from '../../session/useLogout';
import { IDLE_KEY, useIdleLock } from '../../session/useIdleLock';
import { showFlash } from '../../session/flash';
import { FlashMessage } from '../../ui/FlashMessage';
import { Brand } from '../../ui/Brand';
import { Sidebar } from './Sidebar';
import { ProfileMenu } from './ProfileMenu';
import { IdleWarning } from './IdleWarning';

const d = paths.dashboard;
const DESKTOP = '(min-width: 900px)';
const SIDEBAR_ID = 'bank-sidebar';
/** The `close` value that folds the desktop sidebar away. */
const CLOSED = 'true';

function subscribeDesktop(onChange: () => void) {
  const query = globalThis.matchMedia?.(DESKTOP);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** Without matchMedia (old engines, tests) the wide layout is the safe guess. */
const isDesktop = () => globalThis.matchMedia?.(DESKTOP).matches ?? true;

export function DashboardLayout({ children }: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const profile = useShared('profile').state;
  const notifications = useShared('notifications').state;
  const pin = useShared('pin').state;
  const signOutNow = useLogout();
  const idle = useIdleLock(useOptions().idleMinutes, () => {
    navigate(paths.auth.signin, { replace: true });
    signOut();
  });
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const open = desktop ? sessionClose.value !== CLOSED : drawerOpen;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Back at a desktop width, a drawer left open would keep the content inert.
  useEffect(() => {
    if (desktop) setDrawerOpen(false);
  }, [desktop]);

  function onToggle() {
    if (desktop) setClosed(open ? CLOSED : '');
    else setDrawerOpen(!drawerOpen);
  }
  const logout = () => {
    storage.set(IDLE_KEY, '');
    signOutNow();
  };

  const unread = unreadCount(notifications.data?.data);
  const needsPin = pin.status === 'ready' && !pin.data.haspin && path !== d.pinCreation && path !== d.pinConfirm;
  if (needsPin) return <Redirect to={d.pinCreation} replace />;
  const inert = (!desktop && drawerOpen) || undefined;

  return (
    <div
      className={`dash${open ? '' : ' dash--folded'}`}
      onPointerDownCapture={idle.onInput}
      onPointerMoveCapture={idle.onInput}
      onKeyDownCapture={idle.onInput}
      onWheelCapture={idle.onInput}
    >
      <div className="dash-top" inert={inert}>
        <button
          ref={toggle}
          type="button"
          className="button button--secondary dash-menu-toggle"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={onToggle}
        >
          Menu
        </button>
        <Brand />
        <Link href={d.notifications} className="dash-bell">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4" />
          </svg>
          {unread ? (
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
          ) : null}
          <span className="visually-hidden">
            {unread} unread notification{unread === 1 ? '' : 's'}
          </span>
        </Link>
        <ProfileMenu name={profile.data?.data.fullname ?? ''} onLogout={logout} />
      </div>
      <Sidebar
        id={SIDEBAR_ID}
        open={open}
        drawer={!desktop}
        unread={unread}
        toggle={toggle}
        onClose={closeDrawer}
        onUnavailable={(label) => showFlash('Not Available in your region', 'info', label)}
        onLogout={logout}
      />
      <div className="dash-main" inert={inert}>
        <FlashMessage />
        {children}
      </div>
      {idle.seconds === null ? null : <IdleWarning seconds={idle.seconds} onStay={idle.stay} />}
    </div>
  );
}
