// @vitest-environment node
/**
 * Settings > Online Banking, "Test connection" connecting directly (wp-plugin/assets/admin/connection-test.js),
 * in a page of its own (jsdom): it calls the bank from the browser and asks the site for its verdict on
 * the answer (admin-ajax, Online_Banking_Portal_Connection_Check::verdict(), run here by php): the
 * script holds no rule of its own. It passes exactly the sign-in answers the widget can use
 * (tests/unit/api/sign-in-answers.json, held to the widget by tests/unit/api/sign-in-answers.test.ts
 * and to the plugin's PHP by tests/php/FactsTest.php). The browser test
 * (tests/browser/connection-test.test.ts) runs the same script in Chromium against real servers.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/** The part of jsdom used here (the package has no types of its own): a page with its own window. */
interface Jsdom {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => { window: Window & typeof globalThis };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const script = read('wp-plugin/assets/admin/connection-test.js');
const { answers } = JSON.parse(read('tests/unit/api/sign-in-answers.json')) as { answers: { answer: string; usable: boolean; why: string }[] };

const AJAX_URL = 'https://site.test/wp-admin/admin-ajax.php';
const SIGN_IN = 'https://bank.test/api/users.php?crud=userlogin';

interface Verdict {
  ok: boolean;
  line: string;
}

/** The site's verdicts on answers, [status, body] each, as its PHP gives them (one php process for all). */
function siteVerdicts(asked: [number, string][]): Verdict[] {
  const php = `require 'tests/php/wordpress.php'; require 'wp-plugin/online-banking-portal.php';
    echo json_encode( array_map( function ( $a ) { return Online_Banking_Portal_Connection_Check::verdict( $a[0], $a[1] ); }, json_decode( stream_get_contents( STDIN ), true ) ) );`;
  return JSON.parse(execFileSync('php', ['-r', php], { cwd: ROOT, input: JSON.stringify(asked), encoding: 'utf8' })) as Verdict[];
}
const PAGE = '<!doctype html><title>Welcome</title>';
const asked: [number, string][] = [...answers.map(({ answer }): [number, string] => [200, answer]), [200, PAGE], [200, '{"error":true}'], [500, '{"error":true}']];
const verdicts = new Map(siteVerdicts(asked).map((verdict, i) => [asked[i]!.join(' '), verdict]));

/**
 * The settings page's field, button and status region, with the script's configuration as the
 * plugin gives it; each sentence of its own is its key, so a line reads as which sentence it is.
 * The site's admin-ajax answers a verdict with its PHP's (above), or fails when `siteDown`.
 */
function settingsPage(respond: (url: string) => Response | Promise<Response>, siteDown = false) {
  const dom = new JSDOM(
    `<!doctype html><input id="api" type="url"><select id="mode"><option value="direct" selected>Directly</option><option value="site">Through this site</option></select>
     <button id="test" hidden>Test connection</button><div id="result" role="status"></div>`,
    { url: 'https://site.test/wp-admin/options-general.php?page=online-banking-portal', runScripts: 'outside-only' },
  );
  const { window } = dom;
  const text = new Proxy({}, { get: (_, key) => (key === 'unreachable' ? 'unreachable %s' : String(key)) });
  const fetch = vi.fn(async (url: string, init?: { body?: FormData }) => {
    if (url !== AJAX_URL) return respond(url);
    if (siteDown) throw new TypeError('Failed to fetch');
    const form = init!.body!;
    expect(form.get('_ajax_nonce')).toBe('nonce');
    if (form.get('action') !== 'verdict') return new Response('{"ok":true,"lines":[]}');
    const verdict = verdicts.get(`${String(form.get('status'))} ${String(form.get('body'))}`);
    if (!verdict) throw new Error(`no verdict asked for ${String(form.get('status'))} ${String(form.get('body'))}`);
    return new Response(JSON.stringify(verdict));
  });
  Object.assign(window, {
    fetch,
    onlineBankingPortalConnectionTest: {
      field: 'api',
      mode: 'mode',
      button: 'test',
      result: 'result',
      email: 'connection-test@online-banking-portal.invalid',
      origin: 'https://site.test',
      ajaxUrl: AJAX_URL,
      action: 'site-test',
      verdict: 'verdict',
      nonce: 'nonce',
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

const bank =
  (answer: string, status = 200) =>
  () =>
    new Response(answer, { status, headers: { 'Content-Type': 'application/json' } });

describe('Test connection, directly', () => {
  // One page, tested again for each answer, as a site owner would.
  let answer = '';
  const page = settingsPage(() => bank(answer)());

  it.each(answers)('$answer: passes $usable ($why)', async ({ answer: given, usable }) => {
    answer = given;
    const lines = await page.test('https://bank.test');
    expect(lines[0]).toBe(usable ? 'works' : 'fails');
    expect(lines.at(-1)).toBe(verdicts.get(`200 ${given}`)!.line);
    expect(lines.at(-1)).toMatch(usable ? /^Answered JSON in the shape online banking expects/ : /not in the shape online banking expects/);
  });

  it('says an HTTP error and a web page as the site words them', async () => {
    expect((await settingsPage(bank('{"error":true}', 500)).test('https://bank.test')).at(-1)).toMatch(/HTTP error 500/);
    expect((await settingsPage(bank(PAGE)).test('https://bank.test')).at(-1)).toMatch(/^The answer is not JSON/);
  });

  it('sends the bank its sign-in, the site its verdict to give, and after a pass asks the site to make the same test', async () => {
    const passing = settingsPage(bank('{"error":true}'));
    expect(await passing.test('https://bank.test/')).toEqual(['works', 'reached', 'corsOk', verdicts.get('200 {"error":true}')!.line]);
    // After a pass, the site's server is asked to make the same test (for the notice that recommends switching).
    await vi.waitFor(() => expect(passing.fetch).toHaveBeenCalledTimes(3));
    expect(passing.fetch.mock.calls.map(([url, init]) => `${url} ${String(init?.body?.get('action') ?? '')}`)).toEqual([
      `${SIGN_IN} `,
      `${AJAX_URL} verdict`,
      `${AJAX_URL} site-test`,
    ]);
  });

  it('without an answer from the site, the connection is not said to work', async () => {
    expect(await settingsPage(bank('{"error":true}'), true).test('https://bank.test')).toEqual(['fails', 'reached', 'corsOk', `unreachable ${AJAX_URL}`]);
  });
});
