import { getTransferList } from '../../api/dashboard';
import { formatDate } from '../../lib/format';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Amount } from '../../ui/Amount';
import { Loaded } from '../../ui/Loaded';
import { StatusBadge } from '../../ui/StatusBadge';

/** The customer's latest transfers (`gettrslist`), newest first as the server sends them; each one money out. */
export function RecentTransfers() {
  const api = useApi();
  const { state, retry } = useLoader(() => getTransferList(api));
  return (
    <section className="card" aria-labelledby="recent-transfers">
      <h2 className="card-title" id="recent-transfers">
        Recent transfers
      </h2>
      <Loaded state={state} retry={retry} what="your transfers" empty="No transfers yet" isEmpty={(d) => !d.data.length}>
        {(d) => (
          <ul className="list">
            {d.data.slice(0, 10).map((t, i) => (
              <li key={i} className="list-row">
                <span>
                  {t.type}
                  <span className="muted transfer-date">{formatDate(t.created_at)}</span>
                </span>
                <span className="transfer-amount">
                  <Amount value={t.amount} direction="debit" />
                  <StatusBadge status={t.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
