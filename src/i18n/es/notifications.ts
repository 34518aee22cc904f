import type en from '../en/notifications';
import type { Translation } from '../types';

export default {
  'notifications.title': 'Todas las notificaciones',
  'notifications.what': 'sus notificaciones',
  'notifications.empty': 'Aún no hay notificaciones',
  'notifications.unread': 'No leída',
  'notifications.read': 'Leída',
  'notifications.marked': 'Marcada como leída',
  'notifications.mark': 'Marcar como leída',
  'notifications.markNamed': 'Marcar como leída: {title}',
} satisfies Partial<Translation<typeof en>>;
