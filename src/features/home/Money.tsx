import { balanceHidden } from '../../session/session';
import { Amount, type Direction } from '../../ui/Amount';

/** An amount on the home screen, hidden while the customer keeps amounts hidden (`displayAmount`). */
export function Money({ amount, direction }: { amount: number; direction?: Direction }) {
  return <Amount value={amount} direction={direction} hidden={balanceHidden.value} />;
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
