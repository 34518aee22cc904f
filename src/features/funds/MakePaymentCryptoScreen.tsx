import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function MakePaymentCryptoScreen() {
  return <ComingSoon title="Make payment with crypto" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
