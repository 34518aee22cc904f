import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { useOutcomeCheck } from '../../lib/money-call';
import { OutcomeNotice, type OutcomeWords } from '../../ui/OutcomeNotice';
import { PageHeading } from '../../ui/PageHeading';
import { transfersOut, useTransferDraft, type Shown } from './draft';
import { foundReceipt, readTransfers } from './outcome-check';
import { TransferSteps } from './TransferSteps';

export const TRANSFER_WORDS: OutcomeWords = {
  checking: 'transfer.outcome.checking',
  unknown: 'transfer.outcome.unknown',
  offline: 'transfer.outcome.offline',
  unreadable: 'transfer.outcome.unreadable',
  locked: 'transfer.outcome.locked',
  notSent: 'transfer.outcome.notSent',
  notSentNext: 'transfer.outcome.notSentNext',
};

/**
 * The PIN step while a transfer is out with no answer known (this widget's, another's, or one
 * sent before a reload): the check of the bank's list, with "Check again". No PIN is asked for:
 * the same transfer cannot go twice before the customer has seen what became of it.
 */
export function OutcomeCheck() {
  const api = useApi();
  const profile = useShared('profile');
  const recent = useShared('recent');
  const transfer = useTransferDraft();
  const { t } = useI18n();
  const call = transfersOut()[0];
  const { finding, checkAgain } = useOutcomeCheck(
    call,
    () => readTransfers(api),
    { amount: call?.amount ?? 0, recipient: call?.recipient },
    (settled, sent) => {
      if (!sent) return transfer.markNotSent();
      // The record is the tab's to change: without what the receipt shows, the form says the transfer went.
      if ((settled.shown as Partial<Shown> | undefined)?.quote) transfer.sent(foundReceipt(settled));
      void profile.refresh();
      void recent.refresh();
    },
  );
  return (
    <section className="page page--narrow transfer">
      <PageHeading>{t('transfer.pin.title')}</PageHeading>
      <TransferSteps current="PIN" />
      <OutcomeNotice finding={finding} words={TRANSFER_WORDS} onCheckAgain={checkAgain} />
    </section>
  );
}
