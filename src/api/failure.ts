/**
 * How a call fails. Nothing in the contract layer throws: every failure is one of these kinds,
 * with a message a customer can act on (the original resolved silently).
 */
import type { MessageId } from '../i18n/en';
export type FailureKind = 'network' | 'timeout' | 'http' | 'not-json' | 'shape' | 'rejected' | 'aborted' | 'unreachable' | 'throttled';

export interface Failure {
  ok: false;
  kind: FailureKind;
  message: string;
  status?: number;
  /** The form field the failure is about (a file over the site's upload limit), when the server named one. */
  field?: string;
  /** Seconds to wait before trying again (too many attempts: the server's Retry-After). */
  wait?: number;
}
interface Success<T> {
  ok: true;
  data: T;
}
export type Result<T> = Success<T> | Failure;

/**
 * What a customer reads when a request fails before the server could say anything useful: message
 * ids of the catalogue (src/i18n), which the screen shows in the customer's language. A message
 * the server sent is kept as it came.
 */
export const failureMessages: Record<FailureKind, MessageId> = {
  network: 'common.failure.network',
  timeout: 'common.failure.timeout',
  http: 'common.failure.http',
  'not-json': 'common.failure.unreadable',
  shape: 'common.failure.unreadable',
  rejected: 'common.failure.rejected',
  aborted: 'common.failure.aborted',
  unreachable: 'common.failure.unreachable',
  throttled: 'common.failure.throttled',
};

export const fail = (kind: FailureKind, message: string = failureMessages[kind], status?: number): Failure =>
  status === undefined ? { ok: false, kind, message } : { ok: false, kind, message, status };

/**
 * Whether a failure leaves the outcome of an action unknown: no answer came (the network, a
 * timeout, a dropped connection, the site's endpoint waiting in vain) or one came that says
 * nothing readable (a 5xx, a body that is not the bank's JSON). The bank may have carried the
 * action out, so a call that moves money must be looked up, never sent again on that ground.
 * A refusal or a 4xx is an answer: nothing was done.
 */
export const outcomeUnknown = (failure: Failure): boolean => (failure.kind === 'http' ? (failure.status ?? 0) >= 500 : failure.kind !== 'rejected');

/**
 * Whether a read that failed this way may succeed if simply asked again: the connection, a
 * timeout or the server's own trouble (5xx, the site's endpoint not reaching the bank). A 4xx,
 * a refusal in the answer or an answer of the wrong shape would come back the same.
 */
export const isRetryableRead = (failure: Failure): boolean =>
  failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'unreachable' || (failure.kind === 'http' && (failure.status ?? 0) >= 500);
