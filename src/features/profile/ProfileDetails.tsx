import type { ReactNode } from 'react';
import type { Customer } from '../../api/schemas';
import { countryName } from '../../lib/countries';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { OwnOrder } from '../../ui/OwnOrder';
import { EmailAddress } from './EmailAddress';
import { GENDERS, MARITAL_STATUSES, valueLabel } from './profile-values';

export function ProfileDetails({ user, plan }: { user: Customer; plan: string }) {
  const { t, date, locale } = useI18n();
  // The customer's identifiers read left to right; the rest, free text, in its own direction.
  const id = (value: string) => <OwnOrder>{value}</OwnOrder>;
  const free = (value: string) => <OwnOrder free>{value}</OwnOrder>;
  const rows: [MessageId, string, (value: string) => ReactNode][] = [
    ['profile.email', user.email, (value) => <EmailAddress address={value} />],
    ['profile.username', user.username, id],
    ['profile.phone', user.phone, id],
    ['profile.gender', valueLabel(t, GENDERS, user.gender), free],
    ['profile.dob', user.dob && date(user.dob), free],
    // The bank stores the English name; the customer reads their own language's.
    ['profile.country', countryName(user.country, locale), free],
    ['profile.marital', valueLabel(t, MARITAL_STATUSES, user.marital_status), free],
    ['profile.address', user.home_address, free],
    ['profile.plan', plan || t('common.plan.default'), free],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([term, value, show]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd className={value ? undefined : 'muted'}>{value ? show(value) : t('profile.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
