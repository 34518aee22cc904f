/**
 * One transaction row for every list of money (home, statements, recent transfers, crypto
 * deposits): each screen is rendered and its rows are counted as they pass through
 * TransactionRow, then read as a customer would (name and date, signed amount, status word).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as RowModule from '../../../src/ui/TransactionRow';
import { BASE, signedInAt, type Reply } from '../support/test-utils';
import { dashboardRoutes } from '../features/home/dashboard-fixtures';

const rendered = vi.hoisted(() => [] as { name: string; cell?: boolean }[]);
vi.mock('../../../src/ui/TransactionRow', async (original) => {
  const real = await original<typeof RowModule>();
  return {
    TransactionRow: (props: RowModule.TransactionRowProps) => {
      rendered.push(props);
      return real.TransactionRow(props);
    },
  };
});

const row = (name: string, day: string, amount: number, type: 'credit' | 'debit', status = 'successful') => ({ name, date: day, amount, transaction_type: type, status });
const MANY = { data: Array.from({ length: 12 }, (_, i) => row(`Line ${i + 1}`, `2025-01-${String(20 - i).padStart(2, '0')}`, 10 + i, i % 2 ? 'debit' : 'credit')) };

function open(path: string, routes: Record<string, unknown>) {
  return signedInAt(`${BASE}/dashboard${path}`, dashboardRoutes(routes) as Record<string, Reply>).w;
}

const names = () => rendered.map((r) => r.name);
const shownRows = (root: ShadowRoot) => [...root.querySelectorAll('.tx-row')].map((r) => r.textContent);

afterEach(() => {
  rendered.length = 0;
  localStorage.clear();
});

describe('one transaction row', () => {
  it('home: the latest five of what the server sends, through the row, and "See all" to the statement', async () => {
    const w = open('', { getstatement2: MANY });
    await w.ui.findByText('Line 1');
    expect(shownRows(w.shadow)).toHaveLength(5);
    expect(new Set(names())).toEqual(new Set(['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5']));
    expect(shownRows(w.shadow)[1]).toBe('Line 219 Jan 2025−$11.00successful');
    expect(w.ui.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(`${BASE}/dashboard/statements`);
  });

  it('statements: every row of the page, as table cells of the same row', async () => {
    const w = open('/statements', { getstatement: MANY });
    await w.ui.findByText('Line 12');
    expect(rendered.filter((r) => r.cell).length).toBeGreaterThanOrEqual(12);
    expect(new Set(names())).toEqual(new Set(MANY.data.map((r) => r.name)));
    const first = w.shadow.querySelector('tbody .tx-row')!;
    expect([...first.children].map((c) => c.className)).toEqual(['tx-date', 'tx-name', 'tx-type', 'tx-status', 'tx-amount num']);
  });

  it('recent transfers: money out, named by the recipient', async () => {
    const w = open('/send', {
      gettrslist: { data: [{ type: 'Bank Transfer', act_hold_name: 'Jane Doe', amount: 50, status: 'pending', created_at: '2025-03-05' }] },
    });
    await w.ui.findByText('Jane Doe');
    expect(names()).toContain('Jane Doe');
    expect(shownRows(w.shadow)).toEqual(['Jane Doe5 Mar 2025−$50.00pending']);
  });

  it("crypto deposits: money in, in the form's currency", async () => {
    const w = open('/add-funds/crypto', {
      getcdform: {
        names: ['BTC'],
        addresses: ['bc1qexample'],
        addresses2: {},
        currency: '€',
        transactions: [{ type: 'BTC', amount: 75, status: 'confirmed', created_at: '2025-02-01' }],
      },
    });
    await w.ui.findByText('Crypto Transactions');
    expect(names()).toEqual(['BTC']);
    expect(shownRows(w.shadow)[0]).toMatch(/^BTC1 Feb 2025\+€\s?75\.00confirmed$/);
  });
});
