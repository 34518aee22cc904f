import { signal } from '@preact/signals-react';
import { useShared } from '../../lib/services';
import { Notice } from '../../ui/Notice';

/** Notices dismissed during this page's life: leaving the home screen and coming back keeps them away. */
const dismissed = signal<string[]>([]);

/** The bank's messages about the account (`trx_notif` of pincheck), each dismissible. */
export function AccountNotices() {
  const items = useShared('pin').state.data?.trx_notif ?? [];
  const shown = items.map((n) => ({ ...n, key: `${n.title}\n${n.body}` })).filter((n) => !dismissed.value.includes(n.key));
  return (
    <>
      {shown.map((n) => (
        <Notice key={n.key} tone="info" title={n.title} className="home-notice">
          <p>{n.body}</p>
          <button type="button" className="button button--link" onClick={() => (dismissed.value = [...dismissed.value, n.key])}>
            Dismiss<span className="visually-hidden"> {n.title || 'this notice'}</span>
          </button>
        </Notice>
      ))}
    </>
  );
}
