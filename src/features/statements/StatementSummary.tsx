import { useShared } from '../../lib/services';

/**
 * Whose statement, which account, which period: what a printed statement must carry. No
 * balance: the statement is printed and shared, and the balance may be hidden (`displayAmount`).
 */
export function StatementSummary({ period }: { period: string }) {
  const profile = useShared('profile').state.data?.data;
  const item = (term: string, detail = '') => (
    <div>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
  return (
    <dl className="statement-summary">
      {item('Account holder', profile?.fullname)}
      {item('Account number', profile?.account_no)}
      {item('Period', period)}
    </dl>
  );
}
