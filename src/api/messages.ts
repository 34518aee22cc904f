import type { FailureKind } from './transport';

/** What a customer reads when a request fails before the server could say anything useful. */
export const failureMessages: Record<FailureKind, string> = {
  network: 'Network error: check your connection and try again',
  timeout: 'The server took too long to answer. Check your connection and try again.',
  http: 'The server could not handle the request. Please try again in a moment.',
  'not-json': 'The server sent an answer we could not read. Please try again later.',
  shape: 'The server sent an unexpected answer. Please try again later.',
  rejected: 'Something went wrong!',
  aborted: 'The request was cancelled.',
};
