import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { showFlash } from '../../session/flash';

const d = paths.dashboard;
const LINKS = [
  ['Send', d.send, '↑'],
  ['Receive', d.addFundsInstitution, '↓'],
  ['Topup', d.addFunds, '+'],
] as const;

export function QuickActions() {
  return (
    <nav className="quick-actions" aria-label="Quick actions">
      {LINKS.map(([label, to, icon]) => (
        <Link key={label} href={to} className="quick-action">
          <span aria-hidden="true">{icon}</span>
          {label}
        </Link>
      ))}
      {/* As in the sidebar: Loan is not offered in the customer's region. */}
      <button type="button" className="quick-action" onClick={() => showFlash('Not Available in your region', 'info', 'Loan')}>
        <span aria-hidden="true">%</span>
        Loan
      </button>
    </nav>
  );
}
