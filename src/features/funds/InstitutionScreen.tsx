import { getInstitution } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { useLoader } from '../../lib/useLoader';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { CopyField } from './CopyField';

/** Institutional transfer: the details an institute needs to pay the customer, each copyable. */
export function InstitutionScreen() {
  const api = useApi();
  const { t } = useI18n();
  const { state, retry } = useLoader(() => getInstitution(api));
  return (
    <section className="page funds">
      <PageHeading>{t('funds.details.title')}</PageHeading>
      <Loaded state={state} retry={retry} what={t('funds.details.what')}>
        {({ data, data2, u }) => (
          <div className="card">
            <CopyField label={t('funds.details.username')} value={u.username || t('funds.details.none')} />
            <CopyField label={t('funds.details.account')} value={data.account_no || t('funds.details.none')} />
            <CopyField label={t('funds.details.swift')} value={data2.swift_code} />
            <CopyField label={t('funds.details.routing')} value={data2.routing_no} />
            <CopyField label={t('funds.details.country')} value={data2.country} />
          </div>
        )}
      </Loaded>
    </section>
  );
}
