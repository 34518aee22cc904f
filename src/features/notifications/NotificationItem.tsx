import { useRef } from 'react';
import type { Notification } from '../../api/schemas';
import { NOTICE_MS } from '../../config/timings';
import { useTimeout } from '../../lib/useTimeout';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { MarkState } from './useMarkRead';

export interface NotificationItemProps {
  item: Notification;
  mark?: MarkState;
  onMark: (id: string) => void;
  onNoticeGone: (id: string) => void;
}

export function NotificationItem({ item, mark, onMark, onNoticeGone }: NotificationItemProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const { t, say } = useI18n();
  const done = mark !== undefined && 'done' in mark;
  const unread = item.unread && !done;
  useTimeout(() => onNoticeGone(item.id), NOTICE_MS, done);

  function onClick() {
    // The button goes once the notification is read: keep the keyboard user at this notification.
    title.current?.focus();
    onMark(item.id);
  }

  return (
    <li className="card notification">
      <div>
        <h2 ref={title} tabIndex={-1} className="card-title">
          {item.title}
        </h2>
        <span className={`badge badge--${unread ? 'warning' : 'neutral'}`}>{t(unread ? 'notifications.unread' : 'notifications.read')}</span>
      </div>
      <p>{item.body}</p>
      {mark && 'error' in mark ? <Notice tone="error">{say(mark.error)}</Notice> : null}
      {done ? <Notice tone="success">{t('notifications.marked')}</Notice> : null}
      {unread ? (
        <Button sends variant="secondary" aria-label={t('notifications.markNamed', { title: item.title })} busy={mark !== undefined && 'busy' in mark} onClick={onClick}>
          {t('notifications.mark')}
        </Button>
      ) : null}
    </li>
  );
}
