/** Which language a mount speaks, before its first screen: option, page, English; never a failed mount. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../src/app/language';

const FR = { 'common.tryAgain': 'Réessayer', 'common.goNow': 'Y aller' };

function stubFiles(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: URL | string) => {
    const name = new URL(String(url)).pathname.split('/').pop()!;
    return name in files ? new Response(JSON.stringify(files[name])) : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const options = (extra: object = {}) => ({ locale: undefined, messages: {}, translationsUrl: 'https://cdn.example/plugin/dist/', ...extra });

afterEach(() => vi.unstubAllGlobals());

describe('loadLanguage', () => {
  it('fr-CA reads the French file beside the bundle and formats as Canada does', async () => {
    const fetch = stubFiles({ 'bank.fr.json': FR });
    const i18n = await loadLanguage(options({ locale: 'fr-CA' }), '');
    expect(String(fetch.mock.calls[0]![0])).toBe('https://cdn.example/plugin/dist/bank.fr.json');
    expect(i18n.locale).toBe('fr-CA');
    expect(i18n.t('common.tryAgain')).toBe('Réessayer');
  });

  it('each widget reads from its own assetsUrl, whatever another widget was given', async () => {
    const fetch = stubFiles({ 'bank.fr.json': FR });
    const [a, b] = await Promise.all([
      loadLanguage({ locale: 'fr', messages: {}, assetsUrl: 'https://a.example/bank/?ver=1' }, ''),
      loadLanguage({ locale: 'fr', messages: {}, assetsUrl: 'https://b.example/bank/?ver=2' }, ''),
    ]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['https://a.example/bank/bank.fr.json?ver=1', 'https://b.example/bank/bank.fr.json?ver=2']);
    expect([a.t('common.tryAgain'), b.t('common.tryAgain')]).toEqual(['Réessayer', 'Réessayer']);
  });

  it("without the option, the page's <html lang> chooses", async () => {
    stubFiles({ 'bank.es.json': { 'common.tryAgain': 'Reintentar' } });
    const i18n = await loadLanguage(options(), 'es');
    expect(i18n.t('common.tryAgain')).toBe('Reintentar');
  });

  it('an unknown language is English with one console warning, and nothing is fetched', async () => {
    const fetch = stubFiles({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await loadLanguage(options({ locale: 'xx' }), 'fr');
    expect(i18n.locale).toBe('en');
    expect(i18n.t('common.tryAgain')).toBe('Try again');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/"xx".*English/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a language file that cannot be read is English with one warning, not a failed mount', async () => {
    stubFiles({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await loadLanguage(options({ locale: 'de' }), '');
    expect(i18n.locale).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/"de".*HTTP 404/);
  });

  it("the host's messages override the shipped ones, by language and by regional locale", async () => {
    stubFiles({ 'bank.fr.json': FR });
    const i18n = await loadLanguage(options({ locale: 'fr-CA', messages: { fr: { 'common.goNow': 'Continuer' }, 'fr-ca': { 'common.tryAgain': 'Essayer encore' } } }), '');
    expect(i18n.t('common.goNow')).toBe('Continuer');
    expect(i18n.t('common.tryAgain')).toBe('Essayer encore');
  });

  it('a language the widget does not ship works from the messages the host passes', async () => {
    const fetch = stubFiles({});
    const i18n = await loadLanguage(options({ locale: 'pt-BR', messages: { pt: { 'common.tryAgain': 'Tentar novamente' } } }), '');
    expect(i18n.t('common.tryAgain')).toBe('Tentar novamente');
    expect(i18n.t('common.goNow')).toBe('Go now');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('English needs no file', async () => {
    const fetch = stubFiles({});
    expect((await loadLanguage(options({ locale: 'en-GB' }), '')).t('common.goNow')).toBe('Go now');
    expect(fetch).not.toHaveBeenCalled();
  });
});
