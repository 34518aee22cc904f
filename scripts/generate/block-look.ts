/**
 * wp-plugin/blocks/bank/look.js: what the block editor's picture of the sign-in card draws as the
 * widget does, from the widget's own source: its initials (src/lib/initials.ts, compiled to plain
 * JavaScript) and the text colour on the brand colour (the declarations of src/ui/styles/base.css
 * that compute it), as the global the block's editor script reads (onlineBankingPortalLook).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { NOTICE } from './source.ts';

/** The custom properties of base.css that give --bank-on-primary from --bank-primary. */
const ON_PRIMARY = ['--bank-lum', '--bank-on-primary'];

export function blockLook(root: string): string {
  const source = readFileSync(join(root, 'src/lib/initials.ts'), 'utf8').replace(/^export /m, '');
  const initials = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2017, removeComments: true } }).outputText.trim();
  const css = readFileSync(join(root, 'src/ui/styles/base.css'), 'utf8');
  const onPrimary = Object.fromEntries(
    ON_PRIMARY.map((name) => {
      const value = new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(css)?.[1];
      if (!value) throw new Error(`src/ui/styles/base.css declares no ${name}`);
      return [name, value.trim()];
    }),
  );
  return `/* ${NOTICE} */
/* The widget's initials (src/lib/initials.ts) and its text colour on the brand colour (src/ui/styles/base.css: set --bank-primary, read --bank-on-primary). */
window.onlineBankingPortalLook = ( function () {
	'use strict';
	${initials.replace(/\n/g, '\n\t')}
	return { initials: initials, onPrimary: ${JSON.stringify(onPrimary, null, '\t').replace(/\n/g, '\n\t')} };
} )();
`;
}
