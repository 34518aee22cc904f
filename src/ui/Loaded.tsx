/**
 * The one way a screen shows loaded data: a loading line while it comes, the failure's
 * message with "Try again" when it does not, an empty state in words when there is nothing,
 * and the content otherwise. Never a blank area, never made-up figures. Offline, a read that
 * waits for the connection says so calmly: it loads by itself when the connection is back.
 */
import type { ReactNode } from 'react';
import { isRetryableRead } from '../api/failure';
import { online } from '../lib/online';
import type { ResourceState } from '../lib/resource';
import { Button } from './Button';
import { Icon } from './Icon';
import { Loading } from './Loading';
import { Notice } from './Notice';
import { useI18n } from '../lib/useI18n';

export interface LoadedProps<T> {
  state: ResourceState<T>;
  retry: () => void;
  /** What is loading, for the loading line ("your transactions"). */
  what: string;
  /** The empty state in words; shown when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ state, retry, what, empty, isEmpty, children }: LoadedProps<T>) {
  const { t, say } = useI18n();
  const waiting = !online.value && (state.status !== 'error' || isRetryableRead(state.failure));
  if (state.status === 'error' && !waiting) {
    return (
      <div>
        <Notice tone="error" title={t('common.load.failed', { what })}>
          {say(state.failure.message)}
        </Notice>
        <Button variant="secondary" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (state.status !== 'ready') {
    // Data from before a refresh stays on screen while the new answer comes.
    if (state.data !== undefined) return <>{children(state.data)}</>;
    return <Loading spinner={!waiting}>{t(waiting ? 'common.load.offline' : 'common.load.loading', { what })}</Loading>;
  }
  if (empty !== undefined && isEmpty?.(state.data))
    return (
      <p className="empty-state">
        <Icon name="inbox" className="icon icon--lg" />
        {empty}
      </p>
    );
  return <>{children(state.data)}</>;
}
