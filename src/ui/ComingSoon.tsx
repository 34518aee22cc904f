import { Link } from 'wouter';
import { PageHeading } from './PageHeading';

/** An honest placeholder for a screen that is not built yet: no made-up figures. */
export function ComingSoon({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <section className="page page--narrow">
      <PageHeading>{title}</PageHeading>
      <p>This page is coming soon. Nothing is shown here until it is connected to your account.</p>
      <p>
        <Link href={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
