/**
 * The demo panel beside the widget: a mailbox and the admin side's controls. Plain DOM, outside
 * the widget's Shadow DOM, so it cannot touch the widget's rendering or state.
 */
import css from './panel.css?inline';
import { createControls } from './controls.ts';
import { createMailbox } from './mailbox.ts';
import { fetchState } from './panel-api.ts';
import { createNetwork, fetchJournal } from './network.ts';
import type { MailView } from './server/admin-types.ts';

const POLL_MS = 2000;

export interface PanelOptions {
  pollMs?: number;
  /** Every poll's mailbox, newest first (the narrow layout counts new mail on its toggle). */
  onMail?: (mailbox: MailView[]) => void;
}

export interface Panel {
  /** Chooses this customer in the controls (the one who just signed in in the widget). */
  follow(email: string): void;
  stop(): void;
}

export function startPanel(root: HTMLElement, { pollMs = POLL_MS, onMail }: PanelOptions = {}): Panel {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mailbox = createMailbox();
  let generation = 0;
  // Chained timeouts, not an interval, and only the newest refresh schedules the next: a slow
  // answer or an extra refresh after an action never starts a second polling chain.
  const refresh = async () => {
    clearTimeout(timer);
    const mine = ++generation;
    const [state, journal] = await Promise.all([fetchState().catch(() => null), fetchJournal().catch(() => null)]);
    if (stopped || mine !== generation) return;
    if (journal) network.update(journal);
    if (state) {
      mailbox.update(state.mailbox);
      controls.update(state);
      onMail?.(state.mailbox);
    } else mailbox.unreachable('The demo server cannot be reached. Retrying…');
    timer = setTimeout(refresh, pollMs);
  };
  const controls = createControls(() => void refresh());
  const network = createNetwork();

  root.classList.add('demo-panel');
  root.replaceChildren(mailbox.element, controls.element, network.element);
  void refresh();
  return {
    follow: (email) => controls.follow(email),
    stop() {
      stopped = true;
      clearTimeout(timer);
      style.remove();
    },
  };
}
