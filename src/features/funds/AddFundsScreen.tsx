import { paths } from '../../config/paths';
import { cryptoMethod, MethodList, UNAVAILABLE } from './MethodList';

export function AddFundsScreen() {
  return (
    <MethodList
      title="funds.add.title"
      lead="funds.add.lead"
      methods={[
        ...UNAVAILABLE,
        { name: 'funds.method.institution', text: 'funds.method.institutionText', href: paths.dashboard.addFundsInstitution },
        cryptoMethod(paths.dashboard.addFundsCrypto),
      ]}
    />
  );
}
