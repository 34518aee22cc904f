import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function FixedDepositScreen() {
  return <MethodList title="funds.fixed.title" lead="funds.fixed.lead" methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.fixedDepositCrypto)]} />;
}
