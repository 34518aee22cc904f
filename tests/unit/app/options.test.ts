import { describe, expect, it } from 'vitest';
import { MountOptionError, resolveOptions } from '../../../src/app/options';

const el = () => document.createElement('div');

describe('resolveOptions', () => {
  it('defaults adminUrl to `${apiBase}/admin/` and uploadsBase to `${apiBase}/uploads`', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: 'https://api.bank.test' })).toMatchObject({
      basePath: '/wp-user',
      apiBase: 'https://api.bank.test',
      adminUrl: 'https://api.bank.test/admin/',
      uploadsBase: 'https://api.bank.test/uploads',
    });
  });

  it('an empty apiBase means this site', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '' })).toMatchObject({
      basePath: '/wp-user',
      apiBase: '',
      adminUrl: '/admin/',
      uploadsBase: '/uploads',
    });
  });

  it('a missing apiBase is the same as ""', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user' })).toMatchObject({ apiBase: '', adminUrl: '/admin/' });
  });

  it('trims whitespace and trailing slashes of basePath, apiBase and uploadsBase', () => {
    expect(
      resolveOptions(el(), { basePath: ' /wp-user/ ', apiBase: 'https://api.bank.test///', uploadsBase: '/media/uploads/' }),
    ).toMatchObject({
      basePath: '/wp-user',
      apiBase: 'https://api.bank.test',
      adminUrl: 'https://api.bank.test/admin/',
      uploadsBase: '/media/uploads',
    });
  });

  it('keeps explicit adminUrl and uploadsBase', () => {
    expect(
      resolveOptions(el(), { basePath: '/b', apiBase: '/api-root', adminUrl: 'https://admin.bank.test/', uploadsBase: 'https://cdn.bank.test/u' }),
    ).toMatchObject({ apiBase: '/api-root', adminUrl: 'https://admin.bank.test/', uploadsBase: 'https://cdn.bank.test/u' });
  });

  it('a basePath of "/" serves at the site root', () => {
    expect(resolveOptions(el(), { basePath: '/', apiBase: '' }).basePath).toBe('');
  });

  it.each<[string, unknown, unknown, RegExp]>([
    ['no element', null, { basePath: '/wp-user', apiBase: '' }, /"el" must be a DOM element/],
    ['a selector string instead of an element', '#bank', { basePath: '/wp-user', apiBase: '' }, /"el" must be a DOM element/],
    ['no options', 'EL', undefined, /options object/],
    ['options not an object', 'EL', '/wp-user', /options object/],
    ['no basePath', 'EL', { apiBase: '' }, /option "basePath" is required/],
    ['a non-string basePath', 'EL', { basePath: 42, apiBase: '' }, /option "basePath" must be a string, got number/],
    ['basePath without a leading slash', 'EL', { basePath: 'wp-user', apiBase: '' }, /option "basePath" must start with "\/" \(got "wp-user"\)/],
    ['a non-string apiBase', 'EL', { basePath: '/wp-user', apiBase: 8080 }, /option "apiBase" must be a string/],
    ['apiBase that is neither URL nor path', 'EL', { basePath: '/wp-user', apiBase: 'api.bank.test' }, /option "apiBase" must be an http\(s\) URL or a path/],
    ['apiBase with a javascript: scheme', 'EL', { basePath: '/wp-user', apiBase: 'javascript:alert(1)' }, /option "apiBase"/],
    ['apiBase with another scheme', 'EL', { basePath: '/wp-user', apiBase: 'ftp://files.bank.test' }, /option "apiBase"/],
    ['a bad adminUrl', 'EL', { basePath: '/wp-user', apiBase: '', adminUrl: 'admin' }, /option "adminUrl"/],
    ['a bad uploadsBase', 'EL', { basePath: '/wp-user', apiBase: '', uploadsBase: 'uploads' }, /option "uploadsBase"/],
  ])('%s → one MountOptionError naming it', (_what, target, options, message) => {
    const run = () => resolveOptions(target === 'EL' ? el() : target, options);
    expect(run).toThrow(MountOptionError);
    expect(run).toThrow(message);
  });
});
