/**
 * Applies a login outcome: session writes, then where the customer goes. Where nothing needs
 * reading (verify, KYC, under review, dashboard) the next screen comes at once and carries the
 * message; an admin first reads a screen of its own for 5 s (docs/spec-notes.md §4), with a link to go now.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { REDIRECT_SECONDS } from '../../config/timings';
import { useFlashes, useOptions } from '../../lib/services';
import { useAlive } from '../../lib/useAlive';
import { dropTemporaryToken, holdTemporaryToken, setClosed, signIn } from '../../session/session';
import { Interstitial } from '../../ui/Interstitial';
import type { LoginOutcome } from './login-outcome';
import { useI18n } from '../../lib/useI18n';

export function useLoginOutcome() {
  const [, navigate] = useLocation();
  const { adminUrl } = useOptions();
  const { t } = useI18n();
  const [adminMessage, setAdminMessage] = useState<string | null>(null);
  const alive = useAlive();
  const { show: showFlash, setAccountNotice } = useFlashes();

  /** Returns the error message to show on the form, or null when the outcome was taken. */
  function apply(outcome: LoginOutcome): string | null {
    if (!alive.current) return null;
    switch (outcome.kind) {
      case 'error':
        return outcome.message;
      case 'admin':
        setAdminMessage(outcome.message);
        return null;
      case 'verify-email': {
        holdTemporaryToken(outcome.token, { email: outcome.email, notVerified: true });
        showFlash(outcome.message, 'info');
        navigate(paths.auth.verify(outcome.email), { replace: true });
        return null;
      }
      case 'kyc':
        holdTemporaryToken(outcome.token, { email: outcome.email, notVerified: false, verification: outcome.status });
        // A declined review is explained by the KYC form's own warning; one message, not two.
        if (!/declined/i.test(outcome.status)) showFlash(outcome.message, 'info');
        navigate(paths.auth.verification, { replace: true });
        return null;
      case 'under-review':
        dropTemporaryToken('Pending Verification');
        setClosed(''); // a fresh review page, not a "second visit" left from an earlier session
        showFlash(outcome.message, 'info');
        navigate(paths.auth.underReview, { replace: true });
        return null;
      case 'notice':
        setAccountNotice(outcome.notice);
        signIn(outcome.token, outcome.email);
        navigate(paths.auth.notice, { replace: true });
        return null;
      case 'signin':
        dropTemporaryToken('');
        showFlash(outcome.message);
        navigate(paths.auth.signin, { replace: true });
        return null;
      case 'dashboard':
        showFlash(outcome.message);
        signIn(outcome.token, outcome.email);
        navigate(paths.dashboard.index, { replace: true });
        return null;
    }
  }

  const interstitial =
    adminMessage !== null ? (
      <Interstitial
        title={t('auth.admin.title')}
        message={adminMessage}
        redirect={{ to: adminUrl, label: t('auth.admin.to'), seconds: REDIRECT_SECONDS, external: true, onGo: () => window.location.assign(adminUrl) }}
      />
    ) : null;

  return { apply, interstitial };
}
