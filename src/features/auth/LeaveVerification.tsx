import { isVerifying } from '../../session/session';
import { useLogout } from '../../session/useLogout';

/** Mid-verification the guards keep the customer on these pages; this is the way out. */
export function LeaveVerification() {
  const logout = useLogout();
  if (!isVerifying.value) return null;
  return (
    <p className="muted">
      Not you, or want to finish later?{' '}
      <button type="button" className="button button--link" onClick={logout}>
        Sign out
      </button>
    </p>
  );
}
