import { getUpgradeForm, newUpgrade } from '../../api/dashboard';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { ProofForm } from './ProofForm';

function CurrentPlan() {
  const { t } = useI18n();
  const { state, refresh } = useShared('profile');
  return (
    <Loaded state={state} retry={refresh} what={t('funds.upgrade.what')}>
      {({ plan }) => (
        <p className="stat card">
          {/* The plan's name is the server's, shown as it comes; without one, the default plan's in the customer's language. */}
          {t('funds.upgrade.plan')} <span className="stat-value">{plan || t('common.plan.default')}</span>
        </p>
      )}
    </Loaded>
  );
}

export function UpgradeScreen() {
  return (
    <ProofForm
      title="common.nav.upgrade"
      lead="funds.upgrade.lead"
      intro={<CurrentPlan />}
      load={getUpgradeForm}
      choice="plan"
      file="depositPic"
      kind="newupgrade"
      send={newUpgrade}
      submit="funds.upgrade.submit"
    />
  );
}
