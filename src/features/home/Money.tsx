import { balanceHidden } from '../../session/session';
import { Amount, type Direction } from '../../ui/Amount';

/**
 * An amount on the home screen, hidden while the customer keeps amounts hidden (`displayAmount`).
 * `amount` null: the server sent none it could read; shown as "—", never as 0.
 */
function Money({ amount, direction }: { amount: number | null; direction?: Direction }) {
  if (amount === null && !balanceHidden.value) return <>—</>;
  return <Amount value={amount ?? 0} direction={direction} hidden={balanceHidden.value} />;
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
