/**
 * In the built bundle a message id ("transfer.review.title", about 20 bytes) becomes a three-byte
 * token ("\ue000" + its index in base 36), and the English catalogue a plain array in that order:
 * about 2 KB gzip less. Source, tests and the demo keep the ids; the build (vite.config.ts) swaps
 * them, writes the language files keyed by index, and `bank.ids.json` (the ids in order) for hosts
 * that override messages by id.
 */
import { en } from './en/index.ts';

/** Private use: no text a server sends starts with it, so `say()` never mistakes one for a token. */
const MARK = '\ue000';

export const messageIds = (): string[] => Object.keys(en);

/** The token of the id at `index` in the catalogue's order. */
const tokenOf = (index: number) => MARK + index.toString(36);

export function tokenMap(): Map<string, string> {
  return new Map(messageIds().map((id, index) => [id, tokenOf(index)]));
}

/** Every id of the catalogue written as a quoted literal in `code`, replaced by its token; dynamic ids are refused. */
export function tokenize(code: string, tokens: Map<string, string>, file: string): string {
  const areas = [...new Set(messageIds().map((id) => id.split('.')[0]))].join('|');
  const dynamic = new RegExp(`\`(?:${areas})\\.[\\w.]*\\$\\{`).exec(code);
  if (dynamic) throw new Error(`${file}: a message id built at run time (${dynamic[0]}…) cannot be swapped for its token; write each id out.`);
  return code.replace(new RegExp(`(['"])((?:${areas})\\.[\\w.]+)\\1`, 'g'), (literal, _quote: string, id: string) => {
    const token = tokens.get(id);
    return token === undefined ? literal : JSON.stringify(token);
  });
}

/** A catalogue keyed by index, as the built bundle reads it (see `messageKey` in src/lib/i18n.ts). */
export function indexCatalogue<T>(catalogue: Record<string, T>): Record<string, T> {
  const ids = messageIds();
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [ids.indexOf(id) < 0 ? id : String(ids.indexOf(id)), message]));
}

/** The English catalogue as the build ships it: the messages in id order, without their ids. */
export const englishModule = () => `export const en = ${JSON.stringify(Object.values(en))};`;
