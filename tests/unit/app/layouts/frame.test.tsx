/**
 * The signed-in frame (issue 9 "Layout"): the sidebar in the spec's order with the current
 * page marked, unavailable items announced instead of followed, two distinct notification
 * links, no landmarks of its own, the desktop sidebar folded under `close`, and Log Out.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { currentPath, mountAt, stubApi } from '../../support/auth-harness';

const NOTIFICATIONS = {
  data: [
    { id: '1', title: 'A', body: 'a', wasread: 'no' },
    { id: '2', title: 'B', body: 'b', wasread: 'no' },
    { id: '3', title: 'C', body: 'c', wasread: 'yes' },
  ],
};

function openDashboard(path = '/wp-user/dashboard') {
  localStorage.setItem('baUid', 'jwt');
  localStorage.setItem('displayAmount', 'true');
  stubApi({
    getprofile: { data: { fullname: 'Ada Lovelace', account_no: '1' }, tb: { current_balance: '10' } },
    pincheck: { haspin: true, trx_notif: [] },
    getnotifications: NOTIFICATIONS,
    '': { data: [] },
  });
  const w = mountAt(path);
  const nav = () => within(w.ui.getByRole('navigation', { name: 'Main menu' }));
  return { w, nav };
}

describe('the sidebar', () => {
  it("lists the spec's items in its order, Log Out last", async () => {
    const { w, nav } = openDashboard();
    await w.ui.findByRole('navigation', { name: 'Main menu' });
    const names = nav()
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild!.firstChild!.textContent);
    expect(names).toEqual([
      'Dashboard', 'Add funds', 'Make payment', 'Bank Transfer', 'Loan', 'Fixed deposit', 'Notifications', 'Credit Card',
      'Upgrade Account', 'Help & Support', 'Pay Bills', 'Statements & Report', 'Settings', 'Log Out',
    ]);
  });

  it('marks the current page, the item of a page below it too, and only one', async () => {
    const { w, nav } = openDashboard('/wp-user/dashboard/send/confirm');
    await w.ui.findByRole('navigation', { name: 'Main menu' });
    const current = w.shadow.querySelectorAll('[aria-current="page"]');
    expect([...current].map((el) => el.textContent)).toEqual(['Bank Transfer']);
    await w.user.click(nav().getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(nav().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page'));
    expect(nav().getByRole('link', { name: 'Bank Transfer' }).getAttribute('aria-current')).toBeNull();
  });

  for (const item of ['Loan', 'Credit Card', 'Pay Bills']) {
    it(`${item} stays put and announces "Not Available in your region"`, async () => {
      const { w, nav } = openDashboard();
      await w.ui.findByRole('navigation', { name: 'Main menu' });
      await w.user.click(nav().getByRole('button', { name: item }));
      const status = await w.ui.findByRole('status');
      expect(status.textContent).toContain('Not Available in your region');
      expect(status.textContent).toContain(item);
      expect(currentPath()).toBe('/wp-user/dashboard');
    });
  }

  it('folds away at desktop widths and remembers it under `close`', async () => {
    const { w } = openDashboard();
    const menu = await w.ui.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await w.user.click(menu);
    expect(localStorage.getItem('close')).toBe('true');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(w.shadow.querySelector<HTMLElement>('#bank-sidebar')!.hidden).toBe(true));
    w.widget.unmount();
    const again = mountAt('/wp-user/dashboard');
    expect((await again.ui.findByRole('button', { name: 'Menu' })).getAttribute('aria-expanded')).toBe('false');
    await again.user.click(again.ui.getByRole('button', { name: 'Menu' }));
    expect(localStorage.getItem('close')).toBeNull();
    // jsdom ignores @media, so base.css's narrow-width `display: none` hides the nav from role
    // queries once styles are computed: the attribute the frame sets is what is checked here.
    await waitFor(() => expect(again.shadow.querySelector<HTMLElement>('#bank-sidebar')!.hidden).toBe(false));
  });
});

describe('the top bar', () => {
  it('carries the unread count under a name of its own, distinct from the sidebar item', async () => {
    const { w, nav } = openDashboard();
    const bell = await w.ui.findByRole('link', { name: '2 unread notifications' });
    expect(bell.getAttribute('href')).toBe('/wp-user/dashboard/notifications');
    expect(nav().getByRole('link', { name: 'Notifications 2 unread' })).toBeTruthy();
    expect(w.ui.getAllByRole('link', { name: /^Notifications/ })).toHaveLength(1);
  });

  it('adds no banner or main landmark to the host page', async () => {
    const { w } = openDashboard();
    await w.ui.findByRole('link', { name: /unread notifications/ });
    expect(w.shadow.querySelectorAll('header, main, footer, [role="banner"], [role="main"]')).toHaveLength(0);
  });
});

describe('Log Out', () => {
  it('clears every stored value, sets loggedOut, and lands on the auth index with "Logged out !"', async () => {
    localStorage.setItem('close', 'true');
    const { w } = openDashboard();
    await w.ui.findByRole('button', { name: 'Menu' });
    await w.user.click(w.ui.getByRole('button', { name: 'Menu' }));
    await w.user.click(await w.ui.findByRole('button', { name: 'Log Out', hidden: true }));
    await w.ui.findByText('Logged out !');
    expect(currentPath()).toBe('/wp-user/auth');
    expect({ ...localStorage }).toEqual({ loggedOut: 'true' });
  });

  it('is in the profile menu too, as a menu item', async () => {
    const { w } = openDashboard();
    await w.user.click(await w.ui.findByRole('button', { name: /^Account menu/ }));
    const menu = within(w.ui.getByRole('menu', { name: 'Account' }));
    expect(menu.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Home', 'Profile', 'Settings', 'Logout']);
    await w.user.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await w.ui.findByText('Logged out !');
    expect({ ...localStorage }).toEqual({ loggedOut: 'true' });
  });
});
