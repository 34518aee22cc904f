/** The signed-in screens and how tests walk them: moving as the sidebar does, and finding what does not fit. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown, widget, WAIT } from './demo-ui';
import { BASE } from './pages';

/** Every signed-in screen a customer reaches from the sidebar and the money-in lists. */
export const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/dashboard/send',
  '/dashboard/statements',
  '/dashboard/notifications',
  '/dashboard/add-funds',
  '/dashboard/add-funds/crypto',
  '/dashboard/add-funds/it',
  '/dashboard/make-payment',
  '/dashboard/make-payment/crypto',
  '/dashboard/fixed-deposit',
  '/dashboard/fixed-deposit/crypto',
  '/dashboard/upgrade',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/contact',
];

/** Elements of the widget that stick out of its box (visually hidden ones excepted), and the page's sideways overflow. */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('[data-bank-widget]')!;
    const box = host.getBoundingClientRect();
    const out: string[] = [];
    for (const el of host.shadowRoot!.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).clipPath.startsWith('inset(50%')) continue;
      if (el.closest('.visually-hidden, dialog:not([open])')) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) {
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)}: ${(el.textContent ?? '').slice(0, 40)}`,
        );
        continue;
      }
      // Inside the box but out of its own card is as broken to a reader (a balance past the card's edge).
      const card = el.parentElement?.closest('.card');
      const c = card?.getBoundingClientRect();
      if (c && (r.left < c.left - 1 || r.right > c.right + 1)) {
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> out of its card by ${Math.round(Math.max(c.left - r.left, r.right - c.right))} px: ${(el.textContent ?? '').slice(0, 40)}`,
        );
      }
    }
    const scroller = document.scrollingElement!;
    return { out, pageSideways: scroller.scrollWidth - scroller.clientWidth, width: box.width };
  });
}

/** Moves inside the app, as the sidebar's links do, and waits for the screen and its data. */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${BASE}${path}`);
  await page.waitForFunction((to) => location.pathname === to, `${BASE}${path}`);
  await shown(widget(page).getByRole('heading', { level: 1 }));
  await expect.poll(() => widget(page).locator('.loader').count(), { timeout: WAIT }).toBe(0);
}

/**
 * Words the widget breaks inside themselves ("Recevoi|r"): each word of each text node on screen,
 * measured as a range, whose boxes stand on more than one line. A break after a hyphen or a slash
 * is a break between words. Unbreakable strings (an email, an address) may still break where
 * nothing else fits: name them in `allowed`.
 */
export function brokenWords(page: Page, allowed: string[] = []) {
  return page.evaluate((allowed) => {
    const root = document.querySelector('[data-bank-widget]')!.shadowRoot!;
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('style, .visually-hidden, select, option, textarea') || !parent.getClientRects().length) continue;
      if (getComputedStyle(parent).clipPath.startsWith('inset(50%')) continue;
      for (const match of node.textContent!.matchAll(/[^\s\-‐–—/]{2,}/g)) {
        if (allowed.some((text) => text.includes(match[0]))) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 2) out.push(`"${match[0]}" in <${parent.tagName.toLowerCase()} class="${parent.getAttribute('class') ?? ''}">`);
      }
    }
    return out;
  }, allowed);
}
