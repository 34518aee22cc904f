import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../lib/useI18n';
import { useFlashes } from '../../lib/services';

const d = paths.dashboard;
const LINKS = [
  ['home.quick.send', d.send, 'send'],
  ['home.quick.receive', d.addFundsInstitution, 'receive'],
  ['home.quick.topup', d.addFunds, 'plus'],
] as const;

export function QuickActions() {
  const { t } = useI18n();
  const flashes = useFlashes();
  return (
    <nav className="quick-actions" aria-label={t('home.quick')}>
      {LINKS.map(([label, to, icon]) => (
        <Link key={label} href={to} className="quick-action">
          <span className="quick-action-icon">
            <Icon name={icon} />
          </span>
          {t(label)}
        </Link>
      ))}
      {/* As in the sidebar: Loan is not offered in the customer's region, and says so in words before it is pressed. */}
      <button type="button" className="quick-action is-unavailable" onClick={() => flashes.show('common.unavailable', 'info', 'home.quick.loan')}>
        <span className="quick-action-icon">
          <Icon name="percent" />
        </span>
        {t('home.quick.loan')} <span className="unavailable-note">{t('common.notAvailable')}</span>
      </button>
    </nav>
  );
}
