import { formatMoney } from '../../lib/format';
import { balanceHidden } from '../../session/session';

/**
 * An amount on the home screen, or dots while the customer keeps amounts hidden. Hidden,
 * the figure is not in the document at all, so no screen reader or copy can reveal it.
 */
/** `amount` null: the server sent none it could read; shown as "—", not as 0. */
export function Money({ amount, sign = '' }: { amount: number | null; sign?: string }) {
  if (balanceHidden.value) {
    return (
      <>
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">hidden</span>
      </>
    );
  }
  return <>{amount === null ? '—' : sign + formatMoney(sign ? Math.abs(amount) : amount)}</>;
}

export function Stat({ label, amount, className = 'stat' }: { label: string; amount: number | null; className?: string }) {
  return (
    <div className={className}>
      {label}
      <span className="stat-value">
        <Money amount={amount} />
      </span>
    </div>
  );
}
