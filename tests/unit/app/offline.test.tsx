/**
 * Offline, said plainly, in the mounted widget: a calm banner while the browser reports no
 * connection; buttons that would send something wait, with the reason beside them, and keep what
 * was typed; a screen opened offline loads by itself when the connection returns. An action is
 * never sent twice by the widget on its own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { checkOnline } from '../../../src/lib/online';
import { json, mountAt, networkFailure, signedInAt, stubApi, type ReplyFn } from '../support/test-utils';
import { dashboardRoutes } from '../features/home/dashboard-fixtures';

const OFFLINE_BANNER = 'Your device is offline. This page will update by itself when the connection is back.';
const REASON = 'Available when you are back online';

let deviceOnline = true;
function setOnline(value: boolean) {
  deviceOnline = value;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}
/** Answers `body` while the device is online; fails as a browser does offline. */
const whenOnline =
  (body: unknown): ReplyFn =>
  () =>
    deviceOnline ? json(body) : Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  deviceOnline = true;
  vi.restoreAllMocks();
  checkOnline();
});

describe('offline, said plainly', () => {
  it('a banner says the device is offline (a status, not an alert); Sign In waits with the reason beside it, and what was typed stays', async () => {
    const api = stubApi({ userlogin: { error: false, jwt: 'jwt', role: 'customer', verified: true } });
    const w = mountAt('/wp-user/auth/signin');
    await w.heading('Sign In');
    const email = w.ui.getByLabelText<HTMLInputElement>('Email');
    await w.user.type(email, 'ada@bank.test');
    expect(w.ui.queryByText(OFFLINE_BANNER)).toBeNull();

    setOnline(false);
    const banner = await w.ui.findByText(OFFLINE_BANNER);
    expect(banner.closest('[role]')!.getAttribute('role')).toBe('status');
    expect(w.ui.queryByRole('alert')).toBeNull();
    const storeSession = w.ui.getByRole<HTMLButtonElement>('button', { name: 'Sign In' });
    expect(storeSession.getAttribute('aria-disabled')).toBe('true');
    const reason = w.ui.getByText(REASON);
    expect(storeSession.getAttribute('aria-describedby')).toBe(reason.id);
    await w.user.click(storeSession);
    expect(api.authCalls()).toEqual([]);
    expect(email.value).toBe('ada@bank.test');

    setOnline(true);
    await waitFor(() => expect(w.ui.queryByText(OFFLINE_BANNER)).toBeNull());
    // Its going is said: the same live region now says the connection is back.
    const back = w.ui.getByText("You're back online");
    expect(back.closest('[role]')).toBe(banner.closest('[role]'));
    expect(storeSession.hasAttribute('aria-disabled')).toBe(false);
    expect(w.ui.queryByText(REASON)).toBeNull();
    expect(email.value).toBe('ada@bank.test');
  });

  it('"You\'re back online" is said only on a return, and goes after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    const w = mountAt('/wp-user/auth/signin');
    await w.heading('Sign In');
    expect(w.ui.queryByText("You're back online")).toBeNull();
    setOnline(false);
    await w.ui.findByText(OFFLINE_BANNER);
    setOnline(true);
    await w.ui.findByText("You're back online");
    await vi.advanceTimersByTimeAsync(6000);
    expect(w.ui.queryByText("You're back online")).toBeNull();
    vi.useRealTimers();
  });

  it('mounted while offline, it says so at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi();
    const w = mountAt('/wp-user/auth/signin');
    await w.heading('Sign In');
    expect(w.ui.getByText(OFFLINE_BANNER)).toBeTruthy();
  });

  it('a screen opened offline waits calmly for the connection, then shows its data with no click', async () => {
    const { api, w } = signedInAt('/wp-user/dashboard', { ...dashboardRoutes(), getcontact: whenOnline({ data: { email: 'support@bank.test' } }) });
    await w.heading(/^Good /);
    setOnline(false);
    await w.user.click(w.ui.getByRole('link', { name: /Help & Support/ }));
    await w.heading('Contact Page');
    expect(await w.ui.findByText('Waiting for the connection to load our contact details…')).toBeTruthy();
    expect(w.ui.getByText(OFFLINE_BANNER)).toBeTruthy();
    // Not "could not reach the bank": nothing reads as the bank being down.
    expect(w.ui.queryByRole('alert')).toBeNull();
    expect(w.ui.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.to('getcontact')).toHaveLength(1);

    setOnline(true);
    await w.ui.findByText('support@bank.test');
    expect(w.ui.queryByText(OFFLINE_BANNER)).toBeNull();
    expect(api.to('getcontact')).toHaveLength(2);
  });

  it('an action whose answer is lost is not sent again by itself (only reads are retried)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unread = { data: [{ id: '7', title: 'Welcome', body: 'Your account is ready.', wasread: 'no' }] };
    const { api, w } = signedInAt('/wp-user/dashboard/notifications', { ...dashboardRoutes(), getnotifications: unread, mnotificationar: networkFailure });
    await w.user.click(await w.ui.findByRole('button', { name: /Mark as read/ }));
    await w.ui.findByText('Network error: check your connection and try again');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.to('mnotificationar')).toHaveLength(1);
  });
});
