/**
 * The bundle mounts itself into every element a page marks with `data-bank-options` (its mountBank()
 * options as JSON), so a page needs no inline script: a Content-Security-Policy of `script-src 'self'`
 * lets it through, and an optimiser that delays, defers, combines or reorders scripts cannot run a
 * mount call before bank.js. Options sit in an attribute because optimisers rewrite script elements,
 * even `type="application/json"` ones, but leave a div's attributes alone.
 *
 * Whenever bank.js runs, it mounts the elements already parsed, and those parsed later once the
 * document is (DOMContentLoaded). From then on it watches the page, as pages change without a
 * reload (page transitions, WordPress's client-side navigation, a builder's popups and tabs): a
 * marked element that arrives is mounted, one that leaves is unmounted, and one that leaves and
 * comes back within a moment (a move) keeps its widget, and with it what the customer was doing.
 * Each element holds one widget, whichever copy of the bundle mounted it (widgets-on-page.ts).
 */
import { mountBank } from './mount';
import { widgetsOnPage } from './widgets-on-page';
import { OPTIONS_ATTRIBUTE as OPTIONS } from '../config/page';

/**
 * How long a removed element may stay out of the page and keep its widget: a move (remove, then
 * insert elsewhere) puts it back in the same task or a frame later; a page transition does not.
 */
const MOVE_MS = 100;

/** Mounts a marked element that holds no widget; one with broken options is reported once and left with its placeholder. */
function mountMarked(el: Element) {
  const { widgets, refused } = widgetsOnPage();
  if (widgets.has(el) || refused.has(el)) return;
  try {
    // mountBank replaces the page's "Loading online banking…" with the first screen.
    mountBank(el, JSON.parse(el.getAttribute(OPTIONS)!) as Parameters<typeof mountBank>[1]);
  } catch (error) {
    refused.add(el);
    console.error('bank.js: this online banking element could not be mounted:', error);
  }
}

const mountAll = () => document.querySelectorAll(`[${OPTIONS}]`).forEach(mountMarked);

/** The marked elements in a subtree that was added or removed, its root included. */
function markedIn(node: Node): Element[] {
  if (node.nodeType != Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const inside = [...el.querySelectorAll(`[${OPTIONS}]`)];
  return el.hasAttribute(OPTIONS) ? [el, ...inside] : inside;
}

/**
 * After a moment, an element out of the page, or whose widget the page took out of it (a builder
 * rewriting its content, a router diffing its region), loses its widget: its timers, requests and
 * listeners end. An element still in the page is then mounted afresh.
 */
function checkLater(el: Element) {
  setTimeout(() => {
    const widget = widgetsOnPage().widgets.get(el);
    if (!widget || (el.isConnected && el.querySelector(':scope > [data-bank-widget]')?.shadowRoot)) return;
    widget.unmount();
    if (el.isConnected) mountMarked(el);
  }, MOVE_MS);
}

function watch(records: MutationRecord[]) {
  for (const record of records) {
    for (const node of record.removedNodes) {
      markedIn(node).forEach(checkLater);
      if (widgetsOnPage().widgets.has(record.target as Element)) checkLater(record.target as Element);
    }
    for (const node of record.addedNodes) markedIn(node).forEach(mountMarked);
  }
}

let observer: MutationObserver | undefined;

function startWatching() {
  mountAll();
  observer = new MutationObserver(watch);
  observer.observe(document, { childList: true, subtree: true });
}

/** Mounts what the page holds and watches it; one copy of the bundle watches for all (each copy would mount with the same result). */
export function startSelfMount(): void {
  mountAll();
  const page = widgetsOnPage();
  if (page.watched) return;
  page.watched = true;
  if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', startWatching, { once: true });
  else startWatching();
}

/** Stops this copy's watch (the page's widgets stay): for tests, which share one document. */
export function stopSelfMount(): void {
  observer?.disconnect();
  document.removeEventListener('DOMContentLoaded', startWatching);
  widgetsOnPage().watched = false;
}
