import { isVerifying } from '../../session/session';
import { useLogout } from '../../session/useLogout';
import { useI18n } from '../../lib/useI18n';

/** Mid-verification the guards keep the customer on these pages; this is the way out. */
export function LeaveVerification() {
  const logout = useLogout();
  const { t } = useI18n();
  if (!isVerifying.value) return null;
  return (
    <p className="muted">
      {t('auth.leave.text')}{' '}
      <button type="button" className="button button--link" onClick={logout}>
        {t('auth.leave.signOut')}
      </button>
    </p>
  );
}
