/**
 * The one accessibility sweep every screen test runs: axe (WCAG 2.0–2.2 A/AA) on the widget once
 * in each palette, the light one at 360 px and the dark one at 1280 px, so each state is seen in
 * both palettes and both layouts, plus the reflow check (WCAG 1.4.10) at both widths.
 * It waits for colour transitions to end before each scan (axe must judge the colours a customer
 * ends up seeing), proves axe reached into the shadow root and that the dark scan saw the dark
 * palette, and returns one line per problem (an empty list is a pass). The frame's narrow layout
 * in the dark palette (the drawer, the top bar) has its own scans: tests/browser/layout.test.ts
 * and fit.test.ts.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './axe';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Waits for the next style recalc and every colour transition it started, the widget's own
 * included, until a frame starts none: a transition that ends can restyle what it sits in, and a
 * slower page starts some a frame later (seen as a scan of dark text on the light background).
 */
export const settle = (page: Page) =>
  page.evaluate(async () => {
    // The widget's transitions live in its shadow root, which document.getAnimations() does not list.
    const shadow = document.querySelector('[data-bank-widget]')?.shadowRoot;
    for (let round = 0; round < 10; round++) {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const running = [...document.getAnimations(), ...(shadow?.getAnimations() ?? [])].filter((a) => a instanceof CSSTransition && a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
    // Still moving after ten rounds: a scan now would judge colours half-way.
    throw new Error('colour transitions kept starting: the page never settled');
  });

/** The widget's text colour as computed: tells the light palette from the dark one (its background may be the page's). */
const widgetText = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('[data-bank-widget]')!.shadowRoot!.querySelector('.bank-container')!).color);

export interface ScanOptions {
  /** Height of the desktop viewport, when a screen needs more than 800 px. */
  desktop?: { width: number; height: number };
  /** Called after each scan (a screenshot of the state just scanned). */
  after?: (page: Page, scheme: 'light' | 'dark', width: number) => Promise<void>;
}

/** Each palette once, each layout once. */
const SWEEP = [
  ['light', 'phone'],
  ['dark', 'desktop'],
] as const;

export async function scanWidget(page: Page, { desktop = DESKTOP, after }: ScanOptions = {}): Promise<string[]> {
  const found: string[] = [];
  const palettes: string[] = [];
  for (const [scheme, layout] of SWEEP) {
    const viewport = layout === 'phone' ? PHONE : desktop;
    const where = `${scheme}, ${viewport.width} px`;
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    // A resize can restart transitions (the drawer and the frame change layout).
    await settle(page);
    // colorScheme 'auto' on a host page that follows the device: the widget must really be in this scheme.
    const painted = await page.locator('[data-bank-widget]').first().getAttribute('data-scheme');
    if (painted !== 'system') expect(painted, `the widget follows the ${scheme} page`).toBe(scheme);
    palettes.push(await widgetText(page));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) found.push(`${where}: reflow (WCAG 1.4.10): the page scrolls sideways by ${overflow} px`);
    const inside = await page.locator('#bank').evaluate((el) => el.scrollWidth - el.clientWidth);
    if (inside > 0) found.push(`${where}: reflow (WCAG 1.4.10): the widget scrolls sideways by ${inside} px`);
    const result = await runAxe(page, '#bank');
    // A scan that never reached into the shadow root would pass vacuously.
    expect(result.shadowNodesPassed, `axe checked nodes inside the widget's shadow root (${where})`).toBeGreaterThan(0);
    found.push(...describeViolations(result.violations).map((line) => `${where}: ${line}`));
    await after?.(page, scheme, viewport.width);
  }
  expect(palettes[1], 'the dark scan saw the dark palette').not.toBe(palettes[0]);
  return found;
}

/** A file name for a screenshot taken during a scan (SHOTS=<folder> in the environment). */
const shotName = (...parts: (string | number)[]) => `${parts.map((p) => String(p).replace(/\W+/g, '-')).join('-')}.png`;

/**
 * A screen's states reached one after another in one page, each scanned by `scanWidget`: axe
 * starts once a page (about 1 s on a fresh document) instead of once a state, and later scans
 * take a quarter of that. `reach` brings the page to a state; each problem names its state.
 * The page must stay where the state left it during the scans; SHOTS=<folder> keeps a
 * screenshot of each scan.
 */
export async function scanStates<S extends { state: string; screen?: string }>(
  page: Page,
  states: readonly S[],
  reach: (page: Page, state: S) => Promise<void>,
  options: ScanOptions = {},
): Promise<string[]> {
  const found: string[] = [];
  const here = () => page.evaluate(() => location.pathname);
  for (const state of states) {
    await reach(page, state);
    const at = await here();
    const lines = await scanWidget(page, {
      ...options,
      after: async (page, scheme, width) => {
        expect(await here(), `the screen stayed put during the scans (${state.state})`).toBe(at);
        if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${shotName(state.screen ?? '', state.state, scheme, width)}`, fullPage: true });
        await options.after?.(page, scheme, width);
      },
    });
    found.push(...lines.map((line) => `${state.state}: ${line}`));
  }
  return found;
}

/** The entries one page can reach in turn (those with the same `key`), in the order they first appear. */
export function pageGroups<S>(entries: readonly S[], key: (entry: S) => string): S[][] {
  const groups = new Map<string, S[]>();
  for (const entry of entries) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry]);
  return [...groups.values()];
}
