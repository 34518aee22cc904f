import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { getFee } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { useI18n } from '../../lib/useI18n';
import { amountRules } from '../../lib/validation';
import { balanceHidden } from '../../session/session';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Loaded } from '../../ui/Loaded';
import { OwnOrder } from '../../ui/OwnOrder';
import { PageHeading } from '../../ui/PageHeading';
import { useTransferDraft, type TransferDetails } from './draft';
import { exceedsBalance, quote } from './fee';
import { DuplicateQuestion } from './DuplicateQuestion';
import { LABELS } from './labels';
import { MissingDraft } from './MissingDraft';
import { TransferSteps } from './TransferSteps';

/**
 * The review's groups: a title, what its "Change" link changes (read after "Change", for screen
 * readers) and its fields. Each link focuses the group's first field on the form.
 */
const GROUPS = [
  ['transfer.review.recipient', 'transfer.review.recipient.change', ['act_hold_name', 'act_no']],
  ['transfer.review.bank', 'transfer.review.bank.change', ['bank', 'swift', 'routing', 'country']],
  ['transfer.review.payment', 'transfer.review.payment.change', ['currency', 'note']],
] as const;
/** The review's identifiers, read left to right in any language; the other answers are free text. */
const CODES: ReadonlySet<string> = new Set(['act_no', 'swift', 'routing']);

export function SendConfirmScreen() {
  const current = useTransferDraft().draft();
  return current ? <Review details={current.details} /> : <MissingDraft />;
}

function Review({ details }: { details: TransferDetails }) {
  const api = useApi();
  const transfer = useTransferDraft();
  const [, go] = useLocation();
  const { t, money } = useI18n();
  const fee = useLoader(() => getFee(api));
  const form = useBankForm({ mode: 'onChange', defaultValues: { amount: details.amount } });
  const [asked, setAsked] = useState<number | null>(null);
  const q = quote(form.watch('amount'), fee.state.data?.percent);
  const balance = fee.state.data?.balance ?? 0;
  const short = fee.state.status === 'ready' && exceedsBalance(q.amount, balance);
  const toPin = () => {
    transfer.markReviewed(q, fee.state.data?.balance ?? null);
    go(paths.dashboard.sendPin);
  };

  return (
    <section className="page page--narrow transfer">
      <PageHeading>{t('transfer.review.title')}</PageHeading>
      <TransferSteps current="Review" />
      <div className="card review">
        {GROUPS.map(([title, change, names]) => (
          <section key={title} className="review-group" aria-label={t(title)}>
            <div className="review-head">
              <h2 className="section-title">{t(title)}</h2>
              <Link href={`${paths.dashboard.send}?change=${names[0]}`} className="review-change">
                {t('transfer.review.change')} <span className="visually-hidden">{t(change)}</span>
              </Link>
            </div>
            <dl className="summary-list">
              {names.map((name) => (
                <div key={name}>
                  <dt>{t(LABELS[name])}</dt>
                  <dd>{details[name] ? <OwnOrder free={!CODES.has(name)}>{details[name]}</OwnOrder> : t('transfer.review.notGiven')}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <Loaded state={fee.state} retry={fee.retry} what={t('transfer.review.what')}>
        {() => (
          <form
            noValidate
            onSubmit={form.handleSubmit(() => {
              if (short) return;
              const minutes = transfer.minutesSinceSame(details.act_no, q.amount);
              if (minutes) setAsked(minutes);
              else toPin();
            })}
          >
            <ErrorSummary form={form} />
            <TextField
              label={t(LABELS.amount)}
              inputMode="decimal"
              {...form.field('amount', {
                ...amountRules,
                onChange: (e: Event) => {
                  transfer.changeAmount((e.target as HTMLInputElement).value);
                  setAsked(null);
                },
              })}
            />
            <dl className="summary-list" aria-live="polite">
              <div>
                <dt>{t('transfer.fee', { percent: q.percent })}</dt>
                <dd>{money(q.fee || 0)}</dd>
              </div>
              <div>
                <dt>{t('transfer.received')}</dt>
                <dd>{money(q.received || 0)}</dd>
              </div>
              {balanceHidden.value ? null : (
                <div>
                  <dt>{t('transfer.review.balance')}</dt>
                  <dd>{money(balance)}</dd>
                </div>
              )}
            </dl>
            {short ? (
              <p className="field-error" id="transfer-short">
                {t('transfer.review.short')}
              </p>
            ) : null}
            {asked ? (
              <DuplicateQuestion
                minutes={asked}
                onSend={toPin}
                onCancel={() => {
                  setAsked(null);
                  form.setFocus('amount');
                }}
              />
            ) : (
              <Button type="submit" disabled={short} aria-describedby={short ? 'transfer-short' : undefined}>
                {t('transfer.review.submit')}
              </Button>
            )}
          </form>
        )}
      </Loaded>
    </section>
  );
}
