import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function FixedDepositScreen() {
  return <ComingSoon title="Fixed deposit" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
