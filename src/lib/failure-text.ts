import type { Failure } from '../api/failure';
import { bankSaid, knownOutcome } from './bank-words';
import { isMessageId, type I18n, type MessageId } from './i18n';

/**
 * What a form shows for a failed call: the wait in whole minutes when there were too many
 * attempts (the server's Retry-After), else the failure's own message (an id `say` translates).
 * A refusal's words are the bank's, marked so (src/lib/bank-words.ts); where the screen knows what
 * a refusal means (`outcome`: a wrong PIN), that outcome in the customer's words, the bank's after it.
 * A refusal without the bank's words keeps the message the call gave it.
 */
export function failureText(failure: Failure, t: I18n['t'], outcome?: MessageId): string {
  const { kind, message } = failure;
  if (kind === 'throttled' && failure.wait) return t('common.failure.throttled', { count: Math.max(1, Math.ceil(failure.wait / 60)) });
  // A refusal without the bank's words keeps our message for it (spec §8: "An error has Occured.").
  if (kind !== 'rejected' || !message || isMessageId(message)) return message;
  return outcome ? knownOutcome(outcome, message) : bankSaid(message);
}
