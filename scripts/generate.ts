#!/usr/bin/env -S npx tsx
/**
 * The one command that writes every generated file from the widget's source, so no copy can drift:
 *
 *   npm run generate              writes the files whose content changed
 *   npm run generate -- --check   writes nothing; lists the stale ones and exits 1 if any
 *                                 (npm test runs it, beside the lint)
 *
 * A new generated file is one entry of generatedFiles(): its path and a function giving its
 * content. readme.txt's list of settings is read from the settings table by php (Debian's php-cli,
 * which npm test needs anyway). The figures (npm run figures) and screenshots (npm run screenshots) are measured, not
 * derived, and keep their own commands.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractDoc } from './generate/contract-doc.ts';
import { messagesDoc } from './generate/messages-doc.ts';
import { pluginFiles } from './generate/plugin-facts.ts';
import { readmeWithSettings } from './generate/readme-settings.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every generated file (path from the repository's root) with the content it must have. */
export const generatedFiles = async (): Promise<Record<string, string>> => ({
  ...pluginFiles(),
  'docs/backend-contract.md': await contractDoc(),
  'docs/messages.md': messagesDoc(),
  'wp-plugin/readme.txt': readmeWithSettings(root),
});

const current = (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/** The generated files whose committed content differs from what the source gives. */
export const staleFiles = async (files?: Record<string, string>) =>
  Object.entries(files ?? (await generatedFiles()))
    .filter(([file, content]) => current(file) !== content)
    .map(([file]) => file);

/** Writes the files that changed (only those under `under`, when given); returns their paths. */
export async function generate(under = ''): Promise<string[]> {
  // The plugin's own files first: readme.txt's settings are read by running the plugin's PHP, which names them.
  const plugin = Object.entries(pluginFiles()).filter(([file, content]) => file.startsWith(under) && current(file) !== content);
  for (const [file, content] of plugin) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  const files = await generatedFiles();
  const stale = (await staleFiles(files)).filter((file) => file.startsWith(under));
  for (const file of stale) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), files[file]!);
  }
  return [...new Set([...plugin.map(([file]) => file), ...stale])];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    for (const file of stale) console.error(`generate: ${file} is stale: run "npm run generate"`);
    process.exit(stale.length ? 1 : 0);
  }
  const written = await generate();
  console.log(`generate: ${written.length ? `wrote ${written.join(', ')}` : 'every file is up to date'}`);
}
