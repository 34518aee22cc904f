import { Link } from 'wouter';
import type { MoneyCall } from '../api/money-calls';
import { paths } from '../config/paths';
import { useI18n } from '../lib/useI18n';
import { dismissTold, moneyCalls, toldCalls, type MoneyCallOut } from '../session/unanswered';
import { Button } from './Button';
import { Notice } from './Notice';

const d = paths.dashboard;
/** Where each kind of call is checked on: the step or form that sent it. */
const CHECKED_AT: Record<MoneyCall, string> = {
  newtrs: d.sendPin,
  newcd: d.addFundsCrypto,
  newmpc: d.makePaymentCrypto,
  newfdc: d.fixedDepositCrypto,
  newupgrade: d.upgrade,
};

/** What a notice says of a transfer, and of a deposit, in each state. */
const SAID = {
  unconfirmed: ['common.unconfirmed.transfer', 'common.unconfirmed.deposit'],
  sent: ['common.sent.transfer', 'common.sent.deposit'],
  notSent: ['common.notSent.transfer', 'common.notSent.deposit'],
} as const;

/**
 * Each money call of the signed-in account that the bank has not confirmed yet (its answer lost,
 * or still on its way), named wherever the customer goes until the bank's list settles it: what
 * it was, that it is not confirmed yet, and a link to its check. Then, for a call whose answer was
 * lost, what the list found (it went, or nothing was sent), until the customer dismisses it: an
 * outcome is never taken away unread. `kinds`: only these calls.
 */
export function Unconfirmed({ kinds }: { kinds?: readonly MoneyCall[] }) {
  const { t, money } = useI18n();
  const ofKind = (c: MoneyCallOut) => !kinds || kinds.includes(c.kind);
  const what = (c: MoneyCallOut, state: keyof typeof SAID) =>
    t(SAID[state][c.kind === 'newtrs' ? 0 : 1], {
      amount: money(c.amount),
      // The name kept in its own reading order inside the sentence.
      name: `\u2068${c.recipient ?? c.method ?? ''}\u2069`,
    });
  return [
    ...moneyCalls.value
      .filter((c) => !c.sent && ofKind(c))
      .map((c) => (
        <Notice key={c.id} tone="info" className="unconfirmed" title={what(c, 'unconfirmed')}>
          <p>
            {t('common.unconfirmed.next')} <Link href={CHECKED_AT[c.kind]}>{t('common.unconfirmed.check')}</Link>
          </p>
        </Notice>
      )),
    ...toldCalls.value.filter(ofKind).map((c) => (
      <Notice key={c.id} tone={c.sent ? 'success' : 'warning'} className="unconfirmed" title={what(c, c.sent ? 'sent' : 'notSent')}>
        <p>{t(c.sent ? 'common.sent.next' : 'common.notSent.next')}</p>
        <Button variant="secondary" onClick={() => dismissTold(c.id)}>
          {t('common.dismiss')}
        </Button>
      </Notice>
    )),
  ];
}
