import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/useI18n';
import { balanceHidden } from '../../session/session';
import { Amount } from '../../ui/Amount';
import { OutcomePage, type OutcomeRows } from '../../ui/OutcomePage';
import { OwnOrder } from '../../ui/OwnOrder';
import { FlowHeading } from './TransferSteps';
import { useTransferDraft, type Receipt } from './draft';
import { LABELS } from './labels';

/**
 * What was sent, to whom, the fee, when and the bank's reference, with what the bank said,
 * printable; focus on its heading. It stays until Done (the dashboard); the receipt is forgotten
 * when it goes, so Back finds nothing to send again.
 */
export function TransferReceipt({ receipt: { details, quote, at, reference, balanceAfter, confirmed, message } }: { receipt: Receipt }) {
  const [, go] = useLocation();
  const { t } = useI18n();
  const { closeReceipt } = useTransferDraft();
  useEffect(() => closeReceipt, [closeReceipt]);
  // Names and numbers keep their own reading order in a right-to-left receipt, as on the review.
  const rows: OutcomeRows = [
    [t('transfer.review.recipient'), <OwnOrder free>{details.act_hold_name}</OwnOrder>],
    [t(LABELS.bank), <OwnOrder free>{details.bank}</OwnOrder>],
    [t(LABELS.act_no), <OwnOrder>{details.act_no}</OwnOrder>],
    [t(LABELS.amount), <Amount value={quote.amount} />],
    [t('transfer.fee', { percent: quote.percent }), <Amount value={quote.fee} />],
    [t('transfer.received'), <Amount value={quote.received} />],
    [t(LABELS.currency), <OwnOrder>{details.currency}</OwnOrder>],
  ];
  if (details.note) rows.push([t(LABELS.note), <OwnOrder free>{details.note}</OwnOrder>]);
  if (reference) rows.push([t('transfer.receipt.reference'), <OwnOrder>{reference}</OwnOrder>]);
  // A hidden balance stays hidden on paper too.
  if (balanceAfter !== null && !balanceHidden.value) rows.push([t('transfer.receipt.balance'), <Amount value={balanceAfter} />]);

  return (
    <OutcomePage
      className="transfer receipt"
      heading={<FlowHeading state="sent" focus />}
      // Its answer was lost: what is known comes from the bank's list, and says so.
      status={t(confirmed ? 'transfer.receipt.confirmed' : 'transfer.receipt.success')}
      said={message}
      rows={rows}
      at={at}
      next={t('transfer.receipt.next')}
      onDone={() => go(paths.dashboard.index)}
    />
  );
}
