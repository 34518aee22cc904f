/**
 * The sidebar of docs/spec-notes.md §2 (250 px). Beside the screen when the widget's box has room for both;
 * otherwise a drawer behind the Menu button: modal while
 * open (the rest of the frame is inert and Tab cycles inside it), Escape or a choice closes
 * it and focus returns to the Menu button, unless a new screen's heading takes it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../ui/Icon';
import { useFlashes } from '../../lib/services';
import { useLogout } from '../../session/useLogout';
import { useUnread } from './useUnread';
import { isActive, NAV_ITEMS } from './nav-items';
import { useI18n } from '../../lib/useI18n';

export interface SidebarProps {
  id: string;
  open: boolean;
  /** Narrow widths: the sidebar is a drawer over the content. */
  drawer: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

export function Sidebar({ id, open, drawer, toggle, onClose }: SidebarProps) {
  const [path] = useLocation();
  const unread = useUnread();
  const flashes = useFlashes();
  const logout = useLogout();
  const nav = useRef<HTMLElement>(null);
  const { t } = useI18n();
  const modal = drawer && open;

  useLayoutEffect(() => {
    const el = nav.current;
    const menu = toggle.current;
    if (!modal || !el) return;
    const items = el.querySelectorAll<HTMLElement>('a, button');
    items[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // The trap: Tab past either end comes round to the other.
        const [from, to] = event.shiftKey ? [0, items.length - 1] : [items.length - 1, 0];
        if (event.composedPath()[0] === items[from]) {
          event.preventDefault();
          items[to]?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Runs after the frame stopped being inert. Focus left in the closed drawer (or lost with
      // it) goes back to Menu; a new screen's heading takes it from there after navigation.
      const active = (el.getRootNode() as ShadowRoot | Document).activeElement;
      if (!active || el.contains(active)) menu?.focus();
    };
  }, [modal, onClose, toggle]);

  const choose = () => {
    if (drawer) onClose();
  };

  return (
    <>
      <nav ref={nav} id={id} className={`dash-side${open ? ' is-open' : ''}${drawer ? ' is-drawer' : ''}`} aria-label={t('common.nav.label')} hidden={!open}>
        <ul>
          {NAV_ITEMS.map((item) => {
            const current = item.to !== undefined && isActive(item.to, path);
            return (
              <li key={item.label}>
                {item.to ? (
                  <Link href={item.to} aria-current={current ? 'page' : undefined} onClick={choose}>
                    <Icon name={item.icon} />
                    <span className="dash-side-label">{t(item.label)}</span>
                    {item.count && unread ? (
                      <>
                        {' '}
                        <span className="badge" aria-hidden="true">
                          {unread}
                        </span>
                        <span className="visually-hidden">{t('common.nav.unread', { count: unread })}</span>
                      </>
                    ) : null}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="dash-side-unavailable"
                    onClick={() => {
                      choose();
                      flashes.show('common.unavailable', 'info', item.label);
                    }}
                  >
                    <Icon name={item.icon} />
                    <span className="dash-side-label">{t(item.label)}</span> <span className="unavailable-note">{t('common.notAvailable')}</span>
                  </button>
                )}
              </li>
            );
          })}
          <li>
            <button type="button" onClick={logout}>
              <Icon name="logout" className="icon icon--directional" />
              <span className="dash-side-label">{t('common.nav.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {modal ? <div className="dash-scrim" aria-hidden="true" onClick={onClose} /> : null}
    </>
  );
}
