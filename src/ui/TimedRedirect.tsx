/**
 * "You will be taken to … in 5 seconds", read out by screen readers, with a link to go at
 * once. The timer is cleared if the screen goes away first.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useTimeout } from '../lib/useTimeout';
import { focusIfLost } from './focus';
import { useI18n } from '../lib/useI18n';

export interface TimedRedirectProps {
  to: string;
  /** What the destination is, for the sentence and the link ("the dashboard"). */
  label: string;
  seconds: number;
  /** A URL outside the widget (the admin area): the whole page goes there. */
  external?: boolean;
  onGo: () => void;
}

export function TimedRedirect({ to, label, seconds, external = false, onGo }: TimedRedirectProps) {
  useTimeout(onGo, seconds * 1000);
  const { t } = useI18n();
  const note = useRef<HTMLParagraphElement>(null);
  // The form that led here is gone with its focused button; start keyboard users here.
  useEffect(() => focusIfLost(note.current), []);
  return (
    <p className="redirect-note" role="status" tabIndex={-1} ref={note}>
      {t('common.redirect', { label, count: seconds })}{' '}
      {external ? (
        <a
          href={to}
          onClick={(event) => {
            event.preventDefault();
            onGo();
          }}
        >
          {t('common.goNow')}
        </a>
      ) : (
        <Link
          href={to}
          onClick={(event) => {
            event.preventDefault();
            onGo();
          }}
        >
          {t('common.goNow')}
        </Link>
      )}
    </p>
  );
}
