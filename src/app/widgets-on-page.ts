/**
 * Which element holds which widget, known to every copy of bank.js on the page. A page can run the
 * bundle twice (the file itself and an optimiser's combined file holding it), and each copy has
 * module state of its own: a map in one copy is invisible to the other, which would mount a second
 * widget into the same element. So the map is kept on the document, under a `Symbol.for` key that
 * every copy names alike and no page script meets by accident (it is not a global name).
 *
 * Keyed by the element itself, not by its `data-bank-mounted` mark: a copy of a mounted element (the
 * snapshot a page-transition library such as Turbo restores on "back") carries the mark but no
 * widget, and must be mounted again.
 */
import type { BankWidget } from './mount';

interface WidgetsOnPage {
  /** The widget each element holds, until its unmount. */
  widgets: WeakMap<Element, BankWidget>;
  /** Marked elements whose options were refused (reported once, not at every run of a copy). */
  refused: WeakSet<Element>;
  /** A copy of the bundle already watches the page for elements that arrive and leave. */
  watched?: boolean;
}

const KEY = Symbol.for('bank.js widgets');

/** The page's record, made by the first copy that mounts or watches (not as the module loads: importing changes nothing on the page). */
export const widgetsOnPage = (): WidgetsOnPage =>
  ((document as unknown as Record<symbol, WidgetsOnPage>)[KEY] ??= {
    widgets: new WeakMap(),
    refused: new WeakSet(),
  });
