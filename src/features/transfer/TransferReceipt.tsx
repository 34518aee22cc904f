import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { formatDate, formatMoney } from '../../lib/format';
import { useShared } from '../../lib/services';
import { balanceHidden } from '../../session/session';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TransferSteps } from './TransferSteps';
import { PageHeading } from '../../ui/PageHeading';
import { TimedRedirect } from '../../ui/TimedRedirect';
import { closeReceipt, type Receipt } from './draft';
import { LABELS } from './labels';

/**
 * What was sent, printable. The dashboard follows after 3 s unless the customer stays; the
 * receipt is forgotten when it goes, so Back finds nothing to send again.
 */
export function TransferReceipt({ receipt: { details, quote, at, reference } }: { receipt: Receipt }) {
  const [, go] = useLocation();
  const [stay, setStay] = useState(false);
  const profile = useShared('profile').state;
  const actions = useRef<HTMLDivElement>(null);
  // The PIN form and its button are gone: one key press keeps the customer here.
  useEffect(() => {
    actions.current?.querySelector('button')?.focus();
    return closeReceipt;
  }, []);
  const rows: [string, string][] = [
    ['Recipient', details.act_hold_name],
    [LABELS.bank, details.bank],
    [LABELS.act_no, details.act_no],
    [LABELS.amount, formatMoney(quote.amount)],
    [`Fee (${quote.percent}%)`, formatMoney(quote.fee)],
    ['Amount received', formatMoney(quote.received)],
    ['Date and time', `${formatDate(at.toISOString())} ${at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`],
  ];
  if (reference) rows.push(['Reference', reference]);
  // A hidden balance stays hidden on paper too.
  if (profile.status === 'ready' && !balanceHidden.value) rows.push(['Balance after transfer', formatMoney(profile.data.tb.current_balance)]);

  return (
    <section className="page page--narrow transfer receipt">
      <PageHeading>Transfer receipt</PageHeading>
      <TransferSteps current="Done" />
      <Notice tone="success">Successful! Await Confirmation</Notice>
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
          <Link href={paths.dashboard.index}>Go to the dashboard</Link>
        </p>
      ) : (
        <TimedRedirect to={paths.dashboard.index} label="the dashboard" seconds={SHORT_REDIRECT_SECONDS} onGo={() => go(paths.dashboard.index)} />
      )}
      <div className="row receipt-actions" ref={actions}>
        {stay ? null : (
          <Button variant="secondary" onClick={() => setStay(true)}>
            Stay on this receipt
          </Button>
        )}
        <Button onClick={() => print()}>Print receipt</Button>
      </div>
    </section>
  );
}
