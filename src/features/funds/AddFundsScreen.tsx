import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function AddFundsScreen() {
  return (
    <MethodList
      title="common.nav.addFunds"
      lead="funds.add.lead"
      methods={[
        ...UNAVAILABLE,
        { name: 'funds.method.institution', text: 'funds.method.institutionText', href: paths.dashboard.addFundsInstitution },
        cryptoMethod(paths.dashboard.addFundsCrypto),
      ]}
    />
  );
}
