import { describe, expect, it } from 'vitest';
import { createFlashes } from '../../../src/session/flash';

describe('flash', () => {
  it('holds one message until cleared; success is the default tone', () => {
    const flashes = createFlashes();
    flashes.show('Welcome Back');
    expect(flashes.current()).toEqual({ tone: 'success', text: 'Welcome Back' });
    flashes.show('Logged out !', 'info');
    expect(flashes.current()).toEqual({ tone: 'info', text: 'Logged out !' });
    flashes.clear();
    expect(flashes.current()).toBeNull();
  });

  it('keeps the account notice for auth/info/notice', () => {
    const flashes = createFlashes();
    flashes.setAccountNotice({ head: 'Account on hold', body: 'Contact support' });
    expect(flashes.accountNotice()).toEqual({ head: 'Account on hold', body: 'Contact support' });
    flashes.setAccountNotice(null);
    expect(flashes.accountNotice()).toBeNull();
  });

  it('belongs to one widget: another set of flashes holds nothing of this one', () => {
    const one = createFlashes();
    const other = createFlashes();
    one.show('Welcome Back');
    one.setAccountNotice({ head: 'h', body: 'b' });
    expect(other.current()).toBeNull();
    expect(other.accountNotice()).toBeNull();
  });
});
