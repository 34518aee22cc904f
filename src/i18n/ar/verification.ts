import type en from '../en/verification';
import type { Translation } from '../types';

export default {
  'verification.title': 'إثبات العنوان',
  'verification.lead': 'أرسل إلينا صورة من رخصة القيادة لتأكيد عنوانك.',
  'verification.what': 'بياناتك',
  'verification.address': 'عنوان السكن',
  'verification.type': 'نوع المستند',
  'verification.license': 'رخصة القيادة',
  'verification.submit': 'إرسال المستند',
  'verification.sent': 'تم إرسال مستندك للمراجعة.',
  'verification.noAddress': 'أضف عنوان سكنك إلى {link} أولًا، إذ يجب أن يطابقه المستند.',
  'verification.profile': 'ملفك الشخصي',
} satisfies Partial<Translation<typeof en>>;
