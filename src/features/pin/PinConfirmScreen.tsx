import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function PinConfirmScreen() {
  return <ComingSoon title="Confirm your transaction PIN" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
