import { getPaymentForm, newPayment } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function MakePaymentCryptoScreen() {
  return (
    <ProofForm
      title="Make payment"
      lead="Pay by crypto: send the payment to the address shown, then upload your proof of payment."
      load={getPaymentForm}
      choice="purpose"
      file="depositPic"
      send={newPayment}
      submit="Submit Payment"
    />
  );
}
