/**
 * Spec §3 "Session values in browser storage": exactly these keys, read back on load, every
 * change written through, and a logout in another tab reaching this one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as session from '../../../src/session/session';
import { reloadSession } from '../support/session';
import { storeSession, storeTemporaryToken } from '../support/test-utils';

const KEYS = ['baUid', 'tempbaUid', 'account_verification', 'email', 'notverified', 'close', 'loggedOut', 'displayAmount'];

const stored = () => Object.fromEntries(KEYS.filter((k) => localStorage.getItem(k) !== null).map((k) => [k, localStorage.getItem(k)]));

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('session keys', () => {
  it('are exactly the eight of the spec', () => {
    expect([...session.SESSION_KEYS]).toEqual(KEYS);
  });

  it('are read from localStorage when the module loads (a returning visitor stays signed in)', async () => {
    storeSession('jwt-1');
    storeTemporaryToken('tmp-1');
    localStorage.setItem('account_verification', 'Verified');
    localStorage.setItem('email', 'jane@bank.test');
    localStorage.setItem('notverified', 'true');
    localStorage.setItem('close', 'yes');
    localStorage.setItem('loggedOut', 'true');
    localStorage.setItem('displayAmount', 'false');
    vi.resetModules();
    const fresh = await import('../../../src/session/session');
    expect(fresh.token.value).toBe('jwt-1');
    expect(fresh.tempToken.value).toBe('tmp-1');
    expect(fresh.accountVerification.value).toBe('Verified');
    expect(fresh.sessionEmail.value).toBe('jane@bank.test');
    expect(fresh.notVerified.value).toBe(true);
    expect(fresh.sessionClose.value).toBe('yes');
    expect(fresh.loggedOut.value).toBe(true);
    expect(fresh.balanceHidden.value).toBe(true);
    expect(fresh.isSignedIn.value).toBe(true);
    // A full token wins over a temporary one: not "verifying".
    expect(fresh.isVerifying.value).toBe(false);
  });

  it('an empty storage means signed out, nothing pending', () => {
    expect(session.token.value).toBe('');
    expect(session.isSignedIn.value).toBe(false);
    expect(session.isVerifying.value).toBe(false);
    expect(session.notVerified.value).toBe(false);
    expect(session.loggedOut.value).toBe(false);
    expect(session.balanceHidden.value).toBe(false);
  });

  it('a mount re-reads every key', () => {
    storeSession('from-elsewhere');
    localStorage.setItem('email', 'x@y.test');
    expect(session.token.value).toBe('');
    reloadSession();
    expect(session.token.value).toBe('from-elsewhere');
    expect(session.sessionEmail.value).toBe('x@y.test');
  });
});

describe('session changes write through to localStorage', () => {
  it('signIn stores baUid and email, drops the temporary state and the logout flag', () => {
    storeTemporaryToken('tmp');
    localStorage.setItem('notverified', 'true');
    localStorage.setItem('loggedOut', 'true');
    reloadSession();
    session.signIn('jwt-2', 'jane@bank.test');
    expect(stored()).toEqual({ baUid: 'jwt-2', email: 'jane@bank.test' });
    expect(session.isSignedIn.value).toBe(true);
    expect(session.token.value).toBe('jwt-2');
    expect(session.loggedOut.value).toBe(false);
  });

  it('signIn without an email keeps the stored one', () => {
    localStorage.setItem('email', 'kept@bank.test');
    reloadSession();
    session.signIn('jwt');
    expect(stored()).toEqual({ baUid: 'jwt', email: 'kept@bank.test' });
  });

  it('holdTemporaryToken: tempbaUid, email, notverified, account_verification; no full token', () => {
    session.signIn('old-full-token');
    session.holdTemporaryToken('tmp-3', { email: 'new@bank.test', notVerified: true, verification: 'Not Verified' });
    expect(stored()).toEqual({ tempbaUid: 'tmp-3', email: 'new@bank.test', notverified: 'true', account_verification: 'Not Verified' });
    expect(session.isSignedIn.value).toBe(false);
    expect(session.isVerifying.value).toBe(true);
    expect(session.notVerified.value).toBe(true);
  });

  it('holdTemporaryToken for KYC (email verified) leaves notverified unset', () => {
    session.holdTemporaryToken('tmp', { verification: 'Declined' });
    expect(stored()).toEqual({ tempbaUid: 'tmp', account_verification: 'Declined' });
    expect(session.notVerified.value).toBe(false);
  });

  it('dropTemporaryToken: the temporary token goes, verification becomes Pending Verification', () => {
    session.holdTemporaryToken('tmp', { email: 'a@b.test', notVerified: true, verification: 'Not Verified' });
    session.dropTemporaryToken();
    expect(stored()).toEqual({ email: 'a@b.test', account_verification: 'Pending Verification' });
    expect(session.isVerifying.value).toBe(false);
  });

  it('signOut clears every session key and sets loggedOut; other keys of the host page stay', () => {
    localStorage.setItem('host-theme', 'dark');
    session.signIn('jwt', 'a@b.test');
    session.dropTemporaryToken('Verified');
    session.setBalanceHidden(true);
    session.setClosed('1');
    session.signOut();
    expect(stored()).toEqual({ loggedOut: 'true' });
    expect(localStorage.getItem('host-theme')).toBe('dark');
    expect(session.loggedOut.value).toBe(true);
    expect(session.isSignedIn.value).toBe(false);
    session.clearLoggedOutFlag();
    expect(stored()).toEqual({});
  });

  it('dropToken removes only baUid', () => {
    session.signIn('jwt', 'a@b.test');
    session.dropToken();
    expect(stored()).toEqual({ email: 'a@b.test' });
  });

  it('setBalanceHidden stores displayAmount "false" when hidden, "true" when shown', () => {
    session.setBalanceHidden(true);
    expect(localStorage.getItem('displayAmount')).toBe('false');
    expect(session.balanceHidden.value).toBe(true);
    session.setBalanceHidden(false);
    expect(localStorage.getItem('displayAmount')).toBe('true');
    expect(session.balanceHidden.value).toBe(false);
  });
});

describe('startSessionSync: other tabs', () => {
  let stops: Array<() => void> = [];
  const start = () => {
    const stop = session.startSessionSync();
    stops.push(stop);
    return stop;
  };
  afterEach(() => {
    stops.forEach((s) => s());
    stops = [];
  });

  const storageListeners = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([type]) => type === 'storage');

  it('a logout in another tab signs this tab out', () => {
    session.signIn('jwt', 'a@b.test');
    start();
    expect(session.isSignedIn.value).toBe(true);
    localStorage.removeItem('baUid');
    localStorage.setItem('loggedOut', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: null }));
    expect(session.isSignedIn.value).toBe(false);
    expect(session.loggedOut.value).toBe(true);
  });

  it('a sign-in in another tab is picked up; so is a cleared storage (key null)', () => {
    start();
    storeSession('other-tab-token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: 'other-tab-token' }));
    expect(session.token.value).toBe('other-tab-token');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(session.token.value).toBe('');
  });

  it('startSessionSync itself re-reads storage', () => {
    storeSession('written-before-mount');
    start();
    expect(session.token.value).toBe('written-before-mount');
  });

  it('after the stop function runs, other tabs no longer affect this one and the listener is gone', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    session.signIn('jwt');
    const stop = start();
    expect(storageListeners(add)).toHaveLength(1);
    const handler = storageListeners(add)[0]![1];
    stop();
    expect(storageListeners(remove)).toHaveLength(1);
    expect(storageListeners(remove)[0]![1]).toBe(handler);
    localStorage.removeItem('baUid');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: null }));
    expect(session.isSignedIn.value).toBe(true);
  });

  it('two widgets share one listener; it is removed when the last one stops; stopping twice is harmless', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const stopA = start();
    const stopB = start();
    expect(storageListeners(add)).toHaveLength(1);
    stopA();
    stopA();
    expect(storageListeners(remove)).toHaveLength(0);
    session.signIn('jwt');
    localStorage.removeItem('baUid');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', newValue: null }));
    expect(session.isSignedIn.value).toBe(false);
    stopB();
    expect(storageListeners(remove)).toHaveLength(1);
    // Starting again after everything stopped adds the listener again.
    start();
    expect(storageListeners(add)).toHaveLength(2);
  });

  it('changes to keys the session does not own are ignored', () => {
    session.signIn('jwt');
    start();
    localStorage.removeItem('baUid');
    window.dispatchEvent(new StorageEvent('storage', { key: 'host-theme', newValue: 'dark' }));
    expect(session.token.value).toBe('jwt');
  });
});
