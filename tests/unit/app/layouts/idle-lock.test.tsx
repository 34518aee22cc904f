/**
 * The inactivity lock (PSD2 asks that an idle session end), on the whole widget with a fake clock:
 * the warning a minute before, its live countdown and "Stay signed in", the end of the
 * session with the sign-in page saying why, input and other tabs keeping it alive.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { mountBank, type BankWidget } from '../../../../src/app/mount';
import { API_BASE, BASE, currentPath, elapse, stubApi, storeSession } from '../../support/test-utils';
import { stubModalDialogs } from '../../support/dialog';

const KEY = 'bankLastInput';
let widget: BankWidget | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 0, 6, 12, 0), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  stubModalDialogs();
});
afterEach(() => {
  widget?.unmount();
  widget = undefined;
});

async function signedIn(idleMinutes: number) {
  storeSession();
  stubApi({ pincheck: { haspin: true, trx_notif: [] }, '': { data: [] } });
  history.replaceState(null, '', `${BASE}/dashboard`);
  const el = document.createElement('div');
  document.body.append(el);
  widget = mountBank(el, { basePath: BASE, apiBase: API_BASE, idleMinutes });
  const shadow = el.firstElementChild!.shadowRoot!;
  const ui = within(shadow.querySelector<HTMLElement>('.bank-container')!);
  await elapse(50);
  return { shadow, ui };
}

const warning = (shadow: ShadowRoot) => shadow.querySelector('[role="alertdialog"]');

/** What another tab of the widget writes when its customer types. */
function inputInAnotherTab(at: number) {
  localStorage.setItem(KEY, String(at));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: String(at), storageArea: localStorage }));
}

describe('the inactivity lock', () => {
  it('warns one minute before with a live countdown, then ends the session and says why on sign-in', async () => {
    const { shadow, ui } = await signedIn(2);
    await elapse(59_000);
    expect(warning(shadow)).toBeNull();
    await elapse(1_000);
    const dialog = warning(shadow)!;
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(shadow.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('You will be signed out in 60 seconds');
    expect(dialog.hasAttribute('open')).toBe(true);
    await elapse(1_000);
    expect(dialog.textContent).toContain('You will be signed out in 59 seconds');
    await elapse(58_000);
    expect(dialog.textContent).toContain('You will be signed out in 1 second');
    await elapse(1_000);
    expect(currentPath()).toBe(`${BASE}/auth/signin`);
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect((await ui.findByRole('status')).textContent).toContain('Your session ended after 2 minutes without activity.');
  });

  it('"Stay signed in" closes the warning and starts the full time again', async () => {
    const { shadow, ui } = await signedIn(2);
    await elapse(90_000);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
    await user.click(ui.getByRole('button', { name: 'Stay signed in' }));
    await elapse(10);
    expect(warning(shadow)).toBeNull();
    await elapse(59_000);
    expect(warning(shadow)).toBeNull();
    await elapse(1_000);
    expect(warning(shadow)).not.toBeNull();
    expect(currentPath()).toBe(`${BASE}/dashboard`);
  });

  it('counts a key press in the frame as activity and shares it with the other tabs', async () => {
    const { shadow } = await signedIn(2);
    await elapse(50_000);
    shadow.querySelector<HTMLElement>('.dash-main')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    expect(Number(localStorage.getItem(KEY))).toBe(Date.now());
    await elapse(50_000);
    expect(warning(shadow)).toBeNull();
    await elapse(10_000);
    expect(warning(shadow)).not.toBeNull();
  });

  it('stays alive while another tab has input, and withdraws a warning when the other tab is used', async () => {
    const { shadow } = await signedIn(2);
    await elapse(50_000);
    inputInAnotherTab(Date.now());
    await elapse(50_000);
    expect(warning(shadow)).toBeNull();
    await elapse(20_000);
    expect(warning(shadow)).not.toBeNull();
    inputInAnotherTab(Date.now());
    await elapse(10);
    expect(warning(shadow)).toBeNull();
    expect(currentPath()).toBe(`${BASE}/dashboard`);
  });

  it('shows the reason too when another tab ended the session for inactivity', async () => {
    const { ui } = await signedIn(5);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'ended', storageArea: localStorage }));
    localStorage.clear();
    localStorage.setItem('loggedOut', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: null, storageArea: localStorage }));
    await elapse(50);
    expect(currentPath()).toBe(`${BASE}/auth/signin`);
    expect((await ui.findByRole('status')).textContent).toContain('Your session ended after 5 minutes without activity.');
  });

  it('does not say so after an ordinary logout', async () => {
    const { ui, shadow } = await signedIn(5);
    await elapse(10);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
    await user.click(within(shadow.querySelector<HTMLElement>('#bank-sidebar')!).getByRole('button', { name: 'Log Out', hidden: true }));
    await elapse(50);
    await ui.findByText('Logged out !');
    await user.click(ui.getByRole('link', { name: 'Sign In' }));
    await elapse(50);
    expect(currentPath()).toBe(`${BASE}/auth/signin`);
    expect(ui.queryByText(/without activity/)).toBeNull();
  });

  it('removes its timer and listeners on unmount', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    await signedIn(2);
    widget!.unmount();
    widget = undefined;
    expect(removed.mock.calls.some(([type]) => type === 'storage')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
