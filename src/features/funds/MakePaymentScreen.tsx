import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function MakePaymentScreen() {
  return <MethodList title="common.nav.makePayment" lead="funds.payment.lead" methods={[...UNAVAILABLE, cryptoMethod(paths.dashboard.makePaymentCrypto)]} />;
}
