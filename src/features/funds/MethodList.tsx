import { Link } from 'wouter';
import { PageHeading } from '../../ui/PageHeading';

export interface Method {
  name: string;
  text: string;
  /** No link: the method is listed but not offered in the customer's region. */
  href?: string;
}

/** The methods of a money-in screen (add funds, make payment, fixed deposit): the ones offered link to their form. */
export function MethodList({ title, methods }: { title: string; methods: Method[] }) {
  return (
    <section className="page funds">
      <PageHeading>{title}</PageHeading>
      <ul className="card list">
        {methods.map(({ name, text, href }) => (
          <li key={name} className="list-row method">
            <span>
              <strong>{href ? <Link href={href}>{name}</Link> : name}</strong>
              <span className="muted">{text}</span>
            </span>
            {href ? null : <span className="badge badge--neutral">Not available for your region</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const UNAVAILABLE: Method[] = [
  { name: 'Bank Transfer', text: 'From bank app or internet banking' },
  { name: 'Card', text: 'Add money with a debit/credit card' },
  { name: 'Cash deposit', text: 'Deposit cash from your local bank' },
];

export const cryptoMethod = (href: string): Method => ({ name: 'Crypto Deposit', text: 'Make payments swiftly with crypto currency', href });
