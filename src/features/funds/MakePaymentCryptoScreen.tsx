import { getPaymentForm, newPayment } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function MakePaymentCryptoScreen() {
  return (
    <ProofForm
      title="common.nav.makePayment"
      lead="funds.payment.cryptoLead"
      load={getPaymentForm}
      choice="purpose"
      file="depositPic"
      kind="newmpc"
      send={newPayment}
      submit="funds.payment.submit"
    />
  );
}
