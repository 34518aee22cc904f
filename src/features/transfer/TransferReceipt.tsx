import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { useI18n } from '../../lib/useI18n';
import { useShared } from '../../lib/services';
import { balanceHidden } from '../../session/session';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TransferSteps } from './TransferSteps';
import { PageHeading } from '../../ui/PageHeading';
import { TimedRedirect } from '../../ui/TimedRedirect';
import { useTransferDraft, type Receipt } from './draft';
import { LABELS } from './labels';

/**
 * What was sent, printable. The dashboard follows after 3 s unless the customer stays; the
 * receipt is forgotten when it goes, so Back finds nothing to send again.
 */
export function TransferReceipt({ receipt: { details, quote, at, reference } }: { receipt: Receipt }) {
  const [, go] = useLocation();
  const [stay, setStay] = useState(false);
  const { t, money, date, time } = useI18n();
  const profile = useShared('profile').state;
  const actions = useRef<HTMLDivElement>(null);
  const { closeReceipt } = useTransferDraft();
  // The PIN form and its button are gone: one key press keeps the customer here.
  useEffect(() => {
    actions.current?.querySelector('button')?.focus();
    return closeReceipt;
  }, [closeReceipt]);
  const rows: [string, string][] = [
    [t('transfer.review.recipient'), details.act_hold_name],
    [t(LABELS.bank), details.bank],
    [t(LABELS.act_no), details.act_no],
    [t(LABELS.amount), money(quote.amount)],
    [t('transfer.fee', { percent: quote.percent }), money(quote.fee)],
    [t('transfer.received'), money(quote.received)],
    [t('transfer.receipt.at'), `${date(at.toISOString())} ${time(at)}`],
  ];
  if (reference) rows.push([t('transfer.receipt.reference'), reference]);
  // A hidden balance stays hidden on paper too.
  if (profile.status === 'ready' && !balanceHidden.value) rows.push([t('transfer.receipt.balance'), money(profile.data.balance)]);

  return (
    <section className="page page--narrow transfer receipt">
      <PageHeading>{t('transfer.receipt.title')}</PageHeading>
      <TransferSteps current="Done" />
      <Notice tone="success">{t('transfer.receipt.success')}</Notice>
      <dl className="summary-list card">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {stay ? (
        <p className="redirect-note">
          <Link href={paths.dashboard.index}>{t('transfer.receipt.goDashboard')}</Link>
        </p>
      ) : (
        <TimedRedirect to={paths.dashboard.index} label={t('transfer.receipt.dashboard')} seconds={SHORT_REDIRECT_SECONDS} onGo={() => go(paths.dashboard.index)} />
      )}
      <div className="row receipt-actions" ref={actions}>
        {stay ? null : (
          <Button variant="secondary" onClick={() => setStay(true)}>
            {t('transfer.receipt.stay')}
          </Button>
        )}
        <Button onClick={() => print()}>{t('transfer.receipt.print')}</Button>
      </div>
    </section>
  );
}
