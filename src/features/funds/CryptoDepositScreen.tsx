import { getCryptoDepositForm, newCryptoDeposit } from '../../api/dashboard';
import type { TransferItem } from '../../api/schemas';
import { useI18n } from '../../lib/useI18n';
import { TransactionRow } from '../../ui/TransactionRow';
import { ProofForm } from './ProofForm';

function CryptoTransactions({ list, currency }: { list: TransferItem[] | undefined; currency: string }) {
  const { t } = useI18n();
  if (!list?.length) return null;
  return (
    <section className="card">
      <h2 className="card-title">{t('funds.crypto.list')}</h2>
      <ul className="list">
        {list.map((item, i) => (
          <TransactionRow key={i} name={item.type} date={item.date} amount={item.amount} direction="credit" currency={currency} status={item.status} />
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
      kind="newcd"
      send={newCryptoDeposit}
      submit="funds.deposit.submit"
      after={(d) => <CryptoTransactions list={d.transactions} currency={d.currency} />}
    />
  );
}
