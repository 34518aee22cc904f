import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function SendScreen() {
  return <ComingSoon title="Bank Transfer" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
