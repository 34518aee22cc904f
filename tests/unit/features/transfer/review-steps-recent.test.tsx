/**
 * What the transfer screens show around the money, read as a customer reads them: the review as
 * one check-answers list (the amount still editable in it), the steps done ticked and named, and
 * the latest five transfers with "See all" under the form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { currentPath, PROFILE, signedInAt, type Widget } from '../../support/test-utils';

const transfer = (n: number) => ({
  type: 'Bank Transfer',
  act_hold_name: `Payee ${n}`,
  amount: 10 * n,
  status: 'pending',
  created_at: `2025-03-${String(20 - n).padStart(2, '0')}`,
});

function open(routes: Record<string, unknown> = {}, path = '/wp-user/dashboard/send') {
  return signedInAt(path, {
    pincheck: { haspin: true },
    getprofile: PROFILE,
    getnotifications: { data: [] },
    gettrslist: { data: [transfer(1)] },
    getperc: { perc: { percent: '10' }, tb: { current_balance: '5,000.00' } },
    confirmmypin: { status: true },
    newtrs: { status: true, icon: 'success', message: 'Successful! Await Confirmation' },
    getstatement: { data: [{ name: 'Transfer to Payee 1', date: '2025-03-19', amount: 10, transaction_type: 'debit', status: 'in_progress' }] },
    ...routes,
  });
}

const retype = (w: Widget, input: HTMLElement, text: string) =>
  w.user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });

async function toReview(w: Widget) {
  await w.heading('Bank Transfer');
  for (const [label, text] of [
    ['Account holder name', 'Jane Doe'],
    ['Account number', 'GB29NWBK60161331926819'],
    ['Bank name', 'First Bank'],
    ['Amount', '1,000'],
  ] as const)
    await retype(w, w.ui.getByLabelText(label), text);
  await w.user.selectOptions(w.ui.getByLabelText('Country'), 'United Kingdom');
  await w.user.click(w.ui.getByRole('button', { name: 'Continue' }));
  await w.heading('Confirm Transaction');
  await w.ui.findByLabelText('Amount');
}

/** The review's rows as [term, value] in order; a row holding a field reads the field's value. */
const rows = (w: Widget) =>
  [...w.shadow.querySelectorAll('.review dl > div')].map((row) => {
    const value = row.querySelector('dd')!;
    return [row.querySelector('dt')!.textContent, value.querySelector('input')?.value ?? value.textContent];
  });

/** The steps as a customer hears them, and which one is current. */
const steps = (w: Widget) => {
  const list = w.ui.getByRole('list', { name: 'Transfer steps' });
  return [...list.querySelectorAll('li')].map((li) => ({
    words: li.querySelector('.steps-label')!.textContent,
    tick: li.querySelector('.steps-dot svg') !== null,
    current: li.getAttribute('aria-current'),
  }));
};

afterEach(() => localStorage.removeItem('displayAmount'));

describe('the review is one summary list', () => {
  it('lists the amount (a field), fee, amount received, balance after, then recipient, bank and account, in one list', async () => {
    const { w } = open();
    await toReview(w);
    expect(w.shadow.querySelectorAll('.review dl')).toHaveLength(1);
    expect(rows(w)).toEqual([
      ['Amount', '1,000'],
      ['Fee (10%)', '$100.00'],
      ['Amount received', '$900.00'],
      ['Balance after transfer', '$4,000.00'],
      ['Recipient', 'Jane Doe'],
      ["Recipient's bank", 'First Bank'],
      ['Account number', 'GB29NWBK60161331926819'],
      ['SWIFT / BIC code', 'Not given'],
      ['Routing number', 'Not given'],
      ['Country', 'United Kingdom'],
      ['Currency', 'USD'],
      ['Note', 'Not given'],
    ]);
  });

  it('keeps the amount a real input named amount, labelled by its row, and the figures follow it', async () => {
    const { w } = open();
    await toReview(w);
    const amount = w.ui.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.name).toBe('amount');
    expect(amount.closest('dd')).not.toBeNull();
    expect(amount.closest('dl')!.querySelector('dt label')!.getAttribute('for')).toBe(amount.id);
    await retype(w, amount, '2,500.50');
    const value = (term: string) => rows(w).find(([t]) => t === term)![1];
    expect([value('Fee (10%)'), value('Amount received'), value('Balance after transfer')]).toEqual(['$250.05', '$2,250.45', '$2,499.50']);
  });

  it('an amount that is not a number shows an error at the field, in its row, and the figures fall to nothing', async () => {
    const { w } = open();
    await toReview(w);
    const amount = w.ui.getByLabelText('Amount') as HTMLInputElement;
    await retype(w, amount, 'abc');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const error = w.shadow.getElementById(amount.getAttribute('aria-describedby')!.split(' ').pop()!)!;
    expect(error.closest('dd')).toBe(amount.closest('dd'));
    expect(rows(w).find(([t]) => t === 'Balance after transfer')![1]).toBe('$5,000.00');
  });

  it('leaves the balance after out while the customer keeps amounts hidden', async () => {
    localStorage.setItem('displayAmount', 'false');
    const { w } = open();
    await toReview(w);
    expect(rows(w).map(([term]) => term)).not.toContain('Balance after transfer');
    expect(w.shadow.textContent).not.toContain('4,000.00');
  });

  it('shows every figure the way home shows money: one amount element each', async () => {
    const { w } = open();
    await toReview(w);
    const figures = [...w.shadow.querySelectorAll('.review dl .amount')].map((a) => a.textContent);
    expect(figures).toEqual(['$100.00', '$900.00', '$4,000.00']);
  });
});

describe('the steps', () => {
  it('on the form: Details is current and named; nothing is done yet', async () => {
    const { w } = open();
    await w.heading('Bank Transfer');
    expect(steps(w)).toEqual([
      { words: 'Details', tick: false, current: 'step' },
      { words: 'Review', tick: false, current: null },
      { words: 'PIN', tick: false, current: null },
      { words: 'Done', tick: false, current: null },
    ]);
  });

  it('on the review and the PIN step: each step done has a tick, its name and "(done)" in words', async () => {
    const { w } = open();
    await toReview(w);
    expect(steps(w)).toEqual([
      { words: 'Details (done)', tick: true, current: null },
      { words: 'Review', tick: false, current: 'step' },
      { words: 'PIN', tick: false, current: null },
      { words: 'Done', tick: false, current: null },
    ]);
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm and enter PIN' }));
    await w.heading('Enter your PIN');
    expect(steps(w).map((s) => [s.words, s.tick, s.current])).toEqual([
      ['Details (done)', true, null],
      ['Review (done)', true, null],
      ['PIN', false, 'step'],
      ['Done', false, null],
    ]);
  });
});

describe('the receipt', () => {
  it('writes its figures as home and the review do, and names every step done, Done current', async () => {
    const { w } = open();
    await toReview(w);
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm and enter PIN' }));
    await w.heading('Enter your PIN');
    await w.user.click(w.ui.getAllByLabelText(/^Digit \d of 4$/)[0]!);
    await w.user.keyboard('1234');
    await w.user.click(w.ui.getByRole('button', { name: 'Send money' }));
    await w.heading('Transfer receipt');
    expect([...w.shadow.querySelectorAll('.receipt dl .amount')].map((a) => a.textContent)).toEqual(['$1,000.00', '$100.00', '$900.00', '$4,000.00']);
    expect(steps(w).map((s) => [s.words, s.tick, s.current])).toEqual([
      ['Details (done)', true, null],
      ['Review (done)', true, null],
      ['PIN (done)', true, null],
      ['Done', false, 'step'],
    ]);
  });
});

describe('recent transfers under the form', () => {
  it('shows the latest five, in the order the bank sends them, and "See all" to the money out on the statement', async () => {
    const { w } = open({ gettrslist: { data: Array.from({ length: 7 }, (_, i) => transfer(i + 1)) } });
    await w.ui.findByText('Payee 1');
    expect([...w.shadow.querySelectorAll('.tx-name')].map((n) => n.textContent)).toEqual(['Payee 1', 'Payee 2', 'Payee 3', 'Payee 4', 'Payee 5']);
    const all = w.ui.getByRole('link', { name: 'See all' });
    expect(w.shadow.getElementById(all.getAttribute('aria-describedby')!)!.textContent).toBe('Recent transfers');
    await w.user.click(all);
    await w.heading('Statements & Report');
    expect([currentPath(), location.search]).toEqual(['/wp-user/dashboard/statements', '?type=debit']);
    expect(((await w.ui.findByLabelText('Type')) as HTMLSelectElement).value).toBe('debit');
  });

  it('with fewer than five, shows them all; with none, says so', async () => {
    const { w } = open({ gettrslist: { data: [transfer(1), transfer(2)] } });
    await w.ui.findByText('Payee 2');
    expect(w.shadow.querySelectorAll('.tx-row')).toHaveLength(2);
    w.widget.unmount();
    const { w: empty } = open({ gettrslist: { data: [] } });
    expect(await empty.ui.findByText('No transfers yet')).toBeTruthy();
  });
});
