import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';

/**
 * Whose statement, which account, which period: what a printed statement must carry. No
 * balance: the statement is printed and shared, and the balance may be hidden (`displayAmount`).
 */
export function StatementSummary({ period }: { period: string }) {
  const profile = useShared('profile').state.data;
  const { t } = useI18n();
  const item = (term: string, detail = '') => (
    <div>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
  return (
    <dl className="statement-summary">
      {item(t('statements.holder'), profile?.customer.fullname)}
      {item(t('statements.accountNo'), profile?.accountNumber)}
      {item(t('statements.period'), period)}
    </dl>
  );
}
