/**
 * Focus `el` only if focus has been lost (the focused control was disabled or removed, so
 * the browser dropped focus to the page). Focus the customer put elsewhere is left alone.
 */
export function focusIfLost(el: HTMLElement | null) {
  if (!el) return;
  const root = el.getRootNode() as Document | ShadowRoot;
  const pageFocus = document.activeElement;
  const host = root instanceof ShadowRoot ? root.host : null;
  const lost = pageFocus === null || pageFocus === document.body || (pageFocus === host && !root.activeElement);
  if (lost) el.focus();
}
