import { getUpgradeForm, newUpgrade } from '../../api/dashboard';
import { useShared } from '../../lib/services';
import { Loaded } from '../../ui/Loaded';
import { ProofForm } from './ProofForm';

function CurrentPlan() {
  const { state, refresh } = useShared('profile');
  return (
    <Loaded state={state} retry={refresh} what="your plan">
      {({ data }) => (
        <p className="stat card">
          Current plan <span className="stat-value">{data.current_plan || 'Tier 1'}</span>
        </p>
      )}
    </Loaded>
  );
}

export function UpgradeScreen() {
  return (
    <ProofForm
      title="Upgrade Account"
      lead="Move to a higher plan: pay its fee to the address shown, then upload your proof of payment."
      intro={<CurrentPlan />}
      load={getUpgradeForm}
      choice="plan"
      file="depositPic"
      send={newUpgrade}
      submit="Upgrade"
    />
  );
}
