import type en from '../en/notifications';
import type { Translation } from '../types';

export default {
  'notifications.title': 'جميع الإشعارات',
  'notifications.what': 'إشعاراتك',
  'notifications.empty': 'لا توجد إشعارات بعد',
  'notifications.unread': 'غير مقروء',
  'notifications.read': 'مقروء',
  'notifications.marked': 'تم التعليم كمقروء',
  'notifications.mark': 'تعليم كمقروء',
  'notifications.markNamed': 'تعليم كمقروء: {title}',
} satisfies Partial<Translation<typeof en>>;
