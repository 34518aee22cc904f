import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function ContactScreen() {
  return <ComingSoon title="Contact Page" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
