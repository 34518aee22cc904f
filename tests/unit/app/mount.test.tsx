/**
 * `mountBank` as a host page uses it: routing under the base path with the session guards,
 * the fallback screen, option checking, two widgets on one page, and a clean unmount.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import { mountBank } from '../../../src/app/mount';
import { MountOptionError } from '../../../src/app/options';
import { hangUntilAborted, json } from '../support/fetch-stub';
import { BASE, mountWidgetAt, mountWidget, stubFetch, storeSession, storeTemporaryToken } from '../support/test-utils';
import { idle } from '../support/idle';

const at = (path: string) => waitFor(() => expect(location.pathname).toBe(path));

/** Once redirects and effects have run, the URL has not moved. */
async function staysAt(path: string) {
  await idle();
  expect(location.pathname).toBe(path);
}

describe('mountBank', () => {
  it('renders into a shadow root and unmount empties the element', async () => {
    stubFetch();
    history.replaceState(null, '', '/wp-user/auth/signin');
    const el = document.createElement('div');
    document.body.append(el);
    const widget = mountBank(el, { basePath: '/wp-user', apiBase: 'http://127.0.0.1:9' });
    const host = el.firstElementChild!;
    expect(host.shadowRoot).toBeTruthy();
    await waitFor(() => expect(host.shadowRoot!.querySelector('h1')?.textContent).toBeTruthy());
    // The page's own document does not see the widget's markup.
    expect(document.querySelector('h1')).toBeNull();
    widget.unmount();
    expect(el.childNodes.length).toBe(0);
    widget.unmount(); // a second unmount is harmless
    expect(el.childNodes.length).toBe(0);
  });
});

describe("the page's placeholder", () => {
  it('stays until the first screen renders, then gives way to it; the noscript text is left alone', async () => {
    stubFetch();
    history.replaceState(null, '', '/wp-user/auth/signin');
    const el = document.createElement('div');
    el.innerHTML = '<p data-bank-placeholder>Loading online banking…</p><noscript>Online banking needs JavaScript.</noscript>';
    document.body.append(el);
    const widget = mountBank(el, { basePath: '/wp-user', apiBase: 'http://127.0.0.1:9' });
    // The language is read first: until the first screen is there, the customer reads that it is coming.
    expect(el.querySelector('[data-bank-placeholder]')?.textContent).toBe('Loading online banking…');
    const host = el.querySelector('[data-bank-widget]')!;
    await waitFor(() => expect(host.shadowRoot!.querySelector('h1')?.textContent).toBeTruthy());
    expect(el.querySelector('[data-bank-placeholder]')).toBeNull();
    expect(el.querySelector('noscript')).not.toBeNull();
    widget.unmount();
  });
});

describe('routing under the base path', () => {
  it('/wp-user/dashboard without a token ends at /wp-user/auth/signin', async () => {
    stubFetch();
    const w = mountWidgetAt('/wp-user/dashboard');
    await at('/wp-user/auth/signin');
    expect(await w.heading()).not.toMatch(/Unexpected Application Error/);
  });

  it('/wp-user/dashboard with a token in baUid stays, and its loaders post that token', async () => {
    storeSession('jwt-abc');
    const api = stubFetch();
    const w = mountWidgetAt('/wp-user/dashboard');
    await w.heading();
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await staysAt('/wp-user/dashboard');
    expect(w.ui.queryByText('Unexpected Application Error!')).toBeNull();
    for (const req of api.requests) {
      expect(req.url).toBe('https://api.bank.test/api/users.php');
      expect(req.fields.token).toBe('jwt-abc');
    }
    expect(api.requests.some((r) => r.fields.getprofile === '1')).toBe(true);
  });

  it('with a token, the sign-in page (even with a trailing slash) sends to the dashboard', async () => {
    storeSession();
    stubFetch();
    mountWidgetAt('/wp-user/auth/signin/');
    await at('/wp-user/dashboard');
  });

  it.each<[string, Record<string, string>, string]>([
    ['no token', {}, '/wp-user/auth'],
    ['a token', { baUid: 'jwt' }, '/wp-user/dashboard'],
    ['a temporary token, email not verified', { tempbaUid: 'tmp', notverified: 'true', email: 'jane@bank.test' }, '/wp-user/auth/verify/jane%40bank.test'],
    ['a temporary token, KYC due', { tempbaUid: 'tmp', account_verification: 'Not Verified' }, '/wp-user/auth/account/verification'],
  ])('the base path itself, with %s, lands on %s', async (_what, storage, landing) => {
    for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
    stubFetch();
    mountWidgetAt('/wp-user');
    await at(landing);
  });

  it('/wp-user/ (trailing slash) is the base path too', async () => {
    stubFetch();
    mountWidgetAt('/wp-user/');
    await at('/wp-user/auth');
  });

  it('mid-verification, the dashboard sends to verify/{email}', async () => {
    storeTemporaryToken('tmp');
    localStorage.setItem('notverified', 'true');
    localStorage.setItem('email', 'jane@bank.test');
    stubFetch();
    mountWidgetAt('/wp-user/dashboard/settings');
    await at('/wp-user/auth/verify/jane%40bank.test');
  });

  it('an unknown route shows "Unexpected Application Error!" and 404, without leaving the URL', async () => {
    stubFetch();
    const w = mountWidgetAt('/wp-user/no-such-page');
    expect(await w.heading()).toBe('Unexpected Application Error!');
    expect(w.ui.getByText(/404/)).toBeTruthy();
    expect(w.ui.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/wp-user/auth/signin');
    await staysAt('/wp-user/no-such-page');
  });

  it('an unknown dashboard route with a token offers the way back to the dashboard', async () => {
    storeSession();
    stubFetch();
    const w = mountWidgetAt('/wp-user/dashboard/nope');
    expect(await w.heading()).toBe('Unexpected Application Error!');
    expect(w.ui.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/wp-user/dashboard');
  });

  it('/wp-username is not inside /wp-user: the widget shows the 404 fallback, not a bank page', async () => {
    stubFetch();
    const w = mountWidgetAt('/wp-username/auth/signin');
    expect(await w.heading()).toBe('Unexpected Application Error!');
    expect(w.ui.getByText(/404/)).toBeTruthy();
    await staysAt('/wp-username/auth/signin');
  });

  it('a nested base path routes the same way', async () => {
    stubFetch();
    mountWidgetAt('/sites/bank/wp-user/dashboard', { basePath: '/sites/bank/wp-user/' });
    await at('/sites/bank/wp-user/auth/signin');
  });

  it('a link in the fallback takes the customer back and the screen recovers', async () => {
    stubFetch();
    const w = mountWidgetAt('/wp-user/nowhere');
    await w.heading();
    fireEvent.click(w.ui.getByRole('link', { name: 'Go to sign in' }));
    await at('/wp-user/auth/signin');
    await waitFor(() => expect(w.ui.queryByText('Unexpected Application Error!')).toBeNull());
  });
});

describe('mount options', () => {
  it.each<[string, unknown, unknown, RegExp]>([
    ['no element', null, { basePath: BASE, apiBase: '' }, /"el"/],
    ['a non-string basePath', 'EL', { basePath: ['/wp-user'], apiBase: '' }, /option "basePath" must be a string/],
    ['basePath without a leading slash', 'EL', { basePath: 'wp-user', apiBase: '' }, /option "basePath" must start with "\/"/],
    ['a bad apiBase', 'EL', { basePath: BASE, apiBase: 'bank.test/api' }, /option "apiBase"/],
  ])('%s: one clear error naming it, and nothing is added to the page', (_what, target, options, message) => {
    const el = document.createElement('div');
    document.body.append(el);
    const mount = () => mountBank((target === 'EL' ? el : target) as Element, options as never);
    expect(mount).toThrow(MountOptionError);
    expect(mount).toThrow(message);
    expect(el.childNodes.length).toBe(0);
  });

  it('apiBase with trailing slashes still posts to …/api/users.php', async () => {
    storeSession();
    const api = stubFetch();
    mountWidgetAt('/wp-user/dashboard', { apiBase: 'https://api.bank.test/' });
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    expect(api.requests[0]!.url).toBe('https://api.bank.test/api/users.php');
  });
});

describe('several widgets, unmount and remount', () => {
  it('two widgets mount side by side, each in its own shadow root', async () => {
    stubFetch();
    history.replaceState(null, '', '/wp-user/auth/signin');
    const a = mountWidget();
    const b = mountWidget();
    expect(a.shadow).not.toBe(b.shadow);
    const [ha, hb] = await Promise.all([a.heading(), b.heading()]);
    expect(ha).toBe(hb);
    a.unmount();
    expect(a.el.childNodes.length).toBe(0);
    // The other keeps working.
    expect(b.shadow.querySelector('h1')?.textContent).toBe(hb);
  });

  it('a logout in another tab takes both widgets to sign in', async () => {
    storeSession();
    stubFetch();
    history.replaceState(null, '', '/wp-user/dashboard');
    const a = mountWidget();
    const b = mountWidget();
    await Promise.all([a.heading(), b.heading()]);
    localStorage.removeItem('baUid');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: null }));
    await at('/wp-user/auth/signin');
    await waitFor(() => {
      expect(a.shadow.querySelector('h1')?.textContent).toBe(b.shadow.querySelector('h1')?.textContent);
      expect(a.shadow.querySelector('nav[aria-label="Main menu"]')).toBeNull();
    });
  });

  it('mounting again into the same element after unmount works', async () => {
    stubFetch();
    history.replaceState(null, '', '/wp-user/auth/signin');
    const first = mountWidget();
    const title = await first.heading();
    first.unmount();
    expect(first.el.childNodes.length).toBe(0);
    const second = mountWidget({}, first.el);
    expect(await second.heading()).toBe(title);
    expect(first.el.children).toHaveLength(1);
  });

  it('unmount aborts requests in flight and removes the storage listener', async () => {
    storeSession();
    const api = stubFetch(hangUntilAborted);
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const w = mountWidgetAt('/wp-user/dashboard');
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    // The session sync and the inactivity lock each follow other tabs; unmount removes every one.
    const added = add.mock.calls.filter(([t]) => t === 'storage').length;
    expect(added).toBeGreaterThanOrEqual(1);
    w.unmount();
    expect(api.requests.every((r) => r.signal?.aborted)).toBe(true);
    expect(remove.mock.calls.filter(([t]) => t === 'storage')).toHaveLength(added);
    expect(remove.mock.calls.filter(([t]) => t === 'popstate')).toHaveLength(1);
  });

  it('a 401 from a dashboard call ends the session and sends the customer to sign in', async () => {
    storeSession('expired');
    stubFetch(() => json({ message: 'Unauthorized' }, { status: 401 }));
    mountWidgetAt('/wp-user/dashboard');
    await at('/wp-user/auth/signin');
    expect(localStorage.getItem('baUid')).toBeNull();
    expect(localStorage.getItem('loggedOut')).toBe('true');
  });
});
