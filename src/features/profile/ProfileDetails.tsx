import type { Customer } from '../../api/schemas';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { OwnOrder } from '../../ui/OwnOrder';
import { GENDERS, MARITAL_STATUSES, valueLabel } from './profile-values';

export function ProfileDetails({ user, plan }: { user: Customer; plan: string }) {
  const { t, date } = useI18n();
  // The customer's identifiers read left to right; the rest, free text, in its own direction.
  const rows: [MessageId, string, boolean][] = [
    ['profile.email', user.email, false],
    ['profile.username', user.username, false],
    ['profile.phone', user.phone, false],
    ['profile.gender', valueLabel(t, GENDERS, user.gender), true],
    ['profile.dob', user.dob && date(user.dob), true],
    ['profile.country', user.country, true],
    ['profile.marital', valueLabel(t, MARITAL_STATUSES, user.marital_status), true],
    ['profile.address', user.home_address, true],
    ['profile.plan', plan || t('common.plan.default'), true],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([term, value, free]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd className={value ? undefined : 'muted'}>{value ? <OwnOrder free={free}>{value}</OwnOrder> : t('profile.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
