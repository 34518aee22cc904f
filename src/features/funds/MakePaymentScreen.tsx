import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function MakePaymentScreen() {
  return <MethodList title="Make payment" lead="Choose how to make a payment." methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.makePaymentCrypto)]} />;
}
