import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { balanceHidden } from '../../session/session';
import { Loaded } from '../../ui/Loaded';
import { TransactionRow } from '../../ui/TransactionRow';

/**
 * How many of the latest transactions home shows: enough to recognise the last few days at a
 * glance, few enough that the list stays within one screen under the balance and quick actions
 * (about 320 px at 650 px wide), as banking apps keep it. "See all" opens the statement.
 */
const RECENT_ROWS = 5;

export function RecentTransactions() {
  const { state, refresh } = useShared('recent');
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="home-recent">
      <div className="row home-head">
        <h2 className="card-title" id="home-recent">
          {t('home.recent.title')}
        </h2>
        <Link href={paths.dashboard.statements} aria-describedby="home-recent">
          {t('home.recent.all')}
        </Link>
      </div>
      <Loaded state={state} retry={refresh} what={t('home.recent.what')} empty={t('home.recent.empty')} isEmpty={(d) => d.data.length === 0}>
        {(d) => (
          <ul className="list">
            {d.data.slice(0, RECENT_ROWS).map((tx, i) => (
              <TransactionRow key={i} {...tx} hidden={balanceHidden.value} />
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
