/**
 * The `appearance` mount option: a colour scheme and six public theme variables. Values are
 * checked here, before anything renders, and applied to the shadow host as the public
 * `--bank-*` custom properties that styles.css reads (through the CSSOM, which a page's CSP
 * `style-src` does not govern). Every derived shade, and the text colour on the brand
 * colour, is computed in styles.css from these.
 */
import { optionError } from './option-error';

export type ColorScheme = 'light' | 'dark' | 'auto';

/** Option name → the public custom property a site owner may also set on the mount element. */
export const THEME_VARIABLES = {
  colorPrimary: '--bank-color-primary',
  colorBackground: '--bank-color-background',
  colorText: '--bank-color-text',
  colorDanger: '--bank-color-danger',
  borderRadius: '--bank-border-radius',
  fontFamily: '--bank-font-family',
} as const;

export type ThemeVariable = keyof typeof THEME_VARIABLES;
export type AppearanceVariables = Partial<Record<ThemeVariable, string>>;

export interface Appearance {
  colorScheme?: ColorScheme;
  variables?: AppearanceVariables;
}

export interface ResolvedAppearance {
  colorScheme: ColorScheme;
  variables: AppearanceVariables;
}

const SCHEMES: readonly string[] = ['light', 'dark', 'auto'];
const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;
const CHANNEL = String.raw`${NUMBER}(?:%|deg|grad|rad|turn)?`;
/** Opaque colours only: hex with 3 or 6 digits, rgb()/hsl() with three channels (commas or spaces). */
const COLOR_SHAPE = new RegExp(String.raw`^(?:#(?:[\da-f]{3}|[\da-f]{6})|(?:rgb|hsl)\(\s*${CHANNEL}(?:\s*,\s*|\s+)${CHANNEL}(?:\s*,\s*|\s+)${CHANNEL}\s*\))$`, 'i');
const LENGTH = /^(?:0|(?:\d+\.?\d*|\.\d+)(?:px|rem))$/;
/** A font list needs none of these; refusing them keeps the value one declaration. */
const FONT_FORBIDDEN = /[;{}()\\<>]/;

/** The shape check always runs; where the engine can parse colours it must agree. */
function isColor(value: string): boolean {
  if (!COLOR_SHAPE.test(value)) return false;
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

type Check = [test: (value: string) => boolean, expected: string];
const COLOR: Check = [isColor, 'a CSS colour (#rgb, #rrggbb, rgb() or hsl())'];
const CHECKS: Record<ThemeVariable, Check> = {
  colorPrimary: COLOR,
  colorBackground: COLOR,
  colorText: COLOR,
  colorDanger: COLOR,
  borderRadius: [(v) => LENGTH.test(v), 'a length in px or rem (e.g. "8px")'],
  fontFamily: [(v) => v.length <= 300 && !FONT_FORBIDDEN.test(v), 'a font-family list without ; { } ( ) \\ < >'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rejectUnknownKeys(value: Record<string, unknown>, known: readonly string[], path: string): void {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) throw optionError(`${path}.${unknown}`, `is not an option (known: ${known.join(', ')})`);
}

function readVariables(raw: unknown): AppearanceVariables {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw optionError('appearance.variables', 'must be an object');
  rejectUnknownKeys(raw, Object.keys(THEME_VARIABLES), 'appearance.variables');
  const variables: AppearanceVariables = {};
  for (const name of Object.keys(CHECKS) as ThemeVariable[]) {
    const value = raw[name];
    // Absent, null and "" all mean "not set" (a settings form's empty field).
    if (value === undefined || value === null || value === '') continue;
    const [test, expected] = CHECKS[name];
    if (typeof value !== 'string' || !test(value.trim())) {
      throw optionError(`appearance.variables.${name}`, `must be ${expected}, got ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`);
    }
    variables[name] = value.trim();
  }
  return variables;
}

export function resolveAppearance(raw: unknown): ResolvedAppearance {
  if (raw === undefined || raw === null) return { colorScheme: 'auto', variables: {} };
  if (!isRecord(raw)) throw optionError('appearance', 'must be an object { colorScheme, variables }');
  rejectUnknownKeys(raw, ['colorScheme', 'variables'], 'appearance');
  const scheme = raw.colorScheme ?? 'auto';
  if (typeof scheme !== 'string' || !SCHEMES.includes(scheme)) {
    throw optionError('appearance.colorScheme', `must be "light", "dark" or "auto", got ${JSON.stringify(scheme)}`);
  }
  return { colorScheme: scheme as ColorScheme, variables: readVariables(raw.variables) };
}

/** Sets the scheme and the variables on the shadow host; unset variables keep inheriting from the page. */
export function applyAppearance(host: HTMLElement, { colorScheme, variables }: ResolvedAppearance): void {
  host.setAttribute('data-scheme', colorScheme);
  for (const [name, value] of Object.entries(variables) as [ThemeVariable, string][]) {
    host.style.setProperty(THEME_VARIABLES[name], value);
  }
}
