import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { getFee } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { amountRules } from '../../lib/validation';
import { balanceHidden } from '../../session/session';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { changeAmount, draft, markReviewed, minutesSinceSameTransfer, type TransferDetails } from './draft';
import { exceedsBalance, quote } from './fee';
import { DuplicateQuestion } from './DuplicateQuestion';
import { LABELS } from './labels';
import { MissingDraft } from './MissingDraft';
import { TransferSteps } from './TransferSteps';

/** The review's groups: one "Change" each, which focuses the group's first field on the form. */
const GROUPS = [
  ['Recipient', ['act_hold_name', 'act_no']],
  ['Recipient\'s bank', ['bank', 'swift', 'routing', 'country']],
  ['Payment', ['currency', 'note']],
] as const;

export function SendConfirmScreen() {
  const current = draft();
  return current ? <Review details={current.details} /> : <MissingDraft />;
}

function Review({ details }: { details: TransferDetails }) {
  const api = useApi();
  const [, go] = useLocation();
  const fee = useLoader(() => getFee(api));
  const form = useBankForm({ mode: 'onChange', defaultValues: { amount: details.amount } });
  const [asked, setAsked] = useState<number | null>(null);
  const q = quote(form.watch('amount'), fee.state.data?.perc.percent);
  const balance = fee.state.data?.tb.current_balance ?? 0;
  const short = fee.state.status === 'ready' && exceedsBalance(q.amount, balance);
  const toPin = () => {
    markReviewed(q);
    go(paths.dashboard.sendPin);
  };

  return (
    <section className="page page--narrow transfer">
      <PageHeading>Confirm Transaction</PageHeading>
      <TransferSteps current="Review" />
      <div className="card review">
        {GROUPS.map(([title, names]) => (
          <section key={title} className="review-group" aria-label={title}>
            <div className="review-head">
              <h2 className="section-title">{title}</h2>
              <Link href={`${paths.dashboard.send}?change=${names[0]}`} className="review-change">
                Change <span className="visually-hidden">{title.toLowerCase()}</span>
              </Link>
            </div>
            <dl className="summary-list">
              {names.map((name) => (
                <div key={name}>
                  <dt>{LABELS[name]}</dt>
                  <dd>{details[name] || 'Not given'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <Loaded state={fee.state} retry={fee.retry} what="the transfer fee">
        {() => (
          <form
            noValidate
            onSubmit={form.handleSubmit(() => {
              if (short) return;
              const minutes = minutesSinceSameTransfer(details.act_no, q.amount);
              if (minutes) setAsked(minutes);
              else toPin();
            })}
          >
            <ErrorSummary form={form} />
            <TextField
              label={LABELS.amount}
              inputMode="decimal"
              error={form.formState.errors.amount?.message}
              {...form.register('amount', { ...amountRules, onChange: (e: Event) => {
                  changeAmount((e.target as HTMLInputElement).value);
                  setAsked(null);
                } })}
            />
            <dl className="summary-list" aria-live="polite">
              <div>
                <dt>Fee ({q.percent}%)</dt>
                <dd>{formatMoney(q.fee || 0)}</dd>
              </div>
              <div>
                <dt>Amount received</dt>
                <dd>{formatMoney(q.received || 0)}</dd>
              </div>
              {balanceHidden.value ? null : (
                <div>
                  <dt>Available balance</dt>
                  <dd>{formatMoney(balance)}</dd>
                </div>
              )}
            </dl>
            {short ? (
              <p className="field-error" id="transfer-short">
                Insufficient balance
              </p>
            ) : null}
            {asked ? (
              <DuplicateQuestion minutes={asked} onSend={toPin} onCancel={() => {
                  setAsked(null);
                  form.setFocus('amount');
                }} />
            ) : (
              <Button type="submit" disabled={short} aria-describedby={short ? 'transfer-short' : undefined}>
                Confirm and enter PIN
              </Button>
            )}
          </form>
        )}
      </Loaded>
    </section>
  );
}
