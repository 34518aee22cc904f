import type en from '../en/contact';
import type { Translation } from '../types';

export default {
  'contact.title': 'اتصل بنا',
  'contact.lead': 'فريق الدعم لدينا جاهز لمساعدتك في كل ما يتعلق بحسابك.',
  'contact.what': 'بيانات الاتصال بنا',
  'contact.empty': 'لا توجد بيانات اتصال بعد',
  'contact.whatsapp': 'WhatsApp',
  'contact.whatsappLink': 'راسلنا عبر WhatsApp',
  'contact.email': 'البريد الإلكتروني',
  'contact.phone': 'الهاتف',
} satisfies Partial<Translation<typeof en>>;
