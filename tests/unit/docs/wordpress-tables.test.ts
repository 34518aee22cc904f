// @vitest-environment node
/**
 * docs/wordpress.md's tables say what the plugin does: its settings table names every setting the
 * settings page shows, and no other; its filters table every filter the plugin applies; the
 * colour schemes are the widget's. Read from the plugin's PHP wherever it lives under wp-plugin/
 * (the labels of the settings' table, every apply_filters() call outside comments), so moving
 * code between files changes nothing here. readme.txt's list of settings is written from the
 * settings table itself (npm run generate).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES } from '../../../src/config/options';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const phpFiles = readdirSync(join(root, 'wp-plugin'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.php'));
/** Every PHP file of the plugin, without its comments (a comment may name another plugin's filter). */
const php = phpFiles
  .map((file) =>
    read(`wp-plugin/${file}`)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*(\/\/|#).*$/gm, ''),
  )
  .join('\n');

const unquote = (text: string) => text.replace(/\\(['\\])/g, '$1');
/** The texts of `__( '…', 'online-banking-portal' )` calls in `code`. */
const translated = (code: string) => [...code.matchAll(/__\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'online-banking-portal'\s*\)/g)].map(([, text]) => unquote(text!));

/** Each setting's label, as the settings' table declares it (`'label' => __( '…' )`). */
const settingLabels = [...php.matchAll(/'label'\s*=>\s*__\(\s*'((?:[^'\\]|\\.)*)'/g)].map(([, text]) => unquote(text!));
/** Each filter applied (`apply_filters( 'name', … )`). */
const filters = [...php.matchAll(/\bapply_filters\(\s*'([^']+)'/g)].map(([, name]) => name!);
/** The labels a choices function gives its values (`function color_scheme_choices() { return array( 'auto' => __( … ) … ) }`). */
const choiceLabels = (fn: string) => {
  const body = new RegExp(`function ${fn}\\(\\)\\s*\\{([\\s\\S]*?)\\n\\t\\}`).exec(php)?.[1] ?? '';
  // A choice's key is written as text or as the widget's generated constant (CONNECTION_SITE: "site").
  return Object.fromEntries(
    [...body.matchAll(/(?:'(\w+)'|Online_Banking_Portal_Widget_Facts::CONNECTION_(\w+))\s*=>\s*__\(/g)].map(([, value, constant], i) => [
      value ?? constant!.toLowerCase(),
      translated(body)[i]!,
    ]),
  );
};

/** The rows of the markdown table whose header's first cell is `first`: each row's cells, as written. */
function table(markdown: string, first: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  if (start < 0) throw new Error(`no table headed "${first}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const doc = read('docs/wordpress.md');
const sorted = (list: string[]) => [...new Set(list)].sort();

describe('docs/wordpress.md', () => {
  it('reads the plugin: its settings and filters are found in its PHP', () => {
    expect(settingLabels).toContain('Banking API address');
    expect(filters).toContain('online_banking_portal_mount_options');
  });

  it('lists every setting of the settings page, and no other', () => {
    expect(sorted(table(doc, 'Setting').map(([name]) => name!))).toEqual(sorted(settingLabels));
  });

  it('lists every filter the plugin applies, and no other', () => {
    expect(sorted(table(doc, 'Filter').map(([name]) => name!.replace(/`/g, '')))).toEqual(sorted(filters));
  });

  it('names every choice of the colour scheme and the connection, in bold, in their rows', () => {
    const rows = Object.fromEntries(table(doc, 'Setting').map(([name, text]) => [name, text!]));
    const schemes = choiceLabels('color_scheme_choices');
    expect(Object.keys(schemes)).toEqual([...COLOR_SCHEMES]);
    for (const label of Object.values(schemes)) expect(rows['Colour scheme']).toContain(`**${label}**`);
    const connections = choiceLabels('connection_choices');
    expect(Object.keys(connections).length).toBeGreaterThan(1);
    for (const label of Object.values(connections)) expect(rows.Connection).toContain(`**${label}**`);
  });

  it("gives the block's colorScheme attribute the widget's colour schemes", () => {
    const [, values] = table(doc, 'attribute').find(([name]) => name === '`colorScheme`')!;
    expect([...values!.matchAll(/`(\w+)`/g)].map(([, value]) => value)).toEqual([...COLOR_SCHEMES]);
  });
});
