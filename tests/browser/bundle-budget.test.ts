/**
 * The shipped bundle stays small and self-contained: one file, styles inside, no
 * string-to-code evaluation (which a strict CSP would refuse anyway).
 * dist/ is built by the global setup.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleFile, distDir, reactBundleFile } from './support/paths';

/**
 * The whole app: both parts of the signed-in area, the icon set, the frame by container width, the
 * page-following colour scheme, English with the i18n machinery, the money calls kept until the
 * bank settles them, every money outcome a page of its own, the bank's words marked with their
 * language and the site connection's batched reads: 74 KiB, this round's allowance over the 72 KiB
 * of the last (docs/decisions.md, "What each build step saves", lists the cuts and what each
 * feature cost), with no build step that edits a dependency's code. The QR encoder is not in it:
 * it is `bank.qr.js` beside the bundle, run when a deposit address shows.
 */
const BUDGET_GZIP = 75_776;
/** lean-qr's encoder as the file beside the bundle. */
const QR_BUDGET_GZIP = 2_560;

/**
 * Gzip by Node's zlib at level 9: stricter than the `gzip -9` command, which writes about 130 bytes
 * fewer for bank.js (other deflate heuristics). The printed figures name it so they are not read as the command's.
 */
const gzip9 = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The same source on React 19 (`npm run build:react`), built by the global setup; docs/decisions.md, "Why Preact at runtime". */
const react = readFileSync(reactBundleFile);
const reactGzip = gzip9(react);

describe('the files in dist/', () => {
  it('are printed with their sizes, raw and gzipped at zlib level 9', () => {
    const files = readdirSync(distDir)
      .filter((name) => /^bank(\.[\w-]+)*\.(js|json)$/.test(name))
      .sort();
    const rows = files.map((name) => {
      const bytes = readFileSync(`${distDir}${name}`);
      return `  ${name.padEnd(20)} ${String(bytes.length).padStart(8)} bytes ${String(gzip9(bytes)).padStart(7)} gzip (zlib level 9)`;
    });
    console.log(`dist/ (the app is bank.js; bank.qr.js and the language files are read when needed; bank.react.js is measured against, never shipped):\n${rows.join('\n')}`);
    expect(files).toContain('bank.js');
  });
});

describe('dist/bank.js', () => {
  const bundle = readFileSync(bundleFile);
  const source = bundle.toString('utf8');

  it(`is at most ${BUDGET_GZIP} bytes gzipped at zlib level 9`, () => {
    const gzipped = gzip9(bundle);
    console.log(
      `dist/bank.js: ${bundle.length} bytes, ${gzipped} bytes gzip (zlib level 9) (budget ${BUDGET_GZIP}, ${BUDGET_GZIP - gzipped} to spare); ` +
        `dist/bank.react.js: ${react.length} bytes, ${reactGzip} bytes gzip (zlib level 9); ` +
        `React/Preact ratio ${(reactGzip / gzipped).toFixed(2)}x (zlib level 9), ${(react.length / bundle.length).toFixed(2)}x (raw)`,
    );
    expect(gzipped).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it(`leaves the QR encoder to bank.qr.js beside it, at most ${QR_BUDGET_GZIP} bytes gzipped at zlib level 9`, () => {
    const qr = readFileSync(`${distDir}bank.qr.js`);
    console.log(`dist/bank.qr.js: ${qr.length} bytes, ${gzip9(qr)} bytes gzip (zlib level 9) (budget ${QR_BUDGET_GZIP})`);
    expect(qr.toString('utf8')).toMatch(/^var bankQrEncoder=/);
    // 21522 (0x5412) masks a QR code's format bits: the encoder is in the file, not in the bundle.
    expect(qr.toString('utf8')).toContain('21522');
    expect(source).not.toContain('21522');
    expect(gzip9(qr)).toBeLessThanOrEqual(QR_BUDGET_GZIP);
  });

  it("starts with V8's compile hint, so its functions compile off the main thread while it downloads", () => {
    // Only the file's first line counts; a minifier that drops comments would lose it silently.
    expect(source.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('evaluates no strings as code (no eval( / new Function)', () => {
    expect(source).not.toMatch(/\beval\s*\(/);
    expect(source).not.toMatch(/\bnew\s+Function\b/);
  });

  it('carries its styles inside: no separate CSS file in dist', () => {
    const css = readdirSync(distDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.css'));
    expect(css).toEqual([]);
    // …and the stylesheet really is in the bundle (a rule only the widget's CSS has).
    expect(source).toContain('.bank-container');
  });
});

/** A language other than English is a file beside the bundle, read only when chosen, so a page downloads only its own. */
const LANGUAGE_BUDGET_GZIP = 12_288;

describe('the language files beside dist/bank.js', () => {
  const files = readdirSync(distDir).filter((name) => /^bank\.[\w-]+\.json$/.test(name));

  it("are there for French, German, Spanish, Arabic and the pseudo-locale, with the id list for hosts' overrides", () => {
    expect(files.sort()).toEqual(['bank.ar.json', 'bank.de.json', 'bank.en-XA.json', 'bank.es.json', 'bank.fr.json', 'bank.ids.json']);
  });

  it(`are each at most ${LANGUAGE_BUDGET_GZIP} bytes gzipped at zlib level 9`, () => {
    const sizes = files.map((name) => [name, readFileSync(`${distDir}${name}`)] as const).map(([name, bytes]) => [name, bytes.length, gzip9(bytes)] as const);
    console.log(`language files: ${sizes.map(([name, raw, gz]) => `${name} ${raw} bytes, ${gz} gzip (zlib level 9)`).join('; ')}`);
    for (const [name, , gz] of sizes) expect(gz, name).toBeLessThanOrEqual(LANGUAGE_BUDGET_GZIP);
  });

  it('carry no English inside the bundle twice: bank.js holds English only', () => {
    // A French word only the French catalogue has would mean the languages were bundled in.
    const french = JSON.parse(readFileSync(`${distDir}bank.fr.json`, 'utf8')) as Record<string, unknown>;
    const sample = Object.values(french).find((text): text is string => typeof text == 'string' && text.length > 20)!;
    expect(readFileSync(bundleFile, 'utf8')).not.toContain(sample);
  });
});

describe('dist/bank.react.js (the same source on React 19)', () => {
  const source = react.toString('utf8');

  it('is React 19, not Preact behind the aliases', () => {
    // React 19's element tag; Preact's compat layer only knows the older 'react.element'.
    expect(source).toContain('react.transitional.element');
    expect(source).toContain('.bank-container');
  });

  it('is larger than dist/bank.js gzipped at zlib level 9: the reason the shipped runtime is Preact', () => {
    expect(reactGzip).toBeGreaterThan(gzip9(readFileSync(bundleFile)));
  });
});
