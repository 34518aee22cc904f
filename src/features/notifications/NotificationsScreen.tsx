import { useEffect } from 'react';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { PageHeading } from '../../ui/PageHeading';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from './useMarkRead';

export function NotificationsScreen() {
  const { state, refresh } = useShared('notifications');
  const { marks, mark, forget } = useMarkRead(refresh);
  const { t } = useI18n();
  // The shared list may date from sign-in: opening the screen shows what has arrived since.
  useEffect(() => void refresh(), [refresh]);
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
