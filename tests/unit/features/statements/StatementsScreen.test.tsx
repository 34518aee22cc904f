/**
 * Statements & Report as a customer uses it: the transactions with readable dates, filters
 * that live in the URL (a reload or a shared link shows the same view), the CSV of exactly
 * what the filters show, and the loading, empty and error states.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { mountAt, networkFailure, type Reply, signedInAt } from '../../support/test-utils';

const PATH = '/wp-user/dashboard/statements';
const tx = (name: string, date: string, transaction_type: string, status: string, amount: number | string) => ({ name, date, amount, transaction_type, status });
const STATEMENT = {
  data: [
    tx('Salary', '2024-03-01 09:00:00', 'credit', 'successful', '2,500.00'),
    tx('=HYPERLINK("http://evil.test","Refund")', '2024-03-15 08:30:00', 'debit', 'in_progress', 12.5),
    tx('Coffee', '2024-04-02 12:00:00', 'debit', 'failed', 3.2),
  ],
};
const PROFILE = { data: { fullname: 'Dana Demo', account_no: '0123456789' }, tb: { current_balance: '1,000.00' } };

const open = (search = '', statement: Reply | Reply[] = STATEMENT) =>
  signedInAt(PATH + search, { getprofile: PROFILE, pincheck: { haspin: 1 }, getnotifications: { data: [] }, getstatement: statement });

/** The statement's summary as the customer reads it: each term with its detail. */
async function summary(w: ReturnType<typeof mountAt>) {
  await waitFor(() => expect(w.ui.getAllByRole('definition')[0]!.textContent).not.toBe(''));
  return Object.fromEntries(w.ui.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
}

const bodyRows = async (w: ReturnType<typeof mountAt>) => {
  const table = await w.ui.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
};

describe('Statements & Report', () => {
  it('shows every transaction: date with the real month, name, type, readable status, signed amount', async () => {
    const { w } = open();
    await w.heading('Statements & Report');
    expect(await bodyRows(w)).toEqual([
      ['1 Mar 2024', 'Salary', 'Credit', 'successful', '+$2,500.00'],
      ['15 Mar 2024', '=HYPERLINK("http://evil.test","Refund")', 'Debit', 'in progress', '−$12.50'],
      ['2 Apr 2024', 'Coffee', 'Debit', 'failed', '−$3.20'],
    ]);
    expect(await summary(w)).toEqual({
      'Account holder': 'Dana Demo',
      'Account number': '0123456789',
      Period: '1 Mar 2024 to 2 Apr 2024',
    });
  });

  it('a filter goes into the URL query (replacing the entry), and that URL opens the same view', async () => {
    const { w } = open();
    await w.ui.findByRole('table');
    const before = history.length;
    await w.user.selectOptions(w.ui.getByLabelText('Type'), 'debit');
    await w.user.type(w.ui.getByLabelText('Search by name'), 'cof');
    await waitFor(() => expect(location.search).toBe('?type=debit&q=cof'));
    expect(history.length).toBe(before);
    expect((await bodyRows(w)).map((r) => r[1])).toEqual(['Coffee']);
    const shared = location.search;
    w.widget.unmount();

    const again = open(shared).w;
    expect((await bodyRows(again)).map((r) => r[1])).toEqual(['Coffee']);
    expect((again.ui.getByLabelText('Type') as HTMLSelectElement).value).toBe('debit');
    expect((again.ui.getByLabelText('Search by name') as HTMLInputElement).value).toBe('cof');
  });

  it('date range and status filters read from the URL', async () => {
    const { w } = open('?from=2024-03-10&to=2024-04-30&status=failed');
    expect((await bodyRows(w)).map((r) => r[1])).toEqual(['Coffee']);
    expect((w.ui.getByLabelText('From') as HTMLInputElement).value).toBe('2024-03-10');
    expect((await summary(w)).Period).toBe('10 Mar 2024 to 30 Apr 2024');
  });

  it('nothing matching says so, and Clear filters brings every transaction back', async () => {
    const { w } = open('?q=nothing-like-this');
    await w.ui.findByText('No transactions match these filters');
    expect(w.ui.queryByRole('table')).toBeNull();
    await w.user.click(w.ui.getByRole('button', { name: 'Clear filters' }));
    expect(await bodyRows(w)).toHaveLength(3);
    expect(location.search).toBe('');
  });

  it('Export CSV downloads exactly the rows shown, formula cells neutralised, amounts as numbers', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:statement'));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:statement');
    });
    const { w } = open('?type=debit');
    await w.ui.findByRole('table');
    await w.user.click(w.ui.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    // A byte-order mark first, so Excel reads the file as UTF-8 (Blob.text() drops it on decoding).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')).toEqual([
      'Date,Name,Type,Status,Amount',
      `15 Mar 2024,"'=HYPERLINK(""http://evil.test"",""Refund"")",debit,in progress,12.50`,
      '2 Apr 2024,Coffee,debit,failed,3.20',
      '',
    ]);
  });

  it('pages a long statement, 25 rows at a time, the page in the URL', async () => {
    const many = { data: Array.from({ length: 120 }, (_, i) => tx(`Payment ${i + 1}`, '2024-03-01', 'debit', 'successful', i + 1)) };
    const { w } = open('', many);
    expect(await bodyRows(w)).toHaveLength(25);
    expect(w.ui.getByText('120 of 120 transactions')).toBeTruthy();
    await w.user.click(w.ui.getByRole('button', { name: 'Next' }));
    await w.user.click(w.ui.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.search).toBe('?page=3'));
    expect((await bodyRows(w)).map((r) => r[1])).toEqual(Array.from({ length: 25 }, (_, i) => `Payment ${i + 51}`));
    expect(w.ui.getByText('Page 3 of 5')).toBeTruthy();
    await w.user.click(w.ui.getByRole('button', { name: 'Next' }));
    await w.user.click(w.ui.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.search).toBe('?page=5'));
    expect((await bodyRows(w)).map((r) => r[1])).toEqual(Array.from({ length: 20 }, (_, i) => `Payment ${i + 101}`));
    expect(w.ui.getByText('Page 5 of 5')).toBeTruthy();
    expect(w.ui.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('an empty statement says "No transactions yet"', async () => {
    const { w } = open('', { data: [] });
    await w.ui.findByText('No transactions yet');
  });

  it('a connection that drops once heals by itself: the rows show with no click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = open('', [networkFailure, STATEMENT]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await bodyRows(w)).toHaveLength(3);
    expect(api.to('getstatement')).toHaveLength(2);
    expect(w.ui.queryByText('We could not load your transactions')).toBeNull();
  });

  it('a failed load, tried again three times, shows the reason and Try again loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = open('', [...Array<Reply>(4).fill(networkFailure), STATEMENT]);
    await vi.advanceTimersByTimeAsync(12_000);
    await w.ui.findByText('We could not load your transactions');
    expect(api.to('getstatement')).toHaveLength(4);
    await w.user.click(w.ui.getByRole('button', { name: 'Try again' }));
    expect(await bodyRows(w)).toHaveLength(3);
    expect(api.to('getstatement')).toHaveLength(5);
  });

  it.each(['false', 'true'])('the balance is never on the statement (displayAmount %s): it is printed and shared', async (display) => {
    localStorage.setItem('displayAmount', display);
    const { w } = open();
    await w.ui.findByRole('table');
    await summary(w);
    expect(w.shadow.querySelector('.statement')!.textContent).not.toContain('1,000.00');
  });
});

describe('Statements & Report in a phone-wide widget: the filters behind "Filter"', () => {
  // The widget's stylesheet folds them (statements.css, a container query jsdom cannot run): this stands in for its answer.
  beforeEach(() => {
    // As a browser's, it reports each element it is given once its layout is known.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private report: () => void) {}
        observe() {
          queueMicrotask(() => this.report());
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) =>
      el.classList.contains('statement-filter-box')
        ? ({ getPropertyValue: (name: string) => (name === '--bank-filters' ? ' folded' : '') } as CSSStyleDeclaration)
        : real(el, pseudo),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const toggle = (w: ReturnType<typeof mountAt>) => w.ui.getByRole('button', { name: /^Filter/ });
  /** The list, then the fold: the observer reports the frame's size after the render that brought the list. */
  const listed = async (w: ReturnType<typeof mountAt>) => {
    await w.ui.findByRole('table');
    await w.ui.findByRole('button', { name: /^Filter/ });
  };

  it('shows the list first, the filters in a closed disclosure that the button controls', async () => {
    const { w } = open();
    expect(await bodyRows(w)).toHaveLength(3);
    const button = toggle(w);
    expect(button.textContent).toBe('Filter');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = w.shadow.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('search');
    expect(panel.hidden).toBe(true);
    await w.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByLabelText('Search by name')).toBeTruthy();
  });

  it('counts the filters in use on the button, and keeps them when closed and opened again', async () => {
    const { w } = open();
    await listed(w);
    await w.user.click(toggle(w));
    await w.user.selectOptions(w.ui.getByLabelText('Type'), 'debit');
    await waitFor(() => expect(toggle(w).textContent).toBe('Filter (1)'));
    await w.user.type(w.ui.getByLabelText('Search by name'), 'cof');
    await waitFor(() => expect(toggle(w).textContent).toBe('Filter (2)'));
    await w.user.type(w.ui.getByLabelText('From'), '2024-01-01');
    await waitFor(() => expect(toggle(w).textContent).toBe('Filter (3)'));

    await w.user.click(toggle(w));
    expect(toggle(w).getAttribute('aria-expanded')).toBe('false');
    // Closed, the count is still on the button that the customer's focus is on: it is heard there.
    expect(w.focused()).toBe(toggle(w));
    expect(toggle(w).textContent).toBe('Filter (3)');
    expect((await bodyRows(w)).map((r) => r[1])).toEqual(['Coffee']);

    await w.user.click(toggle(w));
    expect((w.ui.getByLabelText('Type') as HTMLSelectElement).value).toBe('debit');
    expect((w.ui.getByLabelText('Search by name') as HTMLInputElement).value).toBe('cof');
    expect((w.ui.getByLabelText('From') as HTMLInputElement).value).toBe('2024-01-01');
  });

  it('a filter in the URL is counted before the panel is ever opened; Clear filters leaves focus on the button', async () => {
    const { w } = open('?status=failed&q=%20%20');
    await listed(w);
    // A search of spaces narrows nothing, and is not counted.
    expect(toggle(w).textContent).toBe('Filter (1)');
    await w.user.click(w.ui.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location.search).toBe(''));
    expect(toggle(w).textContent).toBe('Filter');
    expect(w.focused()).toBe(toggle(w));
  });
});

describe('Statements & Report in a wide widget', () => {
  it('shows the filters with no button to open them', async () => {
    const { w } = open();
    await w.ui.findByRole('table');
    expect(w.ui.queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(w.ui.getByRole('search', { name: 'Filter transactions' }).hidden).toBe(false);
  });
});
