/**
 * The one page of a money call's outcome (a transfer, every deposit form), in every state: its
 * heading (focused: it replaces the form that led here), how the call stands, the bank's own
 * words, what was filed, when, what happens next, and Done back to where the customer started;
 * Print beside it once the bank has the call. It stays until the customer leaves it: an outcome
 * read aloud, or read slowly, is never taken away.
 */
import type { ReactNode } from 'react';
import { useI18n } from '../lib/useI18n';
import { addsTo, bankSaid } from '../lib/bank-words';
import { BankText } from './BankText';
import { Button } from './Button';
import { Notice } from './Notice';

export type OutcomeRows = [label: string, value: ReactNode][];

export interface OutcomePageProps {
  /** The page's heading (a PageHeading that takes focus, with the transfer's steps under it). */
  heading: ReactNode;
  /**
   * How the call stands, in our words ("Successful! Await Confirmation"), as a success: the page
   * has no other, and with it Print is offered (the bank has the call); a check still under way
   * says it in `children`.
   */
  status?: string;
  /** What the bank said, as it wrote it: shown unless it only repeats the status. */
  said?: string | undefined;
  rows?: OutcomeRows;
  /** When the call went: the last row, the month in letters. */
  at?: Date;
  /** What happens next. */
  next?: string;
  onDone(): void;
  /** The area's class ("transfer", "funds"), for its styles. */
  className: string;
  children?: ReactNode;
}

export function OutcomePage({ heading, status, said, rows = [], at, next, onDone, className, children }: OutcomePageProps) {
  const { t, date, time } = useI18n();
  if (at) rows = [...rows, [t('transfer.receipt.at'), `${date(at.toISOString())} ${time(at)}`]];
  return (
    <section className={`page page--narrow outcome ${className}`}>
      {heading}
      <div className="stack">
        {status ? (
          <Notice tone="success" title={status}>
            {/* The bank's words, marked with its language (BankText), unless they only repeat the status. */}
            {said && said !== status && addsTo(said) ? (
              <p>
                <BankText text={bankSaid(said)} />
              </p>
            ) : null}
            {next ? <p>{next}</p> : null}
          </Notice>
        ) : null}
        {children}
        {rows.length ? (
          <dl className="summary-list card">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="row receipt-actions">
          <Button onClick={onDone}>{t('common.done')}</Button>
          {status ? (
            <Button variant="secondary" onClick={() => print()}>
              {t('transfer.receipt.print')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
