import { useState } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { sessionClose, setClosed } from '../../session/session';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useLogout } from '../../session/useLogout';
import { useI18n } from '../../lib/useI18n';

const SEEN = 'under-review-seen';

/**
 * "Kyc Under Review". The page is shown once: coming back to it (a reload, a bookmark)
 * sends the customer on to sign in, as the original did (docs/spec-notes.md §2).
 */
export function UnderReviewScreen() {
  const logout = useLogout();
  const { t } = useI18n();
  const [secondVisit] = useState(() => {
    const seen = sessionClose.peek() === SEEN;
    setClosed(seen ? '' : SEEN);
    return seen;
  });
  if (secondVisit) return <Redirect to={paths.auth.signin} replace />;
  return (
    <section className="page">
      <PageHeading>{t('auth.review.title')}</PageHeading>
      <p>{t('auth.review.text')}</p>
      <p className="muted">{t('auth.review.next')}</p>
      <div>
        <Button onClick={logout}>{t('auth.review.ok')}</Button>
      </div>
    </section>
  );
}
