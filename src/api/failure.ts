/**
 * How a call fails. Nothing in the contract layer throws: every failure is one of these kinds,
 * with a message a customer can act on (the original resolved silently).
 */
import type { MessageId } from '../i18n/en';
export type FailureKind = 'network' | 'timeout' | 'http' | 'not-json' | 'shape' | 'rejected' | 'aborted' | 'unreachable';

export interface Failure {
  ok: false;
  kind: FailureKind;
  message: string;
  status?: number;
  /** The form field the failure is about (a file over the site's upload limit), when the server named one. */
  field?: string;
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
};

export const fail = (kind: FailureKind, message: string = failureMessages[kind], status?: number): Failure =>
  status === undefined ? { ok: false, kind, message } : { ok: false, kind, message, status };
