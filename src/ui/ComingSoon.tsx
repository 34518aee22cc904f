import { Link } from 'wouter';
import { PageHeading } from './PageHeading';
import { useI18n } from '../lib/useI18n';

/** An honest placeholder for a screen that is not built yet: no made-up figures. */
export function ComingSoon({ title, back }: { title: string; back: { to: string; label: string } }) {
  const { t } = useI18n();
  return (
    <section className="page page--narrow">
      <PageHeading>{title}</PageHeading>
      <p>{t('common.comingSoon')}</p>
      <p>
        <Link href={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
