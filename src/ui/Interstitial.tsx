/**
 * A screen that says what was done and where the customer goes next, in its own heading: the
 * message to read, then the timed redirect with a link to go at once.
 */
import { BankText } from './BankText';
import { Notice } from './Notice';
import { PageHeading } from './PageHeading';
import { TimedRedirect, type TimedRedirectProps } from './TimedRedirect';

/** `message`: ours, or the bank's words marked as such (src/lib/bank-words.ts). */
export function Interstitial({ title, message, redirect }: { title: string; message: string; redirect: TimedRedirectProps }) {
  return (
    <section className="page interstitial">
      {/* What was done is read first: its heading takes focus, the redirect's sentence follows. */}
      <PageHeading focus>{title}</PageHeading>
      <Notice tone="success">
        <BankText text={message} />
      </Notice>
      <TimedRedirect {...redirect} />
    </section>
  );
}
