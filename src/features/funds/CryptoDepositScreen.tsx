import { getCryptoDepositForm, newCryptoDeposit } from '../../api/dashboard';
import type { TransferItem } from '../../api/schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { ProofForm } from './ProofForm';

const TONE: Record<string, string> = { confirmed: 'success', declined: 'danger', pending: 'warning' };

function CryptoTransactions({ list, currency }: { list: TransferItem[]; currency: string }) {
  if (!list.length) return null;
  return (
    <section className="card">
      <h2 className="card-title">Crypto Transactions</h2>
      <ul className="list">
        {list.map((t, i) => (
          <li key={i} className="list-row">
            <span>
              <strong>{formatMoney(t.amount, currency)}</strong> {t.type}
              <span className="muted">{formatDate(t.created_at)}</span>
            </span>
            <span className={`badge badge--${TONE[t.status] ?? 'neutral'}`}>{t.status}</span>
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
      load={getCryptoDepositForm}
      file="depositPic"
      send={newCryptoDeposit}
      submit="Submit Deposit"
      after={(d) => <CryptoTransactions list={d.transactions} currency={d.currency} />}
    />
  );
}
