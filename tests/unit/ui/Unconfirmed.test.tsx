/** An unconfirmed money call named wherever the customer goes: what it was, that it is not confirmed yet, a link to its check. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { noteLost, noteOut, settle } from '../../../src/session/unanswered';
import { Unconfirmed } from '../../../src/ui/Unconfirmed';
import { signedInWithRecord } from '../support/session';

signedInWithRecord();

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
    // Found sent: no longer called unconfirmed.
    settle(transfer, true);
    rerender(<Unconfirmed />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('shows only the kinds asked for', () => {
    noteOut({ kind: 'newcd', amount: 250, method: 'BTC', at: Date.now(), before: [] });
    render(<Unconfirmed kinds={['newtrs']} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
