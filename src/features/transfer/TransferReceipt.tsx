import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { useI18n } from '../../lib/useI18n';
import { balanceHidden } from '../../session/session';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { OwnOrder } from '../../ui/OwnOrder';
import { FlowHeading } from './TransferSteps';
import { TimedRedirect } from '../../ui/TimedRedirect';
import { useTransferDraft, type Receipt } from './draft';
import { LABELS } from './labels';

/**
 * What was sent, to whom, the fee and when, with what the bank said, printable; focus on its
 * heading. The dashboard follows 3 s after the customer stops reading it (focus or pointer in
 * it), said once, unless they stay; the receipt is forgotten when it goes, so Back finds nothing
 * to send again.
 */
export function TransferReceipt({ receipt: { details, quote, at, reference, balanceAfter, confirmed, message } }: { receipt: Receipt }) {
  const [, go] = useLocation();
  const { t, date, time } = useI18n();
  const reading = useRef<HTMLDivElement>(null);
  const success = t(confirmed ? 'transfer.receipt.confirmed' : 'transfer.receipt.success');
  // The bank's own words, as it wrote them, unless they only repeat the title.
  const { closeReceipt } = useTransferDraft();
  useEffect(() => closeReceipt, [closeReceipt]);
  // Names and numbers keep their own reading order in a right-to-left receipt, as on the review.
  const rows: [string, ReactNode][] = [
    [t('transfer.review.recipient'), <OwnOrder free>{details.act_hold_name}</OwnOrder>],
    [t(LABELS.bank), <OwnOrder free>{details.bank}</OwnOrder>],
    [t(LABELS.act_no), <OwnOrder>{details.act_no}</OwnOrder>],
    [t(LABELS.amount), <Amount value={quote.amount} />],
    [t('transfer.fee', { percent: quote.percent }), <Amount value={quote.fee} />],
    [t('transfer.received'), <Amount value={quote.received} />],
    [t(LABELS.currency), <OwnOrder>{details.currency}</OwnOrder>],
    [t('transfer.receipt.at'), `${date(at.toISOString())} ${time(at)}`],
  ];
  if (details.note) rows.push([t(LABELS.note), <OwnOrder free>{details.note}</OwnOrder>]);
  if (reference) rows.push([t('transfer.receipt.reference'), <OwnOrder>{reference}</OwnOrder>]);
  // A hidden balance stays hidden on paper too.
  if (balanceAfter !== null && !balanceHidden.value) rows.push([t('transfer.receipt.balance'), <Amount value={balanceAfter} />]);

  return (
    <section className="page page--narrow transfer receipt">
      <FlowHeading state="sent" focus />
      <div className="stack" ref={reading}>
        {/* Its answer was lost: what is known comes from the bank's list, and says so. The bank's own words, when it gave any. */}
        <Notice tone="success" title={success}>
          {message && message !== success ? <OwnOrder free>{message}</OwnOrder> : null}
        </Notice>
        <dl className="summary-list card">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="row receipt-actions">
          <Button onClick={() => print()}>{t('transfer.receipt.print')}</Button>
        </div>
      </div>
      <TimedRedirect
        to={paths.dashboard.index}
        label={t('transfer.receipt.dashboard')}
        seconds={SHORT_REDIRECT_SECONDS}
        onGo={() => go(paths.dashboard.index)}
        stay={{ button: t('transfer.receipt.stay'), link: t('transfer.receipt.goDashboard') }}
        hold={reading}
      />
    </section>
  );
}
