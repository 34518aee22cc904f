/**
 * A screen that says what is happening and where the customer goes next, in its own heading:
 * the message to read, then the timed redirect with a link to go at once.
 */
import type { ReactNode } from 'react';
import { Notice, type Tone } from './Notice';
import { PageHeading } from './PageHeading';
import { TimedRedirect } from './TimedRedirect';

export interface InterstitialProps {
  title: string;
  tone: Tone;
  message: ReactNode;
  redirect: { to: string; label: string; seconds: number; external?: boolean; go: () => void };
}

export function Interstitial({ title, tone, message, redirect }: InterstitialProps) {
  return (
    <section className="page interstitial">
      <PageHeading>{title}</PageHeading>
      <Notice tone={tone}>{message}</Notice>
      <TimedRedirect to={redirect.to} label={redirect.label} seconds={redirect.seconds} external={redirect.external} onGo={redirect.go} />
    </section>
  );
}
