import { useShared } from '../../lib/services';
import { formatMoney } from '../../lib/format';
import { balanceHidden } from '../../session/session';

/** Whose statement, which account, which period: what a printed statement must carry. The balance only when the customer shows it. */
export function StatementSummary({ period }: { period: string }) {
  const profile = useShared('profile').state.data;
  const item = (term: string, detail: string) => (
    <div>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
  return (
    <dl className="statement-summary">
      {item('Account holder', profile?.data.fullname ?? '')}
      {item('Account number', profile?.data.account_no ?? '')}
      {item('Period', period)}
      {profile && !balanceHidden.value ? item('Available balance', formatMoney(profile.tb.current_balance)) : null}
    </dl>
  );
}
