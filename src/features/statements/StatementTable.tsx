/* eslint-disable jsx-a11y/no-redundant-roles --
   the roles are the point: CSS that stacks the rows on a phone strips a table's implicit roles in some browsers. */
import type { Transaction } from '../../api/schemas';
import { useI18n } from '../../lib/useI18n';
import { TransactionRow } from '../../ui/TransactionRow';

/** In the order of TransactionRow's cells. */
const COLUMNS = [
  ['date', 'statements.col.date'],
  ['name', 'statements.col.name'],
  ['type', 'statements.col.type'],
  ['status', 'statements.col.status'],
  ['amount num', 'statements.col.amount'],
] as const;

/**
 * The rows as a table where the screen has room for one (columns to scan, GOV.UK's table); in
 * a narrow widget each row stacks into the layout of every other transaction list (TransactionRow:
 * name and date at the start, the signed amount and its status at the end) and nothing scrolls sideways. The
 * roles are written out because a table restyled by CSS loses them in some browsers, and a
 * screen reader should hear a table with headers at any width.
 */
export function StatementTable({ rows }: { rows: readonly Transaction[] }) {
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table statement-table" role="table" aria-label={t('statements.table')}>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" role="columnheader" className={`tx-${key}`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r, i) => (
            <TransactionRow key={i} {...r} cell />
          ))}
        </tbody>
      </table>
    </div>
  );
}
