import { paths } from '../../config/paths';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { balanceHidden } from '../../session/session';
import { RecentList } from '../../ui/RecentList';
import { TransactionRow } from '../../ui/TransactionRow';

/** The latest transactions under the balance; "See all" opens the statement. */
export function RecentTransactions() {
  const { state, refresh } = useShared('recent');
  const { t } = useI18n();
  return (
    <RecentList
      id="home-recent"
      title={t('home.recent.title')}
      seeAll={{ label: t('home.recent.all'), href: paths.dashboard.statements }}
      state={state}
      retry={refresh}
      what={t('home.recent.what')}
      empty={t('home.recent.empty')}
      rows={(d) => d.data}
    >
      {(tx, i) => <TransactionRow key={i} {...tx} hidden={balanceHidden.value} />}
    </RecentList>
  );
}
