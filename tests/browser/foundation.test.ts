/**
 * The foundation's "done when", as a customer or the host page would notice it, in a real
 * Chromium driving the built dist/bank.js: one global, mount/unmount/remount, isolation from
 * (and of) the host page's CSS, routing under the base path, a real session from the demo
 * backend, a strict CSP, nothing left running after unmount, and 360 px / 1280 px layouts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { workerBrowser } from './support/browser';
import { startFixtureServer, type FixtureServer } from './support/server';
import { BASE, hostPage, mountScript } from './support/pages';
import { CSP_VIOLATION_PROBE, LIVE_RESOURCE_PROBE, type LiveResources } from './support/probes';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken, startDemo, type DemoServer } from './support/demo';
import { focused } from './support/demo-ui';
import { storeSession } from './support/session';

const WAIT = 10_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const HOSTILE_CSS = `
  * { font-size: 31px !important; color: red !important; font-family: "Comic Sans MS", cursive !important; }
  html { font-size: 5px !important; line-height: 3 !important; letter-spacing: 4px !important; }
  button, input { all: unset; }
  h1 { display: none !important; }
  div { padding: 40px !important; background: yellow !important; border: 5px dotted green !important; }
  a { text-transform: uppercase !important; text-decoration: none !important; }
`;

const CSP = "default-src 'none'; script-src 'self' 'nonce-abc123'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; base-uri 'none'; form-action 'self'";

/** Host pages, chosen with `?fixture=` (the widget routes on the path only). */
const FIXTURES: Record<string, () => string | { headers: Record<string, string>; body: string }> = {
  default: () => hostPage(),
  manual: () => hostPage({ script: null }),
  bare: () => hostPage({ bundle: false, script: null, body: '<div id="bank"></div>' }),
  two: () =>
    hostPage({
      body: '<div style="display:flex;gap:16px"><div id="left" style="flex:1;min-width:0"></div><div id="right" style="flex:1;min-width:0"></div></div>',
      script: mountScript('#left') + mountScript('#right'),
    }),
  hostile: () => hostPage({ head: `<style>${HOSTILE_CSS}</style>` }),
  'host-elements': () =>
    hostPage({
      body: '<main><p id="host-p">A paragraph of the host page.</p><button id="host-button" type="button">Host button</button><div id="bank"></div></main>',
      script: null,
    }),
  csp: () => ({ headers: { 'Content-Security-Policy': CSP }, body: hostPage({ nonce: 'abc123' }) }),
};

let browser: Browser | undefined;
let server: FixtureServer | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startFixtureServer();
  server.route('/blank', hostPage({ bundle: false, script: null, body: '<p>Blank host page</p>' }));
  server.route(`${BASE}*`, (url) => FIXTURES[url.searchParams.get('fixture') ?? 'default']?.());
  browser = await workerBrowser();
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await server?.close();
});

async function newPage({ viewport = DESKTOP, init = [] as string[] } = {}): Promise<Page> {
  const context = await browser!.newContext({ viewport });
  contexts.push(context);
  for (const script of init) await context.addInitScript(script);
  return context.newPage();
}

/** Opens `path` on the fixture server with the given host page. */
async function open(path: string, fixture = 'default', options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage(options);
  await page.goto(`${server!.url}${path}${fixture === 'default' ? '' : `?fixture=${fixture}`}`);
  return page;
}

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: WAIT });
const pathnameOf = (page: Page) => page.evaluate(() => location.pathname);
const signInHeading = (scope: Page | Locator) => scope.getByRole('heading', { level: 1, name: 'Sign In' });
const fallbackHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });

describe('loading the bundle', () => {
  it('defines exactly one new global, mountBank', async () => {
    const page = await open('/blank');
    const before = await page.evaluate(() => Object.getOwnPropertyNames(window));
    await page.addScriptTag({ url: '/bank.js' });
    const after = await page.evaluate(() => Object.getOwnPropertyNames(window));
    expect(after.filter((name) => !before.includes(name))).toEqual(['mountBank']);
    expect(await page.evaluate(() => typeof (window as { mountBank?: unknown }).mountBank)).toBe('function');
  });
});

describe('mountBank / unmount', () => {
  it('mounts, unmounts leaving the element empty, and mounts again', async () => {
    const page = await open(`${BASE}/auth/signin`, 'manual');
    expect(await page.locator('#bank').evaluate((el) => el.childNodes.length)).toBe(0);

    await page.evaluate(mountScript());
    await shown(signInHeading(page));
    expect(await page.locator('[data-bank-widget]').count()).toBe(1);

    await page.evaluate(() => (window as unknown as { __bankWidgets: { unmount(): void }[] }).__bankWidgets.pop()!.unmount());
    expect(await page.locator('#bank').evaluate((el) => el.childNodes.length)).toBe(0);
    expect(await signInHeading(page).count()).toBe(0);

    await page.evaluate(mountScript());
    await shown(signInHeading(page));
    await shown(page.getByLabel('Email', { exact: true }));
  });

  it('throws one clear error naming the bad option, and renders nothing', async () => {
    const page = await open(`${BASE}/auth/signin`, 'manual');
    const outcome = await page.evaluate(() => {
      const mount = (window as unknown as { mountBank: (el: unknown, o: unknown) => unknown }).mountBank;
      const attempt = (el: unknown, options: unknown) => {
        try {
          mount(el, options);
          return null;
        } catch (error) {
          return { name: (error as Error).name, message: (error as Error).message };
        }
      };
      const el = document.getElementById('bank')!;
      return {
        noElement: attempt(null, { basePath: '/wp-user', apiBase: '' }),
        numericBase: attempt(el, { basePath: 42, apiBase: '' }),
        childNodes: el.childNodes.length,
        widgets: document.querySelectorAll('[data-bank-widget]').length,
      };
    });
    expect(outcome.noElement, 'mounting without an element must throw').not.toBeNull();
    expect(outcome.noElement!.message).toMatch(/mountBank/);
    expect(outcome.noElement!.message).toMatch(/\bel\b|element/i);
    expect(outcome.numericBase, 'basePath: 42 must throw').not.toBeNull();
    expect(outcome.numericBase!.message).toMatch(/mountBank/);
    expect(outcome.numericBase!.message).toContain('basePath');
    expect(outcome.numericBase!.message).not.toMatch(/apiBase|adminUrl|uploadsBase/);
    expect(outcome.childNodes).toBe(0);
    expect(outcome.widgets).toBe(0);
  });

  it('renders two widgets side by side on one page', async () => {
    const page = await open(`${BASE}/auth/signin`, 'two');
    await shown(signInHeading(page.locator('#left')));
    await shown(signInHeading(page.locator('#right')));
    await shown(page.locator('#left').getByLabel('Email', { exact: true }));
    await shown(page.locator('#right').getByLabel('Email', { exact: true }));
    // Both are really laid out next to each other, each with its own width.
    const left = (await page.locator('#left .bank-container').boundingBox())!;
    const right = (await page.locator('#right .bank-container').boundingBox())!;
    expect(left.width).toBeGreaterThan(100);
    expect(right.width).toBeGreaterThan(100);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  });
});

describe('CSS isolation', () => {
  const PROPS = [
    'font-size',
    'font-family',
    'font-weight',
    'font-style',
    'line-height',
    'letter-spacing',
    'text-transform',
    'text-decoration-line',
    'color',
    'background-color',
    'display',
    'visibility',
    'opacity',
    'box-sizing',
    'min-height',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'border-top-width',
    'border-top-style',
    'border-top-color',
    'border-left-width',
    'border-left-style',
    'border-left-color',
    'border-top-left-radius',
    'cursor',
  ];

  async function widgetStyles(page: Page) {
    await shown(signInHeading(page));
    const parts: Record<string, Locator> = {
      container: page.locator('.bank-container'),
      h1: signInHeading(page),
      button: page.getByRole('button', { name: 'Sign In', exact: true }),
      input: page.getByLabel('Email', { exact: true }),
      checkbox: page.getByLabel('Remember me'),
      link: page.getByRole('link', { name: 'Forgot Password?' }),
    };
    const styles: Record<string, Record<string, string>> = {};
    for (const [name, locator] of Object.entries(parts)) {
      styles[name] = await locator.evaluate((el, props) => {
        const cs = getComputedStyle(el);
        return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
      }, PROPS);
    }
    return styles;
  }

  it('looks the same under a hostile host stylesheet', async () => {
    const clean = await widgetStyles(await open(`${BASE}/auth/signin`));
    const hostilePage = await open(`${BASE}/auth/signin`, 'hostile');
    // The hostile sheet is really in force on the host page…
    expect(await hostilePage.locator('h2').evaluate((el) => getComputedStyle(el).fontSize)).toBe('31px');
    // …and does not reach into the widget.
    const hostile = await widgetStyles(hostilePage);
    // One difference by design: following the page ('auto'), the widget leaves the page's colour (the sheet's yellow) around its cards.
    expect([clean.container!['background-color'], hostile.container!['background-color']]).toEqual(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']);
    delete clean.container!['background-color'];
    delete hostile.container!['background-color'];
    expect(hostile).toEqual(clean);
    // A sanity check that the comparison covers something styled: the widget's own look.
    expect(clean.container!['font-size']).toBe('16px');
    expect(clean.h1!.display).toBe('block');
  });

  it("leaves the host page's own elements styled as before", async () => {
    const page = await open(`${BASE}/auth/signin`, 'host-elements');
    const snapshot = () =>
      page.evaluate(() => {
        // Layout-dependent values (sizes that follow the page's scrollbar/height) are left out.
        const skip = /^(width|height|inline-size|block-size|perspective-origin|transform-origin|min-block-size|min-inline-size)$/;
        const take = (el: Element) => {
          const cs = getComputedStyle(el);
          const out: Record<string, string> = {};
          for (let i = 0; i < cs.length; i++) {
            const name = cs.item(i);
            if (!skip.test(name)) out[name] = cs.getPropertyValue(name);
          }
          return out;
        };
        return {
          html: take(document.documentElement),
          body: take(document.body),
          p: take(document.getElementById('host-p')!),
          button: take(document.getElementById('host-button')!),
        };
      });
    const before = await snapshot();
    await page.evaluate(mountScript());
    await shown(signInHeading(page));
    const during = await snapshot();
    expect(Object.keys(before.button).length).toBeGreaterThan(100);
    expect(during).toEqual(before);
  });
});

describe('routing under the base path', () => {
  it('sends a deep link into the dashboard without a token to sign-in', async () => {
    const page = await open(`${BASE}/dashboard`);
    await shown(signInHeading(page));
    expect(await pathnameOf(page)).toBe(`${BASE}/auth/signin`);
  });

  it('treats /wp-username as outside the base: the fallback, not a screen', async () => {
    const page = await open('/wp-username');
    await shown(fallbackHeading(page));
    expect(await signInHeading(page).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await pathnameOf(page)).toBe('/wp-username');
  });

  it('shows the fallback with 404 for an unknown route', async () => {
    const page = await open(`${BASE}/nope`);
    await shown(fallbackHeading(page));
    await shown(page.getByText('404'));
  });

  it('shows the same screen with a trailing slash', async () => {
    const plain = await open(`${BASE}/auth/signin`);
    await shown(signInHeading(plain));
    const slashed = await open(`${BASE}/auth/signin/`);
    await shown(signInHeading(slashed));
    expect(await slashed.locator('.bank-container').innerText()).toBe(await plain.locator('.bank-container').innerText());
  });

  it('follows browser back and forward between two widget pages', async () => {
    const page = await open(`${BASE}/auth`);
    await shown(page.getByRole('link', { name: "Let's Get Started" }));
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await shown(signInHeading(page));
    expect(await pathnameOf(page)).toBe(`${BASE}/auth/signin`);

    await page.goBack();
    await shown(page.getByRole('link', { name: "Let's Get Started" }));
    expect(await pathnameOf(page)).toBe(`${BASE}/auth`);
    expect(await signInHeading(page).count()).toBe(0);

    await page.goForward();
    await shown(signInHeading(page));
    expect(await pathnameOf(page)).toBe(`${BASE}/auth/signin`);
  });
});

describe('under a strict Content-Security-Policy', () => {
  it('renders styled, with no violation reported', async () => {
    const page = await newPage({ init: [CSP_VIOLATION_PROBE] });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    const response = await page.goto(`${server!.url}${BASE}/auth?fixture=csp`);
    expect(response?.headers()['content-security-policy']).toBe(CSP);

    const cta = page.getByRole('link', { name: "Let's Get Started" });
    await shown(cta);
    // Styled by the widget's stylesheet: the primary button colour, the container's base font.
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    // (Its text colour, not its background: following the page, the widget leaves the page's colour around its cards.)
    expect(await page.locator('.bank-container').evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).color])).toEqual(['16px', 'rgb(16, 24, 40)']);
    // The policy is really enforced (and the probe hears it): an inline <style> is refused. Reports
    // arrive in order, so once this one is in, any the widget caused before it is in too.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red }';
      document.head.append(style);
    });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await expect.poll(async () => (await violations()).length, { timeout: WAIT }).toBeGreaterThan(0);
    expect(await violations()).toEqual([expect.stringMatching(/^style-src(-elem)? blocked inline/)]);
    expect(consoleErrors.filter((e) => !/Content.Security.Policy/i.test(e))).toEqual([]);
  });
});

/** What the bundle's code has left registered on the page (see LIVE_RESOURCE_PROBE). */
async function liveResources(page: Page): Promise<LiveResources> {
  return page.evaluate(() => (window as unknown as { __live(): LiveResources }).__live());
}

async function unmountAll(page: Page) {
  await page.evaluate(() => {
    for (const widget of (window as unknown as { __bankWidgets: { unmount(): void }[] }).__bankWidgets.splice(0)) widget.unmount();
  });
}

describe('after unmount', () => {
  it('leaves no listeners or timers behind (signed out, after moving around)', async () => {
    const page = await newPage({ init: [LIVE_RESOURCE_PROBE] });
    await page.goto(`${server!.url}${BASE}/auth?fixture=bare`);
    const baseline = await liveResources(page);
    await page.addScriptTag({ url: '/bank.js' });
    await page.evaluate(mountScript());

    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await shown(signInHeading(page));
    await page.getByLabel('Email', { exact: true }).fill('someone@example.test');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForFunction(() => location.pathname.endsWith('/auth/forgot'));
    await page.goBack();
    await shown(signInHeading(page));
    const whileMounted = await liveResources(page);
    expect(whileMounted.listeners.length, 'the probe sees the widget listening while mounted').toBeGreaterThan(baseline.listeners.length);

    await unmountAll(page);
    expect(await page.locator('#bank').evaluate((el) => el.childNodes.length)).toBe(0);
    // Unmounting is synchronous: one frame later everything must be gone. (Not a poll: a timer the
    // widget forgot would leave the probe's list when it fired, and a poll would wait for that.)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await liveResources(page)).toEqual(baseline);
  });
});

describe('layout width', () => {
  for (const [label, viewport] of [
    ['360 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`fits ${label} without horizontal scrolling (signed-out screens and fallback)`, async () => {
      const page = await newPage({ viewport });
      for (const [path, ready] of [
        [`${BASE}/auth`, (p: Page) => p.getByRole('link', { name: "Let's Get Started" })],
        [`${BASE}/auth/signin`, (p: Page) => signInHeading(p)],
        [`${BASE}/auth/signup`, (p: Page) => p.getByRole('heading', { level: 1 })],
        [`${BASE}/auth/forgot`, (p: Page) => p.getByRole('heading', { level: 1 })],
        [`${BASE}/nope/with/a/rather/long/unknown/path/that/shows/in/the/fallback/detail`, (p: Page) => fallbackHeading(p)],
      ] as const) {
        await page.goto(`${server!.url}${path}`);
        await shown(ready(page));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${label}`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});

describe('first paint', () => {
  it('a fresh load of the base path, sent on to its screen by a replace-navigation, puts focus on that h1', async () => {
    const page = await open(BASE);
    await page.waitForFunction((base) => location.pathname !== base, BASE, { timeout: WAIT });
    const heading = page.getByRole('heading', { level: 1 });
    await shown(heading);
    const name = (await heading.textContent())!.trim();
    await expect
      .poll(
        async () => {
          const f = await focused(page);
          return f && `${f.tag} ${f.text}`;
        },
        { timeout: WAIT },
      )
      .toBe(`h1 ${name}`);
  });

  it("at 360 px, sign-in fields take the widget's full width less a 16 px gutter each side", async () => {
    const page = await open(`${BASE}/auth/signin`, 'default', { viewport: PHONE });
    await shown(signInHeading(page));
    const widget = (await page.locator('#bank').boundingBox())!;
    expect(widget.width, 'the host page leaves the widget most of the phone').toBeGreaterThan(PHONE.width - 20);
    for (const label of ['Email', 'Password']) {
      // The field's frame: the password's Show button shares the row with its input.
      const box = await page.getByLabel(label, { exact: true }).evaluate((el) => el.closest('.field')!.getBoundingClientRect().toJSON() as DOMRect);
      expect(Math.round(box.x - widget.x), `${label} left edge`).toBe(16);
      expect(Math.round(box.width), `${label} width`).toBe(Math.round(widget.width) - 32);
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px, the bank's name lines up with the fields, inside the card's padding`, async () => {
      const page = await open(`${BASE}/auth/signin`, 'default', { viewport });
      await shown(signInHeading(page));
      const box = (selector: string) =>
        page
          .locator('#bank')
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      await shown(page.locator('#bank').locator('.auth-brand .brand'));
      const [brand, field, card] = [await box('.auth-brand .brand'), await box('.field'), await box('.auth-card')];
      expect(brand.left, 'left edge of the name and of the fields').toBe(field.left);
      expect(brand.top - card.top, 'space above the name').toBeGreaterThanOrEqual(16);
    });
  }
});

async function newContext(viewport: { width: number; height: number } = DESKTOP) {
  const context = await browser!.newContext({ viewport });
  contexts.push(context);
  return context;
}

/** Signs in the way a returning customer is: a token already in `localStorage.baUid`, then a deep link. */
async function signedInPage(context: BrowserContext, origin: string, token: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}${BASE}/auth`);
  await storeSession(page, token);
  await page.goto(`${origin}${BASE}/dashboard`);
  return page;
}

describe("on the demo backend's own page", () => {
  let demo: DemoServer | undefined;
  let token = '';

  beforeAll(async () => {
    demo = await startDemo({ page: true });
    token = await demoToken(demo.url);
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('a valid token in baUid reaches the dashboard', async () => {
    const page = await signedInPage(await newContext(), demo!.url, token);
    await shown(page.getByRole('navigation', { name: 'Main menu' }));
    await page.waitForLoadState('networkidle');
    expect(await pathnameOf(page)).toBe(`${BASE}/dashboard`);
    await shown(page.getByRole('navigation', { name: 'Main menu' }));
  });

  it('logging out in one tab signs the other tab out', async () => {
    const context = await newContext();
    const a = await signedInPage(context, demo!.url, token);
    const b = await signedInPage(context, demo!.url, token);
    await shown(a.getByRole('navigation', { name: 'Main menu' }));
    await shown(b.getByRole('navigation', { name: 'Main menu' }));

    await a.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log Out' }).click();
    await a.waitForFunction(() => location.pathname.startsWith('/wp-user/auth'), undefined, { timeout: WAIT });
    await shown(a.getByText('Logged out !'));

    await b.waitForFunction(() => location.pathname.startsWith('/wp-user/auth'), undefined, { timeout: WAIT });
    expect(await b.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await b.evaluate(() => localStorage.getItem('baUid'))).toBeNull();
  });
});

describe('on a host page talking to the demo backend', () => {
  let demo: DemoServer | undefined;
  let token = '';

  beforeAll(async () => {
    demo = await startDemo();
    token = await demoToken(demo.url);
    // The fixture pages mount with apiBase '' and reach the backend through the fixture server.
    server!.proxyApiTo(demo.url);
  });

  afterAll(async () => {
    server?.proxyApiTo(null);
    await demo?.close();
  });

  it('leaves no listeners or timers behind (signed in through the form, menus open)', async () => {
    const page = await newPage({ init: [LIVE_RESOURCE_PROBE] });
    await page.goto(`${server!.url}${BASE}/auth/signin?fixture=bare`);
    const baseline = await liveResources(page);
    await page.addScriptTag({ url: '/bank.js' });
    await page.evaluate(mountScript());

    await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await shown(menu);
    await menu.getByRole('link', { name: /^Notifications/ }).click();
    await page.waitForFunction(() => location.pathname.endsWith('/dashboard/notifications'));
    await page.goBack();
    await page.waitForFunction(() => location.pathname.endsWith('/dashboard'));
    // The profile menu listens on the document while open: unmount with it open.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await shown(page.getByRole('menuitem', { name: 'Profile', exact: true }));

    await unmountAll(page);
    expect(await page.locator('#bank').evaluate((el) => el.childNodes.length)).toBe(0);
    // Unmounting is synchronous: one frame later everything must be gone. (Not a poll: a timer the
    // widget forgot would leave the probe's list when it fired, and a poll would wait for that.)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await liveResources(page)).toEqual(baseline);
  });

  it('fits 360 px and 1280 px signed in', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInPage(await newContext(viewport), server!.url, token);
      await shown(page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)$/ }));
      await shown(page.getByRole('link', { name: /^\d+ unread notifications?$/ }));
      await page.waitForLoadState('networkidle');
      expect(await pathnameOf(page)).toBe(`${BASE}/dashboard`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `dashboard at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) {
        // The sidebar is a toggled panel here; opened, it still fits.
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await shown(page.getByRole('navigation', { name: 'Main menu' }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});
