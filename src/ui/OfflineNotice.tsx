import { useEffect, useState } from 'react';
import { online } from '../lib/online';
import { useI18n } from '../lib/useI18n';
import { Notice } from './Notice';

/** How long "You're back online" stays, once said. */
const BACK_MS = 5000;

/**
 * Says plainly, and calmly (a status, not an alarm), that the device is offline, while it is,
 * and that it is back online when the connection returns, for a few seconds: the notice going
 * away is not something a screen reader hears.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const now = online.value;
  // Decided as it renders, so the offline notice turns into this one in place: the same live region, which then speaks.
  const [state, set] = useState({ was: now, back: false });
  if (state.was !== now) set({ was: now, back: now });
  const back = state.was === now ? state.back : now;
  useEffect(() => {
    if (!back) return;
    const id = setTimeout(() => set((s) => ({ ...s, back: false })), BACK_MS);
    return () => clearTimeout(id);
  }, [back]);
  return now ? back ? <Notice tone="success">{t('common.offline.back')}</Notice> : null : <Notice tone="info">{t('common.offline.banner')}</Notice>;
}
