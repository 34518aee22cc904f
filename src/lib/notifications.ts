import type { Notification } from '../api/schemas';

/** Spec §3: `wasread` "no" means unread. */
export const isUnread = (n: Pick<Notification, 'wasread'>) => n.wasread.trim().toLowerCase() === 'no';
export const unreadCount = (list: readonly Notification[] | undefined) => list?.filter(isUnread).length ?? 0;
