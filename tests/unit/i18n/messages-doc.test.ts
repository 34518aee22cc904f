// @vitest-environment node
/** docs/messages.md lists every message id a host can override (scripts/generate/messages-doc.ts writes it; `npm run generate -- --check` holds it). */
import { describe, expect, it } from 'vitest';
import { messagesDoc } from '../../../scripts/generate/messages-doc';

describe('docs/messages.md', () => {
  it('shows plural forms and escapes table cells', () => {
    const doc = messagesDoc();
    expect(doc).toContain('| `common.bell` | one: {count} unread notification<br>other: {count} unread notifications |');
    expect(doc).toContain('| `common.nav.help` | Help & Support |');
  });
});
