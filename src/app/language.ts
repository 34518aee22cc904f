/**
 * Which language a widget speaks, and its messages, before the first screen renders (so a
 * French page never flashes English): the `locale` option, else the host page's `<html lang>`,
 * else English. English is inside the bundle; another shipped language is read from its file
 * beside the bundle (`bank.fr.json`); the host's `messages` override any of them.
 */
import { SHIPPED, canonicalLocale, catalogueFor, createI18n, idsAreTokens, type Catalogue, type I18n } from '../lib/i18n';
import type { ResolvedOptions } from '../config/options';
import { besideUrl } from '../lib/bundle-files';

/** Where this widget reads its files: its own `assetsUrl` (else the bundle's folder) and `translationsUrl`. */
type Files = Pick<ResolvedOptions, 'assetsUrl' | 'translationsUrl'>;

async function readFile<T>(name: string, files: Files): Promise<T> {
  const answer = await fetch(besideUrl(name, files.assetsUrl, files.translationsUrl));
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const content: unknown = await answer.json();
  if (typeof content != 'object' || !content) throw new Error('not a catalogue');
  return content as T;
}

/** The host's messages keyed as the bundle keys them (tokens in a build); unreadable, they are left out with a warning. */
async function hostKeyed(layers: Catalogue[], files: Files): Promise<Catalogue[]> {
  if (!layers.length || !idsAreTokens()) return layers;
  try {
    const ids = await readFile<string[]>('bank.ids.json', files);
    const index = new Map(ids.map((id, at) => [id, String(at)]));
    return layers.map((layer) => Object.fromEntries(Object.entries(layer).map(([id, text]) => [index.get(id) ?? id, text])));
  } catch (error) {
    console.warn(`mountBank: the "messages" option could not be applied: bank.ids.json could not be read (${(error as Error).message}).`);
    return [];
  }
}

/** The locale a widget asks for: its `locale` option, else the host page's language, else English. */
export const wantedLocale = (options: Pick<ResolvedOptions, 'locale'>, hostLang: string): string => options.locale ?? canonicalLocale(hostLang) ?? 'en';

export async function loadLanguage(options: Pick<ResolvedOptions, 'locale' | 'messages'> & Files, hostLang: string): Promise<I18n> {
  const wanted = wantedLocale(options, hostLang);
  const overrides = options.messages;
  const language = wanted.split('-')[0]!.toLowerCase();
  // The host's messages for the language ("fr"), then for the exact locale ("fr-ca"), over the shipped ones.
  const hostLayers = await hostKeyed(
    [overrides[language], language != wanted.toLowerCase() ? overrides[wanted.toLowerCase()] : undefined].filter((layer) => !!layer),
    options,
  );
  const source = catalogueFor(wanted, SHIPPED);
  let shipped: Catalogue = {};
  let problem = source || hostLayers.length ? '' : `no messages for the locale "${wanted}"`;
  if (source && source != 'en') {
    try {
      shipped = await readFile<Catalogue>(`bank.${source}.json`, options);
    } catch (error) {
      if (!hostLayers.length) problem = `the messages for "${source}" could not be read (${(error as Error).message})`;
    }
  }
  if (problem) {
    console.warn(`mountBank: ${problem}; the widget shows English.`);
    return createI18n('en', ...(await hostKeyed(overrides.en ? [overrides.en] : [], options)));
  }
  return createI18n(wanted, shipped, ...hostLayers);
}
