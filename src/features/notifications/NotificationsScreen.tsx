import { useEffect } from 'react';
import { useShared } from '../../lib/services';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from './useMarkRead';

export function NotificationsScreen() {
  const { state, refresh } = useShared('notifications');
  const { marks, mark, forget } = useMarkRead(refresh);
  // The shared list may date from sign-in: opening the screen shows what has arrived since.
  useEffect(() => void refresh(), [refresh]);
  return (
    <section className="page page--narrow">
      <PageHeading>All notifications</PageHeading>
      <Loaded state={state} retry={() => void refresh()} what="your notifications" empty="No notifications yet" isEmpty={(d) => d.data.length === 0}>
        {(d) => (
          <ul className="notifications">
            {d.data.map((n) => (
              <NotificationItem key={n.id} item={n} mark={marks[n.id]} onMark={mark} onNoticeGone={forget} />
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
