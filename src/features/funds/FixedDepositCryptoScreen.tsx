import { getFixedDepositForm, newFixedDeposit } from '../../api/dashboard';
import { ProofForm } from './ProofForm';

export function FixedDepositCryptoScreen() {
  return (
    <ProofForm
      title="common.nav.fixedDeposit"
      lead="funds.fixed.cryptoLead"
      load={getFixedDepositForm}
      choice="plan"
      file="fixedDepositPic"
      kind="newfdc"
      send={newFixedDeposit}
      submit="funds.deposit.submit"
    />
  );
}
