import type en from '../en/notifications';
import type { Translation } from '../types';

export default {
  'notifications.title': 'Alle Benachrichtigungen',
  'notifications.what': 'Ihre Benachrichtigungen',
  'notifications.empty': 'Noch keine Benachrichtigungen',
  'notifications.unread': 'Ungelesen',
  'notifications.read': 'Gelesen',
  'notifications.marked': 'Als gelesen markiert',
  'notifications.mark': 'Als gelesen markieren',
  'notifications.markNamed': 'Als gelesen markieren: {title}',
} satisfies Partial<Translation<typeof en>>;
