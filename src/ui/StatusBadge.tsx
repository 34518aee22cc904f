import { statusTone, statusWords, type StatusTone } from '../lib/status-words';
import { Icon, type IconName } from './Icon';
import { useI18n } from '../lib/useI18n';

/** Each tone has its icon, so a status never rests on colour alone (WCAG 1.4.1). */
const ICONS: Record<StatusTone, IconName> = { success: 'check', warning: 'clock', danger: 'error', neutral: 'info' };

/** A status from the backend (lib/status-words.ts has the one map), in words, colour and icon. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const tone = statusTone(status);
  return (
    <span className={`badge badge--${tone} status-badge`}>
      <Icon name={ICONS[tone]} />
      {statusWords(status, t)}
    </span>
  );
}
