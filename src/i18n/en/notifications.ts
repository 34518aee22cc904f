/** The English messages of notifications (the source every other language translates). */
export default {
  'notifications.title': 'All notifications',
  'notifications.what': 'your notifications',
  'notifications.empty': 'No notifications yet',
  'notifications.unread': 'Unread',
  'notifications.read': 'Read',
  'notifications.marked': 'Marked as read',
  'notifications.mark': 'Mark as read',
  'notifications.markNamed': 'Mark as read: {title}',
} as const;
