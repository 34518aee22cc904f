import { useEffect } from 'react';
import { whenBackOnline } from '../../lib/online';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { TakesFocus } from '../../ui/TakesFocus';
import { useTransferDraft } from './draft';
import { findOutcome } from './outcome-check';
import { TransferSteps } from './TransferSteps';

/**
 * The PIN step while a transfer's answer is lost: it says the widget is finding out, or that it
 * cannot tell yet and why, with "Check again". No PIN is asked for: the same transfer cannot go
 * twice before the customer has seen what became of it.
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
      <PageHeading>{t('transfer.pin.title')}</PageHeading>
      <TransferSteps current="PIN" />
      <TakesFocus on={check.state}>
        {check.state === 'checking' ? (
          <Loading>{t('transfer.outcome.checking')}</Loading>
        ) : (
          <div className="stack">
            <Notice tone="warning" title={t('transfer.outcome.unknown')}>
              <p>{t(check.state === 'offline' ? 'transfer.outcome.offline' : 'transfer.outcome.unreadable')}</p>
              <p>{t('transfer.outcome.locked')}</p>
            </Notice>
            <div className="row">
              <Button onClick={() => void checkAgain()}>{t('transfer.outcome.checkAgain')}</Button>
            </div>
          </div>
        )}
      </TakesFocus>
    </section>
  );
}
