import { getFixedDepositForm, newFixedDeposit } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function FixedDepositCryptoScreen() {
  return (
    <ProofForm
      title="Fixed deposit"
      load={getFixedDepositForm}
      choice="plan"
      file="fixedDepositPic"
      send={newFixedDeposit}
      submit="Submit Deposit"
    />
  );
}
