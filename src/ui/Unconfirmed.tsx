import { Link } from 'wouter';
import type { MoneyCall } from '../api/money-calls';
import { paths } from '../config/paths';
import { useI18n } from '../lib/useI18n';
import { moneyCalls } from '../session/unanswered';
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

/**
 * Each money call of the signed-in account that the bank has not confirmed yet (its answer lost,
 * or still on its way), named wherever the customer goes until the bank's list settles it: what
 * it was, that it is not confirmed yet, and a link to its check. `kinds`: only these calls.
 */
export function Unconfirmed({ kinds }: { kinds?: readonly MoneyCall[] }) {
  const { t, money } = useI18n();
  return moneyCalls.value
    .filter((c) => !c.sent && (!kinds || kinds.includes(c.kind)))
    .map((c) => (
      <Notice
        key={c.id}
        tone="info"
        className="unconfirmed"
        // The name kept in its own reading order inside the sentence.
        title={t(c.kind === 'newtrs' ? 'common.unconfirmed.transfer' : 'common.unconfirmed.deposit', {
          amount: money(c.amount),
          name: `\u2068${c.recipient ?? c.method ?? ''}\u2069`,
        })}
      >
        <p>
          {t('common.unconfirmed.next')} <Link href={CHECKED_AT[c.kind]}>{t('common.unconfirmed.check')}</Link>
        </p>
      </Notice>
    ));
}
