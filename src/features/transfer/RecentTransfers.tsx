import { getTransferList } from '../../api/dashboard';
import { useI18n } from '../../lib/useI18n';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Amount } from '../../ui/Amount';
import { Loaded } from '../../ui/Loaded';
import { StatusBadge } from '../../ui/StatusBadge';

/** The customer's latest transfers (`gettrslist`), newest first as the server sends them; each one money out. */
export function RecentTransfers() {
  const api = useApi();
  const { state, retry } = useLoader(() => getTransferList(api));
  const { t, date } = useI18n();
  return (
    <section className="card" aria-labelledby="recent-transfers">
      <h2 className="card-title" id="recent-transfers">
        {t('transfer.recent.title')}
      </h2>
      <Loaded state={state} retry={retry} what={t('transfer.recent.what')} empty={t('transfer.recent.empty')} isEmpty={(d) => !d.data.length}>
        {(d) => (
          <ul className="list">
            {d.data.slice(0, 10).map((tr, i) => (
              <li key={i} className="list-row">
                <span>
                  {tr.type}
                  <span className="muted transfer-date">{date(tr.date)}</span>
                </span>
                <span className="transfer-amount">
                  <Amount value={tr.amount} direction="debit" />
                  <StatusBadge status={tr.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
