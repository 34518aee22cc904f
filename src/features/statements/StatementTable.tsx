/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the roles are the point: CSS that stacks the rows on a phone strips a table's implicit roles in some browsers. */
import type { Transaction } from '../../api/schemas';
import { useI18n } from '../../lib/useI18n';
import { Amount } from '../../ui/Amount';
import { StatusBadge } from '../../ui/StatusBadge';

const COLUMNS = [
  ['date', 'statements.col.date'],
  ['name', 'statements.col.name'],
  ['type', 'statements.col.type'],
  ['status', 'statements.col.status'],
  ['amount num', 'statements.col.amount'],
] as const;

/**
 * The rows as a table where the screen has room for one; in a narrow widget each row stacks
 * (name and date, then the signed amount and its status) and nothing scrolls sideways. The
 * roles are written out because a table restyled by CSS loses them in some browsers, and a
 * screen reader should hear a table with headers at any width.
 */
export function StatementTable({ rows }: { rows: readonly Transaction[] }) {
  const { t, date } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table statement-table" role="table" aria-label={t('statements.table')}>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" role="columnheader" className={`st-${key}`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r, i) => (
            <tr key={i} role="row">
              <td role="cell" className="st-date">
                {date(r.date)}
              </td>
              <td role="cell" className="st-name">
                {r.name}
              </td>
              <td role="cell" className="st-type">
                {t(r.direction === 'credit' ? 'statements.credit' : 'statements.debit')}
              </td>
              <td role="cell" className="st-status">
                <StatusBadge status={r.status} />
              </td>
              <td role="cell" className="st-amount num">
                <Amount value={r.amount} direction={r.direction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
