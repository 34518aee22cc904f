import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function SettingsScreen() {
  return <ComingSoon title="Settings" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
