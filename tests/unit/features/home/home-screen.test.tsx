/** The dashboard home: greeting, account, balance (and hiding it), quick actions, totals, recent transactions, notices. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { currentPath, json, mountAt, type Reply, signedInAt } from '../../support/test-utils';
import { dashboardRoutes } from './dashboard-fixtures';

const HOME = '/wp-user/dashboard';

async function openHome(routes: Record<string, Reply | Reply[]> = {}) {
  return signedInAt(HOME, dashboardRoutes(routes) as Record<string, Reply>);
}

/** Everything a screen reader could read out: text and every aria-label. */
const readable = (root: ParentNode) => [root.textContent ?? '', ...[...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))].join(' ');

afterEach(() => vi.useRealTimers());

describe('dashboard home', () => {
  it('greets by the local hour in its h1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 6, 11, 59));
    const { w } = await openHome();
    await w.heading('Good Morning');
    vi.setSystemTime(new Date(2025, 0, 6, 18, 0));
    w.widget.unmount();
    const again = mountAt(HOME);
    await again.heading('Good Evening');
  });

  it('shows the name, account number, available balance, plan (Tier 1 by default) and the totals', async () => {
    const { w } = await openHome();
    const home = within(await waitFor(() => w.shadow.querySelector<HTMLElement>('.home-summary') ?? Promise.reject(new Error('no summary yet'))));
    expect(home.getByText('Ada Lovelace')).toBeTruthy();
    const card = w.shadow.querySelector<HTMLElement>('.balance-card')!;
    expect(card.textContent).toContain('Available balance$12,345.67');
    expect(within(card).getByText('0123456789')).toBeTruthy();
    expect(within(card).getByText('Tier 1')).toBeTruthy();
    expect(w.ui.getByText('Total Credit').textContent).toBe('Total Credit$15,250.50');
    expect(w.ui.getByText('Total Debit').textContent).toBe('Total Debit$2,500.00');
  });

  it('shows the plan the server names', async () => {
    const { w } = await openHome({ getprofile: { data: { fullname: 'B', current_plan: 'Gold' }, tb: { current_balance: 1 } } });
    expect(await w.ui.findByText('Gold')).toBeTruthy();
  });

  it('lists recent transactions: name, real-month date, signed amount, status as a badge with spaces', async () => {
    const { w } = await openHome();
    await w.ui.findByText('Salary');
    const list = within(w.shadow.querySelector<HTMLElement>('.list')!);
    const rows = [...w.shadow.querySelectorAll('.tx-row')].map((r) => r.textContent);
    expect(rows).toEqual(['Salary1 Mar 2024+$1,500.00successful', 'Rent28 Nov 2024−$800.50in progress', 'Card refund2 Dec 2024+$20.00failed']);
    // A status is words with an icon; the tone repeats it.
    expect(list.getByText('in progress').classList).toContain('badge--warning');
    expect(list.getByText('failed').classList).toContain('badge--danger');
    expect(list.getByText('+$1,500.00').classList).toContain('amount--credit');
    expect(w.ui.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/wp-user/dashboard/statements');
  });

  it('says "No transactions yet" when there are none (PHP\'s [] included)', async () => {
    const { w } = await openHome({ getstatement2: [[]] });
    expect(await w.ui.findByText('No transactions yet')).toBeTruthy();
    expect(w.shadow.querySelector('.tx-row')).toBeNull();
  });

  it('shows a failed load with its message and Try again, never made-up figures, once three retries failed too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const down = Array<Reply>(4).fill(json({}, { status: 500 }));
    const { api, w } = await openHome({
      getprofile: [...down, dashboardRoutes().getprofile],
      getstatement2: [...down, dashboardRoutes().getstatement2],
    });
    await vi.advanceTimersByTimeAsync(12_000);
    // The two loads fail on their own schedules: wait until both say so.
    await waitFor(() =>
      expect(w.ui.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        expect.stringContaining('We could not load your account'),
        expect.stringContaining('We could not load your transactions'),
      ]),
    );
    expect(w.shadow.textContent).not.toMatch(/\$\d/);
    const [accountRetry, recentRetry] = w.ui.getAllByRole('button', { name: 'Try again' });
    await w.user.click(recentRetry!);
    await w.ui.findByText('Salary');
    await w.user.click(accountRetry!);
    await waitFor(() => expect(w.shadow.querySelector('.home-name')?.textContent).toBe('Ada Lovelace'));
    expect(api.to('getstatement2').length).toBeGreaterThanOrEqual(5);
  });

  it('hides the balance and every amount behind dots, remembered under displayAmount', async () => {
    const { w } = await openHome();
    await w.ui.findByText('Salary');
    await w.user.click(w.ui.getByRole('button', { name: 'Hide balance' }));
    expect(localStorage.getItem('displayAmount')).toBe('false');
    const root = w.shadow.querySelector('.bank-container')!;
    await waitFor(() => expect(readable(root)).not.toMatch(/12,345|15,250|2,500|1,500|800\.50/));
    expect(w.shadow.querySelector('.balance-card .stat-value')!.textContent).toBe('••••••hidden');
    expect(w.ui.getByRole('button', { name: 'Hide balance' }).getAttribute('aria-pressed')).toBe('true');

    // A new visit keeps it hidden.
    w.widget.unmount();
    const again = mountAt(HOME);
    await again.ui.findByText('Salary');
    expect(readable(again.shadow.querySelector('.bank-container')!)).not.toMatch(/12,345/);
    expect(again.ui.getByRole('button', { name: 'Hide balance' }).getAttribute('aria-pressed')).toBe('true');
    await again.user.click(again.ui.getByRole('button', { name: 'Hide balance' }));
    expect(localStorage.getItem('displayAmount')).toBe('true');
    expect(again.shadow.querySelector('.balance-card .stat-value')!.textContent).toBe('$12,345.67');
  });

  it('quick actions: Send, Receive and Topup go to their screens; Loan says it is not available, announced', async () => {
    const { w } = await openHome();
    const actions = within(await w.ui.findByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: 'Send' }).getAttribute('href')).toBe('/wp-user/dashboard/send');
    expect(actions.getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe('/wp-user/dashboard/add-funds/it');
    expect(actions.getByRole('link', { name: 'Topup' }).getAttribute('href')).toBe('/wp-user/dashboard/add-funds');
    // Marked in words before it is pressed, not by colour alone.
    await w.user.click(actions.getByRole('button', { name: 'Loan Not available' }));
    await waitFor(() => expect(w.ui.getAllByRole('status').some((s) => s.textContent === 'LoanNot Available in your region')).toBe(true));
    expect(currentPath()).toBe(HOME);
  });

  it("shows pincheck's trx_notif as notices the customer can dismiss", async () => {
    const { w } = await openHome({
      pincheck: {
        haspin: true,
        trx_notif: [
          { title: 'Card renewal', body: 'Your new card is on its way.' },
          { title: 'Maintenance', body: 'Transfers pause on Sunday 02:00–03:00.' },
        ],
      },
    });
    await w.ui.findByText('Your new card is on its way.');
    expect(w.ui.getByText('Transfers pause on Sunday 02:00–03:00.')).toBeTruthy();
    await w.user.click(w.ui.getByRole('button', { name: 'Dismiss Card renewal' }));
    await waitFor(() => expect(w.ui.queryByText('Your new card is on its way.')).toBeNull());
    expect(w.ui.getByText('Maintenance')).toBeTruthy();
  });
});
