import { formatMoney } from '../../lib/format';
import { balanceHidden } from '../../session/session';

/**
 * An amount on the home screen, or dots while the customer keeps amounts hidden. Hidden,
 * the figure is not in the document at all, so no screen reader or copy can reveal it.
 */
export function Money({ amount, sign = '' }: { amount: number; sign?: string }) {
  if (balanceHidden.value) {
    return (
      <>
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">hidden</span>
      </>
    );
  }
  return <>{sign + formatMoney(sign ? Math.abs(amount) : amount)}</>;
}

export function Stat({ label, amount, className = 'stat' }: { label: string; amount: number; className?: string }) {
  return (
    <div className={className}>
      {label}
      <span className="stat-value">
        <Money amount={amount} />
      </span>
    </div>
  );
}
