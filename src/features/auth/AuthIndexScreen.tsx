import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { loggedOut } from '../../session/session';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useI18n } from '../../lib/useI18n';

export function AuthIndexScreen() {
  const { t } = useI18n();
  return (
    <section className="page">
      {loggedOut.value ? <Notice tone="success">{t('auth.index.loggedOut')}</Notice> : null}
      <PageHeading>{t('auth.index.title')}</PageHeading>
      <p className="page-lead">{t('auth.index.lead')}</p>
      <p>
        <Link href={paths.auth.signup} className="button button--primary button--block">
          {t('auth.index.start')}
        </Link>
      </p>
      <p>
        {t('auth.haveAccount')} <Link href={paths.auth.signin}>{t('auth.signInLink')}</Link>
      </p>
    </section>
  );
}
