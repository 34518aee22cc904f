/**
 * colorScheme 'auto': the widget takes the scheme of the page it sits on, not of the device.
 * A light WordPress theme in a dark-mode browser is still a light page, and a dark theme on a
 * light device is a dark one. The page's background is what the customer sees around the
 * widget, so that is what decides: the nearest painted background up from the mount element
 * (through shadow hosts), else the canvas.
 */
export type Scheme = 'light' | 'dark';

/** Relative luminance below which black text would read worse than white (the 4.58:1 midpoint). */
const DARK_BELOW = 0.1791;
const DARK_QUERY = '(prefers-color-scheme: dark)';

type Rgba = [number, number, number, number];

let probe: CanvasRenderingContext2D | null | undefined;
/** Any CSS colour to sRGB bytes: computed styles give rgb() for most, but oklch(), lab() or color() for some. */
function toRgba(color: string): Rgba | null {
  const plain = /^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\)$/.exec(color);
  if (plain) {
    const alpha = plain[4] === undefined ? 1 : Number(plain[4]) / (plain[5] ? 100 : 1);
    return [Number(plain[1]), Number(plain[2]), Number(plain[3]), alpha];
  }
  if (color === 'transparent') return [0, 0, 0, 0];
  try {
    probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  } catch {
    probe = null;
  }
  if (!probe) return null;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The element's parent, or the host of the shadow root it sits in. */
const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);

/** With nothing painted, the canvas shows: dark only where the page opted into dark and the device prefers it. */
function canvasScheme(): Scheme {
  const root = document.documentElement;
  const declared = `${getComputedStyle(root).colorScheme} ${document.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? ''}`;
  if (!/\bdark\b/.test(declared)) return 'light';
  if (!/\blight\b/.test(declared) || /\bonly\b/.test(declared)) return 'dark';
  return matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The luminance of the nearest painted background up from `el`, or null where the canvas shows. */
function pageLuminance(el: Element): number | null {
  for (let node: Element | null = el; node; node = parentOf(node)) {
    const rgba = toRgba(getComputedStyle(node).backgroundColor);
    // Half-transparent washes let the page below decide; an opaque enough one is what is seen.
    if (rgba && rgba[3] >= 0.5) return luminance(rgba);
  }
  return null;
}

function pageScheme(el: Element): Scheme {
  const l = pageLuminance(el);
  return l === null ? canvasScheme() : l < DARK_BELOW ? 'dark' : 'light';
}

/**
 * What the widget leaves around its cards: the page's own colour ('page') where its quietest text
 * (the muted grey, 72% of the text colour) keeps 4.5:1 on it, a page darker than luminance 0.05 or
 * lighter than 0.58; the canvas colour ('canvas') where the page paints nothing, painted by the
 * widget so that what is seen is also what a contrast checker reads; else ('') its own background.
 */
export type Around = 'page' | 'canvas' | '';
function pageAround(el: Element): Around {
  const l = pageLuminance(el);
  return l === null ? 'canvas' : l <= 0.05 || l >= 0.58 ? 'page' : '';
}

/**
 * Calls `onScheme` now and whenever the page's scheme may have changed: the device preference,
 * a class or style on the way up (a site's own dark-mode toggle), a stylesheet added or
 * removed, a background transition ending; `around` says what shows around the cards
 * (pageAround). Returns the function that stops watching.
 */
export function watchPageScheme(el: Element, onScheme: (scheme: Scheme, around: Around) => void): () => void {
  let last = '';
  let frame = 0;
  const check = () => {
    frame = 0;
    const scheme = pageScheme(el);
    const around = pageAround(el);
    if (scheme + around !== last) {
      last = scheme + around;
      onScheme(scheme, around);
    }
  };
  const soon = () => {
    frame ||= requestAnimationFrame(check);
  };
  check();

  const media = globalThis.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', soon);
  const observer = new MutationObserver(soon);
  for (let node: Element | null = el; node; node = parentOf(node)) observer.observe(node, { attributes: true });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  document.addEventListener('transitionend', soon);
  return () => {
    media?.removeEventListener('change', soon);
    observer.disconnect();
    document.removeEventListener('transitionend', soon);
    cancelAnimationFrame(frame);
  };
}
