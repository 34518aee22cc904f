import { describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/session/storage';
import * as session from '../../../src/session/session';

describe('storage', () => {
  it('reads missing keys as "" and removes a key set to ""', () => {
    expect(storage.get('nope')).toBe('');
    storage.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    storage.set('k', '');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('never throws when the browser refuses storage; the session then lives in memory', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(storage.get('baUid')).toBe('');
    expect(() => storage.set('baUid', 'x')).not.toThrow();
    expect(() => storage.set('baUid', '')).not.toThrow();
    expect(() => session.signIn('memory-only')).not.toThrow();
    expect(session.token.value).toBe('memory-only');
    expect(() => session.signOut()).not.toThrow();
    expect(session.isSignedIn.value).toBe(false);
  });
});
