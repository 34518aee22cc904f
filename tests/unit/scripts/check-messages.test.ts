// @vitest-environment node
/**
 * `npm run lint`'s check of the catalogue (scripts/check-messages.ts): a message no code says is
 * found, and so is an id the code builds at run time, which the build could not swap for its token.
 */
import { describe, expect, it } from 'vitest';
import { messageUses, sourceFiles } from '../../../scripts/check-messages';
import { messageIds } from '../../../src/i18n/tokens';

const ids = ['common.status.pending', 'common.status.failed', 'auth.title', 'auth.unused'];

describe('the catalogue check', () => {
  it('finds the messages no code says, in .ts and .tsx alike (comments do not count)', () => {
    const files = [
      { name: 'src/a.ts', code: "const words = { pending: 'common.status.pending', failed: \"common.status.failed\" };\n// 'auth.unused' in a comment\n" },
      { name: 'src/B.tsx', code: "export const B = () => <h1 title={t('auth.title')}>Don't</h1>;\n" },
    ];
    expect(messageUses(files, ids)).toEqual({ unused: ['auth.unused'], built: [] });
  });

  it('refuses an id built from a prefix and a key, or in a template, naming where', () => {
    const files = [{ name: 'src/c.ts', code: "const a = t('common.status.' + status);\nconst b = t(`auth.${key}`);\nconst c = 'see docs/x.md.';\n" }];
    const { built, unused } = messageUses(files, ids);
    expect(built).toEqual(["src/c.ts:1 'common.status.' + …", 'src/c.ts:2 `auth.${…}`']);
    expect(unused).toEqual(ids);
  });

  it('finds every message of the catalogue said by src/ today, none built', () => {
    expect(messageUses(sourceFiles(), messageIds())).toEqual({ unused: [], built: [] });
  });
});
