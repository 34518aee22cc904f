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

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch)\(\s*[\d.]|\boklch\(\s*[\d.]|(?<![-\w])(?:white|black|red|blue|green|gray|grey|orange)(?![-\w])/i;

describe('design tokens', () => {
  it('declares every token once, on :host in base.css', () => {
    const declared = [...base.slice(tokens.start, tokens.end).matchAll(/(--bank-[\w-]+)\s*:/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((name, i) => declared.indexOf(name) !== i)).toEqual([]);
  });

  it('writes no colour outside the token block', () => {
    const found = declarations.filter((d) => COLOUR.test(d.value));
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
    const literal = declarations.filter((d) => scaled.test(d.property) && /(^|[\s(,])-?\d*\.?\d+(px|rem|em)\b/.test(d.value));
    expect(literal).toEqual([]);
  });
});
