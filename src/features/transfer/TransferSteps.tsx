import { useI18n } from '../../lib/useI18n';
import { Icon } from '../../ui/Icon';

/**
 * Where the customer is in a transfer: Details → Review → PIN → Done. A step done shows a tick and
 * its name, and says "(done)" to screen readers (the tick is a picture, not the only signal); the
 * current step is named at every width and marked `aria-current="step"`.
 */
const STEPS = ['Details', 'Review', 'PIN', 'Done'] as const;
const NAMES = { Details: 'transfer.steps.details', Review: 'transfer.steps.review', PIN: 'transfer.steps.pin', Done: 'transfer.steps.done' } as const;

export function TransferSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useI18n();
  const at = STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label={t('transfer.steps')}>
      {STEPS.map((step, i) => (
        <li key={step} className={i < at ? 'is-done' : i === at ? 'is-current' : undefined} aria-current={i === at ? 'step' : undefined}>
          <span className="steps-dot" aria-hidden="true">
            {i < at ? <Icon name="check" /> : i + 1}
          </span>
          <span className="steps-label">
            {t(NAMES[step])}
            {i < at ? <span className="visually-hidden"> {t('transfer.steps.passed')}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
