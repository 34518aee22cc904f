/**
 * All notifications: title, body, read or unread; "Mark as read" posts `mnotificationar` with
 * the id, says "Marked as read", and the unread counts in the top bar and the sidebar fall
 * without a reload. A refusal keeps the notification unread and says why.
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { deferred, json, mountAt, postedFields, type Reply, signedInAt } from '../../support/test-utils';

const WELCOME = { id: '7', title: 'Welcome', body: 'Your account is ready.', wasread: 'no' };
const OLD = { id: '3', title: 'Statement ready', body: 'Your March statement is ready.', wasread: 'yes' };
const UNREAD = { data: [WELCOME, OLD] };
const READ = { data: [{ ...WELCOME, wasread: 'yes' }, OLD] };

const open = (routes: Record<string, Reply | Reply[]>) =>
  signedInAt('/wp-user/dashboard/notifications', { getprofile: { data: { fullname: 'Dana Demo' }, tb: {} }, pincheck: { haspin: 1 }, ...routes });

const item = (w: ReturnType<typeof mountAt>, title: string) => within(w.ui.getByRole('heading', { level: 2, name: title }).closest('li')!);
/** The unread count the top bar's notifications link reads out ("2 unread notifications"). */
const topBarCount = (w: ReturnType<typeof mountAt>) =>
  /^(\d+) unread notification/.exec(w.ui.getByRole('link', { name: /unread notification/ }).querySelector('.visually-hidden')?.textContent ?? '')?.[1];
/** The sidebar's Notifications item as read out ("Notifications, 2 unread"); no count reads as none. */
const sidebarCount = (w: ReturnType<typeof mountAt>) =>
  /^(\d+) unread/.exec(w.ui.getByRole('link', { name: /^Notifications/ }).querySelector('.visually-hidden')?.textContent ?? '')?.[1] ?? '0';

describe('All notifications', () => {
  it('lists title, body and read state', async () => {
    const { w } = open({ getnotifications: UNREAD });
    await w.heading('All notifications');
    await w.ui.findByRole('heading', { level: 2, name: 'Welcome' });
    expect(item(w, 'Welcome').getByText('Your account is ready.')).toBeTruthy();
    expect(item(w, 'Welcome').getByText('Unread')).toBeTruthy();
    expect(item(w, 'Statement ready').getByText('Read')).toBeTruthy();
    expect(item(w, 'Statement ready').queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('Mark as read posts exactly mnotificationar + id + token, says "Marked as read", and the top bar count falls', async () => {
    // The fake backend remembers the mark, as the real one does.
    let marked = false;
    const { api, w } = open({
      getnotifications: () => json(marked ? READ : UNREAD),
      mnotificationar: () => ((marked = true), json({ status: true, message: 'Marked as read' })),
    });
    await w.ui.findByRole('heading', { level: 2, name: 'Welcome' });
    await waitFor(() => expect(topBarCount(w)).toBe('1'));
    expect(sidebarCount(w)).toBe('1');
    await w.user.click(item(w, 'Welcome').getByRole('button', { name: 'Mark as read: Welcome' }));
    await item(w, 'Welcome').findByText('Marked as read');
    expect(api.to('mnotificationar').map(postedFields)).toEqual([{ mnotificationar: '1', id: '7', token: 'jwt' }]);
    expect(api.to('mnotificationar')[0]!.keys).toEqual(['mnotificationar', 'id', 'token']);
    await waitFor(() => expect(topBarCount(w)).toBe('0'));
    expect(sidebarCount(w)).toBe('0');
    expect(item(w, 'Welcome').getByText('Read')).toBeTruthy();
    expect(item(w, 'Welcome').queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('a double click sends one request', async () => {
    const answer = deferred({ status: true, message: 'Marked as read' });
    const { api, w } = open({ getnotifications: UNREAD, mnotificationar: answer.reply });
    await w.ui.findByRole('heading', { level: 2, name: 'Welcome' });
    const button = item(w, 'Welcome').getByRole('button', { name: 'Mark as read: Welcome' });
    await w.user.dblClick(button);
    await w.user.click(button);
    answer.resolve();
    await item(w, 'Welcome').findByText('Marked as read');
    expect(api.to('mnotificationar')).toHaveLength(1);
  });

  it('a refusal shows the server message and keeps the notification unread', async () => {
    const { api, w } = open({ getnotifications: UNREAD, mnotificationar: json({ status: false, message: 'That notification was not found.' }) });
    await w.ui.findByRole('heading', { level: 2, name: 'Welcome' });
    await w.user.click(item(w, 'Welcome').getByRole('button', { name: 'Mark as read: Welcome' }));
    expect((await item(w, 'Welcome').findByRole('alert')).textContent).toContain('That notification was not found.');
    expect(item(w, 'Welcome').getByText('Unread')).toBeTruthy();
    expect(item(w, 'Welcome').getByRole('button', { name: 'Mark as read: Welcome' })).toBeTruthy();
    expect(topBarCount(w)).toBe('1');
    expect(api.to('mnotificationar')).toHaveLength(1);
  });

  it('a refusal without a message says "Something went wrong!"', async () => {
    const { w } = open({ getnotifications: UNREAD, mnotificationar: { status: false } });
    await w.ui.findByRole('heading', { level: 2, name: 'Welcome' });
    await w.user.click(item(w, 'Welcome').getByRole('button', { name: 'Mark as read: Welcome' }));
    expect((await item(w, 'Welcome').findByRole('alert')).textContent).toContain('Something went wrong!');
  });

  it('no notifications says so', async () => {
    const { w } = open({ getnotifications: { data: [] } });
    await w.ui.findByText('No notifications yet');
  });
});
