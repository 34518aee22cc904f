// @vitest-environment node
/**
 * The plugin's copies of the widget's facts (scripts/generate/plugin-facts.ts) say what src/ says,
 * in each language's form; `npm run generate -- --check` holds the committed copies to them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { latinFold, pluginFiles as generatedFiles, widgetConstants } from '../../../scripts/generate/plugin-facts';
import { COLOR_SCHEMES, IDLE_MINUTES } from '../../../src/config/options';
import { SITE_HEADER, SITE_MARKER_PREFIX, SITE_SESSION } from '../../../src/config/site';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

describe("the plugin's generated facts", () => {
  it("give the block the widget's colour schemes, and leave the rest of block.json as it is", () => {
    const block = JSON.parse(read('wp-plugin/blocks/bank/block.json'));
    expect(block.attributes.colorScheme.enum).toEqual(COLOR_SCHEMES);
    expect(block.name).toBe('online-banking-portal/bank');
  });

  it("give the plugin's classes the endpoint's header, marker prefix, session actions, timeout and the idle limits as constants", () => {
    const php = generatedFiles()['wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php']!;
    expect(php).toMatch(/^<\?php\n[\s\S]*final class Online_Banking_Portal_Widget_Facts \{/);
    expect(php).toContain(`const SITE_HEADER = '${SITE_HEADER}';`);
    expect(php).toContain(`const MARKER_PREFIX = '${SITE_MARKER_PREFIX}';`);
    expect(php).toContain(`const SESSION_KEEP = '${SITE_SESSION.keep}';`);
    expect(php).toContain(`const MAX_IDLE_MINUTES = ${IDLE_MINUTES.max};`);
    for (const [name, value] of widgetConstants()) if (typeof value !== 'object') expect(php).toContain(`const ${name} = ${JSON.stringify(value).replace(/"/g, "'")};`);
  });

  it('write PHP that returns the same facts', () => {
    const php = generatedFiles()['wp-plugin/includes/generated/facts.php']!;
    expect(php).toMatch(/^<\?php\n/);
    expect(php).toContain("defined( 'ABSPATH' ) || exit;");
    expect(php).toContain(`'colorSchemes' => array( ${COLOR_SCHEMES.map((s) => `'${s}'`).join(', ')} ),`);
    expect(php).toContain("'field' => 'error',\n\t\t\t'is' => 'reports-error',");
  });

  it("give the account key's reading without intl the Latin letters' NFKD without marks", () => {
    const fold = latinFold();
    expect([fold['é'], fold['Ñ'], fold['ặ'], fold['ǅ'], fold['\u00a0']]).toEqual(['e', 'N', 'a', 'Dz', ' ']);
    expect(fold['ł']).toBeUndefined();
    expect(generatedFiles()['wp-plugin/includes/generated/latin-fold.php']).toContain("\t'é' => 'e',");
  });
});
