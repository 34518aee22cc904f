/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   the roles are the point: a table restyled by CSS (the stacked statement on a phone) loses its implicit roles in some browsers. */
import { kindWords } from '../lib/status-words';
import { useI18n } from '../lib/useI18n';
import { Amount, type Direction } from './Amount';
import { StatusBadge } from './StatusBadge';

export interface TransactionRowProps {
  /** Who or what: a statement line's name, a transfer's recipient, a deposit's method. */
  name: string;
  /** As the API layer reads it; '' when the server sent none. */
  date: string;
  amount: number;
  direction: Direction;
  status: string;
  currency?: string;
  /** While the customer keeps amounts hidden (home). */
  hidden?: boolean;
  /** A row of the statement's table: the same parts as cells, with the type's word for its column. */
  cell?: boolean;
}

/**
 * The widget's one transaction row (home, statements, transfers, deposits): name and date at
 * the start, the signed amount and its status (icon and word) at the end. In a list it is an
 * item; in the statement's table the same parts are cells, which stack into this layout when
 * the widget is narrow (statements.css).
 */
export function TransactionRow({ name, date: day, amount, direction, status, currency, hidden, cell }: TransactionRowProps) {
  const { t, date } = useI18n();
  const when = day && date(day);
  // A row named only by its kind ("Bank Transfer") reads in the customer's language; a name stays as sent.
  const named = kindWords(name, t);
  const money = <Amount value={amount} direction={direction} currency={currency} hidden={hidden} />;
  const badge = <StatusBadge status={status} />;
  return cell ? (
    <tr role="row" className="tx-row">
      <td role="cell" className="tx-date">
        {when}
      </td>
      <td role="cell" className="tx-name">
        {named}
      </td>
      <td role="cell" className="tx-type">
        {t(direction === 'credit' ? 'common.credit' : 'common.debit')}
      </td>
      <td role="cell" className="tx-status">
        {badge}
      </td>
      <td role="cell" className="tx-amount num">
        {money}
      </td>
    </tr>
  ) : (
    <li className="tx-row">
      <span className="tx-name">{named}</span>
      <span className="tx-date">{when}</span>
      <span className="tx-amount">{money}</span>
      <span className="tx-status">{badge}</span>
    </li>
  );
}
