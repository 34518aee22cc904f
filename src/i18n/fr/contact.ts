import type en from '../en/contact';
import type { Translation } from '../types';

export default {
  'contact.title': 'Nous contacter',
  'contact.lead': 'Notre service client est à votre disposition pour toute question sur votre compte.',
  'contact.what': 'nos coordonnées',
  'contact.empty': 'Aucune coordonnée pour le moment',
  'contact.whatsapp': 'WhatsApp',
  'contact.whatsappLink': 'Écrivez-nous sur WhatsApp',
  'contact.email': 'E-mail',
  'contact.phone': 'Téléphone',
} satisfies Partial<Translation<typeof en>>;
