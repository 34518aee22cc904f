import type en from '../en/contact';
import type { Translation } from '../types';

export default {
  'contact.title': 'Contacto',
  'contact.lead': 'Nuestro equipo de atención al cliente está a su disposición para ayudarle con su cuenta.',
  'contact.what': 'nuestros datos de contacto',
  'contact.empty': 'Todavía no hay datos de contacto',
  'contact.whatsapp': 'WhatsApp',
  'contact.whatsappLink': 'Escríbanos por WhatsApp',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono',
} satisfies Partial<Translation<typeof en>>;
