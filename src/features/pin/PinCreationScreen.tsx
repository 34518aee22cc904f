import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function PinCreationScreen() {
  return <ComingSoon title="Create your transaction PIN" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
