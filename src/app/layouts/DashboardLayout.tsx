/**
 * The signed-in frame (docs/spec-notes.md §2): top bar (menu toggle, brand, notification count, profile
 * menu), sidebar or drawer, and the screen. It stays mounted while the customer moves between
 * screens. The top bar is a plain div (the host page owns the banner); the screen is the widget's
 * `main` (ScreenArea), so a screen reader jumps to it past the menus.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { FlashMessage } from '../../ui/FlashMessage';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { Brand } from '../../ui/Brand';
import { Icon } from '../../ui/Icon';
import { Sidebar } from './Sidebar';
import { ProfileMenu } from './ProfileMenu';
import { ScreenArea } from './ScreenArea';
import { useFrameMode } from './useFrameMode';
import { useUnread } from './useUnread';
import { useI18n } from '../../lib/useI18n';
import { startOutcomeChecks } from '../../lib/money-call';
import { useApi, useSharedLoaders } from '../../lib/services';

const d = paths.dashboard;
const SIDEBAR_ID = 'bank-sidebar';

export function DashboardLayout({ children }: { children: ReactNode }) {
  const unread = useUnread();
  const [mode, frame] = useFrameMode();
  const { t } = useI18n();
  const drawer = mode === 'drawer';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const open = !drawer || drawerOpen;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The box grew wide enough for the sidebar beside the screen: a drawer left open would keep the screen inert.
  useEffect(() => {
    if (!drawer) setDrawerOpen(false);
  }, [drawer]);
  const inert = (drawer && drawerOpen) || undefined;

  // What became of a money call whose answer was lost is found out while any screen of the account is shown, not only the step that sent it.
  const api = useApi();
  const shared = useSharedLoaders();
  useEffect(
    () =>
      startOutcomeChecks(api, api.limitMs, () => {
        void shared.profile.refresh();
        void shared.recent.refresh();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one watch per mount of the frame
    [api],
  );

  return (
    <div ref={frame} className="dash">
      <div className="dash-top" inert={inert}>
        {drawer ? (
          <button ref={toggle} type="button" className="dash-menu-toggle" aria-expanded={drawerOpen} aria-controls={SIDEBAR_ID} onClick={() => setDrawerOpen(!drawerOpen)}>
            <Icon name="menu" />
            <span className="visually-hidden">{t('common.menu')}</span>
          </button>
        ) : null}
        <Brand />
        <Link href={d.notifications} className="dash-bell">
          <Icon name="bell" />
          {unread ? (
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
          ) : null}
          <span className="visually-hidden">{t('common.bell', { count: unread })}</span>
        </Link>
        <ProfileMenu />
      </div>
      <Sidebar id={SIDEBAR_ID} open={open} drawer={drawer} toggle={toggle} onClose={closeDrawer} />
      <ScreenArea className="dash-main" inert={inert}>
        <OfflineNotice />
        <FlashMessage />
        {children}
      </ScreenArea>
    </div>
  );
}
