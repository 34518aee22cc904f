/**
 * Applies a login outcome: session writes, then where the customer goes. The unverified
 * and admin paths wait 5 s with their message readable (spec §4, §8), and can be taken at once.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { useOptions } from '../../app/services';
import { dropTemporaryToken, holdTemporaryToken, setClosed, signIn } from '../../session/session';
import { setAccountNotice, showFlash } from '../../session/flash';
import { Notice, type Tone } from '../../ui/Notice';
import { TimedRedirect } from '../../ui/TimedRedirect';
import { useAlive } from '../../ui/useAlive';
import type { LoginOutcome } from './login-outcome';

interface Waiting {
  tone: Tone;
  message: string;
  to: string;
  label: string;
  external?: boolean;
  go: () => void;
}

export const REDIRECT_SECONDS = 5;

export function useLoginOutcome() {
  const [, navigate] = useLocation();
  const { adminUrl } = useOptions();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const alive = useAlive();

  /** Returns the error message to show on the form, or null when the outcome was taken. */
  function apply(outcome: LoginOutcome): string | null {
    if (!alive.current) return null;
    switch (outcome.kind) {
      case 'error':
        return outcome.message;
      case 'admin':
        setWaiting({ tone: 'success', message: outcome.message, to: adminUrl, label: 'the admin area', external: true, go: () => window.location.assign(adminUrl) });
        return null;
      case 'verify-email': {
        const to = paths.auth.verify(outcome.email);
        setWaiting({
          tone: 'info',
          message: outcome.message,
          to,
          label: 'email verification',
          go: () => {
            holdTemporaryToken(outcome.token, { email: outcome.email, notVerified: true });
            navigate(to);
          },
        });
        return null;
      }
      case 'kyc':
        setWaiting({
          tone: /declined/i.test(outcome.status) ? 'warning' : 'info',
          message: outcome.message,
          to: paths.auth.verification,
          label: 'identity verification',
          go: () => {
            holdTemporaryToken(outcome.token, { email: outcome.email, notVerified: false, verification: outcome.status });
            navigate(paths.auth.verification);
          },
        });
        return null;
      case 'under-review':
        setWaiting({
          tone: 'info',
          message: outcome.message,
          to: paths.auth.underReview,
          label: 'your verification status',
          go: () => {
            dropTemporaryToken('Pending Verification');
            setClosed(''); // a fresh review page, not a "second visit" left from an earlier session
            navigate(paths.auth.underReview);
          },
        });
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

  const panel = waiting ? (
    <div className="stack">
      <Notice tone={waiting.tone}>{waiting.message}</Notice>
      <TimedRedirect to={waiting.to} label={waiting.label} seconds={REDIRECT_SECONDS} external={waiting.external} onGo={waiting.go} />
    </div>
  ) : null;

  return { apply, panel };
}
