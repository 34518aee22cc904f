import { useI18n } from '../../lib/useI18n';
import { Amount } from '../../ui/Amount';
import { OwnOrder } from '../../ui/OwnOrder';
import type { TransferDetails } from './draft';
import type { Quote } from './fee';
import { LABELS } from './labels';

/**
 * What the customer authorises, kept in view from the PIN step until the outcome is known: the
 * amount and the recipient, what the recipient receives after the fee, their bank and the end of
 * their account number (enough to recognise it, not to copy it).
 */
export function Authorised({ details, quote }: { details: TransferDetails; quote: Quote }) {
  const { t, money } = useI18n();
  const account = details.act_no.replace(/\s/g, '');
  return (
    <div className="card authorised">
      {/* The name kept in its own reading order inside the sentence. */}
      <p className="section-title">{t('transfer.pin.authorises', { amount: money(quote.amount), name: `\u2068${details.act_hold_name}\u2069` })}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('transfer.received')}</dt>
          <dd>
            <Amount value={quote.received} />
          </dd>
        </div>
        <div>
          <dt>{t('transfer.review.bank')}</dt>
          <dd>
            <OwnOrder free>{details.bank}</OwnOrder>
          </dd>
        </div>
        <div>
          <dt>{t(LABELS.act_no)}</dt>
          <dd>{t('transfer.authorised.ending', { digits: `\u2066${account.slice(-4)}\u2069` })}</dd>
        </div>
      </dl>
    </div>
  );
}
