import type en from '../en/pin';
import type { Translation } from '../types';

export default {
  'pin.create.title': 'إنشاء رمز PIN للمعاملات',
  'pin.create.step': 'الخطوة 1 من 2: ستؤكد تحويلاتك بهذه الأرقام الأربعة.',
  'pin.create.label': 'رمز PIN الجديد',
  'pin.create.required': 'يرجى إدخال رمز PIN الجديد',
  'pin.confirm.title': 'تأكيد رمز PIN للمعاملات',
  'pin.confirm.step': 'الخطوة 2 من 2. أدخل الأرقام الأربعة نفسها مرة أخرى.',
  'pin.confirm.label': 'تأكيد رمز PIN الجديد',
  'pin.confirm.required': 'يرجى إدخال رمز PIN الجديد مرة أخرى',
  'pin.submit': 'تأكيد',
  'pin.restart': 'البدء من جديد برمز PIN مختلف',
  'pin.firstFirst': 'يرجى اختيار رمز PIN الجديد أولًا ثم تأكيده.',
  'pin.mismatch': 'رمز PIN الذي أدخلته غير مطابق. يرجى إعادة إدخال رمز PIN.',
  'pin.done': 'تم إنشاء رمز PIN',
  'pin.created': 'تم إنشاء رمز PIN للمعاملات بنجاح',
  'pin.to': 'لوحة التحكم',
} satisfies Partial<Translation<typeof en>>;
