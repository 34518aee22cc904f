/**
 * Right to left works because the widget's CSS says start and end, never left and right: a
 * physical side here would leave an Arabic frame half mirrored.
 */
import { describe, expect, it } from 'vitest';
import base from '../../../src/ui/styles/base.css?inline';
import layout from '../../../src/ui/styles/layout.css?inline';
import home from '../../../src/ui/styles/home.css?inline';
import transfer from '../../../src/ui/styles/transfer.css?inline';
import statements from '../../../src/ui/styles/statements.css?inline';
import profile from '../../../src/ui/styles/profile.css?inline';
import funds from '../../../src/ui/styles/funds.css?inline';

const sheets = { base, layout, home, transfer, statements, profile, funds };
/** A declaration naming a physical side: `left:`, `margin-right:`, `border-left-width:`, `text-align: left`, `float: right`… */
const PHYSICAL =
  /(?:^|[;{\s])((?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)[\w-]*|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g;

describe('the widget CSS uses logical properties only', () => {
  it.each(Object.entries(sheets))('%s.css', (_name, css) => {
    expect(css.length).toBeGreaterThan(100);
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect([...withoutComments.matchAll(PHYSICAL)].map((m) => m[0].trim())).toEqual([]);
  });

  it('would catch a physical side (the check itself works)', () => {
    expect('.a{margin-left:4px}.b{ text-align: right }.c{left:0}'.match(PHYSICAL)).toHaveLength(3);
  });
});
