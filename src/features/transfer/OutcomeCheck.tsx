import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { whenBackOnline } from '../../lib/online';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { TakesFocus } from '../../ui/TakesFocus';
import { useTransferDraft } from './draft';
import { findOutcome } from './outcome-check';
import { Authorised } from './Authorised';
import { ALL_TRANSFERS } from './RecentTransfers';
import { FlowHeading } from './TransferSteps';

/**
 * The PIN step while a transfer's answer is lost: it says the widget is finding out, or that it
 * cannot tell yet and why, with "Check again", where the transfers are listed and how to reach
 * the bank; what was authorised stays in view. No PIN is asked for: the same transfer cannot go
 * twice before the customer has seen what became of it. Not knowing is not an error: it is said
 * in the information style.
 */
export function OutcomeCheck() {
  const api = useApi();
  const profile = useShared('profile');
  const recent = useShared('recent');
  const transfer = useTransferDraft();
  const { t } = useI18n();
  const check = transfer.check();
  const checkAgain = () =>
    check &&
    findOutcome(api, transfer, check.lost, () => {
      void profile.refresh();
      void recent.refresh();
    });
  // Reading the list is a read, so it may go by itself: once the connection is back, not before.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one wait per offline answer
  useEffect(() => (check?.state === 'offline' ? whenBackOnline(() => void checkAgain()) : undefined), [check]);
  if (!check) return null;
  return (
    <section className="page page--narrow transfer">
      <FlowHeading state={check.state === 'checking' ? 'checking' : 'unknown'} />
      <Authorised details={check.lost.details} quote={check.lost.quote} />
      <TakesFocus on={check.state}>
        {check.state === 'checking' ? (
          <Loading>{t('transfer.outcome.checking')}</Loading>
        ) : (
          <div className="stack">
            <Notice tone="info" title={t('transfer.outcome.unknown')}>
              <p>{t(check.state === 'offline' ? 'transfer.outcome.offline' : 'transfer.outcome.unreadable')}</p>
              <p>{t('transfer.outcome.locked')}</p>
            </Notice>
            <div className="row">
              <Button onClick={() => void checkAgain()}>{t('transfer.outcome.checkAgain')}</Button>
            </div>
            <ul className="stack">
              <li>
                <Link href={ALL_TRANSFERS}>{t('transfer.outcome.statements')}</Link>
              </li>
              <li>
                <Link href={paths.dashboard.contact}>{t('transfer.outcome.contact')}</Link>
              </li>
            </ul>
          </div>
        )}
      </TakesFocus>
    </section>
  );
}
