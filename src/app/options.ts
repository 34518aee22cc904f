/** The options a host page passes to `mountBank`, checked before anything renders. */
import { resolveAppearance, type Appearance } from './appearance';
import { MountOptionError, isRecord, optionError, optionObject } from './option-checks';
import { canonicalLocale } from '../lib/i18n';

export { MountOptionError };

export interface MountOptions {
  /** Route prefix the page serves the bank under, e.g. "/wp-user". */
  basePath: string;
  /** Origin (and path) of the backend; requests go to `${apiBase}/api/users.php`. "" = this site. */
  apiBase: string;
  /**
   * "direct" (default): the browser calls the bank and holds its session token. "site": every call
   * goes to `endpoint`, a path of this page's own site that holds the token server side
   * (docs/embedding.md says what such an endpoint must do).
   */
  connection?: Connection;
  /** The site's endpoint (a path starting with "/"), required with connection "site". */
  endpoint?: string;
  /** Where an admin who signs in is sent. Default `${apiBase}/admin/`. */
  adminUrl?: string;
  /** Where uploaded images (profile pictures) are read from. Default `${apiBase}/uploads`. */
  uploadsBase?: string;
  /** Colour scheme and theme variables (see appearance.ts). */
  appearance?: Appearance;
  /** The bank's name and logo at the top of the auth card and the dashboard. */
  /**
   * The bank's name and logo at the top of the auth card and the dashboard; showName false when the
   * page already shows the bank's name as its heading (the mark stays, the name is still read out).
   */
  brand?: { name?: string; logoUrl?: string; showName?: boolean };
  /** Minutes without activity before a signed-in session is ended (1 to 120). Default 5. */
  idleMinutes?: number;
  /**
   * Told when the backend's answer was refused or one of its fields fell back (once per call and
   * field path; never a field's value), for a site's monitoring. The same line goes to console.warn.
   */
  onContractWarning?: (info: ContractWarning) => void;
  /**
   * The language (BCP 47: "fr", "fr-CA", "pt-BR"). Default: the page's `<html lang>`, else English.
   * A language without messages falls back to its base ("fr-CA" → "fr"), then to English.
   */
  locale?: string;
  /** Messages by language over the shipped ones: `{ fr: { 'signin.title': 'Connexion' } }` (ids: docs/embedding.md). */
  messages?: Record<string, Record<string, Message>>;
  /** Where the language files (`bank.fr.json`) are read from. Default: beside `bank.js`. */
  translationsUrl?: string;
  /**
   * The folder of the files beside `bank.js` (QR encoder, languages), with the release's query:
   * ".../assets/?ver=1a2b". Default: the folder `bank.js` was loaded from, which an optimiser that
   * combines scripts into a file of its own changes.
   */
  assetsUrl?: string;
  /** The language the bank writes its messages in (BCP 47). Default "en". */
  bankLanguage?: string;
  /**
   * Where the widget is the page (a bank page of its own): `document.title` names each step, then
   * this site name ("Review your transfer – Site name"). Default: the page's title is left alone.
   */
  pageTitle?: string;
}

import { CONNECTIONS, IDLE_MINUTES, MOUNT_OPTION_TYPES, type AppearanceVariable, type Connection, type ResolvedOptions } from '../config/options';
import type { Message } from '../i18n/types';
import type { ContractWarning } from '../config/options';

export type { ResolvedOptions };

/** Whether two unions of keys are the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Types = typeof MOUNT_OPTION_TYPES;
// The keys a page's JSON may carry are MOUNT_OPTION_TYPES' (the plugin's generated copy), no more, no fewer.
true satisfies Same<keyof Omit<MountOptions, 'onContractWarning'>, keyof Types> &
  Same<keyof NonNullable<MountOptions['brand']>, keyof Types['brand']> &
  Same<keyof Appearance, keyof Types['appearance']> &
  Same<AppearanceVariable, keyof Types['appearance']['variables']>;

/** `prefix` names the option an inner key belongs to ("brand."). */
function optionalString(options: Record<string, unknown>, key: string, prefix = ''): string | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw optionError(prefix + key, `must be a string, got ${typeof value}`);
  return value.trim();
}

/** An address the widget loads or links: only http(s) or a path, so a javascript: or data: address is refused outright. */
function urlOrPath(options: Record<string, unknown>, key: string, prefix = ''): string | undefined {
  const value = optionalString(options, key, prefix);
  if (value && !value.startsWith('/') && !/^https?:\/\/[^\s/]+/i.test(value))
    throw optionError(prefix + key, `must be an http(s) URL or a path starting with "/" (got "${value}")`);
  return value;
}

function resolveBrand(raw: unknown): ResolvedOptions['brand'] {
  const brand = optionObject(raw, 'brand', ['name', 'logoUrl', 'showName']) ?? {};
  const showName = brand.showName ?? true;
  if (typeof showName !== 'boolean') throw optionError('brand.showName', `must be true or false, got ${typeof showName}`);
  return { name: optionalString(brand, 'name', 'brand.') ?? '', logoUrl: urlOrPath(brand, 'logoUrl', 'brand.') ?? '', showName };
}

/** Through the site, calls carry the site's cookie: only a path of the page's own origin will do. */
function resolveConnection(options: Record<string, unknown>): string | undefined {
  const connection = optionalString(options, 'connection') || 'direct';
  const endpoint = optionalString(options, 'endpoint');
  if (!CONNECTIONS.includes(connection as Connection)) throw optionError('connection', `must be ${CONNECTIONS.map((c) => `"${c}"`).join(' or ')}: "${connection}"`);
  if (connection === 'direct') {
    if (endpoint) throw optionError('endpoint', 'is only read with connection "site"');
    return undefined;
  }
  if (!endpoint || !/^\/(?![/\\])[^\s?#]*$/.test(endpoint))
    throw optionError('endpoint', `must be a path of this site starting with "/" with connection "site": "${endpoint ?? ''}"`);
  return endpoint;
}

function resolveIdleMinutes(raw: unknown): number {
  if (raw === undefined || raw === null) return IDLE_MINUTES.default;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < IDLE_MINUTES.min || raw > IDLE_MINUTES.max) {
    throw optionError('idleMinutes', `must be a whole number from ${IDLE_MINUTES.min} to ${IDLE_MINUTES.max}: ${String(raw)}`);
  }
  return raw;
}

function resolveHook(raw: unknown): ResolvedOptions['onContractWarning'] {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'function') throw optionError('onContractWarning', `must be a function, got ${typeof raw}`);
  return raw as ResolvedOptions['onContractWarning'];
}

/** A message is text, or plural forms of text; anything else is refused, naming the id. */
function resolveMessages(raw: unknown): ResolvedOptions['messages'] {
  if (raw == null) return {};
  if (!isRecord(raw)) throw optionError('messages', 'must be an object of languages, e.g. { fr: { "signin.title": "…" } }');
  const out: ResolvedOptions['messages'] = {};
  for (const [language, messages] of Object.entries(raw)) {
    if (!isRecord(messages)) throw optionError(`messages.${language}`, 'must be an object of message ids');
    for (const [id, text] of Object.entries(messages)) {
      const plural = isRecord(text) && typeof text.other == 'string' && Object.values(text).every((form) => typeof form == 'string');
      if (typeof text != 'string' && !plural) throw optionError(`messages.${language}.${id}`, 'must be a text or { one, other } texts');
    }
    out[language.toLowerCase()] = messages as Record<string, Message>;
  }
  return out;
}

/** Whether `el` sits inside a `main` landmark of the page, through any shadow root it is in. */
function insideMain(el: Element): boolean {
  for (let node: Element | undefined = el; node; node = (node.getRootNode() as Partial<ShadowRoot>).host) {
    if (node.closest('main, [role="main"]')) return true;
  }
  return false;
}

export function resolveOptions(el: unknown, raw: unknown): ResolvedOptions {
  if (!(el instanceof Element)) {
    throw new MountOptionError('mountBank: the first argument "el" must be a DOM element to mount into.');
  }
  if (typeof raw !== 'object' || raw === null) {
    throw new MountOptionError('mountBank: the second argument must be an options object { basePath, apiBase }.');
  }
  const options = raw as Record<string, unknown>;
  const basePath = optionalString(options, 'basePath');
  if (basePath === undefined) throw optionError('basePath', 'is required (e.g. "/wp-user")');
  if (basePath !== '' && !basePath.startsWith('/')) throw optionError('basePath', `must start with "/" (got "${basePath}")`);
  const apiBase = (urlOrPath(options, 'apiBase') ?? '').replace(/\/+$/, '');
  return {
    basePath: basePath.replace(/\/+$/, ''),
    apiBase,
    siteEndpoint: resolveConnection(options),
    adminUrl: urlOrPath(options, 'adminUrl') || `${apiBase}/admin/`,
    uploadsBase: (urlOrPath(options, 'uploadsBase') || `${apiBase}/uploads`).replace(/\/+$/, ''),
    appearance: resolveAppearance(options.appearance),
    brand: resolveBrand(options.brand),
    idleMinutes: resolveIdleMinutes(options.idleMinutes),
    onContractWarning: resolveHook(options.onContractWarning),
    // A locale the widget cannot use is not a failed mount: it speaks English and says why (app/language.ts).
    locale: typeof options.locale == 'string' ? (canonicalLocale(options.locale) ?? 'und') : undefined,
    messages: resolveMessages(options.messages),
    translationsUrl: optionalString(options, 'translationsUrl'),
    assetsUrl: urlOrPath(options, 'assetsUrl') || undefined,
    insideMain: insideMain(el),
    bankLanguage: canonicalLocale(optionalString(options, 'bankLanguage') || 'en') ?? 'en',
    pageTitle: optionalString(options, 'pageTitle'),
  };
}
