import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function InstitutionScreen() {
  return <ComingSoon title="Your Details" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
