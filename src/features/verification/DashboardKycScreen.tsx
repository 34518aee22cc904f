import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function DashboardKycScreen() {
  return <ComingSoon title="Submit verification" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
