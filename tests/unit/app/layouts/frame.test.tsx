/**
 * The signed-in frame: the sidebar in the spec's order with the current
 * page marked, unavailable items announced instead of followed, two distinct notification
 * links, one main landmark around the screen, and Log Out. The drawer at narrow widths is a browser test
 * (tests/browser/layout.test.ts): jsdom has no layout to decide it from.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { currentPath, mountAt, stubApi, mountWidget, storeSession } from '../../support/test-utils';

const NOTIFICATIONS = {
  data: [
    { id: '1', title: 'A', body: 'a', wasread: 'no' },
    { id: '2', title: 'B', body: 'b', wasread: 'no' },
    { id: '3', title: 'C', body: 'c', wasread: 'yes' },
  ],
};

/** A customer signed in, and the bank's answers to the frame's and the home's reads. */
function signedIn() {
  storeSession();
  localStorage.setItem('displayAmount', 'true');
  stubApi({
    getprofile: { data: { fullname: 'Ada Lovelace', account_no: '1' }, tb: { current_balance: '10' } },
    pincheck: { haspin: true, trx_notif: [] },
    getnotifications: NOTIFICATIONS,
    '': { data: [] },
  });
}

function openDashboard(path = '/wp-user/dashboard') {
  signedIn();
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
      .map((li) => li.querySelector('.dash-side-label')!.textContent);
    expect(names).toEqual([
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
    it(`${item} says "Not available" before it is pressed, stays put and announces "Not Available in your region"`, async () => {
      const { w, nav } = openDashboard();
      await w.ui.findByRole('navigation', { name: 'Main menu' });
      await w.user.click(nav().getByRole('button', { name: `${item} Not available` }));
      const status = await w.ui.findByRole('status');
      expect(status.textContent).toContain('Not Available in your region');
      expect(status.textContent).toContain(item);
      expect(currentPath()).toBe('/wp-user/dashboard');
    });
  }

  it('a flash belongs to the screen that raised it: it does not follow to the next one', async () => {
    const { w, nav } = openDashboard();
    await w.ui.findByRole('navigation', { name: 'Main menu' });
    await w.user.click(nav().getByRole('button', { name: 'Loan Not available' }));
    expect((await w.ui.findByRole('status')).textContent).toContain('Not Available in your region');
    await w.user.click(nav().getByRole('link', { name: 'Settings' }));
    await w.heading('Settings');
    await waitFor(() => expect(w.shadow.textContent).not.toContain('Not Available in your region'));
  });

  it('stands beside the screen with no Menu button when the frame is wide (jsdom: no width to fold at)', async () => {
    const { w, nav } = openDashboard();
    await w.ui.findByRole('navigation', { name: 'Main menu' });
    expect(w.ui.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(nav().getByRole('link', { name: 'Dashboard' }).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
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

  it('adds no banner or footer, and one main landmark around the screen, not the menus', async () => {
    const { w } = openDashboard();
    await w.ui.findByRole('link', { name: /unread notifications/ });
    expect(w.shadow.querySelectorAll('header, footer, [role="banner"], [role="contentinfo"]')).toHaveLength(0);
    const main = w.shadow.querySelectorAll('main, [role="main"]');
    expect(main).toHaveLength(1);
    expect(main[0]!.querySelector('h1')).toBeTruthy();
    expect(main[0]!.querySelector('#bank-sidebar')).toBeNull();
  });
});

describe("inside the host page's own main", () => {
  /** The page a block theme renders: its main around the element the widget mounts on. */
  function mountInPageMain(path: string) {
    history.replaceState(null, '', path);
    const main = document.body.appendChild(document.createElement('main'));
    onTestFinished(() => main.remove());
    return mountWidget({}, main.appendChild(document.createElement('div')));
  }

  it.each([
    ['the signed-in frame', '/wp-user/dashboard', signedIn],
    ['the signed-out card', '/wp-user/auth/signin', () => stubApi()],
  ])('%s adds no second main: the "Online banking" region holds the screen and its heading', async (_frame, path, session) => {
    session();
    const w = mountInPageMain(path);
    await w.heading();
    expect(document.querySelectorAll('main, [role="main"]')).toHaveLength(1);
    expect(w.shadow.querySelectorAll('main, [role="main"]')).toHaveLength(0);
    const region = w.ui.getByRole('region', { name: 'Online banking' });
    expect(region.querySelector('h1')).toBeTruthy();
  });
});

describe('Log Out', () => {
  it('clears every stored value, sets loggedOut, and lands on the auth index with "Logged out !"', async () => {
    localStorage.setItem('close', 'true');
    const { w } = openDashboard();
    await w.user.click(await w.ui.findByRole('button', { name: 'Log Out' }));
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
