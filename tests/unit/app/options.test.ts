import { describe, expect, it } from 'vitest';
import { MountOptionError, resolveOptions } from '../../../src/app/options';

const el = () => document.createElement('div');
/** What every resolved options object carries when the page sets no look, brand or idle time. */
const DEFAULT_EXTRAS = {
  appearance: { colorScheme: 'auto', variables: {} },
  brand: { name: '', logoUrl: '', showName: true },
  idleMinutes: 5,
};

describe('resolveOptions', () => {
  it('defaults adminUrl to `${apiBase}/admin/` and uploadsBase to `${apiBase}/uploads`', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: 'https://api.bank.test' })).toMatchObject({
      basePath: '/wp-user',
      apiBase: 'https://api.bank.test',
      adminUrl: 'https://api.bank.test/admin/',
      uploadsBase: 'https://api.bank.test/uploads',
      ...DEFAULT_EXTRAS,
    });
  });

  it('an empty apiBase means this site', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '' })).toMatchObject({
      basePath: '/wp-user',
      apiBase: '',
      adminUrl: '/admin/',
      uploadsBase: '/uploads',
      ...DEFAULT_EXTRAS,
    });
  });

  it('a missing apiBase is the same as ""', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user' })).toMatchObject({ apiBase: '', adminUrl: '/admin/' });
  });

  it('trims whitespace and trailing slashes of basePath, apiBase and uploadsBase', () => {
    expect(resolveOptions(el(), { basePath: ' /wp-user/ ', apiBase: 'https://api.bank.test///', uploadsBase: '/media/uploads/' })).toMatchObject({
      basePath: '/wp-user',
      apiBase: 'https://api.bank.test',
      adminUrl: 'https://api.bank.test/admin/',
      uploadsBase: '/media/uploads',
      ...DEFAULT_EXTRAS,
    });
  });

  it('keeps explicit adminUrl and uploadsBase', () => {
    expect(resolveOptions(el(), { basePath: '/b', apiBase: '/api-root', adminUrl: 'https://admin.bank.test/', uploadsBase: 'https://cdn.bank.test/u' })).toMatchObject({
      apiBase: '/api-root',
      adminUrl: 'https://admin.bank.test/',
      uploadsBase: 'https://cdn.bank.test/u',
    });
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

describe('resolveOptions: the landmark the page already has', () => {
  const placed = (markup: string) => {
    document.body.innerHTML = markup;
    return resolveOptions(document.getElementById('bank'), { basePath: '/wp-user', apiBase: '' }).insideMain;
  };

  it("knows an element inside the page's main, by element or by role, at any depth", () => {
    expect(placed('<main><div class="wp-block-group"><div id="bank"></div></div></main>')).toBe(true);
    expect(placed('<div role="main"><section><div id="bank"></div></section></div>')).toBe(true);
  });

  it('knows an element outside any main, beside one or in a page without one', () => {
    expect(placed('<main><p>Text</p></main><div id="bank"></div>')).toBe(false);
    expect(placed('<div><div id="bank"></div></div>')).toBe(false);
  });

  it('sees through a shadow root the host page put the element in', () => {
    document.body.innerHTML = '<main><div id="host"></div></main><div id="bare"></div>';
    for (const [id, inside] of [
      ['host', true],
      ['bare', false],
    ] as const) {
      const shadow = document.getElementById(id)!.attachShadow({ mode: 'open' });
      const target = document.createElement('div');
      shadow.appendChild(target);
      expect(resolveOptions(target, { basePath: '/wp-user', apiBase: '' }).insideMain, id).toBe(inside);
    }
  });
});

const base = { basePath: '/wp-user', apiBase: '' };
const resolve = (extra: Record<string, unknown>) => resolveOptions(el(), { ...base, ...extra });

describe('resolveOptions: appearance', () => {
  it('keeps a scheme and every documented variable, trimmed', () => {
    expect(
      resolve({
        appearance: {
          colorScheme: 'dark',
          variables: {
            colorPrimary: ' #ffd400 ',
            colorBackground: 'rgb(250, 250, 245)',
            colorText: 'hsl(220 40% 12%)',
            colorDanger: '#c00',
            borderRadius: '0.5rem',
            fontFamily: '"Inter", system-ui, sans-serif',
          },
        },
      }).appearance,
    ).toEqual({
      colorScheme: 'dark',
      variables: {
        colorPrimary: '#ffd400',
        colorBackground: 'rgb(250, 250, 245)',
        colorText: 'hsl(220 40% 12%)',
        colorDanger: '#c00',
        borderRadius: '0.5rem',
        fontFamily: '"Inter", system-ui, sans-serif',
      },
    });
  });

  it.each(['light', 'dark', 'auto', 'system'])('accepts colorScheme "%s"', (colorScheme) => {
    expect(resolve({ appearance: { colorScheme } }).appearance).toEqual({ colorScheme, variables: {} });
  });

  it('an empty appearance, or empty variables (a settings form left blank), change nothing', () => {
    expect(resolve({ appearance: {} }).appearance).toEqual({ colorScheme: 'auto', variables: {} });
    expect(resolve({ appearance: { variables: { colorPrimary: '', borderRadius: null } } }).appearance.variables).toEqual({});
  });

  it.each<[string, unknown, string]>([
    ['appearance not an object', 'dark', 'appearance'],
    ['an unknown colorScheme', { colorScheme: 'sepia' }, 'appearance.colorScheme'],
    ['an unknown key in appearance', { theme: 'dark' }, 'appearance.theme'],
    ['variables not an object', { variables: ['#000'] }, 'appearance.variables'],
    ['an unknown variable', { variables: { colorAccent: '#000' } }, 'appearance.variables.colorAccent'],
    ['a colour name', { variables: { colorPrimary: 'rebeccapurple' } }, 'appearance.variables.colorPrimary'],
    ['a hex colour of 5 digits', { variables: { colorPrimary: '#12345' } }, 'appearance.variables.colorPrimary'],
    ['a colour with a CSS variable inside', { variables: { colorPrimary: 'rgb(var(--x), 0, 0)' } }, 'appearance.variables.colorPrimary'],
    ['a colour smuggling a declaration', { variables: { colorBackground: '#fff; background: url(x)' } }, 'appearance.variables.colorBackground'],
    ['a colour that is a number', { variables: { colorText: 0x112233 } }, 'appearance.variables.colorText'],
    ['rgb() with two channels', { variables: { colorDanger: 'rgb(1, 2)' } }, 'appearance.variables.colorDanger'],
    ['a radius in %', { variables: { borderRadius: '50%' } }, 'appearance.variables.borderRadius'],
    ['a radius as a number', { variables: { borderRadius: 8 } }, 'appearance.variables.borderRadius'],
    ['a negative radius', { variables: { borderRadius: '-4px' } }, 'appearance.variables.borderRadius'],
    ['a font list with a semicolon', { variables: { fontFamily: 'Arial; color: red' } }, 'appearance.variables.fontFamily'],
    ['a font list with braces', { variables: { fontFamily: 'Arial } :host { color: red' } }, 'appearance.variables.fontFamily'],
  ])('%s → MountOptionError naming %#', (_what, appearance, name) => {
    const run = () => resolve({ appearance });
    expect(run).toThrow(MountOptionError);
    expect(run).toThrow(`option "${name}"`);
  });
});

describe('resolveOptions: brand and idleMinutes', () => {
  it('keeps a name and a logo address (http(s) or a path)', () => {
    expect(resolve({ brand: { name: ' First Bank ', logoUrl: 'https://cdn.bank.test/logo.svg' } }).brand).toEqual({
      name: 'First Bank',
      logoUrl: 'https://cdn.bank.test/logo.svg',
      showName: true,
    });
    // No name: '' here, and the widget's own default name in the customer's language on screen (Brand).
    expect(resolve({ brand: { logoUrl: '/media/logo.png' } }).brand).toEqual({ name: '', logoUrl: '/media/logo.png', showName: true });
    expect(resolve({ brand: { name: '   ' } }).brand.name).toBe('');
  });

  it('keeps showName false (the page already shows the name as its heading)', () => {
    expect(resolve({ brand: { name: 'First Bank', showName: false } }).brand).toEqual({ name: 'First Bank', logoUrl: '', showName: false });
  });

  it("takes assetsUrl as given (a folder with the release's query); empty is the default, beside bank.js", () => {
    expect(resolve({ assetsUrl: 'https://site.example/wp-content/plugins/bank/assets/?ver=1a2b' }).assetsUrl).toBe('https://site.example/wp-content/plugins/bank/assets/?ver=1a2b');
    expect(resolve({ assetsUrl: '' }).assetsUrl).toBeUndefined();
    expect(resolve({}).assetsUrl).toBeUndefined();
  });

  it.each([1, 30, 120])('accepts idleMinutes %d', (idleMinutes) => {
    expect(resolve({ idleMinutes }).idleMinutes).toBe(idleMinutes);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['brand not an object', { brand: 'First Bank' }, 'brand'],
    ['an unknown brand key', { brand: { colour: '#000' } }, 'brand.colour'],
    ['a brand name that is not a string', { brand: { name: 42 } }, 'brand.name'],
    ['a showName that is not true or false', { brand: { showName: 'no' } }, 'brand.showName'],
    ['a javascript: logo', { brand: { logoUrl: 'javascript:alert(1)' } }, 'brand.logoUrl'],
    ['a data: logo', { brand: { logoUrl: 'data:image/png;base64,AAAA' } }, 'brand.logoUrl'],
    ['idleMinutes 0', { idleMinutes: 0 }, 'idleMinutes'],
    ['idleMinutes 121', { idleMinutes: 121 }, 'idleMinutes'],
    ['idleMinutes 2.5', { idleMinutes: 2.5 }, 'idleMinutes'],
    ['idleMinutes as a string', { idleMinutes: '5' }, 'idleMinutes'],
    ['idleMinutes NaN', { idleMinutes: Number.NaN }, 'idleMinutes'],
    ['a javascript: assetsUrl', { assetsUrl: 'javascript:alert(1)//' }, 'assetsUrl'],
    ['an assetsUrl that is not a string', { assetsUrl: 7 }, 'assetsUrl'],
  ])('%s → MountOptionError naming it', (_what, extra, name) => {
    const run = () => resolve(extra);
    expect(run).toThrow(MountOptionError);
    expect(run).toThrow(`option "${name}"`);
  });
});

describe("resolveOptions: the bank's language and the page title", () => {
  it('bankLanguage defaults to English and is read as a language tag', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '' }).bankLanguage).toBe('en');
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '', bankLanguage: 'pt_br' }).bankLanguage).toBe('pt-BR');
    expect(() => resolveOptions(el(), { basePath: '/wp-user', apiBase: '', bankLanguage: 3 } as never)).toThrow(MountOptionError);
  });
  it('pageTitle is off unless given: the site name that follows each step', () => {
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '' }).pageTitle).toBeUndefined();
    expect(resolveOptions(el(), { basePath: '/wp-user', apiBase: '', pageTitle: ' Site name ' }).pageTitle).toBe('Site name');
  });
});
