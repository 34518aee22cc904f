/**
 * The signed-in frame (spec §2): sidebar, top bar with the notification count, and the
 * profile menu. The sidebar is a 250 px column on wide screens and a toggled panel on narrow
 * ones, closing after a choice.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { useResource, useServices } from '../../app/services';
import { useLogout } from '../session/useLogout';
import { Notice } from '../../ui/Notice';
import { FlashMessage } from '../../ui/FlashMessage';
import { useTimeout } from '../../ui/useTimeout';

const d = paths.dashboard;
type Item = { label: string; to?: string; count?: boolean };
const items: Item[] = [
  { label: 'Dashboard', to: d.index },
  { label: 'Add funds', to: d.addFunds },
  { label: 'Make payment', to: d.makePayment },
  { label: 'Bank Transfer', to: d.send },
  { label: 'Loan' },
  { label: 'Fixed deposit', to: d.fixedDeposit },
  { label: 'Notifications', to: d.notifications, count: true },
  { label: 'Credit Card' },
  { label: 'Upgrade Account', to: d.upgrade },
  { label: 'Help & Support', to: d.contact },
  { label: 'Pay Bills' },
  { label: 'Statements & Report', to: d.statements },
  { label: 'Settings', to: d.settings },
];

export function DashboardLayout({ children }: { children: ReactNode }) {
  const { profile, notifications } = useServices();
  const profileState = useResource(profile);
  const notificationState = useResource(notifications);
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [unavailable, setUnavailable] = useState('');
  useTimeout(() => setUnavailable(''), 5000, unavailable);
  const logout = useLogout();
  const unread = notificationState.data?.data.filter((n) => n.wasread === 'no').length ?? 0;
  const name = profileState.data?.data.fullname;

  return (
    <div className="dash">
      <div className="dash-top">
        <button type="button" className="button button--secondary dash-menu-toggle" aria-expanded={menuOpen} aria-controls="bank-sidebar" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <span className="dash-brand">Online Banking</span>
        <Link href={d.notifications} className="dash-bell">
          Notifications <span className="badge">{unread}</span>
          <span className="visually-hidden"> unread</span>
        </Link>
        <ProfileMenu name={name} onLogout={logout} />
      </div>
      <nav id="bank-sidebar" className={`dash-side${menuOpen ? ' is-open' : ''}`} aria-label="Main menu">
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <Link href={item.to} className={path === item.to ? 'is-active' : ''} aria-current={path === item.to ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                  {item.label}
                  {item.count ? <span className="badge">{unread}</span> : null}
                </Link>
              ) : (
                <button type="button" className="dash-side-unavailable" onClick={() => setUnavailable(item.label)}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
          <li>
            <button type="button" onClick={logout}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
      <div className="dash-main">
        <FlashMessage />
        {unavailable ? (
          <Notice tone="info" title={unavailable}>
            Not Available in your region
          </Notice>
        ) : null}
        {children}
      </div>
    </div>
  );
}

function ProfileMenu({ name, onLogout }: { name: string | undefined; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.composedPath()[0] as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="dash-profile" ref={root}>
      <button type="button" className="button button--secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">Account menu: </span>
        {name || 'Account'}
      </button>
      {open ? (
        <ul className="dash-profile-menu">
          <li>
            <Link href={d.index} onClick={() => setOpen(false)}>Home</Link>
          </li>
          <li>
            <Link href={d.profile} onClick={() => setOpen(false)}>Profile</Link>
          </li>
          <li>
            <Link href={d.settings} onClick={() => setOpen(false)}>Settings</Link>
          </li>
          <li>
            <button type="button" onClick={onLogout}>
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
