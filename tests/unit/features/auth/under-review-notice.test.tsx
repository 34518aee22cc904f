/** auth/account/under-review, auth/info/notice and the auth index (docs/spec-notes.md §2, §4 Logout). */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { currentPath, elapse, mountAt, stubApi, type Widget, storeSession } from '../../support/test-utils';
import { SESSION_KEYS } from '../../../../src/session/session';

const UNDER_REVIEW = '/wp-user/auth/account/under-review';

describe('Under review', () => {
  it('shows "Kyc Under Review" once; a second visit goes to sign in', async () => {
    stubApi();
    const first = mountAt(UNDER_REVIEW);
    await first.heading('Kyc Under Review');
    first.widget.unmount();

    const second = mountAt(UNDER_REVIEW);
    await second.heading('Sign In');
    expect(currentPath()).toBe('/wp-user/auth/signin');
    expect(second.ui.queryByText('Kyc Under Review')).toBeNull();
  });

  it('Okay logs out: every session key cleared, loggedOut "true", the auth index with "Logged out !"', async () => {
    stubApi();
    localStorage.setItem('account_verification', 'Pending Verification');
    localStorage.setItem('email', 'a@b.test');
    localStorage.setItem('displayAmount', 'false');
    const w = mountAt(UNDER_REVIEW);
    await w.heading('Kyc Under Review');
    await w.user.click(w.ui.getByRole('button', { name: 'Okay' }));
    await w.ui.findByText('Logged out !');
    expect(currentPath()).toBe('/wp-user/auth');
    for (const key of SESSION_KEYS) {
      if (key === 'loggedOut') expect(localStorage.getItem(key)).toBe('true');
      else expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(w.ui.getByRole('link', { name: "Let's Get Started" }).getAttribute('href')).toBe('/wp-user/auth/signup');
    expect(w.ui.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/wp-user/auth/signin');
  });
});

describe('Auth index', () => {
  it('without the logout flag there is no "Logged out !"', async () => {
    stubApi();
    const w = mountAt('/wp-user/auth');
    await w.ui.findByRole('link', { name: "Let's Get Started" });
    expect(w.ui.queryByText('Logged out !')).toBeNull();
  });

  it('with the logout flag set it shows "Logged out !"', async () => {
    stubApi();
    localStorage.setItem('loggedOut', 'true');
    const w = mountAt('/wp-user/auth');
    await w.ui.findByText('Logged out !');
  });
});

/** Signs in as a customer the bank sent a notice with (login `ismsg`): the notice page opens. */
async function signInWithNotice(body: string): Promise<Widget> {
  stubApi({
    userlogin: { jwt: 'T', role: 'customer', verified: true, verification_status: 'Verified', ismsg: { head: 'Account restricted', body } },
  });
  const w = mountAt('/wp-user/auth/signin');
  await w.heading('Sign In');
  await w.user.type(w.ui.getByLabelText('Email'), 'jane@bank.test');
  await w.user.type(w.ui.getByLabelText('Password'), 'hunter22');
  await w.user.click(w.ui.getByRole('button', { name: 'Sign In' }));
  await w.heading('Account restricted');
  return w;
}

describe('Account notice', () => {
  it('shows head and body; the stored token goes 5 s later; Logout signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const w = await signInWithNotice('Call us on 0800 000 000.');
    expect(w.ui.getByText('Call us on 0800 000 000.')).toBeTruthy();
    await elapse(5000);
    await waitFor(() => expect(localStorage.getItem('baUid')).toBeNull());
    expect(currentPath()).toBe('/wp-user/auth/info/notice');
    await w.user.click(w.ui.getByRole('button', { name: 'Logout' }));
    await w.ui.findByText('Logged out !');
    expect(localStorage.getItem('loggedOut')).toBe('true');
  });
});

describe('Account notice, left early', () => {
  it('unmounting before the 5 s are up still removes the token, so the dashboard stays closed', async () => {
    const w = await signInWithNotice('Call us.');
    expect(localStorage.getItem('baUid')).toBe('T');
    w.widget.unmount();
    await waitFor(() => expect(localStorage.getItem('baUid')).toBeNull());
  });

  it('belongs to the widget that signed in: a widget mounted afterwards shows the generic notice page', async () => {
    const w = await signInWithNotice('Call us.');
    w.widget.unmount();
    storeSession('T');
    const other = mountAt('/wp-user/auth/info/notice');
    await other.heading('Notice');
    expect(other.ui.queryByText('Call us.')).toBeNull();
  });
});
