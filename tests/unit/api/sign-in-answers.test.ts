// @vitest-environment node
/**
 * Which sign-in answers the widget can use, as tests/unit/api/sign-in-answers.json lists them:
 * the same list the plugin's PHP evaluator, which judges both its connection tests, is held to
 * (tests/php/FactsTest.php), so neither tells a site owner the bank is connected when the widget
 * would refuse its answer.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { userLogin } from '../../../src/api/auth';
import { createTransport } from '../../../src/api/transport';

interface SignInAnswer {
  answer: string;
  usable: boolean;
  why: string;
}
const { answers } = JSON.parse(readFileSync(fileURLToPath(new URL('./sign-in-answers.json', import.meta.url)), 'utf8')) as { answers: SignInAnswer[] };

/** The widget signing in against a bank that answers `body` (a JSON text), as a customer would. */
async function widgetReads(body: string) {
  const transport = createTransport({
    apiBase: 'https://bank.test',
    getToken: () => '',
    fetchImpl: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
  });
  return userLogin(transport, { email: 'connection-test@online-banking-portal.invalid', password: 'x' });
}

describe('a sign-in answer', () => {
  it('the list holds both kinds, with {"error":false} and {"status":"pending"} among the refused', () => {
    expect(answers.filter((a) => a.usable).length).toBeGreaterThan(10);
    expect(answers.filter((a) => !a.usable).map((a) => a.answer)).toEqual(expect.arrayContaining(['{"error":false}', '{"status":"pending"}']));
  });

  it.each(answers)('$answer: usable $usable ($why)', async ({ answer, usable }) => {
    const result = await widgetReads(answer);
    expect(result.ok).toBe(usable);
    if (!result.ok) expect(result.kind).toBe('shape');
  });
});
