/**
 * The signed-in frame (sidebar, drawer, focus and the screens inside it) in a real Chromium on the built bundle, against the
 * demo backend: one sidebar that stays while the customer moves between screens, focus on
 * each new heading, a screen that throws inside the frame, the drawer at 360 px (the frame in
 * boxes of other widths is tests/browser/fit.test.ts), the profile
 * menu button, unavailable items, logout across tabs, the inactivity lock, and axe.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { workerBrowser } from './support/browser';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken, startDemo, type DemoServer } from './support/demo';
import { focused, pathname, pressUntil, resetDemo, shown, waitForPath, widget, WAIT } from './support/demo-ui';
import { describeViolations, runAxe } from './support/axe';
import { settle } from './support/scan';
import { startFixtureServer, type FixtureServer } from './support/server';
import { BASE, hostPage } from './support/pages';
import { storeSession } from './support/session';

const DESKTOP = { width: 1280, height: 800 };
const T0 = new Date('2026-03-02T10:00:00Z');
/** Where the widget shares the time of the last input between tabs. */
const LAST_INPUT_KEY = 'bankLastInput';
const PHONE = { width: 360, height: 740 };
const ITEMS = [
  'Dashboard',
  'Add funds',
  'Make payment',
  'Bank Transfer',
  'Loan',
  'Fixed deposit',
  'Notifications',
  'Credit Card',
  'Upgrade Account',
  'Help & Support',
  'Pay Bills',
  'Statements & Report',
  'Settings',
  'Log Out',
];

let demo: DemoServer | undefined;
let fixtures: FixtureServer | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [demo, fixtures, browser] = await Promise.all([startDemo({ page: true }), startFixtureServer(), workerBrowser()]);
  // A host page of our own mounts with a chosen idleMinutes and talks to the demo backend.
  fixtures.proxyApiTo(demo.url);
  fixtures.route(`${BASE}*`, (url) =>
    hostPage({
      // ?in=main: the element inside the page's own main, as a block theme's page puts it.
      body: url.searchParams.get('in') === 'main' ? '<main><h2>Host content</h2><div id="bank"></div></main>' : '<div id="bank"></div>',
      script: `window.mountBank(document.getElementById('bank'), { basePath: '${BASE}', apiBase: '', idleMinutes: ${Number(url.searchParams.get('idle') ?? 5)} });`,
    }),
  );
});

beforeEach(async () => {
  await resetDemo(demo!.url);
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.allSettled([demo?.close(), fixtures?.close()]);
});

async function newContext(viewport = DESKTOP) {
  const context = await browser!.newContext({ viewport });
  contexts.push(context);
  return context;
}

/** A returning customer: a token from the demo backend in `baUid`, then a deep link. */
async function signedIn(context: BrowserContext, path = '/dashboard', { origin = demo!.url, query = '' } = {}): Promise<Page> {
  const token = await demoToken(demo!.url);
  const page = await context.newPage();
  await page.goto(`${origin}${BASE}/auth${query}`);
  await storeSession(page, token);
  await page.goto(`${origin}${BASE}${path}${query}`);
  await shown(h1(page));
  return page;
}

const sidebar = (page: Page) => widget(page).getByRole('navigation', { name: 'Main menu' });
const menuButton = (page: Page) => widget(page).getByRole('button', { name: 'Menu', exact: true });
const h1 = (page: Page) => widget(page).getByRole('heading', { level: 1 });
const fallback = (page: Page) => widget(page).getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
const idleDialog = (page: Page) => widget(page).getByRole('alertdialog');

/** Focus is on the page's h1 (looked up through the shadow root), and the h1 reads `name`. */
async function expectFocusOnHeading(page: Page) {
  await expect.poll(async () => (await focused(page))?.tag, { timeout: WAIT }).toBe('h1');
  expect((await focused(page))!.text).toBe((await h1(page).innerText()).trim());
}

/** Tags the sidebar's DOM element; `isTagged` tells later whether it is still the same element. */
const tag = (nav: Locator) => nav.evaluate((el) => ((el as unknown as { __kept: boolean }).__kept = true));
const isTagged = (nav: Locator) => nav.evaluate((el) => (el as unknown as { __kept?: boolean }).__kept === true);

describe('the frame stays while the customer moves', () => {
  it('keeps one sidebar element through three screens, marks each as current and focuses each new h1', async () => {
    const page = await signedIn(await newContext());
    const nav = sidebar(page);
    expect(await nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(250);
    const names = await nav.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('.dash-side-label')!.textContent));
    expect(names).toEqual(ITEMS);
    await tag(nav);
    for (const [item, path] of [
      ['Statements & Report', '/dashboard/statements'],
      ['Settings', '/dashboard/settings'],
      ['Help & Support', '/dashboard/contact'],
    ] as const) {
      await nav.getByRole('link', { name: item }).click();
      await waitForPath(page, `${BASE}${path}`);
      await expectFocusOnHeading(page);
      expect(await nav.getByRole('link', { name: item }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current]').count()).toBe(1);
      expect(await isTagged(nav), `the same sidebar element on ${path}`).toBe(true);
    }
  });

  it('shows a screen that throws as the fallback inside the frame, the sidebar still there and usable', async () => {
    const context = await newContext();
    // The home screen formats the balance; with money formatting broken it throws while rendering.
    // (Money is written through formatToParts, which places the backend's symbol; the frame's
    // counts use format, and must keep working.)
    await context.addInitScript(() => {
      Object.defineProperty(Intl.NumberFormat.prototype, 'formatToParts', {
        get() {
          throw new Error('Money formatting is broken (test)');
        },
      });
    });
    const errors: string[] = [];
    const page = await signedIn(context, '/dashboard/contact');
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await shown(widget(page).getByRole('heading', { level: 1, name: 'Contact Page' }));
    const nav = sidebar(page);
    await tag(nav);

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await shown(fallback(page));
    await shown(widget(page).getByText('Money formatting is broken (test)'));
    expect(errors.join('\n')).toContain('a screen failed to render');
    expect(await isTagged(nav)).toBe(true);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await shown(widget(page).getByRole('link', { name: /unread notifications$/ }));

    await nav.getByRole('link', { name: 'Help & Support' }).click();
    await shown(widget(page).getByRole('heading', { level: 1, name: 'Contact Page' }));
    await expectFocusOnHeading(page);
    expect(await fallback(page).count()).toBe(0);
    expect(await isTagged(nav)).toBe(true);
  });

  it('after a keyboard sign-in, focus is on the dashboard h1, not the page', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${demo!.url}${BASE}/auth/signin`);
    const email = widget(page).getByLabel('Email', { exact: true });
    await email.focus();
    await page.keyboard.type(DEMO_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard`);
    await shown(sidebar(page));
    await expectFocusOnHeading(page);
  });

  it('adds no banner or footer of its own, and one main landmark: the screen, without the menus', async () => {
    const page = await signedIn(await newContext());
    for (const role of ['banner', 'contentinfo'] as const) expect(await widget(page).getByRole(role).count(), role).toBe(0);
    const main = widget(page).getByRole('main');
    expect(await main.count()).toBe(1);
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.locator('#bank-sidebar').count()).toBe(0);
  });

  it('inside the host page\'s own main, adds none: the page keeps one main, the "Online banking" region in it holds the screen', async () => {
    for (const path of ['/dashboard', '/auth/signin']) {
      const context = await newContext();
      const page = path === '/dashboard' ? await signedIn(context, path, { origin: fixtures!.url, query: '?in=main' }) : await context.newPage();
      if (path !== '/dashboard') {
        await page.goto(`${fixtures!.url}${BASE}${path}?in=main`);
        await shown(h1(page));
      }
      const main = page.getByRole('main');
      expect(await main.count(), path).toBe(1);
      const region = main.getByRole('region', { name: 'Online banking' });
      expect(await region.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await main.getByRole('heading', { name: 'Host content' }).count(), path).toBe(1);
    }
  });
});

describe('the sidebar', () => {
  it('is a drawer at 360 px: focus trapped while open, Escape closes it back to Menu, a choice closes it', async () => {
    const page = await signedIn(await newContext(PHONE));
    const nav = sidebar(page);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await shown(nav);
    expect(await nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(250);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect((await focused(page))?.text).toBe('Dashboard');
    // The rest of the frame is inert: Tab and Shift+Tab come round inside the drawer.
    expect(await widget(page).locator('.dash-top[inert], .dash-main[inert]').count()).toBe(2);
    const seen: string[] = [];
    for (let i = 0; i < ITEMS.length; i++) {
      await page.keyboard.press('Tab');
      seen.push((await focused(page))?.text ?? '(none)');
    }
    // The items not offered say so in words, not by colour alone.
    const heard = (item: string) => (['Loan', 'Credit Card', 'Pay Bills'].includes(item) ? `${item} Not available` : item);
    expect(seen.map((t) => t.replace(/\s*\d.*$/, ''))).toEqual([...ITEMS.slice(1), 'Dashboard'].map(heard));
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.text).toBe('Log Out');

    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect((await focused(page))?.text).toBe('Menu');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await widget(page).locator('[inert]').count()).toBe(0);

    // Choosing a screen closes the drawer; the new screen's heading takes focus.
    await page.keyboard.press('Enter');
    await shown(nav);
    await pressUntil(page, 'Tab', (f) => f.text === 'Settings', 'Settings');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard/settings`);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expectFocusOnHeading(page);

    // An unavailable item closes it too, says why, and gives focus back to Menu.
    await menuButton(page).click();
    await nav.getByRole('button', { name: 'Loan' }).click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    await shown(widget(page).getByRole('status').filter({ hasText: 'Not Available in your region' }));
    expect((await focused(page))?.text).toBe('Menu');

    // A tap outside (on the scrim) closes it as well.
    await menuButton(page).click();
    await shown(nav);
    const scrim = widget(page).locator('.dash-scrim');
    const box = (await scrim.boundingBox())!;
    await scrim.click({ position: { x: box.width - 8, y: 80 } });
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await pathname(page)).toBe(`${BASE}/dashboard/settings`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('stands beside the screen at 1280 px with no Menu button to fold it', async () => {
    const page = await signedIn(await newContext());
    await shown(sidebar(page));
    expect(await menuButton(page).count()).toBe(0);
    // Beside, not over: the screen starts where the sidebar ends.
    const [nav, main] = await Promise.all([sidebar(page).boundingBox(), widget(page).locator('.dash-main').boundingBox()]);
    expect(main!.x).toBeGreaterThanOrEqual(nav!.x + nav!.width - 1);
  });

  it('announces "Not Available in your region" for Loan, Credit Card and Pay Bills and stays put', async () => {
    const page = await signedIn(await newContext());
    for (const item of ['Loan', 'Credit Card', 'Pay Bills']) {
      await sidebar(page).getByRole('button', { name: item }).click();
      const status = widget(page).getByRole('status').filter({ hasText: 'Not Available in your region' });
      await shown(status);
      expect(await status.innerText()).toContain(item);
      expect(await pathname(page)).toBe(`${BASE}/dashboard`);
    }
  });

  it('names the top bar link and the sidebar item apart, both with the unread count', async () => {
    const page = await signedIn(await newContext());
    const bell = widget(page).getByRole('link', { name: /^\d+ unread notifications?$/ });
    const item = sidebar(page).getByRole('link', { name: /^Notifications \d+ unread$/ });
    await shown(bell);
    await shown(item);
    const count = (await bell.locator('.badge').innerText()).trim();
    expect(Number(count)).toBeGreaterThan(0);
    expect(await item.innerText()).toContain(count);
    expect(
      await widget(page)
        .getByRole('link', { name: /^Notifications/ })
        .count(),
    ).toBe(1);
  });
});

describe('the profile menu button', () => {
  it('works by keyboard: Enter, Space and Arrow Down open it, arrows and Home/End move, Escape and Tab close it', async () => {
    const page = await signedIn(await newContext());
    const button = widget(page).getByRole('button', { name: /^Account menu/ });
    await shown(button);
    const menu = widget(page).getByRole('menu', { name: 'Account' });
    const on = async () => (await focused(page))?.text;

    await button.focus();
    await page.keyboard.press('Enter');
    await shown(menu);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Home', 'Profile', 'Settings', 'Logout']);
    expect(await on()).toBe('Home');
    await page.keyboard.press('ArrowDown');
    expect(await on()).toBe('Profile');
    await page.keyboard.press('End');
    expect(await on()).toBe('Logout');
    await page.keyboard.press('ArrowDown');
    expect(await on()).toBe('Home');
    await page.keyboard.press('ArrowUp');
    expect(await on()).toBe('Logout');
    await page.keyboard.press('Home');
    expect(await on()).toBe('Home');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect((await focused(page))?.text).toMatch(/Account menu/);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    await shown(menu);
    expect(await on()).toBe('Home');
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.count()).toBe(0);

    await button.focus();
    await page.keyboard.press('Space');
    await shown(menu);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await on()).toBe('Settings');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${BASE}/dashboard/settings`);
    await expectFocusOnHeading(page);
    expect(await menu.count()).toBe(0);
  });
});

describe('Log Out', () => {
  it('clears the stored session, lands on "Logged out !", and ends the session in another tab within a second', { tags: ['wall-clock'] }, async () => {
    const context = await newContext();
    const a = await signedIn(context);
    const b = await signedIn(context, '/dashboard/settings');
    await sidebar(a).getByRole('button', { name: 'Log Out' }).click();
    const clicked = Date.now();
    await b.waitForFunction(() => location.pathname.startsWith('/wp-user/auth'), undefined, { timeout: 1000 });
    expect(Date.now() - clicked).toBeLessThan(1000);
    expect(await sidebar(b).count()).toBe(0);

    await waitForPath(a, `${BASE}/auth`);
    await shown(widget(a).getByText('Logged out !'));
    const stored = await a.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    expect(stored).toEqual({ loggedOut: 'true' });
  });
});

/**
 * Runs the paused fake clock by `ms`, plus a few frames: effects run after paint, on
 * requestAnimationFrame, which the fake clock holds back too (the dialog opens in one).
 */
const advance = (page: Page, ms: number) => page.clock.runFor(ms + 100);

describe('the inactivity lock', () => {
  /** A signed-in tab on a host page mounting with `idleMinutes: idle`, under the context's fake clock. */
  async function idleTab(context: BrowserContext, idle: number) {
    return signedIn(context, '/dashboard', { origin: fixtures!.url, query: `?idle=${idle}` });
  }
  /** Stops the fake clock (it runs with real time after install) so only the test moves it. */
  async function freeze(page: Page) {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  }
  /** Runs the clock to `ms` after the last input any tab shared. */
  async function idleFor(page: Page, ms: number) {
    const { last, now } = await page.evaluate((key) => ({ last: Number(localStorage.getItem(key)), now: Date.now() }), LAST_INPUT_KEY);
    expect(last, 'the widget shares its last input time').toBeGreaterThan(0);
    await advance(page, last + ms - now);
  }

  it('warns a minute before, counts down, "Stay signed in" keeps the session, then it ends and sign-in says why', async () => {
    const context = await newContext();
    await context.clock.install({ time: T0 });
    const page = await idleTab(context, 2);
    await shown(h1(page));
    await freeze(page);

    await idleFor(page, 59_000);
    expect(await idleDialog(page).count()).toBe(0);
    await advance(page, 1_000);
    const dialog = idleDialog(page);
    await shown(dialog);
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    await shown(dialog.getByText('You will be signed out in 60 seconds'));
    expect((await focused(page))?.text).toBe('Stay signed in');
    await advance(page, 1_000);
    await shown(dialog.getByText('You will be signed out in 59 seconds'));
    // A real modal: the frame behind it cannot be clicked.
    const behind = sidebar(page).getByRole('link', { name: 'Settings' });
    expect(
      await behind.click({ timeout: 500, trial: true }).then(
        () => 'clickable',
        () => 'blocked',
      ),
    ).toBe('blocked');

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await idleFor(page, 59_000);
    expect(await dialog.count()).toBe(0);
    await advance(page, 1_000);
    await shown(dialog);
    await advance(page, 60_000);
    await waitForPath(page, `${BASE}/auth/signin`);
    await shown(widget(page).getByRole('status').filter({ hasText: 'Your session ended after 2 minutes without activity.' }));
    expect(await page.evaluate(() => localStorage.getItem('baUid'))).toBeNull();
  });

  it('input in one tab keeps the other alive, and both end together, saying why', async () => {
    const context = await newContext();
    await context.clock.install({ time: T0 });
    const a = await idleTab(context, 2);
    const b = await idleTab(context, 2);
    await freeze(a);
    await idleFor(b, 50_000);
    // The customer presses a key inside the widget in tab A.
    await widget(a)
      .getByRole('link', { name: /unread notifications?$/ })
      .focus();
    await a.keyboard.press('Shift');
    await idleFor(b, 50_000);
    expect(await idleDialog(b).count(), 'B does not warn: A had input 50 s ago').toBe(0);
    await advance(b, 15_000);
    await shown(idleDialog(b));

    await advance(b, 60_000);
    await waitForPath(a, `${BASE}/auth/signin`);
    await waitForPath(b, `${BASE}/auth/signin`);
    for (const page of [a, b]) await shown(widget(page).getByRole('status').filter({ hasText: 'without activity' }));
  });
});

describe('axe on the frame', () => {
  it('finds no WCAG 2.2 A/AA violation at 360 px (drawer open) and 1280 px, light and dark, warning dialog included', async () => {
    const context = await newContext();
    await context.clock.install({ time: T0 });
    const page = await signedIn(context, '/dashboard', { origin: fixtures!.url, query: '?idle=2' });
    await shown(h1(page));
    await page.waitForLoadState('networkidle');
    const found: string[] = [];
    /** `only`: the markup of the part in view (the frame behind a modal dialog is inert, under its backdrop). */
    const scan = async (where: string, only?: string) => {
      // Colours fade to a new palette: axe must see where they end.
      await settle(page);
      const result = await runAxe(page, '#bank');
      expect(result.shadowNodesPassed, where).toBeGreaterThan(0);
      const violations = result.violations.map((r) => ({ ...r, nodes: r.nodes.filter((n) => only === undefined || only.includes(n.html)) })).filter((r) => r.nodes.length);
      found.push(...describeViolations(violations).map((line) => `${where}: ${line}`));
    };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(DESKTOP);
      await scan(`${scheme} 1280`);
      await widget(page)
        .getByRole('button', { name: /^Account menu/ })
        .click();
      await scan(`${scheme} 1280, profile menu open`);
      await page.keyboard.press('Escape');
      await page.setViewportSize(PHONE);
      await scan(`${scheme} 360`);
      await menuButton(page).click();
      await shown(sidebar(page));
      await scan(`${scheme} 360, drawer open`);
      await page.keyboard.press('Escape');
    }
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const { last, now } = await page.evaluate((key) => ({ last: Number(localStorage.getItem(key)), now: Date.now() }), LAST_INPUT_KEY);
    // Input is shared at most once a second: the last one may be up to a second after `last`.
    await advance(page, last + 61_000 - now);
    await shown(idleDialog(page));
    // axe waits on timers of its own: let time flow again (the warning lasts a minute).
    await page.clock.resume();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await scan(`${scheme} 360, inactivity warning`, await idleDialog(page).evaluate((el) => el.outerHTML));
    }
    expect(found).toEqual([]);
  });
});
