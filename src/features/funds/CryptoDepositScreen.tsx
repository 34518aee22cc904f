import { getCryptoDepositForm, newCryptoDeposit } from '../../api/dashboard';
import type { TransferItem } from '../../api/schemas';
import { formatDate } from '../../lib/format';
import { Amount } from '../../ui/Amount';
import { StatusBadge } from '../../ui/StatusBadge';
import { ProofForm } from './ProofForm';

function CryptoTransactions({ list, currency }: { list: TransferItem[]; currency: string }) {
  if (!list.length) return null;
  return (
    <section className="card">
      <h2 className="card-title">Crypto Transactions</h2>
      <ul className="list">
        {list.map((t, i) => (
          <li key={i} className="list-row">
            <span>
              <strong>
                <Amount value={t.amount} direction="credit" currency={currency} />
              </strong>{' '}
              {t.type}
              <span className="muted">{formatDate(t.created_at)}</span>
            </span>
            <StatusBadge status={t.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CryptoDepositScreen() {
  return (
    <ProofForm
      title="Crypto Deposit"
      lead="Deposit into your trading accounts"
      load={getCryptoDepositForm}
      file="depositPic"
      send={newCryptoDeposit}
      submit="Submit Deposit"
      after={(d) => <CryptoTransactions list={d.transactions} currency={d.currency} />}
    />
  );
}
