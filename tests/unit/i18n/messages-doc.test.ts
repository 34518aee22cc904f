// @vitest-environment node
/** docs/messages.md lists every message id a host can override: it fails until regenerated when the catalogue changes. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagesDoc } from './messages-doc';

const DOC = fileURLToPath(new URL('../../../docs/messages.md', import.meta.url));

describe('docs/messages.md', () => {
  it('lists the English catalogue as it is', () => {
    const generated = messagesDoc();
    if (process.env.UPDATE_MESSAGES_DOC) writeFileSync(DOC, generated);
    expect(readFileSync(DOC, 'utf8'), 'run UPDATE_MESSAGES_DOC=1 npx vitest run tests/unit/i18n/messages-doc.test.ts').toBe(generated);
  });

  it('shows plural forms and escapes table cells', () => {
    const doc = messagesDoc();
    expect(doc).toContain('| `common.bell` | one: {count} unread notification<br>other: {count} unread notifications |');
    expect(doc).toContain('| `common.nav.help` | Help & Support |');
  });
});
