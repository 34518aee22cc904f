import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function MakePaymentScreen() {
  return <ComingSoon title="Make payment" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
