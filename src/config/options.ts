/** What one mounted widget was configured with, after `app/options.ts` checked and completed it. */
import type { Message } from '../i18n/types';

/**
 * For the integrator, never the customer (who cannot mend a backend's answer): which call (marker or crud), which field path
 * (`data[].status`; '' for the answer itself), what happened. Never a field's value.
 */
export interface ContractWarning {
  call: string;
  path: string;
  message: string;
  /** true: the answer was refused (the screen shows its error state); false: a field fell back. */
  rejected: boolean;
}

/**
 * 'auto' takes light or dark from the host page's own background behind the widget;
 * 'system' follows the visitor's device (prefers-color-scheme); 'light' and 'dark' force.
 */
export type ColorScheme = 'auto' | 'system' | 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['auto', 'system', 'light', 'dark'];

/**
 * How the widget reaches the bank: 'direct', the browser calls the bank and holds its session token;
 * 'site', through an endpoint of the page's own site, which holds the token instead.
 */
export type Connection = 'direct' | 'site';
export const CONNECTIONS: readonly Connection[] = ['direct', 'site'];

/** `idleMinutes`: whole minutes, from `min` to `max`; `default` when not given (the plugin's setting has the same limits). */
export const IDLE_MINUTES = { min: 1, max: 120, default: 5 } as const;

export const APPEARANCE_VARIABLES = ['colorPrimary', 'colorBackground', 'colorText', 'colorDanger', 'borderRadius', 'fontFamily'] as const;
export type AppearanceVariable = (typeof APPEARANCE_VARIABLES)[number];

/**
 * The mount options a page can write as JSON (data-bank-options), each with the JSON type it has
 * there ('object': any keys; a table: those keys). The WordPress plugin names the keys and casts
 * each value to its type from a generated copy; app/options.ts holds the keys to MountOptions'.
 */
export const MOUNT_OPTION_TYPES = {
  basePath: 'string',
  apiBase: 'string',
  connection: 'string',
  endpoint: 'string',
  adminUrl: 'string',
  uploadsBase: 'string',
  appearance: {
    colorScheme: 'string',
    variables: { colorPrimary: 'string', colorBackground: 'string', colorText: 'string', colorDanger: 'string', borderRadius: 'string', fontFamily: 'string' },
  },
  brand: { name: 'string', logoUrl: 'string', showName: 'boolean' },
  idleMinutes: 'integer',
  bankLanguage: 'string',
  pageTitle: 'string',
  locale: 'string',
  messages: 'object',
  translationsUrl: 'string',
  assetsUrl: 'string',
} as const;

export interface ResolvedOptions {
  basePath: string;
  apiBase: string;
  /** Connection "site": the site's endpoint every call goes to; undefined: directly to the bank. */
  siteEndpoint?: string;
  adminUrl: string;
  uploadsBase: string;
  appearance: { colorScheme: ColorScheme; variables: Partial<Record<AppearanceVariable, string>> };
  /** name '' : the widget's own default name, in the customer's language. */
  brand: { name: string; logoUrl: string; showName: boolean };
  /** The session ends after this many minutes without input (inactivity lock). */
  idleMinutes: number;
  /** BCP 47 tag asked for by the host ("fr-CA"), or undefined to follow the page's `<html lang>`. */
  locale?: string;
  /** The host's messages by language ("fr" → id → text), over the shipped ones. */
  messages: Record<string, Record<string, Message>>;
  /** Where the language files (`bank.fr.json`) are read from; default: beside the bundle. */
  translationsUrl?: string;
  /** The folder of the files beside the bundle, as the page named it; default: the bundle's own (lib/bundle-files.ts). */
  assetsUrl?: string;
  /** Told about answers refused and fields fallen back (src/api/transport.ts). */
  onContractWarning?: (info: ContractWarning) => void;
  /**
   * The host element is already inside the page's own `main` landmark (a block theme's page, a
   * shortcode in a post): a page has one, so the widget's screen is then no `main` of its own.
   */
  insideMain: boolean;
  /** The language the bank writes its own messages in ("en"): the words the widget shows of it are marked with it. */
  bankLanguage: string;
  /** On a page the widget owns: the site's name after each step's name in `document.title`; undefined leaves the title alone. */
  pageTitle?: string;
}
