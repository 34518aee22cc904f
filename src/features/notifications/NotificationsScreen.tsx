import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function NotificationsScreen() {
  return <ComingSoon title="All notifications" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
