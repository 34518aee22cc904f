import { paths } from '../../config/paths';
import { ComingSoon } from '../../ui/ComingSoon';

export function CryptoDepositScreen() {
  return <ComingSoon title="Crypto Deposit" back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
}
