import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/useI18n';
import { checkAgain, useOutcomeCheck } from '../../lib/money-call';
import { OutcomeNotice, type OutcomeWords } from '../../ui/OutcomeNotice';
import { OutcomePage } from '../../ui/OutcomePage';
import { transfersOut, type Shown } from './draft';
import { Authorised } from './Authorised';
import { ALL_TRANSFERS } from './RecentTransfers';
import { FlowHeading } from './TransferSteps';

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
 * sent before a reload): the page's check of the bank's list (src/lib/money-call.ts), with
 * "Check again", where the transfers are listed and how to reach the bank; what was authorised
 * stays in view. No PIN is asked for: the same transfer cannot go twice before the customer has
 * seen what became of it. Done leaves it to be checked on: home names it until it is settled.
 */
export function OutcomeCheck() {
  const [, go] = useLocation();
  const { t } = useI18n();
  const call = transfersOut()[0];
  // What the record kept to show: a record written by an older page may lack it.
  const shown = call?.shown as Partial<Shown> | undefined;
  // The draft hears what the check finds (draft.ts): this step then shows the receipt, or "not sent".
  const finding = useOutcomeCheck(call, () => {});
  return (
    <OutcomePage className="transfer" heading={<FlowHeading state={finding === 'checking' || !finding ? 'checking' : 'unknown'} focus />} onDone={() => go(paths.dashboard.index)}>
      {shown?.quote && shown.details ? <Authorised details={shown.details} quote={shown.quote} /> : null}
      <OutcomeNotice finding={finding} words={TRANSFER_WORDS} onCheckAgain={() => checkAgain(call)} headed>
        <ul className="stack">
          <li>
            <Link href={ALL_TRANSFERS}>{t('transfer.outcome.statements')}</Link>
          </li>
          <li>
            <Link href={paths.dashboard.contact}>{t('transfer.outcome.contact')}</Link>
          </li>
        </ul>
      </OutcomeNotice>
    </OutcomePage>
  );
}
