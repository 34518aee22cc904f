#!/usr/bin/env -S npx tsx
/**
 * Every message of the catalogue is one the widget can say: each id of src/i18n/en is written
 * out, as a quoted literal, somewhere in src/ outside the catalogues. The build swaps each such
 * literal for a short token (src/i18n/tokens.ts), so an id built at run time (a prefix joined to
 * a key, a template) would never be found there; this check refuses those too, naming the file.
 * Knip finds unused files, exports and dependencies (npm run lint runs both); it cannot know
 * that a string is a message id.
 *
 *   npm run lint              (or: tsx scripts/check-messages.ts)
 *
 * Exits 1, listing each unused id and each id built at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { messageIds } from '../src/i18n/tokens.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

/** What the code says about message ids: the ids it writes, and where it builds one. */
export function messageUses(files: { name: string; code: string }[], ids: string[]) {
  const areas = new Set(ids.map((id) => id.split('.')[0]!));
  const inArea = (text: string) => areas.has(text.split('.')[0]!) && text.includes('.');
  const used = new Set<string>();
  const built: string[] = [];
  for (const { name, code } of files) {
    const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const where = (node: ts.Node) => `${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (ids.includes(node.text)) used.add(node.text);
        // 'common.status.' + key: a prefix of ids, joined at run time.
        else if (inArea(node.text) && node.text.endsWith('.') && ts.isBinaryExpression(node.parent) && node.parent.left === node) built.push(`${where(node)} '${node.text}' + …`);
      } else if (ts.isTemplateExpression(node) && inArea(node.head.text)) {
        built.push(`${where(node)} \`${node.head.text}\${…}\``);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { unused: ids.filter((id) => !used.has(id)), built };
}

/** The source files that may say a message: src/ but the catalogues themselves. */
export function sourceFiles() {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`i18n/`))
    .map((file) => ({ name: relative(root, join(src, file)), code: readFileSync(join(src, file), 'utf8') }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { unused, built } = messageUses(sourceFiles(), messageIds());
  for (const id of unused) console.error(`check-messages: ${id} is in src/i18n/en but used nowhere in src/: remove it from every catalogue, or use it`);
  for (const place of built) console.error(`check-messages: ${place}: a message id built at run time; write each id out`);
  if (unused.length || built.length) process.exit(1);
  console.log(`check-messages: all ${messageIds().length} messages are used`);
}
