import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function AddFundsScreen() {
  return (
    <MethodList
      title="Add funds"
      lead="Choose how to put money into your account."
      methods={[
        ...UNAVAILABLE,
        { name: 'Institutional Transfer', text: 'Receive cash from limited institutes', href: paths.dashboard.addFundsInstitution },
        cryptoMethod(paths.dashboard.addFundsCrypto),
      ]}
    />
  );
}
