/**
 * The `appearance` mount option: a colour scheme and six public theme variables. Values are
 * checked before anything renders, then set on the shadow host as the public custom
 * properties styles/base.css reads (colorPrimary → --bank-color-primary), through the CSSOM,
 * which a page's CSP `style-src` does not govern. Every derived shade, and the text colour
 * on the brand colour, is computed in styles/base.css from these.
 */
import { APPEARANCE_VARIABLES, COLOR_SCHEMES, type AppearanceVariable, type ColorScheme } from '../config/options';
import { optionError, optionObject } from './option-checks';
import { watchPageScheme } from './page-scheme';

type AppearanceVariables = Partial<Record<AppearanceVariable, string>>;

export interface Appearance {
  colorScheme?: ColorScheme;
  variables?: AppearanceVariables;
}

export interface ResolvedAppearance {
  colorScheme: ColorScheme;
  variables: AppearanceVariables;
}

/** colorPrimary → --bank-color-primary */
const cssVariable = (name: AppearanceVariable) => `--bank-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const CHANNEL = String.raw`\s*[-+]?(\d+\.?\d*|\.\d+)(%|deg|turn|rad)?\s*`;
/** Opaque colours only: #rgb, #rrggbb, rgb() or hsl() with three plain numbers (no var(), no nesting). */
const COLOR = new RegExp(String.raw`^(#([\da-f]{3}){1,2}|(rgb|hsl)\(${CHANNEL}(,|\s)${CHANNEL}(,|\s)${CHANNEL}\))$`, 'i');
const LENGTH = /^(0|(\d+\.?\d*|\.\d+)(px|rem))$/;
/** A font list needs none of these; refusing them keeps the value one declaration. */
const NOT_FONT = /[;{}()\\<>]/;

/** The shape check, and the engine must parse it as a colour too (the unit tests' jsdom parses none: tests/unit/setup.ts). */
function valid(name: AppearanceVariable, value: string): boolean {
  if (name === 'borderRadius') return LENGTH.test(value);
  if (name === 'fontFamily') return value.length < 300 && !NOT_FONT.test(value);
  return COLOR.test(value) && CSS.supports('color', value);
}

function readVariables(raw: unknown): AppearanceVariables {
  const given = optionObject(raw, 'appearance.variables', APPEARANCE_VARIABLES) ?? {};
  const variables: AppearanceVariables = {};
  for (const name of APPEARANCE_VARIABLES) {
    const value = given[name];
    // Absent, null and "" all mean "not set" (a settings form's empty field).
    if (value == null || value === '') continue;
    if (typeof value !== 'string' || !valid(name, value.trim())) {
      throw optionError(
        `appearance.variables.${name}`,
        `is not ${name === 'borderRadius' ? 'a px or rem length' : name === 'fontFamily' ? 'a font list without ;{}()\\<>' : 'a #rgb, #rrggbb, rgb() or hsl() colour'}: ${JSON.stringify(value)}`,
      );
    }
    variables[name] = value.trim();
  }
  return variables;
}

export function resolveAppearance(raw: unknown): ResolvedAppearance {
  const given = optionObject(raw, 'appearance', ['colorScheme', 'variables']) ?? {};
  const colorScheme = given.colorScheme ?? 'auto';
  if (!COLOR_SCHEMES.includes(colorScheme as ColorScheme)) {
    throw optionError('appearance.colorScheme', `must be ${COLOR_SCHEMES.map((s) => `"${s}"`).join(', ')}: ${JSON.stringify(colorScheme)}`);
  }
  return { colorScheme: colorScheme as ColorScheme, variables: readVariables(given.variables) };
}

/**
 * Sets the scheme and the variables on the shadow host; unset variables keep inheriting from
 * the page. data-scheme is what styles/base.css reads: 'light', 'dark' or 'system'; for 'auto'
 * it follows the page behind `el` for as long as the returned stop function is not called.
 */
export function applyAppearance(host: HTMLElement, el: Element, { colorScheme, variables }: ResolvedAppearance): () => void {
  for (const name of APPEARANCE_VARIABLES) if (variables[name]) host.style.setProperty(cssVariable(name), variables[name]!);
  if (colorScheme !== 'auto') {
    host.setAttribute('data-scheme', colorScheme);
    return () => {};
  }
  return watchPageScheme(el, (scheme, around) => {
    host.setAttribute('data-scheme', scheme);
    // Following the page, the widget leaves the page's own colour around its cards where its text stays readable on it (styles/base.css).
    if (around) host.setAttribute('data-follow-page', around);
    else host.removeAttribute('data-follow-page');
  });
}
