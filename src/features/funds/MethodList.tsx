import { Link } from 'wouter';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { Icon } from '../../ui/Icon';
import { PageHeading } from '../../ui/PageHeading';
import { Unconfirmed } from '../../ui/Unconfirmed';
import { MONEY_CALLS } from '../../api/money-calls';

/** Every money call but the transfer: the deposits, payments and upgrades these pages lead to. */
const DEPOSITS = MONEY_CALLS.filter((call) => call !== 'newtrs');

export interface Method {
  /** Message ids: the lists are constants, translated where they are shown. */
  name: MessageId;
  text: MessageId;
  /** No link: the method is listed but not offered in the customer's region. */
  href?: string;
}

/**
 * The methods of a money-in screen (add funds, make payment, fixed deposit): the ones offered
 * first, each a link to its form; the ones not offered in the customer's region after them,
 * under one heading that says so once, without links.
 */
export function MethodList({ title, lead, methods }: { title: MessageId; lead: MessageId; methods: Method[] }) {
  const { t } = useI18n();
  const offered = methods.filter((m) => m.href);
  const notOffered = methods.filter((m) => !m.href);
  return (
    <section className="page funds">
      <PageHeading>{t(title)}</PageHeading>
      <p className="page-lead">{t(lead)}</p>
      <Unconfirmed kinds={DEPOSITS} />
      <ul className="card list methods" aria-label={t('funds.methods.label')}>
        {offered.map(({ name, text, href }) => (
          <li key={name} className="list-row method">
            <span>
              {/* The whole row answers a click (CSS stretches the link); the link's name stays the method's. */}
              <Link href={href!} className="method-name method-link">
                {t(name)}
              </Link>
              <span className="muted">{t(text)}</span>
            </span>
            <Icon name="chevron" className="icon icon--directional" />
          </li>
        ))}
      </ul>
      {notOffered.length ? (
        <section className="methods-unavailable" aria-labelledby="methods-unavailable">
          <h2 className="section-title" id="methods-unavailable">
            {t('funds.methods.unavailable')}
          </h2>
          <ul className="list">
            {notOffered.map(({ name, text }) => (
              <li key={name} className="list-row method">
                <span>
                  <span className="method-name">{t(name)}</span>
                  <span className="muted">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

export const UNAVAILABLE: Method[] = [
  { name: 'funds.method.bank', text: 'funds.method.bankText' },
  { name: 'funds.method.card', text: 'funds.method.cardText' },
  { name: 'funds.method.cash', text: 'funds.method.cashText' },
];

export const cryptoMethod = (href: string): Method => ({ name: 'funds.crypto.title', text: 'funds.method.cryptoText', href });
