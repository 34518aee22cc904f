import { afterEach, beforeEach } from 'vitest';
import { signIn, signOut, startSessionSync } from '../../../src/session/session';
import { startUnansweredWatch } from '../../../src/session/unanswered';

/** What a mount does first: the session's values read again from storage (without staying to follow other tabs). */
export const reloadSession = () => startSessionSync()();

/**
 * For each test of the calling file: signed in as `email`, with the page's record of money calls
 * out watched as a mounted widget watches it; signed out and the watch stopped after the test.
 * (Called from the test file, so each file registers its own hooks.)
 */
export function signedInWithRecord(token = 'jwt-1', email = 'ada@bank.test'): void {
  let stop = () => {};
  beforeEach(() => {
    signIn(token, email);
    stop = startUnansweredWatch();
  });
  afterEach(() => {
    signOut();
    stop();
  });
}
