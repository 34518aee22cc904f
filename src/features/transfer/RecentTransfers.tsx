import { getTransferList } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/useI18n';
import { useRead } from '../../lib/services';
import { RecentList } from '../../ui/RecentList';
import { TransactionRow } from '../../ui/TransactionRow';

/** Where "See all" leads: the statement with its money out only, where every transfer is a debit line. */
export const ALL_TRANSFERS = `${paths.dashboard.statements}?type=debit`;

/** The customer's latest transfers (`gettrslist`), newest first as the server sends them; each one money out, named by its recipient when the list gives one. */
export function RecentTransfers() {
  const { state, retry } = useRead(getTransferList);
  const { t } = useI18n();
  return (
    <RecentList
      id="recent-transfers"
      title={t('transfer.recent.title')}
      seeAll={{ label: t('transfer.recent.all'), href: ALL_TRANSFERS }}
      state={state}
      retry={retry}
      what={t('transfer.recent.what')}
      empty={t('transfer.recent.empty')}
      rows={(d) => d.data}
    >
      {(tr, i) => <TransactionRow key={i} name={tr.recipient || tr.type} date={tr.date} amount={tr.amount} direction="debit" status={tr.status} />}
    </RecentList>
  );
}
