/**
 * Theming as a site owner uses it, in Chromium against the built bundle: the `appearance`
 * option's colour scheme (`auto` following the page around the widget, `system` the device), a brand colour from the option or
 * from `--bank-*` CSS on the mount element, and text on that colour staying readable (WCAG AA)
 * whatever the colour is. Colours are read from real elements' computed styles.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { workerBrowser } from './support/browser';
import { startFixtureServer, type FixtureServer } from './support/server';
import { BASE, hostPage } from './support/pages';
import { contrast, installColorProbe, luminance, widgetColors, type RGB } from './support/colors';

const WAIT = 10_000;
const PRIMARY_BUTTON = '.button--primary[type=submit]';

let browser: Browser | undefined;
let server: FixtureServer | undefined;
const contexts: BrowserContext[] = [];

/**
 * Host page at /wp-user/*: `?options=` (JSON) is merged into the mount options, `?css=` goes into
 * a <style>, `?meta=` is the page's color-scheme meta ('none': no meta, a page that is light only).
 */
const mountWith = (url: URL) => {
  const options = { basePath: BASE, apiBase: '', ...JSON.parse(url.searchParams.get('options') ?? '{}') };
  const css = url.searchParams.get('css');
  const meta = url.searchParams.get('meta');
  return hostPage({
    colorScheme: meta === 'none' ? null : (meta ?? undefined),
    head: css ? `<style>${css}</style>` : '',
    script: url.searchParams.has('manual') ? null : `window.__widget = mountBank(document.getElementById('bank'), ${JSON.stringify(options)});`,
  });
};

beforeAll(async () => {
  server = await startFixtureServer();
  server.route(`${BASE}*`, mountWith);
  browser = await workerBrowser();
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await server?.close();
});

async function openSignIn({ options, css, meta, scheme = 'light' }: { options?: object; css?: string; meta?: string; scheme?: 'light' | 'dark' } = {}): Promise<Page> {
  // Reduced motion: no colour transition is half-way when a colour is read.
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme, reducedMotion: 'reduce' });
  contexts.push(context);
  await installColorProbe(context);
  const page = await context.newPage();
  const query = new URLSearchParams();
  if (options) query.set('options', JSON.stringify(options));
  if (css) query.set('css', css);
  if (meta) query.set('meta', meta);
  await page.goto(`${server!.url}${BASE}/auth/signin?${query}`);
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor({ timeout: WAIT });
  return page;
}

/** The colour seen around the cards: the widget's own background, or where it paints none ('auto'), the page's (a white canvas when the page paints none either). */
const around = (page: Page) =>
  page.evaluate(() => {
    const painted = (el: Element) => getComputedStyle(el).backgroundColor;
    const own = painted(document.querySelector('[data-bank-widget]')!.shadowRoot!.querySelector('.bank-container')!);
    if (own !== 'rgba(0, 0, 0, 0)') return own;
    for (const el of [document.getElementById('bank')!, document.body, document.documentElement]) if (painted(el) !== 'rgba(0, 0, 0, 0)') return painted(el);
    return '#fff';
  });

/** The background seen around the cards, the card's surface, the heading's text colour. */
async function palette(page: Page) {
  const [background, card, title] = await Promise.all([
    around(page).then((css) => page.evaluate((c) => (window as unknown as { __bankColors: { rgb(css: string): RGB } }).__bankColors.rgb(c), css)),
    widgetColors(page, '.auth-card', ['background-color']),
    widgetColors(page, '.page-title', ['color']),
  ]);
  return { background, surface: card['background-color']!, text: title.color! };
}

/** The muted grey's colour (hints, leads, dates: the quietest text the widget writes on the page around its cards). */
async function mutedText(page: Page): Promise<RGB> {
  await page.evaluate(() => {
    const root = document.querySelector('[data-bank-widget]')!.shadowRoot!.querySelector('.bank-container')!;
    if (!root.querySelector('.probe-muted')) root.append(Object.assign(document.createElement('p'), { className: 'muted probe-muted', textContent: 'x' }));
  });
  return (await widgetColors(page, '.probe-muted', ['color'])).color!;
}

const isDark = (p: { background: RGB; surface: RGB; text: RGB }) => luminance(p.background) < 0.05 && luminance(p.surface) < 0.05 && luminance(p.text) > 0.6;
const isLight = (p: { background: RGB; surface: RGB; text: RGB }) => luminance(p.background) > 0.8 && luminance(p.surface) > 0.8 && luminance(p.text) < 0.05;

describe('colour scheme', () => {
  it('colorScheme "dark" renders the dark palette, readable, even when the browser prefers light', async () => {
    const page = await openSignIn({ options: { appearance: { colorScheme: 'dark' } }, scheme: 'light' });
    const p = await palette(page);
    expect(isDark(p), `dark palette, got ${JSON.stringify(p)}`).toBe(true);
    expect(contrast(p.text, p.surface)).toBeGreaterThanOrEqual(7);
    expect(await page.locator('[data-bank-widget]').getAttribute('data-scheme')).toBe('dark');
  });

  it('colorScheme "light" stays light when the browser prefers dark', async () => {
    const page = await openSignIn({ options: { appearance: { colorScheme: 'light' } }, scheme: 'dark' });
    expect(isLight(await palette(page))).toBe(true);
  });

  const scheme = (page: Page) => page.locator('[data-bank-widget]').getAttribute('data-scheme');

  it('"auto" (the default) on a white page in a dark-mode browser is light: it follows the page, not the device', async () => {
    const page = await openSignIn({ css: 'body { background: #fff }', scheme: 'dark' });
    expect(await scheme(page)).toBe('light');
    expect(isLight(await palette(page))).toBe(true);
  });

  it('"auto" on a dark page in a light-mode browser is dark, and readable', async () => {
    const page = await openSignIn({ css: 'html { background: #15171c; color: #eee }', scheme: 'light' });
    expect(await scheme(page)).toBe('dark');
    const dark = await palette(page);
    expect(isDark(dark), `dark palette, got ${JSON.stringify(dark)}`).toBe(true);
    expect(contrast(dark.text, dark.background)).toBeGreaterThanOrEqual(7);
  });

  it('"auto" leaves the page\'s own colour around the cards (only the cards carry the widget\'s surface), its quietest text AA on it, light and dark', async () => {
    // The darkest light page and the lightest dark page the widget leaves around its cards.
    for (const [css, want] of [
      ['html { background: #fff }', 'light'],
      ['html { background: #cacaca }', 'light'],
      ['html { background: #202124; color: #eee }', 'dark'],
      ['html { background: #3f3f3f; color: #eee }', 'dark'],
    ] as const) {
      const page = await openSignIn({ css, scheme: want === 'light' ? 'dark' : 'light' });
      expect(await scheme(page), css).toBe(want);
      expect(await page.locator('[data-bank-widget]').getAttribute('data-follow-page'), css).toBe('page');
      expect(await widgetColors(page, '.bank-container', ['background-color']).then((c) => c['background-color']), `${css}: no slab of its own`).toEqual([0, 0, 0]);
      const p = await palette(page);
      expect(contrast(p.text, p.background), css).toBeGreaterThanOrEqual(7);
      expect(contrast(await mutedText(page), p.background), `${css}: muted text on the page`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(await mutedText(page), p.surface), `${css}: muted text on a card`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('"auto" on a mid-grey page, where its quiet text would not read, paints its own background; a forced scheme always does', async () => {
    for (const [css, options] of [
      ['html { background: #777 }', {}],
      ['html { background: #fff }', { appearance: { colorScheme: 'dark' } }],
    ] as const) {
      const page = await openSignIn({ css, options });
      expect(await page.locator('[data-bank-widget]').getAttribute('data-follow-page'), css).toBeNull();
      const p = await palette(page);
      expect(p.background, css).toEqual((await widgetColors(page, '.bank-container', ['background-color']))['background-color']);
      expect(contrast(await mutedText(page), p.background), css).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('"auto" follows a site\'s own dark-mode toggle (a class on <html>), both ways', async () => {
    const page = await openSignIn({ css: 'body { background: #fafafa } html.is-dark body { background: #101214 }', scheme: 'light' });
    expect(await scheme(page)).toBe('light');
    await page.evaluate(() => document.documentElement.classList.add('is-dark'));
    await expect.poll(() => scheme(page)).toBe('dark');
    await expect.poll(async () => isDark(await palette(page))).toBe(true);
    await page.evaluate(() => document.documentElement.classList.remove('is-dark'));
    await expect.poll(() => scheme(page)).toBe('light');
  });

  it('"auto" reads the nearest painted background, through a shadow host, over a half-transparent wash', async () => {
    const page = await openSignIn({
      css: 'body { background: #fff } .panel { background: #0d1b2a; padding: 8px }',
      options: {},
      scheme: 'light',
    });
    await page.evaluate(() => {
      const panel = document.createElement('div');
      panel.className = 'panel';
      const wash = panel.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      wash.setAttribute('style', 'background: rgb(255 255 255 / 0.2)');
      const el = wash.appendChild(document.createElement('div'));
      document.body.append(panel);
      (window as unknown as { __second: unknown }).__second = (window as unknown as { mountBank: (el: Element, o: object) => unknown }).mountBank(el, {
        basePath: '/other',
        apiBase: '',
      });
    });
    const second = page.locator('.panel').locator('[data-bank-widget]');
    await expect.poll(() => second.getAttribute('data-scheme')).toBe('dark');
  });

  it('"auto" on a page that paints nothing takes the canvas: the device\'s scheme only if the page opted into dark', async () => {
    expect(await scheme(await openSignIn({ scheme: 'dark' }))).toBe('dark'); // <meta name="color-scheme" content="light dark">
    expect(await scheme(await openSignIn({ scheme: 'dark', meta: 'none' }))).toBe('light');
    expect(await scheme(await openSignIn({ scheme: 'light', meta: 'dark' }))).toBe('dark');
  });

  it('"system" follows the browser preference, also when it changes while open', async () => {
    const page = await openSignIn({ options: { appearance: { colorScheme: 'system' } }, css: 'body { background: #fff }', scheme: 'dark' });
    expect(await scheme(page)).toBe('system');
    const dark = await palette(page);
    expect(isDark(dark), `dark palette, got ${JSON.stringify(dark)}`).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(isLight(await palette(page))).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(isDark(await palette(page))).toBe(true);
  });
});

/** The Sign In button's colours, and the contrast of its text on it. */
async function primaryButton(page: Page) {
  const c = await widgetColors(page, PRIMARY_BUTTON, ['background-color', 'color']);
  return { background: c['background-color']!, text: c.color!, ratio: contrast(c.color!, c['background-color']!) };
}

const hex = (value: string): RGB => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as RGB;

describe('brand colour', () => {
  for (const brand of ['#ffd400', '#1d2a6b']) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`appearance.variables.colorPrimary ${brand} colours the primary button, its text stays AA (${scheme})`, async () => {
        const page = await openSignIn({ options: { appearance: { colorScheme: scheme, variables: { colorPrimary: brand } } } });
        const button = await primaryButton(page);
        expect(button.background).toEqual(hex(brand));
        expect(button.ratio, `text ${button.text} on ${button.background}`).toBeGreaterThanOrEqual(4.5);
      });
    }

    it(`--bank-color-primary: ${brand} set on the mount element does the same`, async () => {
      const page = await openSignIn({ css: `#bank { --bank-color-primary: ${brand}; }` });
      const button = await primaryButton(page);
      expect(button.background).toEqual(hex(brand));
      expect(button.ratio, `text ${button.text} on ${button.background}`).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('the option wins over page CSS, and other public variables reach inside too', async () => {
    const page = await openSignIn({
      css: '#bank { --bank-color-primary: #ffd400; --bank-border-radius: 0px; --bank-font-family: serif; --bank-color-background: #fff8e7; }',
      options: { appearance: { variables: { colorPrimary: '#1d2a6b' } } },
    });
    expect((await primaryButton(page)).background).toEqual(hex('#1d2a6b'));
    const styles = await page.evaluate(() => {
      const root = document.querySelector('[data-bank-widget]')!.shadowRoot!;
      const button = getComputedStyle(root.querySelector('.button--primary')!);
      const container = getComputedStyle(root.querySelector('.bank-container')!);
      return { radius: button.borderTopLeftRadius, font: container.fontFamily, background: container.backgroundColor };
    });
    expect(styles).toEqual({ radius: '0px', font: 'serif', background: 'rgb(255, 248, 231)' });
  });

  it('for any brand colour, the button takes it, its text and brand-coloured links stay readable, in both schemes', async () => {
    const page = await openSignIn();
    const failures: string[] = [];
    // A coarse walk through the sRGB cube plus the hardest cases (mid luminance, saturated).
    const brands: string[] = ['#777777', '#0088ff', '#00aa00', '#ff0000', '#ff00ff', '#00ffff', '#ffff00', '#e6007e', '#3aa757', '#8a8a00'];
    for (let r = 0; r < 256; r += 85) for (let g = 0; g < 256; g += 85) for (let b = 0; b < 256; b += 85) brands.push(`rgb(${r}, ${g}, ${b})`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const brand of brands) {
        await page.locator('#bank').evaluate((el, value) => (el as HTMLElement).style.setProperty('--bank-color-primary', value), brand);
        const [button, link, card] = await Promise.all([
          primaryButton(page),
          widgetColors(page, '.page a[href]', ['color']),
          widgetColors(page, '.auth-card', ['background-color']),
        ]);
        const expected = brand.startsWith('#') ? hex(brand) : (brand.match(/\d+/g)!.map(Number) as RGB);
        if (button.background.join() !== expected.join()) failures.push(`${scheme} ${brand}: button is ${button.background}`);
        if (button.ratio < 4.5) failures.push(`${scheme} ${brand}: button text ${button.ratio.toFixed(2)}:1`);
        const linkRatio = contrast(link.color!, card['background-color']!);
        if (linkRatio < 4.5) failures.push(`${scheme} ${brand}: link ${link.color} on ${card['background-color']} ${linkRatio.toFixed(2)}:1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the keyboard focus ring is in the brand colour family and stands out 3:1 from the card, in both schemes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openSignIn({ scheme });
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        const s = getComputedStyle(el!);
        return { tag: el!.tagName, style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor };
      });
      expect(ring.style, `${scheme}: ${ring.tag} has an outline`).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      const [color, card] = await Promise.all([
        page.evaluate((css) => (window as unknown as { __bankColors: { rgb(c: string): RGB } }).__bankColors.rgb(css), ring.color),
        widgetColors(page, '.auth-card', ['background-color']),
      ]);
      expect(contrast(color, card['background-color']!), `${scheme}: ring ${color} on ${card['background-color']}`).toBeGreaterThanOrEqual(3);
      // Blue-ish, like the default brand colour (#1d4ed8), not the orange of old.
      expect(color[2], `${scheme}: ring ${color}`).toBeGreaterThan(color[0]);
    }
  });
});

describe('bad appearance values', () => {
  it('throw one MountOptionError naming the value, and render nothing', async () => {
    const context = await browser!.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server!.url}${BASE}/auth/signin?manual`);
    const outcomes = await page.evaluate((base) => {
      const mount = (window as unknown as { mountBank: (el: Element, o: unknown) => unknown }).mountBank;
      const el = document.getElementById('bank')!;
      const bad: Record<string, unknown>[] = [
        { colorScheme: 'sepia' },
        { variables: { colorPrimary: 'not-a-colour' } },
        { variables: { colorPrimary: 'rgb(300 0 0 / var(--x))' } },
        { variables: { borderRadius: '12' } },
        { variables: { fontFamily: 'Arial; } * { color: red' } },
        { variables: { colourPrimary: '#000' } },
      ];
      return {
        errors: bad.map((appearance) => {
          try {
            mount(el, { basePath: base, apiBase: '', appearance });
            return null;
          } catch (error) {
            return { name: (error as Error).name, message: (error as Error).message };
          }
        }),
        childNodes: el.childNodes.length,
      };
    }, BASE);
    expect(outcomes.errors.map((e) => e?.name)).toEqual(Array(6).fill('MountOptionError'));
    expect(outcomes.errors.map((e) => /option "([^"]+)"/.exec(e!.message)?.[1])).toEqual([
      'appearance.colorScheme',
      'appearance.variables.colorPrimary',
      'appearance.variables.colorPrimary',
      'appearance.variables.borderRadius',
      'appearance.variables.fontFamily',
      'appearance.variables.colourPrimary',
    ]);
    expect(outcomes.childNodes).toBe(0);
  });
});
