import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { StatusBadge } from '../../ui/StatusBadge';
import { Money } from './Money';

export function RecentTransactions() {
  const { state, refresh } = useShared('recent');
  const { t, date } = useI18n();
  return (
    <section className="card" aria-labelledby="home-recent">
      <div className="row home-head">
        <h2 className="card-title" id="home-recent">
          {t('home.recent.title')}
        </h2>
        <Link href={paths.dashboard.statements}>{t('home.recent.all')}</Link>
      </div>
      <Loaded state={state} retry={refresh} what={t('home.recent.what')} empty={t('home.recent.empty')} isEmpty={(d) => d.data.length === 0}>
        {(d) => (
          <ul className="list">
            {d.data.map((tx, i) => (
              <li key={i} className="list-row">
                <div>
                  <p className="home-tx">{tx.name}</p>
                  <p className="muted">
                    {date(tx.date)} · {t(tx.direction === 'credit' ? 'home.credit' : 'home.debit')}
                  </p>
                </div>
                <div className="home-amount">
                  <span className="num">
                    <Money amount={tx.amount} direction={tx.direction} />
                  </span>
                  <StatusBadge status={tx.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
