import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function MakePaymentScreen() {
  return <MethodList title="Make payment" methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.makePaymentCrypto)]} />;
}
