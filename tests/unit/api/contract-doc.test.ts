// @vitest-environment node
/**
 * docs/backend-contract.md is what src/api says, word for word (scripts/generate/contract-doc.ts
 * writes it; `npm run generate -- --check` holds it): each call, what it sends and what is required.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractDoc } from '../../../scripts/generate/contract-doc';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

describe('docs/backend-contract.md', () => {
  it('names every call, the fields it sends, and what is required', async () => {
    const doc = await contractDoc();
    for (const call of ['### getcdform', '### userlogin', '### newtrs', '### dashboard KYC']) expect(doc).toContain(call);
    expect(doc).toContain('| `currency` | text, {symbol} or {code} | falls back to `"$"` |');
    expect(doc).toContain('| `tb.current_balance` | a number | **required**: the answer fails |');
    expect(doc).toContain('| `data[].amount` | a number | **required**: the row is dropped (counted) |');
    expect(doc).toMatch(/marker `newtrs`; sends `bank`, `swift`, `currency`, `routing`, `country`, `act_no`, `act_hold_name`, `amount`, `note`, `extra`, `token`/);
  });

  it('the README points to it, not outside the repository', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toContain('](docs/backend-contract.md)');
  });
});
