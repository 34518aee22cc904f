import type en from '../en/notifications';
import type { Translation } from '../types';

export default {
  'notifications.title': 'Toutes les notifications',
  'notifications.what': 'vos notifications',
  'notifications.empty': 'Aucune notification pour le moment',
  'notifications.unread': 'Non lue',
  'notifications.read': 'Lue',
  'notifications.marked': 'Marquée comme lue',
  'notifications.mark': 'Marquer comme lue',
  'notifications.markNamed': 'Marquer comme lue : {title}',
} satisfies Partial<Translation<typeof en>>;
