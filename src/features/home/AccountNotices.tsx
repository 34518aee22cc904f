import { signal } from '@preact/signals-react';
import { useShared } from '../../lib/services';
import { Notice } from '../../ui/Notice';
import { useI18n } from '../../lib/useI18n';

/** Dismissed for the life of the page: leaving the home screen and coming back keeps them away. */
const dismissed = signal<string[]>([]);

/** The bank's messages about the account (pincheck's notices), each dismissible. */
export function AccountNotices() {
  const items = useShared('pin').state.data?.notices ?? [];
  const { t } = useI18n();
  return (
    <>
      {items.map(({ title, body }) => {
        const key = title + '\n' + body;
        return dismissed.value.includes(key) ? null : (
          <Notice key={key} tone="info" title={title} className="home-notice">
            <p>{body}</p>
            {/* The label names the notice: several may show at once. */}
            <button
              type="button"
              className="button button--link"
              aria-label={t('home.notice.dismissNamed', { title })}
              onClick={() => (dismissed.value = [...dismissed.value, key])}
            >
              {t('home.notice.dismiss')}
            </button>
          </Notice>
        );
      })}
    </>
  );
}
