import type en from '../en/settings';
import type { Translation } from '../types';

export default {
  'settings.saved': 'تمت العملية بنجاح',
  'settings.mismatch': 'كلمتا المرور غير متطابقتين',
  'settings.email.title': 'البريد الإلكتروني',
  'settings.email.what': 'بريدك الإلكتروني الحالي',
  'settings.email.current': 'تسجّل الدخول باستخدام {email}.',
  'settings.email.label': 'البريد الإلكتروني الجديد',
  'settings.email.save': 'حفظ البريد الإلكتروني',
  'settings.email.empty': 'يرجى إدخال بريدك الإلكتروني الجديد',
  'settings.email.invalid': 'يرجى إدخال بريد إلكتروني بصيغة name@example.com',
  'settings.password.title': 'كلمة المرور',
  'settings.password.current': 'كلمة المرور الحالية',
  'settings.password.new': 'كلمة المرور الجديدة',
  'settings.password.confirm': 'تأكيد كلمة المرور الجديدة',
  'settings.password.again': 'يرجى إدخال كلمة المرور الجديدة مرة أخرى لتأكيدها',
  'settings.password.missing': 'يرجى ملء الحقول الثلاثة',
  'settings.password.save': 'حفظ كلمة المرور',
  'settings.pin.title': 'رمز PIN للمعاملات',
  'settings.pin.current': 'رمز PIN الحالي',
  'settings.pin.new': 'رمز PIN الجديد',
  'settings.pin.confirm': 'تأكيد رمز PIN الجديد',
  'settings.pin.again': 'يرجى إدخال رمز PIN الجديد مرة أخرى لتأكيده',
  'settings.pin.currentInvalid': 'يرجى إدخال رمز PIN الحالي المكوّن من {digits} أرقام',
  'settings.pin.newInvalid': 'يرجى إدخال رمز PIN جديد مكوّن من {digits} أرقام',
  'settings.pin.save': 'حفظ رمز PIN',
} satisfies Partial<Translation<typeof en>>;
