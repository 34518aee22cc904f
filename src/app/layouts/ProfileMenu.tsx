/**
 * The profile popup of docs/spec-notes.md §2 as a menu button (WAI-ARIA APG): Enter, Space or Arrow Down
 * open it on the first item, arrows move, Home/End jump, Escape closes it and returns focus
 * to the button, Tab or a click outside closes it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { initials } from '../../lib/initials';
import { useShared } from '../../lib/services';
import { useLogout } from '../../session/useLogout';
import { useI18n } from '../../lib/useI18n';

interface MenuEntry {
  label: string;
  run: () => void;
}

/** The signed-in customer's initials and name (from the profile, when it has loaded) open the menu. */
export function ProfileMenu() {
  const [, navigate] = useLocation();
  const name = useShared('profile').state.data?.customer.fullname ?? '';
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const [focusIndex, setFocusIndex] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const entries: MenuEntry[] = [
    { label: t('common.profileMenu.home'), run: () => navigate(paths.dashboard.index) },
    { label: t('common.profileMenu.profile'), run: () => navigate(paths.dashboard.profile) },
    { label: t('common.profileMenu.settings'), run: () => navigate(paths.dashboard.settings) },
    { label: t('common.profileMenu.logout'), run: logout },
  ];

  // Before paint, so focus keeps up with keys pressed in quick succession.
  useLayoutEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.composedPath()[0] as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : entries.length - 1);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = entries.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusIndex === last ? 0 : focusIndex + 1, ArrowUp: focusIndex === 0 ? last : focusIndex - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="dash-profile" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary dash-profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span className="dash-avatar" aria-hidden="true">
          {initials(name) || '?'}
        </span>
        <span className="dash-profile-name">
          <span className="visually-hidden">{t('common.profileMenu.label')} </span>
          {name || t('common.profileMenu.account')}
        </span>
      </button>
      {open ? (
        <div id={`${id}-menu`} role="menu" aria-label={t('common.profileMenu.account')} tabIndex={-1} className="dash-profile-menu" onKeyDown={onMenuKey}>
          {entries.map((entry, index) => (
            <button
              key={entry.label}
              ref={(el) => {
                items.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => {
                close(false);
                entry.run();
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
