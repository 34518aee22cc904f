import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function UpgradeScreen() {
  return <ComingSoon title="Upgrade Account" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
