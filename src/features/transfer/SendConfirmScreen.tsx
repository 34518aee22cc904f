import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function SendConfirmScreen() {
  return <ComingSoon title="Confirm Transaction" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
