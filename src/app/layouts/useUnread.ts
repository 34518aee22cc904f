import { useShared } from '../../lib/services';
import { unreadCount } from '../../lib/notifications';

/** How many notifications the customer has not read (0 until they are loaded). */
export const useUnread = () => unreadCount(useShared('notifications').state.data?.data);
