import { describe, expect, it } from 'vitest';
import { accountNotice, clearFlash, flash, setAccountNotice, showFlash } from '../../../src/session/flash';

describe('flash', () => {
  it('holds one message until cleared; success is the default tone', () => {
    showFlash('Welcome Back');
    expect(flash.value).toEqual({ tone: 'success', text: 'Welcome Back' });
    showFlash('Logged out !', 'info');
    expect(flash.value).toEqual({ tone: 'info', text: 'Logged out !' });
    clearFlash();
    expect(flash.value).toBeNull();
  });

  it('keeps the account notice for auth/info/notice', () => {
    setAccountNotice({ head: 'Account on hold', body: 'Contact support' });
    expect(accountNotice.value).toEqual({ head: 'Account on hold', body: 'Contact support' });
    setAccountNotice(null);
    expect(accountNotice.value).toBeNull();
  });
});
