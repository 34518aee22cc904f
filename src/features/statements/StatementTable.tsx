import type { Transaction } from '../../api/schemas';
import { formatDate, formatMoney, statusLabel } from '../../lib/format';

const TONE: Record<Transaction['status'], string> = { successful: 'success', in_progress: 'warning', failed: 'danger', unknown: 'neutral' };

/** The rows as a table; the wrapper scrolls sideways on a phone and is reachable by keyboard to do so. */
export function StatementTable({ rows }: { rows: readonly Transaction[] }) {
  return (
    // A region that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap" role="region" aria-label="Transactions" tabIndex={0}>
      <table className="table statement-table">
        <thead>
          <tr>
            {['Date', 'Name', 'Type', 'Status'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t, i) => (
            <tr key={i}>
              <td>{formatDate(t.date)}</td>
              <td>{t.name}</td>
              <td>{t.transaction_type}</td>
              <td>
                <span className={`badge badge--${TONE[t.status]}`}>{statusLabel(t.status)}</span>
              </td>
              <td className="num">{formatMoney(t.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
