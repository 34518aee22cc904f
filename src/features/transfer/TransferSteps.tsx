/** Where the customer is in a transfer: Details → Review → PIN → Done, the current step marked for screen readers too. */
const STEPS = ['Details', 'Review', 'PIN', 'Done'] as const;

export function TransferSteps({ current }: { current: (typeof STEPS)[number] }) {
  const at = STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label="Transfer steps">
      {STEPS.map((step, i) => (
        <li key={step} className={i < at ? 'is-done' : i === at ? 'is-current' : undefined} aria-current={i === at ? 'step' : undefined}>
          <span className="steps-dot" aria-hidden="true">
            {i + 1}
          </span>
          {step}
          {i < at ? <span className="visually-hidden"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}
