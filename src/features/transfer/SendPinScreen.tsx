import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function SendPinScreen() {
  return <ComingSoon title="Enter your PIN" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
