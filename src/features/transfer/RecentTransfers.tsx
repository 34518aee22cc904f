import { getTransferList } from '../../api/dashboard';
import { useI18n } from '../../lib/useI18n';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Loaded } from '../../ui/Loaded';
import { TransactionRow } from '../../ui/TransactionRow';

/** The customer's latest transfers (`gettrslist`), newest first as the server sends them; each one money out, named by its recipient when the list gives one. */
export function RecentTransfers() {
  const api = useApi();
  const { state, retry } = useLoader(() => getTransferList(api));
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="recent-transfers">
      <h2 className="card-title" id="recent-transfers">
        {t('transfer.recent.title')}
      </h2>
      <Loaded state={state} retry={retry} what={t('transfer.recent.what')} empty={t('transfer.recent.empty')} isEmpty={(d) => !d.data.length}>
        {(d) => (
          <ul className="list">
            {d.data.slice(0, 10).map((tr, i) => (
              <TransactionRow key={i} name={tr.recipient || tr.type} date={tr.date} amount={tr.amount} direction="debit" status={tr.status} />
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
