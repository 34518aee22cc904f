import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { loggedOut } from '../../session/session';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';

export function AuthIndexScreen() {
  return (
    <section className="page">
      {loggedOut.value ? <Notice tone="success">Logged out !</Notice> : null}
      <PageHeading>Banking that fits in your pocket</PageHeading>
      <p className="page-lead">Open an account in minutes, send money, and keep an eye on every transaction.</p>
      <p>
        <Link href={paths.auth.signup} className="button button--primary button--block">
          Let's Get Started
        </Link>
      </p>
      <p>
        Already have an account? <Link href={paths.auth.signin}>Sign In</Link>
      </p>
    </section>
  );
}
