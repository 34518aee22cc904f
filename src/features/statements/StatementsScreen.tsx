import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function StatementsScreen() {
  return <ComingSoon title="Statements &amp; Report" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
