import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { PageHeading } from '../../ui/PageHeading';

export interface Method {
  name: string;
  text: string;
  /** No link: the method is listed but not offered in the customer's region. */
  href?: string;
}

/**
 * The methods of a money-in screen (add funds, make payment, fixed deposit): the ones offered
 * first, each a link to its form; the ones not offered in the customer's region after them,
 * under one heading that says so once, without links.
 */
export function MethodList({ title, lead, methods }: { title: string; lead: string; methods: Method[] }) {
  const offered = methods.filter((m) => m.href);
  const notOffered = methods.filter((m) => !m.href);
  return (
    <section className="page funds">
      <PageHeading>{title}</PageHeading>
      <p className="page-lead">{lead}</p>
      <ul className="card list methods" aria-label="Available methods">
        {offered.map(({ name, text, href }) => (
          <li key={name} className="list-row method">
            <span>
              {/* The whole row answers a click (CSS stretches the link); the link's name stays the method's. */}
              <Link href={href!} className="method-name method-link">
                {name}
              </Link>
              <span className="muted">{text}</span>
            </span>
            <Icon name="chevron" className="icon icon--directional" />
          </li>
        ))}
      </ul>
      {notOffered.length ? (
        <section className="methods-unavailable" aria-labelledby="methods-unavailable">
          <h2 className="section-title" id="methods-unavailable">
            Not available for your region
          </h2>
          <ul className="list">
            {notOffered.map(({ name, text }) => (
              <li key={name} className="list-row method">
                <span>
                  <span className="method-name">{name}</span>
                  <span className="muted">{text}</span>
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
  { name: 'Bank Transfer', text: 'From bank app or internet banking' },
  { name: 'Card', text: 'Add money with a debit/credit card' },
  { name: 'Cash deposit', text: 'Deposit cash from your local bank' },
];

export const cryptoMethod = (href: string): Method => ({ name: 'Crypto Deposit', text: 'Make payments swiftly with crypto currency', href });
