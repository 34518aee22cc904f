import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { useShared } from '../../lib/services';
import { Loaded } from '../../ui/Loaded';
import { StatusBadge } from '../../ui/StatusBadge';
import { Money } from './Money';

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
                    <Money amount={t.amount} direction={t.transaction_type === 'credit' ? 'credit' : 'debit'} />
                  </span>
                  <StatusBadge status={t.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
