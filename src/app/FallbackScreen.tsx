import { Link } from 'wouter';
import { isSignedIn } from '../session/session';
import { paths } from '../config/paths';
import { PageHeading } from '../ui/PageHeading';
import { Button } from '../ui/Button';
import { useI18n } from '../lib/useI18n';

/** The fallback of docs/spec-notes.md §2: the status or message, and a way back that fits the session. */
/** `onRetry`: render the same page again (its link would not help when the failing page is home). */
export function FallbackScreen({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  const { t, say } = useI18n();
  const home = isSignedIn.value ? { to: paths.dashboard.index, label: t('common.fallback.dashboard') } : { to: paths.auth.signin, label: t('common.fallback.signIn') };
  return (
    <section className="page page--narrow">
      <PageHeading>{t('common.fallback.title')}</PageHeading>
      <p className="fallback-detail">{say(detail)}</p>
      <p className="row">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
        <Link href={home.to} className="button button--primary">
          {home.label}
        </Link>
      </p>
    </section>
  );
}
