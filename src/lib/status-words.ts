/** A status in words: one we know in the customer's language, another as the server named it (`in_progress` → `in progress`). */
import type { I18n, MessageId } from './i18n';
import { statusLabel } from './format';

const KNOWN: Record<string, MessageId> = {
  successful: 'common.status.successful',
  confirmed: 'common.status.confirmed',
  approved: 'common.status.approved',
  in_progress: 'common.status.in_progress',
  pending: 'common.status.pending',
  failed: 'common.status.failed',
  declined: 'common.status.declined',
};

export function statusWords(status: string, t: I18n['t']): string {
  const id = KNOWN[status.toLowerCase()];
  return id ? t(id) : statusLabel(status);
}
