import { Link } from 'wouter';
import { isSignedIn } from '../session/session';
import { paths } from './paths';
import { PageHeading } from '../ui/PageHeading';

/** The fallback of spec §2: the status or message, and a way back that fits the session. */
export function FallbackScreen({ detail }: { detail: string }) {
  const home = isSignedIn.value ? { to: paths.dashboard.index, label: 'Back to the dashboard' } : { to: paths.auth.signin, label: 'Go to sign in' };
  return (
    <section className="page page--narrow fallback">
      <PageHeading>Unexpected Application Error!</PageHeading>
      <p className="fallback-detail">{detail}</p>
      <p>
        <Link href={home.to} className="button button--primary">
          {home.label}
        </Link>
      </p>
    </section>
  );
}
