/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the roles are the point: CSS that stacks the rows on a phone strips a table's implicit roles in some browsers. */
import type { Transaction } from '../../api/schemas';
import { formatDate } from '../../lib/format';
import { Amount } from '../../ui/Amount';
import { StatusBadge } from '../../ui/StatusBadge';

const COLUMNS = [
  ['date', 'Date'],
  ['name', 'Name'],
  ['type', 'Type'],
  ['status', 'Status'],
  ['amount num', 'Amount'],
] as const;

/**
 * The rows as a table where the screen has room for one; in a narrow widget each row stacks
 * (name and date, then the signed amount and its status) and nothing scrolls sideways. The
 * roles are written out because a table restyled by CSS loses them in some browsers, and a
 * screen reader should hear a table with headers at any width.
 */
export function StatementTable({ rows }: { rows: readonly Transaction[] }) {
  return (
    <div className="table-wrap">
      <table className="table statement-table" role="table" aria-label="Transactions">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" role="columnheader" className={`st-${key}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((t, i) => (
            <tr key={i} role="row">
              <td role="cell" className="st-date">
                {formatDate(t.date)}
              </td>
              <td role="cell" className="st-name">
                {t.name}
              </td>
              <td role="cell" className="st-type">
                {t.transaction_type === 'credit' ? 'Credit' : 'Debit'}
              </td>
              <td role="cell" className="st-status">
                <StatusBadge status={t.status} />
              </td>
              <td role="cell" className="st-amount num">
                <Amount value={t.amount} direction={t.transaction_type === 'credit' ? 'credit' : 'debit'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
