import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { OwnOrder } from '../../ui/OwnOrder';

/**
 * Whose statement, which account, which period: what a printed statement must carry. No
 * balance: the statement is printed and shared, and the balance may be hidden (`displayAmount`).
 */
export function StatementSummary({ period }: { period: string }) {
  const profile = useShared('profile').state.data;
  const { t } = useI18n();
  // The holder's name in its own direction, the account number left to right, in any language.
  const item = (term: string, detail = '', free = true) => (
    <div>
      <dt>{term}</dt>
      <dd>
        <OwnOrder free={free}>{detail}</OwnOrder>
      </dd>
    </div>
  );
  return (
    <dl className="statement-summary">
      {item(t('statements.holder'), profile?.customer.fullname)}
      {item(t('statements.accountNo'), profile?.accountNumber, false)}
      {item(t('statements.period'), period)}
    </dl>
  );
}
