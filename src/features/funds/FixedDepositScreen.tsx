import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function FixedDepositScreen() {
  return <MethodList title="Fixed deposit" lead="Choose how to pay for a fixed deposit." methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.fixedDepositCrypto)]} />;
}
