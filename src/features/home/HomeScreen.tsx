import { useShared } from '../../lib/services';
import { balanceHidden, setBalanceHidden } from '../../session/session';
import { Icon } from '../../ui/Icon';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { AccountNotices } from './AccountNotices';
import { greetingFor } from './greeting';
import { Stat } from './Money';
import { QuickActions } from './QuickActions';
import { RecentTransactions } from './RecentTransactions';

/** The dashboard index (spec §2): who and where the customer is, what they have, what happened lately. */
export function HomeScreen() {
  const { state, refresh } = useShared('profile');
  const hidden = balanceHidden.value;
  return (
    <section className="page home">
      <PageHeading>{greetingFor(new Date().getHours())}</PageHeading>
      <AccountNotices />
      <Loaded state={state} retry={refresh} what="your account">
        {({ data: user, tb }) => (
          <div className="home-summary">
            <div className="card balance-card">
              <p className="home-name">{user.fullname}</p>
              <div className="balance-head">
                <Stat label="Available balance" amount={tb.current_balance} />
                {/* One name, its state in aria-pressed: "Hide balance, pressed" reads as hidden. */}
                <button type="button" className="balance-toggle" aria-pressed={hidden} onClick={() => setBalanceHidden(!hidden)}>
                  <Icon name={hidden ? 'eyeOff' : 'eye'} />
                  <span className="visually-hidden">Hide balance</span>
                </button>
              </div>
              <dl className="home-facts">
                <div>
                  <dt>Account number</dt>
                  <dd>{user.account_no}</dd>
                </div>
                <div>
                  <dt>Plan</dt>
                  <dd>{user.current_plan || 'Tier 1'}</dd>
                </div>
              </dl>
            </div>
            <div className="home-totals">
              <Stat label="Total Credit" amount={user.total_credit} className="card stat" />
              <Stat label="Total Debit" amount={user.total_debit} className="card stat" />
            </div>
          </div>
        )}
      </Loaded>
      <QuickActions />
      <RecentTransactions />
    </section>
  );
}
