import { getContact } from '../../api/dashboard';
import { useRead } from '../../lib/services';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { mailHref, telHref, whatsappHref } from './contact-links';
import { useI18n } from '../../lib/useI18n';
import { OwnOrder } from '../../ui/OwnOrder';

/** "Contact Page": how to reach the bank's support (`getcontact`). */
export function ContactScreen() {
  const { t } = useI18n();
  const { state, retry } = useRead(getContact);
  return (
    <section className="page">
      <PageHeading>{t('contact.title')}</PageHeading>
      <p className="page-lead">{t('contact.lead')}</p>
      <Loaded state={state} retry={retry} what={t('contact.what')} empty={t('contact.empty')} isEmpty={({ data: c }) => !(c.whatsapp || c.email || c.phone)}>
        {({ data: c }) => (
          <dl className="card summary-list">
            {(
              [
                ['contact.whatsapp', c.whatsapp, whatsappHref(c.whatsapp), t('contact.whatsappLink')],
                ['contact.email', c.email, mailHref(c.email), <OwnOrder>{c.email}</OwnOrder>],
                ['contact.phone', c.phone, telHref(c.phone), <OwnOrder>{c.phone}</OwnOrder>],
              ] as const
            ).map(([label, value, href, text]) =>
              value ? (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{href ? <a href={href}>{text}</a> : <OwnOrder>{value}</OwnOrder>}</dd>
                </div>
              ) : null,
            )}
          </dl>
        )}
      </Loaded>
    </section>
  );
}
