/**
 * A screen that says what was done and where the customer goes next, in its own heading: the
 * message to read, then the timed redirect with a link to go at once.
 */
import type { ReactNode } from 'react';
import { Notice } from './Notice';
import { PageHeading } from './PageHeading';
import { TimedRedirect, type TimedRedirectProps } from './TimedRedirect';

export function Interstitial({ title, message, redirect }: { title: string; message: ReactNode; redirect: TimedRedirectProps }) {
  return (
    <section className="page interstitial">
      <PageHeading>{title}</PageHeading>
      <Notice tone="success">{message}</Notice>
      <TimedRedirect {...redirect} />
    </section>
  );
}
