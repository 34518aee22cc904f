import { getContact } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useLoader } from '../../lib/useLoader';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { mailHref, telHref, whatsappHref } from './contact-links';

/** "Contact Page": how to reach the bank's support (`getcontact`). */
export function ContactScreen() {
  const api = useApi();
  const { state, retry } = useLoader(() => getContact(api));
  return (
    <section className="page">
      <PageHeading>Contact Page</PageHeading>
      <p className="page-lead">Our support team is here to help with your account.</p>
      <Loaded
        state={state}
        retry={retry}
        what="our contact details"
        empty="No contact details yet"
        isEmpty={({ data: c }) => !(c.whatsapp || c.email || c.phone)}
      >
        {({ data: c }) => (
          <dl className="card summary-list">
            {(
              [
                ['Whatsapp', c.whatsapp, whatsappHref(c.whatsapp), 'Chat with us on WhatsApp'],
                ['Email', c.email, mailHref(c.email), c.email],
                ['Phone', c.phone, telHref(c.phone), c.phone],
              ] as const
            ).map(([label, value, href, text]) =>
              value ? (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{href ? <a href={href}>{text}</a> : value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        )}
      </Loaded>
    </section>
  );
}
