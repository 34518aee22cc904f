/**
 * The bundle mounts itself into every element a page marks with `data-bank-options` (its mountBank()
 * options as JSON), so a page needs no inline script: a Content-Security-Policy of `script-src 'self'`
 * lets it through, and an optimiser that delays, defers, combines or reorders scripts cannot run a
 * mount call before bank.js. Options sit in an attribute because optimisers rewrite script elements,
 * even `type="application/json"` ones, but leave a div's attributes alone.
 *
 * Whenever bank.js runs, it mounts the elements already parsed, and those parsed later once the
 * document is (DOMContentLoaded). Each element is mounted once: the mark is written on the element,
 * because a second copy of the bundle (the file itself and a combined file holding it) has module
 * state of its own but sees the same element.
 */
import { mountBank } from './mount';

const OPTIONS = 'data-bank-options';
const MOUNTED = 'data-bank-mounted';

/** Mounts each marked element not mounted yet; one with broken options is reported and left with its placeholder. */
function mountMarked() {
  for (const el of document.querySelectorAll(`[${OPTIONS}]:not([${MOUNTED}])`)) {
    el.setAttribute(MOUNTED, '');
    try {
      // mountBank replaces the page's "Loading online banking…" with the first screen.
      mountBank(el, JSON.parse(el.getAttribute(OPTIONS)!) as Parameters<typeof mountBank>[1]);
    } catch (error) {
      console.error('bank.js: this online banking element could not be mounted:', error);
    }
  }
}

export function startSelfMount(): void {
  mountMarked();
  if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', mountMarked, { once: true });
}
