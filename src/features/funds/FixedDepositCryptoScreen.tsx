import { getFixedDepositForm, newFixedDeposit } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function FixedDepositCryptoScreen() {
  return (
    <ProofForm
      title="Fixed deposit"
      lead="Open a fixed deposit: choose a plan, pay to the address shown, then upload your proof of payment."
      load={getFixedDepositForm}
      choice="plan"
      file="fixedDepositPic"
      send={newFixedDeposit}
      submit="Submit Deposit"
    />
  );
}
