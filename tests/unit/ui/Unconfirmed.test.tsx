/** An unconfirmed money call named wherever the customer goes: what it was, that it is not confirmed yet, a link to its check. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { noteLost, noteOut, settle, startUnansweredWatch } from '../../../src/session/unanswered';
import { Unconfirmed } from '../../../src/ui/Unconfirmed';
import { signedInWithRecord } from '../support/session';

signedInWithRecord();
let stopWatch = () => {};
afterEach(() => stopWatch());

const titles = () => screen.getAllByRole('status').map((n) => n.querySelector('.notice-title')!.textContent);

describe('Unconfirmed', () => {
  it('names each call out by amount and recipient or method, with a link to where it is checked, until it is settled', () => {
    const transfer = noteOut({ kind: 'newtrs', amount: 1000, recipient: 'Jane Doe', account: 'GB29', at: Date.now(), before: [] });
    noteLost(transfer);
    noteOut({ kind: 'newcd', amount: 250, method: 'BTC', at: Date.now(), before: [] });
    const { rerender } = render(<Unconfirmed />);
    const notices = screen.getAllByRole('status');
    expect(notices.map((n) => n.querySelector('.notice-title')!.textContent)).toEqual([
      'Your transfer of $1,000.00 to \u2068Jane Doe\u2069 is not confirmed yet',
      'Your \u2068BTC\u2069 deposit of $250.00 is not confirmed yet',
    ]);
    expect(screen.getAllByRole('link', { name: 'See its check' }).map((a) => a.getAttribute('href'))).toEqual(['/dashboard/send/pin', '/dashboard/add-funds/crypto']);
    // Found sent: no longer called unconfirmed, and said to have gone.
    settle(transfer, true);
    rerender(<Unconfirmed />);
    expect(titles()).toEqual(['Your \u2068BTC\u2069 deposit of $250.00 is not confirmed yet', 'Your transfer of $1,000.00 to \u2068Jane Doe\u2069 went through']);
  });

  it("says what the bank's list found for a call whose answer was lost, sent or not, until the customer dismisses it, across a reload", () => {
    const transfer = noteOut({ kind: 'newtrs', amount: 1000, recipient: 'Jane Doe', account: 'GB29', at: Date.now(), before: [] });
    const deposit = noteOut({ kind: 'newcd', amount: 250, method: 'BTC', at: Date.now(), before: [] });
    noteLost(transfer);
    noteLost(deposit);
    settle(transfer, false);
    settle(deposit, true);
    // A reload: the record is read again from the tab's storage.
    stopWatch();
    stopWatch = startUnansweredWatch();
    render(<Unconfirmed />);
    expect(titles()).toEqual(['Your transfer of $1,000.00 to \u2068Jane Doe\u2069 was not sent', 'Your \u2068BTC\u2069 deposit of $250.00 reached the bank']);
    expect(screen.getByText(/nothing was taken from your account/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(titles()).toEqual(['Your \u2068BTC\u2069 deposit of $250.00 reached the bank']);
  });

  it('says nothing more of a call answered on the page that sent it: that screen shows its outcome', () => {
    const transfer = noteOut({ kind: 'newtrs', amount: 1000, recipient: 'Jane Doe', account: 'GB29', at: Date.now(), before: [] });
    settle(transfer, true);
    render(<Unconfirmed />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows only the kinds asked for', () => {
    noteOut({ kind: 'newcd', amount: 250, method: 'BTC', at: Date.now(), before: [] });
    render(<Unconfirmed kinds={['newtrs']} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
