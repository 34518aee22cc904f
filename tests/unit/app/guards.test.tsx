/** Spec §2/§6 access rules: who may see which area, and where everyone else is sent. */
import { beforeEach, describe, expect, it } from 'vitest';
import { homeFor, redirectFor, verificationHome } from '../../../src/app/guards';
import { isVerificationPath, paths } from '../../../src/config/paths';
import { holdTemporaryToken, signIn, signOut } from '../../../src/session/session';
import { reloadSession } from '../support/session';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

const authPaths = [
  '/auth',
  '/auth/signin',
  '/auth/signup',
  '/auth/forgot',
  '/auth/reset',
  '/auth/reset/r/a%40b.test/tok',
  '/auth/verify/a%40b.test',
  '/auth/account',
  '/auth/account/verification',
  '/auth/account/under-review',
  '/auth/info',
  '/auth/info/notice',
];
const dashPaths = ['/dashboard', '/dashboard/settings', '/dashboard/kyc', '/dashboard/add-funds/crypto'];

describe('no token', () => {
  it.each(authPaths)('auth page %s is open', (path) => {
    expect(redirectFor('auth', path)).toBeNull();
  });
  it.each(dashPaths)('dashboard page %s sends to sign in', (path) => {
    expect(redirectFor('dashboard', path)).toBe('/auth/signin');
  });
  it('the base path lands on the auth index', () => {
    expect(homeFor()).toBe('/auth');
  });
  it('after a logout too', () => {
    signIn('jwt');
    signOut();
    expect(homeFor()).toBe('/auth');
    expect(redirectFor('dashboard', '/dashboard')).toBe('/auth/signin');
  });
});

describe('with a token', () => {
  beforeEach(() => signIn('jwt', 'jane@bank.test'));

  it.each(dashPaths)('dashboard page %s is open', (path) => {
    expect(redirectFor('dashboard', path)).toBeNull();
  });
  it.each(['/auth', '/auth/signin', '/auth/signup', '/auth/verify/a%40b.test', '/auth/account/verification'])('auth page %s sends to the dashboard', (path) => {
    expect(redirectFor('auth', path)).toBe('/dashboard');
  });
  it.each(['/auth/info', '/auth/info/notice'])('the account notice %s stays open (it removes the token itself)', (path) => {
    expect(redirectFor('auth', path)).toBeNull();
  });
  it('the base path lands on the dashboard', () => {
    expect(homeFor()).toBe('/dashboard');
  });
});

describe('with a temporary token (mid-verification)', () => {
  it('email not verified: everything else sends to verify/{email}', () => {
    holdTemporaryToken('tmp', { email: 'jane@bank.test', notVerified: true });
    expect(verificationHome()).toBe('/auth/verify/jane%40bank.test');
    expect(homeFor()).toBe('/auth/verify/jane%40bank.test');
    expect(redirectFor('dashboard', '/dashboard')).toBe('/auth/verify/jane%40bank.test');
    expect(redirectFor('auth', '/auth/signin')).toBe('/auth/verify/jane%40bank.test');
    expect(redirectFor('auth', '/auth/signup')).toBe('/auth/verify/jane%40bank.test');
  });

  it('email verified (KYC due): everything else sends to the KYC page', () => {
    holdTemporaryToken('tmp', { email: 'jane@bank.test', notVerified: false, verification: 'Not Verified' });
    expect(homeFor()).toBe('/auth/account/verification');
    expect(redirectFor('dashboard', '/dashboard/settings')).toBe('/auth/account/verification');
    expect(redirectFor('auth', '/auth')).toBe('/auth/account/verification');
  });

  it('notverified without a known email falls back to the KYC page rather than verify/""', () => {
    holdTemporaryToken('tmp', { notVerified: true });
    expect(homeFor()).toBe('/auth/account/verification');
  });

  it.each(['/auth/verify/jane%40bank.test', '/auth/account', '/auth/account/verification', '/auth/account/under-review', '/auth/info', '/auth/info/notice'])(
    'verify/KYC page %s stays open',
    (path) => {
      holdTemporaryToken('tmp', { email: 'jane@bank.test', notVerified: true });
      expect(redirectFor('auth', path)).toBeNull();
    },
  );
});

describe('paths', () => {
  it('encode the email and token segments', () => {
    expect(paths.auth.verify('a+b@c.test')).toBe('/auth/verify/a%2Bb%40c.test');
    expect(paths.auth.resetLink('a@b.test', 'x/y')).toBe('/auth/reset/r/a%40b.test/x%2Fy');
  });

  it.each([
    ['/auth/verify/x', true],
    ['/auth/account', true],
    ['/auth/accounts', false],
    ['/auth/info', true],
    ['/auth/information', false],
    ['/auth/verify', false],
    ['/dashboard', false],
  ])('isVerificationPath(%s) is %s', (path, expected) => {
    expect(isVerificationPath(path)).toBe(expected);
  });
});
