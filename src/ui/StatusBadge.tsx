import { statusWords } from '../lib/status-words';
import { Icon, type IconName } from './Icon';
import { useI18n } from '../lib/useI18n';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * The one status map of the widget: the words the backend uses for a transaction, transfer or
 * deposit, each with a tone and an icon, so a status never rests on colour alone (WCAG 1.4.1).
 * A word the map does not know is still shown, as it came, in the neutral tone.
 */
const STATUS: Record<string, [Tone, IconName]> = {
  successful: ['success', 'check'],
  confirmed: ['success', 'check'],
  approved: ['success', 'check'],
  in_progress: ['warning', 'clock'],
  pending: ['warning', 'clock'],
  failed: ['danger', 'error'],
  declined: ['danger', 'error'],
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { t } = useI18n();
  const [tone, icon] = STATUS[status.toLowerCase()] ?? ['neutral', 'info'];
  label ??= statusWords(status, t);
  return (
    <span className={`badge badge--${tone} status-badge`}>
      <Icon name={icon} />
      {label}
    </span>
  );
}
