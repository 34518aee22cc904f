/**
 * The one status map of the widget: each word the backend uses for a transaction, transfer or
 * deposit, with its words in the customer's language and its tone (the badge's colour and icon).
 * A word the map does not know is still shown, as the server named it (`on_hold` → `on hold`),
 * in the neutral tone. And the kinds of transaction the widget already has words for.
 */
import { createI18n, type I18n, type MessageId } from './i18n';
import { statusLabel } from './format';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const KNOWN: Record<string, [MessageId, StatusTone]> = {
  successful: ['common.status.successful', 'success'],
  confirmed: ['common.status.confirmed', 'success'],
  approved: ['common.status.approved', 'success'],
  in_progress: ['common.status.in_progress', 'warning'],
  pending: ['common.status.pending', 'warning'],
  failed: ['common.status.failed', 'danger'],
  declined: ['common.status.declined', 'danger'],
  // The API layer's word for a status it could not read (schemas.ts): the widget's own, so translated.
  unknown: ['common.status.unknown', 'neutral'],
};

export function statusWords(status: string, t: I18n['t']): string {
  const known = KNOWN[status.toLowerCase()];
  return known ? t(known[0]) : statusLabel(status);
}

export const statusTone = (status: string): StatusTone => KNOWN[status.toLowerCase()]?.[1] ?? 'neutral';

/** The ways money moves that the widget names itself (add funds' methods, the sidebar's fixed deposit). */
const KINDS: readonly MessageId[] = ['funds.method.bank', 'funds.method.institution', 'funds.method.card', 'funds.method.cash', 'funds.crypto.title', 'common.nav.fixedDeposit'];
let english: I18n['t'] | undefined;

/**
 * A transaction kind the bank sends in English ("Bank Transfer", any letter case) in the
 * customer's language when it is one the widget has words for; anything else as it came. The
 * English words are the catalogue's own, so a kind is named once.
 */
export function kindWords(kind: string, t: I18n['t']): string {
  english ??= createI18n().t;
  const wanted = kind.trim().toLowerCase();
  const id = wanted && KINDS.find((k) => english!(k).toLowerCase() === wanted);
  return id ? t(id) : kind;
}
