/**
 * The sidebar of spec §2 (250 px). Beside the content at desktop widths, where the customer
 * may fold it away (remembered under the `close` key); a drawer at narrow widths: modal while
 * open (the rest of the frame is inert), Escape or a choice closes it and focus returns to
 * the Menu button.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { isActive, NAV_ITEMS } from './nav-items';

export interface SidebarProps {
  id: string;
  open: boolean;
  /** Narrow widths: the sidebar is a drawer over the content. */
  drawer: boolean;
  unread: number;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onUnavailable: (label: string) => void;
  onLogout: () => void;
}

export function Sidebar({ id, open, drawer, unread, toggle, onClose, onUnavailable, onLogout }: SidebarProps) {
  const [path] = useLocation();
  const nav = useRef<HTMLElement>(null);
  const modal = drawer && open;

  useEffect(() => {
    if (!modal) return;
    nav.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal, onClose, toggle]);

  const choose = () => {
    if (drawer) onClose();
  };

  return (
    <>
      {modal ? <div className="dash-scrim" aria-hidden="true" onClick={onClose} /> : null}
      <nav ref={nav} id={id} className={`dash-side${open ? ' is-open' : ''}${drawer ? ' is-drawer' : ''}`} aria-label="Main menu" hidden={!open}>
        <ul>
          {NAV_ITEMS.map((item) => {
            const current = item.to !== undefined && isActive(item.to, path);
            return (
              <li key={item.label}>
                {item.to ? (
                  <Link href={item.to} aria-current={current ? 'page' : undefined} onClick={choose}>
                    <span>{item.label}</span>
                    {item.count ? (
                      <span className="badge">
                        {unread}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    ) : null}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="dash-side-unavailable"
                    onClick={() => {
                      choose();
                      onUnavailable(item.label);
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
          <li>
            <button type="button" onClick={onLogout}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
