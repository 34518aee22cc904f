import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function AddFundsScreen() {
  return <ComingSoon title="Add funds" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
