import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function ProfileScreen() {
  return <ComingSoon title="Profile" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
