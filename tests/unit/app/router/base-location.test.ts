import { describe, expect, it } from 'vitest';
import { OUTSIDE_BASE, createBaseLocation, normaliseBase, routedPath } from '../../../../src/app/router/base-location';

describe('routedPath', () => {
  it.each([
    ['/wp-user', '/wp-user', '/'],
    ['/wp-user/', '/wp-user', '/'],
    ['/wp-user//', '/wp-user', '/'],
    ['/wp-user/auth', '/wp-user', '/auth'],
    ['/wp-user/auth/signin/', '/wp-user', '/auth/signin'],
    ['/wp-user/dashboard/add-funds/it', '/wp-user', '/dashboard/add-funds/it'],
    ['/sites/bank/wp-user/dashboard', '/sites/bank/wp-user', '/dashboard'],
    ['/sites/bank/wp-user', '/sites/bank/wp-user', '/'],
    ['/anything/here/', '', '/anything/here'],
    ['/', '', '/'],
  ])('%s under base %j is %s', (pathname, base, expected) => {
    expect(routedPath(pathname, base)).toBe(expected);
  });

  it.each([
    ['/wp-username', '/wp-user'],
    ['/wp-username/auth', '/wp-user'],
    ['/', '/wp-user'],
    ['/other/wp-user/auth', '/wp-user'],
    ['/sites/bank', '/sites/bank/wp-user'],
    ['/sites/bank/wp-user-old/auth', '/sites/bank/wp-user'],
  ])('%s is outside base %s', (pathname, base) => {
    expect(routedPath(pathname, base)).toBe(OUTSIDE_BASE);
  });
});

describe('normaliseBase', () => {
  it.each([
    ['/wp-user', '/wp-user'],
    ['/wp-user/', '/wp-user'],
    ['wp-user', '/wp-user'],
    ['  /wp-user//  ', '/wp-user'],
    ['/', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseBase(input)).toBe(expected);
  });
});

describe('createBaseLocation.href', () => {
  it('prefixes routes with the base; "/" is the base itself; "~" escapes it', () => {
    const { href } = createBaseLocation('/wp-user');
    expect(href('/auth/signin')).toBe('/wp-user/auth/signin');
    expect(href('/')).toBe('/wp-user');
    expect(href('~/elsewhere')).toBe('/elsewhere');
  });

  it('with an empty base, "/" stays "/"', () => {
    const { href } = createBaseLocation('');
    expect(href('/')).toBe('/');
    expect(href('/dashboard')).toBe('/dashboard');
  });

  it('navigate goes to the full URL', () => {
    const loc = createBaseLocation('/wp-user');
    loc.navigate('/auth/forgot');
    expect(location.pathname).toBe('/wp-user/auth/forgot');
    loc.navigate('/', { replace: true });
    expect(location.pathname).toBe('/wp-user');
  });
});
