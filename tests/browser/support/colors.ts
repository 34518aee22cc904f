/**
 * Colours as a customer sees them: computed colours (which Chromium may report as oklch(),
 * color(srgb-linear …) or rgb()) are painted on a canvas in the page and read back as sRGB,
 * then compared here with WCAG 2.2's contrast ratio. The probe is a plain script string, so no
 * transpiler helper has to exist in the page.
 */
import type { BrowserContext, Page } from 'playwright-core';

const COLOR_PROBE = `
window.__bankColors = (() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const rgb = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data).slice(0, 3);
  };
  const root = () => document.querySelector('[data-bank-widget]').shadowRoot;
  const style = (selector) => {
    const el = root().querySelector(selector);
    if (!el) throw new Error('no element ' + selector + ' in the widget');
    return getComputedStyle(el);
  };
  return { rgb, style };
})();
`;

export type RGB = [number, number, number];

interface Colors {
  rgb(css: string): RGB;
  style(selector: string): CSSStyleDeclaration;
}

/** Adds the probe to every page of the context (before the page's own scripts run). */
export const installColorProbe = (context: BrowserContext) => context.addInitScript(COLOR_PROBE);

/** The computed style properties `props` of the widget element `selector`, as sRGB triples. */
export function widgetColors(page: Page, selector: string, props: string[]): Promise<Record<string, RGB>> {
  return page.evaluate(
    ({ selector, props }) => {
      const c = (window as unknown as { __bankColors: Colors }).__bankColors;
      const style = c.style(selector);
      return Object.fromEntries(props.map((p) => [p, c.rgb(style.getPropertyValue(p))]));
    },
    { selector, props },
  );
}

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB triple. */
export const luminance = ([r, g, b]: RGB) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2.2 contrast ratio of two sRGB triples. */
export function contrast(a: RGB, b: RGB): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
