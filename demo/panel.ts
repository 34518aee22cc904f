/**
 * The demo panel beside the widget: a mailbox and the admin side's controls. Plain DOM, outside
 * the widget's Shadow DOM, so it cannot touch the widget's rendering or state.
 */
import css from './panel.css?inline';
import { createControls } from './controls.ts';
import { createMailbox } from './mailbox.ts';
import { fetchState } from './panel-api.ts';

const POLL_MS = 2000;

export function startPanel(root: HTMLElement, pollMs = POLL_MS): () => void {
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
    const state = await fetchState().catch(() => null);
    if (stopped || mine !== generation) return;
    if (state) {
      mailbox.update(state.mailbox);
      controls.update(state);
    } else mailbox.unreachable('The demo server cannot be reached. Retrying…');
    timer = setTimeout(refresh, pollMs);
  };
  const controls = createControls(() => void refresh());

  root.classList.add('demo-panel');
  root.replaceChildren(mailbox.element, controls.element);
  void refresh();
  return () => {
    stopped = true;
    clearTimeout(timer);
    style.remove();
  };
}
