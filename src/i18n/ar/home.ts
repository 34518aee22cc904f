import type en from '../en/home';
import type { Translation } from '../types';

export default {
  'home.greeting.morning': 'صباح الخير',
  'home.greeting.afternoon': 'نهارك سعيد',
  'home.greeting.night': 'مساء الخير',
  'home.what': 'حسابك',
  'home.balance': 'الرصيد المتاح',
  'home.hideBalance': 'إخفاء الرصيد',
  'home.accountNo': 'رقم الحساب',
  'home.plan': 'الباقة',
  'home.totalCredit': 'إجمالي المبالغ الدائنة',
  'home.totalDebit': 'إجمالي المبالغ المدينة',
  'home.quick': 'إجراءات سريعة',
  'home.quick.send': 'إرسال',
  'home.quick.receive': 'استلام',
  'home.quick.topup': 'شحن الرصيد',
  'home.quick.loan': 'قرض',
  'home.notice.dismiss': 'إغلاق',
  'home.notice.dismissNamed': 'إغلاق «{title}»',
  'home.recent.title': 'أحدث المعاملات',
  'home.recent.all': 'عرض الكل',
  'home.recent.what': 'معاملاتك',
  'home.recent.empty': 'لا توجد معاملات بعد',
} satisfies Partial<Translation<typeof en>>;
