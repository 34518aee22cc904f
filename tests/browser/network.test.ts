/**
 * Reads on a network that fails, on the built bundle against the demo backend: a loader whose
 * connection drops once shows its data with no click (the dropped request and a second one both
 * reached the network); with the browser set offline the widget says so on the next screen the
 * customer opens, its buttons that send wait with the reason beside them, and back online that
 * screen's data shows with no click. The offline state passes axe in both palettes and fits 240 px.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useDemoBrowser } from './support/demo-browser';
import { demoToken } from './support/demo';
import { BASE } from './support/pages';
import { DESKTOP, scanWidget } from './support/scan';
import { overflow } from './support/screens';
import { heading, shown, widget } from './support/demo-ui';
import { holdSession } from './support/session';

const OFFLINE_BANNER = 'Your device is offline. This page will update by itself when the connection is back.';
const REASON = 'Available when you are back online';

const env = useDemoBrowser();

async function signedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.newContext({ viewport: DESKTOP });
  const token = await demoToken(env.url);
  await holdSession(context, token);
  return { context, page: await context.newPage() };
}

const isCall = (body: string | null, marker: string) => (body ?? '').includes(`name="${marker}"\r\n`);
const whatsapp = (page: Page) => widget(page).getByRole('link', { name: 'Chat with us on WhatsApp' });

describe('reads on a network that fails', () => {
  it('a loader whose connection drops once shows its data with no click; both requests reached the network', async () => {
    const { page } = await signedIn();
    const seen: string[] = [];
    await page.route('**/api/users.php*', (route) => {
      if (!isCall(route.request().postData(), 'getcontact')) return route.continue();
      seen.push(seen.length === 0 ? 'dropped' : 'passed');
      return seen.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto(`${env.url}${BASE}/dashboard/contact`);
    await shown(heading(page, 'Contact Page'));
    await shown(whatsapp(page));
    expect(seen).toEqual(['dropped', 'passed']);
    expect(await widget(page).getByRole('alert').count()).toBe(0);
    expect(await widget(page).getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('offline, the next screen says so and waits; back online, its data shows with no click', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${env.url}${BASE}/dashboard`);
    await shown(heading(page, /^Good (Morning|Afternoon|Evening)$/));
    expect(await widget(page).getByText(OFFLINE_BANNER).count()).toBe(0);

    await context.setOffline(true);
    await widget(page).getByRole('link', { name: 'Help & Support' }).click();
    await shown(heading(page, 'Contact Page'));
    await shown(widget(page).getByRole('status').filter({ hasText: OFFLINE_BANNER }));
    await shown(widget(page).getByText('Waiting for the connection to load our contact details…'));
    // Calm: nothing reads as the bank being down.
    expect(await widget(page).getByRole('alert').count()).toBe(0);
    expect(await widget(page).getByRole('button', { name: 'Try again' }).count()).toBe(0);

    await context.setOffline(false);
    await shown(whatsapp(page));
    await widget(page).getByText(OFFLINE_BANNER).waitFor({ state: 'detached' });
  });

  it('offline, a form that sends keeps what was typed and its button waits with the reason beside it', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${env.url}${BASE}/dashboard/settings`);
    await shown(heading(page, 'Settings'));
    const current = widget(page).getByLabel('Current password', { exact: true });
    await current.fill('demo1234');
    await context.setOffline(true);
    await shown(widget(page).getByText(OFFLINE_BANNER));
    const reasons = widget(page).getByText(REASON, { exact: true });
    await shown(reasons.first());
    for (const button of await widget(page).locator('button[type="submit"]').all()) expect(await button.isDisabled()).toBe(true);
    expect(await current.inputValue()).toBe('demo1234');
    // Readable: axe (contrast included) light at 360 px and dark at 1280 px, and nothing out of the box at 240 px.
    expect(await scanWidget(page)).toEqual([]);
    // The widget follows its own box, not the window: a 240 px box is a 240 px widget.
    await page.locator('#bank').evaluate((el: HTMLElement) => (el.style.width = '240px'));
    expect(await overflow(page)).toMatchObject({ out: [], width: 240 });
    await context.setOffline(false);
    await reasons.first().waitFor({ state: 'detached' });
    expect(await current.inputValue()).toBe('demo1234');
  });
});
