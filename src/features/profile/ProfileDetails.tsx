import type { User } from '../../api/schemas';
import { formatDate } from '../../lib/format';
import { DEFAULT_PLAN } from './profile-values';

export function ProfileDetails({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Username', user.username],
    ['Phone', user.phone],
    ['Gender', user.gender],
    ['Date of birth', user.dob && formatDate(user.dob)],
    ['Country', user.country],
    ['Marital status', user.marital_status],
    ['Home address', user.home_address],
    ['Plan', user.current_plan || DEFAULT_PLAN],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={value ? undefined : 'muted'}>{value || 'Not given'}</dd>
        </div>
      ))}
    </dl>
  );
}
