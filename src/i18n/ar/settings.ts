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
  'settings.pin.title': 'الرمز السري للمعاملات',
  'settings.pin.current': 'الرمز السري الحالي',
  'settings.pin.new': 'الرمز السري الجديد',
  'settings.pin.confirm': 'تأكيد الرمز السري الجديد',
  'settings.pin.again': 'يرجى إدخال الرمز السري الجديد مرة أخرى لتأكيده',
  'settings.pin.currentInvalid': 'يرجى إدخال رمزك السري الحالي المكوّن من {digits} أرقام',
  'settings.pin.newInvalid': 'يرجى إدخال رمز سري جديد مكوّن من {digits} أرقام',
  'settings.pin.save': 'حفظ الرمز السري',
} satisfies Partial<Translation<typeof en>>;
