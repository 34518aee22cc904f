import { useState } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths';
import { sessionClose, setClosed } from '../../session/session';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useLogout } from '../../session/useLogout';

const SEEN = 'under-review-seen';

/**
 * "Kyc Under Review". The page is shown once: coming back to it (a reload, a bookmark)
 * sends the customer on to sign in, as the original did (spec §2).
 */
export function UnderReviewScreen() {
  const logout = useLogout();
  const [secondVisit] = useState(() => {
    const seen = sessionClose.peek() === SEEN;
    setClosed(seen ? '' : SEEN);
    return seen;
  });
  if (secondVisit) return <Redirect to={paths.auth.signin} replace />;
  return (
    <section className="page">
      <PageHeading>Kyc Under Review</PageHeading>
      <p>Thank you. Your identity documents have been received and are being reviewed. This usually takes one to two working days.</p>
      <p className="muted">We will email you when the review is complete. You can then sign in and start using your account.</p>
      <div>
        <Button onClick={logout}>Okay</Button>
      </div>
    </section>
  );
}
