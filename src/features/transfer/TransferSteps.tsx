import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { Icon } from '../../ui/Icon';
import { PageHeading } from '../../ui/PageHeading';

/**
 * Every state a transfer can be in, each with its own heading, the step it stands at
 * (Details → Review → PIN → Done) and that step's name while it is current: the PIN step is
 * "Code" while the bank's authorization code is asked, the last step "Checking" or "Not known"
 * while a lost answer is found out.
 */
const FLOW = {
  details: ['transfer.send.title', 0, 'transfer.steps.details'],
  review: ['transfer.review.title', 1, 'transfer.steps.review'],
  pin: ['transfer.pin.title', 2, 'transfer.steps.pin'],
  'not-sent': ['transfer.outcome.title.notSent', 2, 'transfer.steps.pin'],
  code: ['transfer.code.heading', 2, 'transfer.steps.code'],
  checking: ['transfer.outcome.title.checking', 3, 'transfer.steps.checking'],
  unknown: ['transfer.outcome.title.unknown', 3, 'transfer.steps.unknown'],
  sent: ['transfer.receipt.title', 3, 'transfer.steps.done'],
} satisfies Record<string, [MessageId, number, MessageId]>;
export type FlowState = keyof typeof FLOW;

const NAMES: MessageId[] = ['transfer.steps.details', 'transfer.steps.review', 'transfer.steps.pin', 'transfer.steps.done'];

/**
 * The state's heading and, under it, where the customer is. A step done shows a tick and says
 * "(done)" to screen readers (the tick is a picture, not the only signal); the current step is
 * marked `aria-current="step"` and is the only one whose name stays on screen when the widget is
 * narrow (the others keep their number or tick, and their names for screen readers).
 */
export function FlowHeading({ state, focus }: { state: FlowState; focus?: boolean }) {
  const { t } = useI18n();
  const [title, at, name] = FLOW[state];
  return (
    <>
      <PageHeading focus={focus}>{t(title)}</PageHeading>
      <ol className="steps" aria-label={t('transfer.steps')}>
        {NAMES.map((step, i) => (
          <li key={step} className={i < at ? 'is-done' : i === at ? 'is-current' : undefined} aria-current={i === at ? 'step' : undefined}>
            <span className="steps-dot" aria-hidden="true">
              {i < at ? <Icon name="check" /> : i + 1}
            </span>
            <span className="steps-label">
              {t(i === at ? name : step)}
              {i < at ? <span className="visually-hidden"> {t('transfer.steps.passed')}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
