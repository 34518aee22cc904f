import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { formatDate, statusLabel } from '../../lib/format';
import { useShared } from '../../lib/services';
import { Loaded } from '../../ui/Loaded';
import { Money } from './Money';

const TONE: Record<string, string> = { successful: 'success', in_progress: 'warning', failed: 'danger', unknown: 'neutral' };

export function RecentTransactions() {
  const { state, refresh } = useShared('recent');
  return (
    <section className="card" aria-labelledby="home-recent">
      <div className="row home-head">
        <h2 className="card-title" id="home-recent">
          Recent Transactions
        </h2>
        <Link href={paths.dashboard.statements}>See all</Link>
      </div>
      <Loaded state={state} retry={refresh} what="your transactions" empty="No transactions yet" isEmpty={(d) => d.data.length === 0}>
        {(d) => (
          <ul className="list">
            {d.data.map((t, i) => (
              <li key={i} className="list-row">
                <div>
                  <p className="home-tx">{t.name}</p>
                  <p className="muted">
                    {formatDate(t.date)} · {t.transaction_type === 'credit' ? 'Credit' : 'Debit'}
                  </p>
                </div>
                <div className="home-amount">
                  <span className="num">
                    <Money amount={t.amount} sign={t.transaction_type === 'credit' ? '+' : '-'} />
                  </span>
                  <span className={`badge badge--${TONE[t.status]}`}>{statusLabel(t.status)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
