import type { Customer } from '../../api/schemas';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { DEFAULT_PLAN, GENDERS, MARITAL_STATUSES, valueLabel } from './profile-values';

export function ProfileDetails({ user, plan }: { user: Customer; plan: string }) {
  const { t, date } = useI18n();
  const rows: [MessageId, string][] = [
    ['profile.email', user.email],
    ['profile.username', user.username],
    ['profile.phone', user.phone],
    ['profile.gender', valueLabel(t, GENDERS, user.gender)],
    ['profile.dob', user.dob && date(user.dob)],
    ['profile.country', user.country],
    ['profile.marital', valueLabel(t, MARITAL_STATUSES, user.marital_status)],
    ['profile.address', user.home_address],
    ['profile.plan', plan || DEFAULT_PLAN],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd className={value ? undefined : 'muted'}>{value || t('profile.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
