import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function FixedDepositCryptoScreen() {
  return <ComingSoon title="Fixed deposit with crypto" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
