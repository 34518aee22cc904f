import { online } from '../lib/online';
import { useI18n } from '../lib/useI18n';
import { Notice } from './Notice';

/** Says plainly, and calmly (a status, not an alarm), that the device is offline, while it is. */
export function OfflineNotice() {
  const { t } = useI18n();
  return online.value ? null : <Notice tone="info">{t('common.offline.banner')}</Notice>;
}
