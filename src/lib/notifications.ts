import type { Notification } from '../api/schemas';

/** How many notifications the bank marks unread (the sidebar's and the top bar's badge). */
export const unreadCount = (list: readonly Notification[] | undefined) => list?.filter((n) => n.unread).length ?? 0;
