import type en from '../en/contact';
import type { Translation } from '../types';

export default {
  'contact.title': 'Kontakt',
  'contact.lead': 'Unser Kundenservice hilft Ihnen gerne bei allen Fragen zu Ihrem Konto.',
  'contact.what': 'unsere Kontaktdaten',
  'contact.empty': 'Noch keine Kontaktdaten vorhanden',
  'contact.whatsapp': 'WhatsApp',
  'contact.whatsappLink': 'Schreiben Sie uns auf WhatsApp',
  'contact.email': 'E-Mail',
  'contact.phone': 'Telefon',
} satisfies Partial<Translation<typeof en>>;
