import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { showFlash } from '../../session/flash';
import { Icon } from '../../ui/Icon';

const d = paths.dashboard;
const LINKS = [
  ['Send', d.send, 'send'],
  ['Receive', d.addFundsInstitution, 'receive'],
  ['Topup', d.addFunds, 'plus'],
] as const;

export function QuickActions() {
  return (
    <nav className="quick-actions" aria-label="Quick actions">
      {LINKS.map(([label, to, icon]) => (
        <Link key={label} href={to} className="quick-action">
          <span className="quick-action-icon">
            <Icon name={icon} />
          </span>
          {label}
        </Link>
      ))}
      {/* As in the sidebar: Loan is not offered in the customer's region. */}
      <button type="button" className="quick-action" onClick={() => showFlash('Not Available in your region', 'info', 'Loan')}>
        <span className="quick-action-icon">
          <Icon name="percent" />
        </span>
        Loan
      </button>
    </nav>
  );
}
