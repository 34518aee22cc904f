import { useState, type ReactNode } from 'react';
import { useTimeout } from '../../lib/useTimeout';
import { TYPING_PAUSE_MS } from '../../config/timings';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { getFee } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { useRead } from '../../lib/services';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { countryName } from '../../lib/countries';
import { amountRules } from '../../lib/validation';
import { balanceHidden } from '../../session/session';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Loaded } from '../../ui/Loaded';
import { OwnOrder } from '../../ui/OwnOrder';
import { useTransferDraft, type TransferDetails } from './draft';
import { balanceAfter, exceedsBalance, quote } from './fee';
import { DuplicateQuestion } from './DuplicateQuestion';
import { LABELS } from './labels';
import { MissingDraft } from './MissingDraft';
import { FlowHeading } from './TransferSteps';

/**
 * The review's details, after the money, in the order a customer checks them: who, which bank,
 * which account, then the rest. Each row's "Change" focuses that field on the form.
 */
const DETAILS = ['act_hold_name', 'bank', 'act_no', 'swift', 'routing', 'country', 'currency', 'note'] as const;
/** Where the review names a detail otherwise than the form does. */
const TERMS: Partial<Record<(typeof DETAILS)[number], MessageId>> = { act_hold_name: 'transfer.review.recipient', bank: 'transfer.review.bank' };
/** The review's identifiers, read left to right in any language; the other answers are free text. */
const CODES: ReadonlySet<string> = new Set(['act_no', 'swift', 'routing']);

export function SendConfirmScreen() {
  const current = useTransferDraft().draft();
  return current ? <Review details={current.details} /> : <MissingDraft />;
}

function Review({ details }: { details: TransferDetails }) {
  const transfer = useTransferDraft();
  const [, go] = useLocation();
  const { t, money, locale } = useI18n();
  // Read each time the screen shows: the balance changes with every transfer.
  const fee = useRead(getFee, 'fresh');
  const form = useBankForm({ mode: 'onChange', defaultValues: { amount: details.amount } });
  const [asked, setAsked] = useState<{ minutes: number; unconfirmed: boolean } | null>(null);
  const q = quote(form.watch('amount'), fee.state.data?.percent);
  const balance = fee.state.data?.balance ?? 0;
  const short = fee.state.status === 'ready' && exceedsBalance(q.amount, balance);
  const figures: [string, number][] = [
    [t('transfer.fee', { percent: q.percent }), q.fee || 0],
    [t('transfer.received'), q.received || 0],
  ];
  if (!balanceHidden.value) figures.push([t('transfer.receipt.balance'), balanceAfter(balance, q.amount)]);
  const toPin = () => {
    transfer.markReviewed(q, fee.state.data?.balance ?? null);
    go(paths.dashboard.sendPin);
  };

  return (
    <section className="page page--narrow transfer">
      <FlowHeading state="review" />
      <Loaded state={fee.state} retry={fee.retry} what={t('transfer.review.what')}>
        {() => (
          <form
            noValidate
            className="card review"
            onSubmit={form.handleSubmit(() => {
              if (short) return;
              const same = transfer.sameRecently(details.act_no, q.amount);
              if (same) setAsked(same);
              else toPin();
            })}
          >
            <ErrorSummary form={form} />
            {/* GOV.UK's check answers: one list of what will happen, the amount still editable in it. */}
            <dl className="summary-list">
              <TextField
                term
                className="review-amount"
                label={t(LABELS.amount)}
                inputMode="decimal"
                {...form.field('amount', {
                  ...amountRules,
                  onChange: (e: Event) => {
                    transfer.changeAmount((e.target as HTMLInputElement).value);
                    setAsked(null);
                  },
                })}
                // An amount the balance cannot cover is the amount's error (spec §5: "Insufficient balance"), as it is typed and as the
                // review shows (the balance read here may be lower than the first step's, or that step had none): Confirm is disabled for it.
                {...(short && { error: t('transfer.send.over', { amount: money(balance) }) })}
              />
              {figures.map(([term, value]) => (
                <Row key={term} term={term}>
                  <Amount value={value} />
                </Row>
              ))}
              {DETAILS.map((name) => (
                <Row key={name} term={t(TERMS[name] ?? LABELS[name])} change={name}>
                  {details[name] ? (
                    // The draft keeps the country's English name (what the bank stores); the review names it in the customer's language.
                    <OwnOrder free={!CODES.has(name)}>{name === 'country' ? countryName(details.country, locale) : details[name]}</OwnOrder>
                  ) : (
                    t('transfer.review.notGiven')
                  )}
                </Row>
              ))}
            </dl>
            <SaidOnPause text={figures.map(([term, value]) => `${term} ${money(value)}. `).join('')} />
            {asked ? (
              <DuplicateQuestion
                {...asked}
                onSend={toPin}
                onCancel={() => {
                  setAsked(null);
                  form.setFocus('amount');
                }}
              />
            ) : (
              // Only moves on to the PIN step, where sending waits for the connection.
              // The reason it cannot be pressed is the amount's own error, just above.
              <Button type="submit" sends={false} disabled={short}>
                {t('transfer.review.submit')}
              </Button>
            )}
          </form>
        )}
      </Loaded>
    </section>
  );
}

/**
 * The figures the amount changes, said together in a polite live region, once typing pauses: "2500"
 * typed is read once, not at each key. What shows as the region appears is not said.
 */
function SaidOnPause({ text }: { text: string }) {
  const [said, say] = useState(text);
  // Each new text starts the wait again.
  useTimeout(() => say(text), TYPING_PAUSE_MS, text);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}

/** One row of the review: its term, its value and, for what the form holds, a "Change" that names the row for screen readers. */
function Row({ term, change, children }: { term: string; change?: keyof TransferDetails; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
      {change ? (
        <dd className="summary-change">
          <Link href={`${paths.dashboard.send}?change=${change}`}>
            {t('transfer.review.change')} <span className="visually-hidden">{term}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
