import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function HomeScreen() {
  return <ComingSoon title="Dashboard" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
