// @vitest-environment node
/**
 * Settings > Online Banking, "Test connection" connecting directly (wp-plugin/assets/admin/connection-test.js),
 * in a page of its own (jsdom): it calls the bank from the browser and judges the answer by the
 * widget's rule, read from the plugin's generated facts.json. It passes exactly the sign-in
 * answers the widget can use (tests/unit/api/sign-in-answers.json, held to the widget by
 * tests/unit/api/sign-in-answers.test.ts). The browser test (tests/browser/connection-test.test.ts)
 * runs the same script in Chromium against real servers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/** The part of jsdom used here (the package has no types of its own): a page with its own window. */
interface Jsdom {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => { window: Window & typeof globalThis };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
const script = read('wp-plugin/assets/admin/connection-test.js');
const facts = read('wp-plugin/assets/admin/facts.json');
const { answers } = JSON.parse(read('tests/unit/api/sign-in-answers.json')) as { answers: { answer: string; usable: boolean; why: string }[] };

const FACTS_URL = 'https://site.test/wp-content/plugins/online-banking-portal/assets/admin/facts.json?ver=1';
const AJAX_URL = 'https://site.test/wp-admin/admin-ajax.php';
const SIGN_IN = 'https://bank.test/api/users.php?crud=userlogin';

/**
 * The settings page's field, button and status region, with the script's configuration as the
 * plugin gives it; each sentence is its key, so a line reads as which sentence it is.
 */
function settingsPage(respond: (url: string) => Response | Promise<Response>) {
  const dom = new JSDOM(
    `<!doctype html><input id="api" type="url"><select id="mode"><option value="direct" selected>Directly</option><option value="site">Through this site</option></select>
     <button id="test" hidden>Test connection</button><div id="result" role="status"></div>`,
    { url: 'https://site.test/wp-admin/options-general.php?page=online-banking-portal', runScripts: 'outside-only' },
  );
  const { window } = dom;
  const text = new Proxy({}, { get: (_, key) => (key === 'noFacts' ? 'noFacts %s' : String(key)) });
  const fetch = vi.fn(async (url: string) => respond(url));
  Object.assign(window, {
    fetch,
    onlineBankingPortalConnectionTest: {
      field: 'api',
      mode: 'mode',
      button: 'test',
      result: 'result',
      email: 'connection-test@online-banking-portal.invalid',
      origin: 'https://site.test',
      facts: FACTS_URL,
      ajaxUrl: AJAX_URL,
      script: '/api/users.php',
      signIn: '?crud=userlogin',
      throughSite: 'site',
      timeoutMs: 20000,
      text,
    },
  });
  window.eval(script);
  const button = window.document.getElementById('test')!;
  const result = window.document.getElementById('result')!;
  return {
    fetch,
    /** Tests the address, and returns the status region's lines once it says whether the connection works. */
    async test(address: string) {
      (window.document.getElementById('api') as HTMLInputElement).value = address;
      button.click();
      await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
      return [...result.querySelectorAll('strong, li')].map((line) => line.textContent);
    },
  };
}

const bank = (answer: string) => (url: string) => (url === FACTS_URL ? new Response(facts) : new Response(answer, { headers: { 'Content-Type': 'application/json' } }));

describe('Test connection, directly', () => {
  // One page, tested again for each answer, as a site owner would.
  let answer = '';
  const page = settingsPage((url) => bank(answer)(url));

  it.each(answers)('$answer: passes $usable ($why)', async ({ answer: given, usable }) => {
    answer = given;
    const lines = await page.test('https://bank.test');
    expect(lines[0]).toBe(usable ? 'works' : 'fails');
    expect(lines.at(-1)).toBe(usable ? 'json' : 'wrongShape');
  });

  it('refuses {"error":false} and {"status":"pending"}, saying the answer is not in the shape expected', async () => {
    for (const answer of ['{"error":false}', '{"status":"pending"}']) {
      expect(await settingsPage(bank(answer)).test('https://bank.test')).toEqual(['fails', 'reached', 'corsOk', 'wrongShape']);
    }
  });

  it('reads the rules once, and again after a failed read; without them it says so and calls no bank', async () => {
    let factsAnswer = new Response('Not found', { status: 404 });
    const page = settingsPage((url) => (url === FACTS_URL ? factsAnswer : new Response('{"error":true}')));
    expect(await page.test('https://bank.test')).toEqual(['fails', `noFacts ${FACTS_URL}`]);
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([FACTS_URL]);
    factsAnswer = new Response(facts);
    expect(await page.test('https://bank.test')).toEqual(['works', 'reached', 'corsOk', 'json']);
    expect(await page.test('https://bank.test')).toEqual(['works', 'reached', 'corsOk', 'json']);
    // After a pass, the site's server is asked to make the same test (for the notice that recommends switching).
    await vi.waitFor(() => expect(page.fetch).toHaveBeenCalledTimes(6));
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([FACTS_URL, FACTS_URL, SIGN_IN, AJAX_URL, SIGN_IN, AJAX_URL]);
  });
});
