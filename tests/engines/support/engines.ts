/**
 * The other engines the widget must work in, driven as a user drives them: Firefox (Debian's
 * firefox-esr, through puppeteer-core over WebDriver BiDi) and WebKit (Debian's WebKitGTK
 * MiniBrowser, through WebKitWebDriver under xvfb-run). One small interface over both, so the
 * core flows (core-flows.ts) are written once.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type ElementHandle } from 'puppeteer-core';

export interface Engine {
  /** "Firefox 153.7.0esr", "WebKitGTK 2.50.6". */
  name: string;
  goto(url: string): Promise<void>;
  /** The value of `expression`, evaluated in the page with `root` bound to the widget's shadow root (null until it mounts). */
  read<T>(expression: string): Promise<T>;
  /** Puts `text` in the control matched by `find` (see `inWidget`), in place of what it held, by typing it. */
  type(find: string, text: string): Promise<void>;
  click(find: string): Promise<void>;
  /** Chooses the option of value `value` in the select matched by the CSS `selector` inside the widget. */
  choose(selector: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** An expression finding an element inside the widget's shadow root. */
export const inWidget = {
  css: (selector: string) => `root.querySelector(${JSON.stringify(selector)})`,
  /** A button or link by its visible text. */
  text: (text: string) => `[...root.querySelectorAll('button, a, [role=button]')].find((e) => e.textContent.trim() === ${JSON.stringify(text)})`,
};

const withRoot = (expression: string) => `(() => { const root = document.querySelector('[data-bank-widget]')?.shadowRoot ?? null; return (${expression}); })()`;

const FIREFOX = process.env.FIREFOX_BIN || '/usr/bin/firefox-esr';
const MINIBROWSER = process.env.WEBKIT_BROWSER_BIN || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const element = async (find: string) => {
    const handle = (await page.evaluateHandle(withRoot(find))) as ElementHandle<Element>;
    if (!(await handle.evaluate((e) => e instanceof Element))) throw new Error(`Firefox: nothing matches ${find}`);
    return handle;
  };
  return {
    name: `Firefox ${(await browser.version()).split('/')[1]}`,
    goto: async (url) => void (await page.goto(url)),
    read: <T>(expression: string) => page.evaluate(withRoot(expression)) as Promise<T>,
    type: async (find, text) => {
      const handle = await element(find);
      await handle.click();
      await handle.evaluate((e) => (e as HTMLInputElement).select?.());
      await page.keyboard.type(text);
    },
    click: async (find) => (await element(find)).click(),
    choose: async (selector, value) => void (await (await element(inWidget.css(selector))).select(value)),
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A W3C WebDriver session with WebKitWebDriver, spoken with fetch: the handful of commands the flows need. */
export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  // Its own process group, so closing the session ends xvfb-run, the driver and the browser together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  let failedToStart: Error | undefined;
  driver.on('error', (error) => (failedToStart = new Error(`xvfb-run WebKitWebDriver could not start (${error.message}): install xvfb, xauth and webkit2gtk-driver`)));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.off('exit', stop);
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  /**
   * Ends the driver alone first: xvfb-run (a dash script) then stops its X server and removes its
   * temporary files as it exits, which it cannot do when a signal ends it. The group goes after.
   */
  const end = async () => {
    const exited = new Promise((resolve) => (driver.exitCode === null ? driver.once('exit', resolve) : resolve(null)));
    spawnSync('pkill', ['-TERM', '-P', String(driver.pid), '-x', 'WebKitWebDriver']);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    stop();
  };
  // A worker that ends without close() (a failed hook, a crash) still ends the driver and browser.
  process.once('exit', stop);
  const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await answer.json()) as { value: T & { message?: string } };
    if (!answer.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value.message ?? answer.status}`);
    return json.value;
  };
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (failedToStart) throw failedToStart;
      if (tries > 100) throw new Error('WebKitWebDriver did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const session = await command<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    });
    const s = `/session/${session.sessionId}`;
    await command('POST', `${s}/window/rect`, { width: 1280, height: 900 }).catch(() => undefined);
    const run = <T>(script: string) => command<T>('POST', `${s}/execute/sync`, { script, args: [] });
    const element = async (find: string) => {
      const found = await run<Record<string, string> | null>(`return ${withRoot(find)} ?? null;`);
      if (!found) throw new Error(`WebKit: nothing matches ${find}`);
      return Object.values(found)[0]!;
    };
    return {
      name: `WebKitGTK ${session.capabilities.browserVersion}`,
      goto: async (url) => void (await command('POST', `${s}/url`, { url })),
      read: (expression) => run(`return ${withRoot(expression)};`),
      type: async (find, text) => {
        const id = await element(find);
        await command('POST', `${s}/element/${id}/clear`, {});
        await command('POST', `${s}/element/${id}/value`, { text });
      },
      click: async (find) => void (await command('POST', `${s}/element/${await element(find)}/click`, {})),
      // WebDriver selects an option by clicking it.
      choose: async (selector, value) =>
        void (await command('POST', `${s}/element/${await element(inWidget.css(`${selector} option[value=${JSON.stringify(value)}]`))}/click`, {})),
      close: async () => {
        await command('DELETE', s).catch(() => undefined);
        await end();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
