/**
 * One widget's language: its messages and how it writes numbers, money and dates (`Intl`, for
 * the chosen locale). Built once per mount (app/mount.tsx) and read by screens with `useI18n()`.
 */
import { en, type MessageId } from '../i18n/en';
import type { Message } from '../i18n/types';
import { DEFAULT_CURRENCY, parseDate } from './format';

export type { MessageId };
export type Catalogue = Partial<Record<MessageId, Message>>;
type Vars = Record<string, string | number>;

/** Languages shipped with the widget: English inside the bundle, the others in a file beside it. */
export const SHIPPED = ['en', 'fr', 'de', 'es', 'ar', 'en-XA'] as const;
const RTL = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * True in the built bundle, where ids are tokens (src/i18n/tokens.ts): a host's messages, keyed by
 * id, are then read through `bank.ids.json`. (Written in two parts so the build's swap skips it.)
 */
export const idsAreTokens = () => !('common' + '.region' in en);

/** Where a message id is kept: the id itself in source; in the build, its token's index. */
const messageKey = (id: string): string | number => (id[0] == '\ue000' ? parseInt(id.slice(1), 36) : id);

/** Whether a text is one of our message ids (not words a server sent). */
export const isMessageId = (text: string): boolean => messageKey(text) in en;

export interface I18n {
  /** The locale numbers and dates are written in ("fr-CA"), and its language's catalogue. */
  locale: string;
  dir: 'ltr' | 'rtl';
  t(id: MessageId, vars?: Vars): string;
  /** A message id of ours in this language; anything else (the server's words) as it came. */
  say(text: string): string;
  /**
   * `$12,500.50` in English, `12 500,50 $` in French: the backend's symbol where the locale puts
   * one. `signed` writes "+" or "−" (the minus sign, not a hyphen) where the locale puts a sign.
   */
  money(amount: number, symbol?: string, signed?: boolean): string;
  /** Day, the month in letters and year, in the locale's words and order ("5 Mar 2024", "5 mars 2024"); text that is not a date as it came. */
  date(value: string): string;
  time(date: Date): string;
  number(value: number): string;
  bytes(size: number): string;
  /** The language the bank writes its own messages in (the `bankLanguage` option); English unless set. */
  bank?: string;
}

/**
 * Which catalogue serves a requested locale: itself when we have it, else its language
 * (`fr-CA` → `fr`), else null. `available` holds shipped languages and any the host passed in.
 */
export function catalogueFor(locale: string, available: readonly string[]): string | null {
  const lower = available.map((a) => a.toLowerCase());
  const exact = lower.indexOf(locale.toLowerCase());
  if (exact >= 0) return available[exact]!;
  const language = lower.indexOf(locale.split('-')[0]!.toLowerCase());
  return language >= 0 ? available[language]! : null;
}

/** A locale tag Intl accepts, or null ("fr_FR" from WordPress reads as "fr-FR"). */
export function canonicalLocale(raw: string): string | null {
  try {
    return Intl.getCanonicalLocales(raw.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * A formatter made the first time it is asked for, then kept. The first `Intl` number or date
 * formatter of a page loads the engine's number and date data (about 100 ms at 4x CPU, against
 * about 1 ms for each later one); the sign-in screen needs none of them.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One locale's formatters, made once a page: every widget and language object of that locale uses the same ones. */
function formatsOf(formats: string) {
  // Plain English keeps the original's day, month, year order; a named English (en-US) gets its own.
  // The month in letters reads the same on either side of the Atlantic.
  const dates = formats === 'en' ? 'en-GB' : formats;
  const currency = (signDisplay: 'auto' | 'always') => new Intl.NumberFormat(formats, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', signDisplay });
  return {
    plural: lazy(() => new Intl.PluralRules(formats)),
    decimals: lazy(() => new Intl.NumberFormat(formats, { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
    unsigned: lazy(() => currency('auto')),
    signed: lazy(() => currency('always')),
    whole: lazy(() => new Intl.NumberFormat(formats)),
    day: lazy(() => new Intl.DateTimeFormat(dates, { day: 'numeric', month: 'short', year: 'numeric' })),
    clock: lazy(() => new Intl.DateTimeFormat(dates, { hour: '2-digit', minute: '2-digit' })),
    size: (unit: string) => new Intl.NumberFormat(formats, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }),
  };
}

const kept = new Map<string, ReturnType<typeof formatsOf>>();
/** The pseudo-locale writes English: its catalogue carries the markers, not its formats. */
function formatsFor(locale: string) {
  const formats = locale.startsWith('en-XA') ? 'en' : locale;
  let made = kept.get(formats);
  if (!made) kept.set(formats, (made = formatsOf(formats)));
  return made;
}

/**
 * Makes the formatters a signed-in screen writes first (counts, amounts, dates) for `locale`,
 * the same objects its screens then use: called while the mount waits for the network, so their
 * cost is not paid inside the first render. A locale Intl refuses is left to the render to report.
 */
export function prepareFormats(locale: string): void {
  try {
    const f = formatsFor(locale);
    f.whole();
    f.unsigned();
    f.signed();
    f.day();
  } catch {
    // The render meets the same locale and fails there, where the error boundary shows it.
  }
}

export function createI18n(locale = 'en', ...catalogues: Catalogue[]): I18n {
  const messages = Object.assign({}, en, ...catalogues) as Record<string | number, Message | undefined>;
  const { plural, decimals, unsigned, signed, whole, day, clock, size } = formatsFor(locale);

  const fill = (text: string, vars?: Vars) =>
    vars
      ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? (typeof vars[name] == 'number' ? whole().format(vars[name] as number) : String(vars[name])) : all))
      : text;

  const t = (id: MessageId, vars?: Vars) => {
    const message = messages[messageKey(id)] ?? id;
    return fill(typeof message == 'string' ? message : (message[plural().select(Number(vars?.count))] ?? message.other), vars);
  };

  return {
    locale,
    dir: RTL.has(locale.split('-')[0]!) ? 'rtl' : 'ltr',
    t,
    say: (text) => (messageKey(text) in messages ? t(text as MessageId) : text),
    // Every amount on every screen is written here, parts and marks in the order the locale gives
    // them (in Arabic the marks that keep a sign with its figure too): only the symbol is swapped.
    money: (amount, symbol = DEFAULT_CURRENCY, sign = false) =>
      (sign ? signed() : unsigned())
        .formatToParts(amount)
        .map((part) => (part.type == 'currency' ? symbol : sign && part.type == 'minusSign' ? '\u2212' : part.value))
        .join(''),
    date(value) {
      const parsed = parseDate(value);
      return parsed ? day().format(parsed) : value;
    },
    time: (date) => clock().format(date),
    number: (value) => decimals().format(value),
    bytes: (n) => (n < 1024 ? size('byte') : n < 1048576 ? size('kilobyte') : size('megabyte')).format(n < 1024 ? n : n < 1048576 ? Math.round(n / 1024) : n / 1048576),
  };
}
