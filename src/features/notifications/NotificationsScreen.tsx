import { useEffect } from 'react';
import { landingReads, useMountState, useShared } from '../../lib/services';
import { getNotifications } from '../../api/dashboard';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from './useMarkRead';

export function NotificationsScreen() {
  const { state, refresh } = useShared('notifications');
  const { marks, mark, forget } = useMarkRead(refresh);
  const { t } = useI18n();
  // The shared list may date from sign-in: opening the screen shows what has arrived since. Landing
  // here (a link from outside, a reload), the list is this arrival's own: not asked twice.
  const landedWith = useMountState(landingReads);
  useEffect(() => void (landedWith.has(getNotifications) || refresh()), [refresh, landedWith]);
  return (
    <section className="page page--narrow">
      <PageHeading>{t('notifications.title')}</PageHeading>
      <Loaded state={state} retry={() => void refresh()} what={t('notifications.what')} empty={t('notifications.empty')} isEmpty={(d) => d.data.length === 0}>
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
