/**
 * The core flows, as a customer goes through them, in an engine other than Chromium: sign in
 * (a wrong password first), the dashboard's balance, a transfer through confirm and PIN to its
 * receipt, the statement, and Log Out. Against the demo backend serving the built bundle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startDemo, type DemoServer } from '../browser/support/demo';
import { inWidget, type Engine } from './support/engines';

const BASE = '/wp-user';

/** Waits until `expression` (see Engine.read) is truthy, and returns it. */
async function until<T>(engine: Engine, expression: string, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await engine.read<T>(expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end)
      throw new Error(
        `${engine.name}: ${what} did not happen within ${timeout} ms (the widget says: ${await engine.read<string>('root?.textContent?.slice(0, 400)').catch(() => '?')})`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

const heading = (engine: Engine, text: string) => until(engine, `root?.querySelector('h1')?.textContent.trim() === ${JSON.stringify(text)}`, `the heading "${text}"`);
const says = (engine: Engine, text: string) => until(engine, `root?.textContent.includes(${JSON.stringify(text)})`, `"${text}" on the screen`);
const path = (engine: Engine) => engine.read<string>('location.pathname');
const demoState = async (demo: DemoServer) => (await (await fetch(`${demo.url}/__demo/state`)).json()) as { users: { email: string; balance: number }[] };

export function coreFlows(launch: () => Promise<Engine>) {
  let engine: Engine;
  let demo: DemoServer;

  beforeAll(async () => {
    demo = await startDemo({ page: true });
    engine = await launch();
    console.log(`core flows in ${engine.name}`);
  });
  afterAll(async () => {
    await engine?.close();
    await demo?.close();
  });

  describe('signed out', () => {
    it('a wrong password reads "Invalid Credentials" and keeps the email; the right one opens the dashboard with the balance', async () => {
      await engine.goto(`${demo.url}${BASE}/auth/signin`);
      await until(engine, `!!${inWidget.css('input[name=email]')}`, 'the sign-in form');
      await engine.type(inWidget.css('input[name=email]'), DEMO_EMAIL);
      await engine.type(inWidget.css('input[name=password]'), 'not-the-password');
      await engine.click(inWidget.text('Sign In'));
      await says(engine, 'Invalid Credentials');
      expect(await engine.read(`${inWidget.css('input[name=email]')}.value`)).toBe(DEMO_EMAIL);

      await engine.type(inWidget.css('input[name=password]'), DEMO_PASSWORD);
      await engine.click(inWidget.text('Sign In'));
      await says(engine, 'Available balance');
      expect(await path(engine)).toBe(`${BASE}/dashboard`);
      // Money through Intl, in the engine's own data.
      const balance = (await demoState(demo)).users.find((u) => u.email === DEMO_EMAIL)!.balance;
      const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(balance);
      await says(engine, shown);
    });
  });

  describe('signed in', () => {
    it('sends a transfer through confirm and PIN, to its receipt', async () => {
      const balanceBefore = (await demoState(demo)).users.find((u) => u.email === DEMO_EMAIL)!.balance;
      await engine.goto(`${demo.url}${BASE}/dashboard/send`);
      await heading(engine, 'Bank Transfer');
      for (const [name, value] of [
        ['act_hold_name', 'Jane Doe'],
        ['act_no', 'GB29NWBK60161331926819'],
        ['bank', 'First Bank'],
        ['swift', 'FIRSUS33'],
        ['routing', '021000021'],
        ['amount', '1000'],
        ['note', 'Rent'],
      ]) {
        await engine.type(inWidget.css(`[name=${name}]`), value!);
      }
      await engine.choose('select[name=country]', 'United Kingdom');
      await engine.click(inWidget.text('Continue'));
      await heading(engine, 'Confirm Transaction');
      await says(engine, 'Amount received');
      await engine.click(inWidget.text('Confirm and enter PIN'));
      await heading(engine, 'Enter your PIN');
      // Each digit moves on to the next box, as typing does.
      await engine.type(inWidget.css('.pin-box'), '1234');
      await until(engine, `[...root.querySelectorAll('.pin-box')].map((b) => b.value).join('') === '1234'`, 'four digits in the PIN boxes');
      await engine.click(inWidget.text('Send money'));
      await heading(engine, 'Transfer receipt');
      await says(engine, 'Successful! Await Confirmation');
      expect((await demoState(demo)).users.find((u) => u.email === DEMO_EMAIL)!.balance).toBe(balanceBefore - 1000);
    });

    it('shows the statement with the transfer just sent', async () => {
      await engine.goto(`${demo.url}${BASE}/dashboard/statements`);
      await until(engine, `root?.querySelector('h1')?.textContent.trim().startsWith('Statement')`, 'the statement heading');
      await says(engine, 'Jane Doe');
    });

    it('in French the dashboard speaks French with the balance as 24 000,00; in Arabic it reads right to left, the sidebar on the right', async () => {
      const balance = (await demoState(demo)).users.find((u) => u.email === DEMO_EMAIL)!.balance;
      // The demo page keeps its language choice in localStorage and mounts the widget with it.
      await engine.read(`(localStorage.setItem('demo-view-language', 'fr'), true)`);
      try {
        await engine.goto(`${demo.url}${BASE}/dashboard`);
        await says(engine, 'Solde disponible');
        // The engine's own Intl data: a space (U+00A0 or U+202F) between thousands, a comma before cents.
        const whole = Math.trunc(balance);
        const grouped = new RegExp(`${Math.trunc(whole / 1000)}\\s${String(whole % 1000).padStart(3, '0')},\\d\\d`);
        expect(await engine.read<string>('root.textContent')).toMatch(grouped);
        expect(await engine.read('root.querySelector("[lang]")?.getAttribute("lang")')).toBe('fr');

        await engine.read(`(localStorage.setItem('demo-view-language', 'ar'), true)`);
        await engine.goto(`${demo.url}${BASE}/dashboard`);
        await says(engine, 'الرصيد المتاح');
        expect(await engine.read('root.querySelector("[dir]")?.getAttribute("dir")')).toBe('rtl');
        const sides = await engine.read<{ side: number; main: number; inView: boolean }>(
          `(() => { const side = root.querySelector('.dash-side').getBoundingClientRect(); const main = root.querySelector('h1').getBoundingClientRect(); return { side: side.left, main: main.left, inView: side.width > 0 && side.right <= innerWidth + 1 }; })()`,
        );
        expect(sides.inView, 'the sidebar is beside the screen, not a closed drawer').toBe(true);
        expect(sides.side, 'the sidebar starts right of the heading').toBeGreaterThan(sides.main);
      } finally {
        await engine.read(`(localStorage.removeItem('demo-view-language'), true)`);
      }
    });

    it('Log Out signs out to the sign-in page', async () => {
      await engine.goto(`${demo.url}${BASE}/dashboard`);
      await says(engine, 'Available balance');
      await engine.click(inWidget.text('Log Out'));
      await says(engine, 'Logged out !');
      expect(await path(engine)).toBe(`${BASE}/auth`);
      expect(await engine.read('localStorage.getItem("baUid")')).toBeNull();
    });
  });
}
