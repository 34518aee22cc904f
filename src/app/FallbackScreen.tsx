import { Link } from 'wouter';
import { isSignedIn } from '../session/session';
import { paths } from '../config/paths';
import { PageHeading } from '../ui/PageHeading';
import { Button } from '../ui/Button';

/** The fallback of spec §2: the status or message, and a way back that fits the session. */
/** `onRetry`: render the same page again (its link would not help when the failing page is home). */
export function FallbackScreen({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  const home = isSignedIn.value ? { to: paths.dashboard.index, label: 'Back to the dashboard' } : { to: paths.auth.signin, label: 'Go to sign in' };
  return (
    <section className="page page--narrow fallback">
      <PageHeading>Unexpected Application Error!</PageHeading>
      <p className="fallback-detail">{detail}</p>
      <p className="row">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Link href={home.to} className="button button--primary">
          {home.label}
        </Link>
      </p>
    </section>
  );
}
