import { getPaymentForm, newPayment } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function MakePaymentCryptoScreen() {
  return (
    <ProofForm
      title="Make payment"
      load={getPaymentForm}
      choice="purpose"
      file="depositPic"
      send={newPayment}
      submit="Submit Payment"
    />
  );
}
