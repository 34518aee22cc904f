/**
 * How a call fails. Nothing in the contract layer throws: every failure is one of these kinds,
 * with a message a customer can act on (the original resolved silently).
 */
export type FailureKind = 'network' | 'timeout' | 'http' | 'not-json' | 'shape' | 'rejected' | 'aborted';

export interface Failure {
  ok: false;
  kind: FailureKind;
  message: string;
  status?: number;
}
export interface Success<T> {
  ok: true;
  data: T;
}
export type Result<T> = Success<T> | Failure;

/** What a customer reads when a request fails before the server could say anything useful. */
export const failureMessages: Record<FailureKind, string> = {
  network: 'Network error: check your connection and try again',
  timeout: 'The server took too long to answer. Check your connection and try again.',
  http: 'The server could not handle the request. Please try again in a moment.',
  'not-json': "The bank's server sent an answer we could not read. Try again.",
  shape: "The bank's server sent an answer we could not read. Try again.",
  rejected: 'Something went wrong!',
  aborted: 'The request was cancelled.',
};

export const fail = (kind: FailureKind, message = failureMessages[kind], status?: number): Failure =>
  status === undefined ? { ok: false, kind, message } : { ok: false, kind, message, status };
