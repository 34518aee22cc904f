import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function FixedDepositScreen() {
  return <MethodList title="common.nav.fixedDeposit" lead="funds.fixed.lead" methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.fixedDepositCrypto)]} />;
}
