// @vitest-environment node
/**
 * The block editor's picture of the sign-in card draws with the widget's own code
 * (wp-plugin/blocks/bank/look.js, generated from src/lib/initials.ts and src/ui/styles/base.css):
 * the monogram says what the widget's says, and the text on the brand colour is the widget's rule.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initials } from '../../../src/lib/initials';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

interface Look {
  initials: (name: string) => string;
  onPrimary: Record<string, string>;
}
const window = {} as { onlineBankingPortalLook?: Look };
runInNewContext(read('wp-plugin/blocks/bank/look.js'), { window });
const look = window.onlineBankingPortalLook!;

describe("the block editor's preview", () => {
  it.each(['Harness Bank of Commerce', 'First Example Bank', '  Crédit  Mutuel ', 'Bank', ''])('writes the initials of %j as the widget does', (name) => {
    expect(look.initials(name)).toBe(initials(name));
  });

  it("takes the first and the last word, as the widget's own monogram", () => {
    expect(look.initials('Harness Bank of Commerce')).toBe('HC');
  });

  it("colours its text on the brand colour with the widget's declarations", () => {
    const css = read('src/ui/styles/base.css');
    for (const [name, value] of Object.entries(look.onPrimary)) expect(css).toContain(`${name}: ${value};`);
    expect(Object.keys(look.onPrimary)).toContain('--bank-on-primary');
    expect(read('wp-plugin/blocks/bank/editor.css')).toContain('color: var(--bank-on-primary);');
  });
});
