import { getCryptoDepositForm, newCryptoDeposit } from '../../api/dashboard';
import type { TransferItem } from '../../api/schemas';
import { useI18n } from '../../lib/useI18n';
import { Amount } from '../../ui/Amount';
import { StatusBadge } from '../../ui/StatusBadge';
import { ProofForm } from './ProofForm';

function CryptoTransactions({ list, currency }: { list: TransferItem[]; currency: string }) {
  const { t, date } = useI18n();
  if (!list.length) return null;
  return (
    <section className="card">
      <h2 className="card-title">{t('funds.crypto.list')}</h2>
      <ul className="list">
        {list.map((item, i) => (
          <li key={i} className="list-row">
            <span>
              <strong>
                <Amount value={item.amount} direction="credit" currency={currency} />
              </strong>{' '}
              {item.type}
              <span className="muted">{date(item.date)}</span>
            </span>
            <StatusBadge status={item.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CryptoDepositScreen() {
  return (
    <ProofForm
      title="funds.crypto.title"
      lead="funds.crypto.lead"
      load={getCryptoDepositForm}
      file="depositPic"
      send={newCryptoDeposit}
      submit="funds.deposit.submit"
      after={(d) => <CryptoTransactions list={d.transactions} currency={d.currency} />}
    />
  );
}
