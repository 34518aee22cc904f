// @vitest-environment node
/**
 * The design system's rules, held by a test rather than by review: colours are written once,
 * as tokens on :host in base.css; spaces, type sizes, radii, shadows and focus rings come from
 * tokens everywhere else; every token a rule reads exists (a misspelt var() silently falls
 * back to nothing in a browser).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../../src/ui/styles/', import.meta.url));
const sheets = readdirSync(dir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(dir + name, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));
const base = sheets.find((s) => s.name === 'base.css')!.css;

/** The token block: the first `:host {` rule of base.css, braces balanced. */
function tokenBlock(css: string): { start: number; end: number } {
  const start = css.indexOf(':host {');
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) return { start, end: i };
  }
  throw new Error('unbalanced :host block');
}
const tokens = tokenBlock(base);
const outsideTokens = sheets.map(({ name, css }) => ({
  name,
  css: name === 'base.css' ? css.slice(0, tokens.start) + css.slice(tokens.end + 1) : css,
}));

/** Declarations (property: value) outside the token block, with the sheet they are in. */
const declarations = outsideTokens.flatMap(({ name, css }) =>
  [...css.matchAll(/([-\w]+)\s*:\s*([^;{}]+)/g)].map(([, property, value]) => ({ name, property: property!, value: value!.trim() })),
);

/** Properties that take a colour, and custom properties (a token re-pointed for a component). */
const COLOURED =
  /^(color|background(-color)?|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-color)?|outline(-color)?|fill|stroke|box-shadow|text-shadow|caret-color|accent-color|text-decoration(-color)?|column-rule(-color)?|--[\w-]+)$/;
/** Words such a value may hold besides tokens and numbers: functions, keywords, line styles; no colour name. */
const NOT_A_COLOUR = new Set([
  'calc',
  'min',
  'max',
  'clamp',
  'color-mix',
  'in',
  'oklab',
  'srgb',
  'currentcolor',
  'transparent',
  'inherit',
  'none',
  'solid',
  'dashed',
  'dotted',
  'inset',
  'underline',
  'important',
]);
/** A value's hex colours and words, once tokens and numbers (with their units) are taken out. */
const wordsOf = (value: string) => {
  const hex = value.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
  const rest = value
    .replace(/#[0-9a-f]{3,8}\b/gi, ' ')
    .replace(/var\(\s*--[\w-]+\s*\)/g, ' ')
    .replace(/-?\d*\.?\d+[a-z%]*/gi, ' ');
  return [...hex, ...(rest.match(/[a-z][\w-]*/gi) ?? [])].map((w) => w.toLowerCase());
};

describe('design tokens', () => {
  it('declares every token once, on :host in base.css; elsewhere a custom property only points at a token', () => {
    const declared = [...base.slice(tokens.start, tokens.end).matchAll(/(--bank-[\w-]+)\s*:/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((name, i) => declared.indexOf(name) !== i)).toEqual([]);
    // Such as .notice--error { --bank-tone: var(--bank-danger-ink) }: a value of its own would be a second token.
    const ownValues = declarations.filter((d) => d.property.startsWith('--') && !/^var\(--bank-[\w-]+\)$/.test(d.value));
    expect(ownValues).toEqual([]);
  });

  it('writes no colour outside the token block: colour values hold only tokens, numbers and keywords', () => {
    const found = declarations.filter((d) => COLOURED.test(d.property) && wordsOf(d.value).some((word) => !NOT_A_COLOUR.has(word)));
    expect(found).toEqual([]);
  });

  it('reads only tokens that exist (or the public inputs a site owner may set)', () => {
    const declared = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/(--bank-[\w-]+)\s*:/g)].map((m) => m[1])));
    const publicInputs = /^--bank-(color-(primary|background|text|danger)|border-radius|font-family)$/;
    const read = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/var\(\s*(--bank-[\w-]+)/g)].map((m) => m[1]!)));
    expect([...read].filter((name) => !declared.has(name) && !publicInputs.test(name))).toEqual([]);
  });

  it('takes spaces, type sizes, radii, shadows and focus rings from tokens', () => {
    const scaled = /^(gap|row-gap|column-gap|padding(-[\w]+)?|margin(-[\w]+)?|font-size|border-radius|box-shadow|outline|outline-offset|inset)$/;
    // A number with a unit, other than 0 or a share of the token it multiplies.
    const literal = declarations.filter((d) => scaled.test(d.property) && /(^|[\s(,+*/-])\d*\.?\d+(px|rem|em)\b/.test(d.value));
    expect(literal).toEqual([]);
  });
});
