/**
 * The narrow layout: below 960 px the accounts, the mailbox and the controls leave the page flow
 * and open as a drawer under a sticky toolbar, one tap from anywhere. While a drawer is open the
 * rest of the page is inert, Escape closes it and focus returns to its toggle. Wider, everything
 * sits side by side and the toolbar is hidden.
 */
import { el } from './panel-dom.ts';
import type { MailView } from './server/admin-types.ts';

const NARROW = '(max-width: 959.98px)';

export interface LayoutParts {
  header: HTMLElement;
  main: HTMLElement;
  accounts: HTMLElement;
  /** The aside holding the mailbox and the controls; it shows one of them at a time as a drawer. */
  panel: HTMLElement;
}

interface Pane {
  toggle: HTMLButtonElement;
  drawer: HTMLElement;
  /** Which part of the panel the drawer shows (the panel's data-show). */
  show: string;
  /** Gets focus when the drawer opens: the section's heading (tabindex -1). */
  heading: () => HTMLElement | null;
}

export interface Layout {
  /** Closes an open drawer; focus goes to `focusTo`, or to the drawer's toggle when not given. */
  close(focusTo?: HTMLElement | null): void;
  /** The mailbox as polled; new mail is counted on the Mailbox toggle until the mailbox is seen. */
  noteMail(mailbox: MailView[]): void;
}

export function startLayout({ header, main, accounts, panel }: LayoutParts): Layout {
  const narrow = matchMedia(NARROW);
  const badge = el('span', { class: 'demo-badge', hidden: '' });
  const toggle = (text: string, controls: string, ...extra: Node[]) =>
    el('button', { type: 'button', class: 'demo-toggle', 'aria-expanded': 'false', 'aria-controls': controls }, text, ...extra);
  const panes: Pane[] = [
    { toggle: toggle('Accounts', 'demo-accounts'), drawer: accounts, show: '', heading: () => accounts.querySelector('h2') },
    { toggle: toggle('Mailbox', 'demo-mailbox', badge), drawer: panel, show: 'mailbox', heading: () => panel.querySelector('#demo-mailbox h2') },
    { toggle: toggle('Controls', 'demo-controls'), drawer: panel, show: 'controls', heading: () => panel.querySelector('#demo-controls h2') },
  ];
  const toolbar = el('nav', { class: 'demo-toolbar', 'aria-label': 'Demo tools' }, ...panes.map((p) => p.toggle));
  header.after(toolbar);
  document.body.classList.add('demo-has-drawers');

  let open: Pane | null = null;
  const seen = new Set<number>();
  let lastMail: MailView[] | null = null;

  const placeDrawer = () => {
    // Under the toolbar, which stays usable to switch or close.
    document.documentElement.style.setProperty('--demo-drawer-top', `${Math.max(0, toolbar.getBoundingClientRect().bottom)}px`);
  };

  const showBadge = () => {
    if (!lastMail) return;
    const mailboxSeen = !narrow.matches || open?.show === 'mailbox';
    if (mailboxSeen) lastMail.forEach((m) => seen.add(m.id));
    const unseen = lastMail.filter((m) => !seen.has(m.id)).length;
    badge.hidden = unseen === 0;
    // Emptied when hidden, so the toggle's name is plain "Mailbox" again.
    badge.replaceChildren(...(unseen ? [el('span', { 'aria-hidden': 'true' }, String(unseen)), el('span', { class: 'demo-visually-hidden' }, ` (${unseen} new)`)] : []));
  };

  function close(focusTo?: HTMLElement | null) {
    const was = open;
    if (!was) return;
    open = null;
    was.toggle.setAttribute('aria-expanded', 'false');
    delete was.drawer.dataset.open;
    header.inert = false;
    main.inert = false;
    document.documentElement.classList.remove('demo-drawer-open');
    const target = focusTo === undefined ? was.toggle : focusTo;
    target?.focus();
  }

  function openPane(pane: Pane) {
    if (open) {
      open.toggle.setAttribute('aria-expanded', 'false');
      delete open.drawer.dataset.open;
    }
    open = pane;
    pane.toggle.setAttribute('aria-expanded', 'true');
    pane.drawer.dataset.open = '';
    panel.dataset.show = pane.show;
    header.inert = true;
    main.inert = true;
    // Bring the toolbar as high as the page allows, so the drawer gets the most room.
    window.scrollTo({ top: header.getBoundingClientRect().bottom + window.scrollY, behavior: 'instant' });
    placeDrawer();
    document.documentElement.classList.add('demo-drawer-open');
    pane.drawer.scrollTop = 0;
    pane.heading()?.focus();
    showBadge();
  }

  for (const pane of panes) pane.toggle.addEventListener('click', () => (open === pane ? close() : openPane(pane)));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) close();
  });
  window.addEventListener('resize', () => open && placeDrawer());
  narrow.addEventListener('change', () => {
    if (!narrow.matches) close(null);
    showBadge();
  });

  return {
    close,
    noteMail(mailbox) {
      // Mail already there when the page loads has been seen: only what arrives later counts.
      if (!lastMail) mailbox.forEach((m) => seen.add(m.id));
      lastMail = mailbox;
      showBadge();
    },
  };
}
