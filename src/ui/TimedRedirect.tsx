/**
 * "You will be taken to … in 5 seconds", said once in a polite live region just after the
 * screen appears, so a screen reader reads the outcome's own heading (which takes focus) first
 * and the sentence after it, never counted down second by second; with a link to go at once. Every such redirect
 * has a button that stops the countdown for good (WCAG 2.2.1: a customer still reading can turn
 * the time limit off), "Stay on this page", and a link to go when ready ("Continue") takes its
 * place. The timer is cleared if the screen goes away first. A money outcome never goes by
 * itself: it is a page of its own (OutcomePage).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTimeout } from '../lib/useTimeout';
import { Button } from './Button';
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
  const { t } = useI18n();
  const [stopped, setStopped] = useState(false);
  // The sentence goes into its live region just after it appears, so it is said, once.
  const [said, say] = useState(false);
  useEffect(() => say(true), []);
  const go = useRef(onGo);
  go.current = onGo;
  useTimeout(() => go.current(), seconds * 1000, !stopped);

  const box = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLParagraphElement>(null);

  // The form that led here is gone with its focused button; start keyboard users where one key press keeps them.
  useEffect(() => focusIfLost(box.current?.querySelector('button') ?? note.current), []);

  const follow = (event: { preventDefault(): void }) => {
    event.preventDefault();
    go.current();
  };
  const link = (words: string) =>
    external ? (
      <a href={to} onClick={follow}>
        {words}
      </a>
    ) : (
      <Link href={to} onClick={follow}>
        {words}
      </Link>
    );

  return (
    <div className="redirect" ref={box}>
      <p className="redirect-note" role="status" tabIndex={-1} ref={note}>
        {stopped ? (
          link(t('common.continue'))
        ) : said ? (
          <>
            {t('common.redirect', { label, count: seconds })} {link(t('common.goNow'))}
          </>
        ) : null}
      </p>
      {!stopped ? (
        <Button
          variant="secondary"
          onClick={() => {
            setStopped(true);
            note.current?.focus();
          }}
        >
          {t('common.stay')}
        </Button>
      ) : null}
    </div>
  );
}
