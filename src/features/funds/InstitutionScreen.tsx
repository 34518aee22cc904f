import { getInstitution } from '../../api/dashboard';
import { countryName } from '../../lib/countries';
import { useRead } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { CopyField } from './CopyField';

/** Institutional transfer: the details an institute needs to pay the customer, each copyable. */
export function InstitutionScreen() {
  const { t, locale } = useI18n();
  const { state, retry } = useRead(getInstitution);
  return (
    <section className="page funds">
      <PageHeading>{t('funds.details.title')}</PageHeading>
      <Loaded state={state} retry={retry} what={t('funds.details.what')}>
        {({ username, accountNumber, swiftCode, routingNumber, country }) => (
          <div className="card">
            <CopyField label={t('funds.details.username')} value={username || t('funds.details.none')} />
            <CopyField label={t('funds.details.account')} value={accountNumber || t('funds.details.none')} />
            <CopyField label={t('funds.details.swift')} value={swiftCode} />
            <CopyField label={t('funds.details.routing')} value={routingNumber} />
            <CopyField label={t('funds.details.country')} value={countryName(country, locale)} />
          </div>
        )}
      </Loaded>
    </section>
  );
}
