import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { balanceHidden, setBalanceHidden } from '../../session/session';
import { Icon } from '../../ui/Icon';
import { Loaded } from '../../ui/Loaded';
import { OwnOrder } from '../../ui/OwnOrder';
import { PageHeading } from '../../ui/PageHeading';
import { Unconfirmed } from '../../ui/Unconfirmed';
import { AccountNotices } from './AccountNotices';
import { greetingFor } from './greeting';
import { Stat } from './Money';
import { QuickActions } from './QuickActions';
import { RecentTransactions } from './RecentTransactions';

/** The dashboard index (docs/spec-notes.md §2): who and where the customer is, what they have, what happened lately. */
export function HomeScreen() {
  const { state, refresh } = useShared('profile');
  const { t } = useI18n();
  const hidden = balanceHidden.value;
  return (
    <section className="page home">
      <PageHeading>{t(greetingFor(new Date().getHours()))}</PageHeading>
      <AccountNotices />
      <Unconfirmed />
      <Loaded state={state} retry={refresh} what={t('home.what')}>
        {({ customer, accountNumber, plan, totalCredit, totalDebit, balance }) => (
          <div className="home-summary">
            <div className="card balance-card">
              <p className="home-name">{customer.fullname}</p>
              <div className="balance-head">
                <Stat label={t('home.balance')} amount={balance} />
                {/* One name, its state in aria-pressed: "Hide balance, pressed" reads as hidden. */}
                <button type="button" className="balance-toggle" aria-pressed={hidden} onClick={() => setBalanceHidden(!hidden)}>
                  <Icon name={hidden ? 'eyeOff' : 'eye'} />
                  <span className="visually-hidden">{t('home.hideBalance')}</span>
                </button>
              </div>
              <dl className="home-facts">
                <div>
                  <dt>{t('home.accountNo')}</dt>
                  <dd>
                    <OwnOrder>{accountNumber}</OwnOrder>
                  </dd>
                </div>
                <div>
                  <dt>{t('home.plan')}</dt>
                  {/* The server's plan name as it comes; without one, the default plan's in the customer's language. */}
                  <dd>{plan || t('common.plan.default')}</dd>
                </div>
              </dl>
            </div>
            <div className="home-totals">
              <Stat label={t('home.totalCredit')} amount={totalCredit} className="card stat" />
              <Stat label={t('home.totalDebit')} amount={totalDebit} className="card stat" />
            </div>
          </div>
        )}
      </Loaded>
      <QuickActions />
      <RecentTransactions />
    </section>
  );
}
