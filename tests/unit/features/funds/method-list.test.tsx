/** A money-in screen's list of methods names every deposit, payment or upgrade not confirmed yet, and no transfer. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { MONEY_CALLS } from '../../../../src/api/money-calls';
import { MethodList } from '../../../../src/features/funds/MethodList';
import { signIn, signOut } from '../../../../src/session/session';
import { noteOut, startUnansweredWatch } from '../../../../src/session/unanswered';

let stop: () => void;
beforeEach(() => {
  signIn('jwt-1', 'ada@bank.test');
  stop = startUnansweredWatch();
});
afterEach(() => {
  signOut();
  stop();
});

it('names each kind of money call out but the transfer', () => {
  for (const kind of MONEY_CALLS) noteOut({ kind, amount: 250, method: 'BTC', recipient: 'Jane Doe', at: Date.now(), before: [] });
  render(<MethodList title="common.nav.makePayment" lead="funds.payment.lead" methods={[]} />);
  const titles = screen.getAllByRole('status').map((n) => n.querySelector('.notice-title')!.textContent);
  expect(titles).toHaveLength(MONEY_CALLS.length - 1);
  expect(titles.every((title) => title!.includes('deposit'))).toBe(true);
});
