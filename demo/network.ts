/**
 * "The network": what a developer needs to see a money call go wrong without the browser's
 * developer tools. An Offline switch for this page (the widget's requests fail as they do with no
 * connection, and the browser says it is offline), and the bank's request journal, live: what
 * reached the bank, so a lost call is seen in it once and a dropped one never.
 */
import { el } from './panel-dom.ts';
import type { JournalEntry } from './server/store.ts';

const SHOWN = 8;
let offline = false;
let patched = false;

/** The page's fetch, failing as a dead connection does while Offline is on; the panel's own calls still go. */
function patchFetch() {
  if (patched) return;
  patched = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return offline && !url.includes('/__demo/') ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init);
  };
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
}

export function createNetwork() {
  const box = el('input', { type: 'checkbox', id: 'demo-offline' });
  box.addEventListener('change', () => {
    patchFetch();
    offline = box.checked;
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
  const list = el('ol', { class: 'demo-journal', 'aria-label': 'Last requests that reached the bank' });
  const element = el(
    'fieldset',
    { class: 'demo-group' },
    el('legend', {}, 'The network'),
    el('p', { class: 'demo-hint' }, 'Offline: this page’s requests to the bank fail and the browser reports no connection. The journal lists what reached the bank, newest last.'),
    el('div', { class: 'demo-check' }, box, el('label', { for: box.id }, 'Offline (this page)')),
    list,
  );
  let last = '';
  return {
    element,
    /** Shows the journal's newest entries; only when they changed, so a poll does not disturb a reader. */
    update(journal: readonly JournalEntry[]) {
      const shown = journal.slice(-SHOWN);
      const key = shown.map((e) => e.seq).join();
      if (key === last) return;
      last = key;
      list.replaceChildren(...shown.map((e) => el('li', {}, `#${e.seq} ${e.call || e.method}`)));
    },
  };
}

export async function fetchJournal(): Promise<JournalEntry[]> {
  const response = await fetch('/__demo/journal', { cache: 'no-store' });
  return response.ok ? ((await response.json()) as { requests: JournalEntry[] }).requests : [];
}
