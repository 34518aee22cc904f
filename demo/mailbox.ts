/** The "Demo mailbox": every mail the bank sent, newest first, codes big and reset links clickable. */
import type { MailView } from './server/admin-types.ts';
import { el } from './panel-dom.ts';

/** Older mail stays on the server; the panel shows the most recent. */
const SHOWN = 25;

function mailItem(mail: MailView): HTMLElement {
  const time = new Date(mail.at);
  return el(
    'li',
    { class: 'demo-mail' },
    el('h3', { class: 'demo-mail-subject' }, mail.subject),
    el(
      'p',
      { class: 'demo-mail-meta' },
      `To ${mail.to} · `,
      el('time', { datetime: mail.at }, time.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' })),
    ),
    mail.code && el('p', { class: 'demo-mail-code' }, el('span', {}, 'Code '), el('strong', {}, mail.code)),
    mail.link && el('p', {}, el('a', { class: 'demo-mail-link', href: mail.link }, 'Open the reset link')),
    el('p', { class: 'demo-mail-body' }, mail.body),
  );
}

export function createMailbox() {
  const count = el('p', { class: 'demo-hint', role: 'status' }, 'Loading…');
  const list = el('ol', { class: 'demo-mail-list', 'aria-label': 'Mail, newest first' });
  const element = el(
    'section',
    { id: 'demo-mailbox', class: 'demo-section demo-mailbox', 'aria-labelledby': 'demo-mailbox-heading' },
    el('h2', { id: 'demo-mailbox-heading', tabindex: '-1' }, 'Demo mailbox'),
    el('p', { class: 'demo-hint' }, 'Emails the bank sends (codes and links) arrive here.'),
    count,
    list,
  );
  /** What the list shows now; null forces the next update to render. */
  let shownKey: string | null = null;

  return {
    element,
    update(mailbox: MailView[]) {
      const key = mailbox.map((m) => m.id).join(',');
      if (key === shownKey) return;
      shownKey = key;
      count.textContent = mailbox.length === 0 ? 'No mail yet.' : `${mailbox.length} ${mailbox.length === 1 ? 'message' : 'messages'}.`;
      list.replaceChildren(...mailbox.slice(0, SHOWN).map(mailItem));
    },
    unreachable(message: string) {
      shownKey = null;
      count.textContent = message;
    },
  };
}
