// @vitest-environment node
/** The two ways a person starts the demo: `npm run demo` (Vite + plugin) and `npm run demo:api` (the CLI). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLogger, createServer, type ViteDevServer } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run demo (Vite with the demo plugin)', () => {
  let vite: ViteDevServer;
  let url: string;
  const printed: string[] = [];
  // This server changes the demo's dependency options, so it keeps its cache apart: in the demo's
  // own it would make the next `npm run demo` re-optimise (the test below).
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'bank-demo-vite-'));
    const logger = createLogger('info');
    logger.info = (message) => void printed.push(message);
    vite = await createServer({
      configFile: `${root}demo/vite.config.ts`,
      server: { port: 0, strictPort: false },
      customLogger: logger,
      optimizeDeps: { noDiscovery: true, include: [] },
      cacheDir,
    });
    await vite.listen();
    const { port } = vite.httpServer?.address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    await vite?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('binds 127.0.0.1 and prints the page URL and the demo accounts', () => {
    expect(vite.config.server.host).toBe('127.0.0.1');
    vite.printUrls();
    const output = printed.join('\n');
    expect(output).toContain(`${url}/wp-user/auth`);
    expect(output).toContain('demo@bank.test');
    expect(output).toContain('admin1234');
  });

  it('redirects / to the landing page, serves index.html for every widget URL and the admin placeholder', async () => {
    const root = await fetch(`${url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/wp-user/auth');
    for (const path of ['/wp-user', '/wp-user/auth/verify/demo%40bank.test', '/wp-user/dashboard/add-funds/it']) {
      const response = await fetch(`${url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="bank"></div>');
      expect(html).toContain('/main.ts');
    }
    const admin = await fetch(`${url}/admin/`, { headers: { Accept: 'text/html' } });
    expect(await admin.text()).toContain('<h1>Admin area</h1>');
  });

  it('answers the API, the admin API and uploads as middleware', async () => {
    const body = new FormData();
    body.append('email', 'demo@bank.test');
    body.append('password', 'demo1234');
    const login = await fetch(`${url}/api/users.php?crud=userlogin`, { method: 'POST', body });
    expect(await login.json()).toMatchObject({ role: 'customer' });
    const state = (await (await fetch(`${url}/__demo/state`)).json()) as { users: unknown[] };
    expect(state.users.length).toBe(6);
    expect((await fetch(`${url}/uploads/avatar-alex-morgan.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });
});

/** Runs the CLI and resolves with its first line once it prints the URL. */
function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/cli.ts', ...args], { cwd: root, stdio: 'pipe' });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Demo bank backend: (http:\/\/[^/\s]+)/.exec(output);
      if (match?.[1] && output.includes('Ctrl+C')) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the CLI exited early:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

describe('npm run demo:api (the CLI)', () => {
  it('starts on the given port and host, lists the accounts, and stops cleanly on SIGINT', async () => {
    const cli = startCli(['--port', '0', '--host', '127.0.0.1']);
    const base = await cli.ready;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.output()).toContain('unverified@bank.test');
    expect((await fetch(`${base}/__demo/state`)).status).toBe(200);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  }, 30_000);

  it('stops cleanly on SIGTERM', async () => {
    const cli = startCli(['--port', '0']);
    await cli.ready;
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  }, 30_000);

  it('refuses a bad port with usage and exit code 2', async () => {
    const cli = startCli(['--port', 'eighty']);
    cli.ready.catch(() => {});
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toContain('Usage: npm run demo:api');
  }, 30_000);
});

/** A port free at the moment of asking. */
async function freePort(): Promise<number> {
  const { createServer: listen } = await import('node:net');
  return new Promise((resolve) => {
    const probe = listen().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm run <script> -- <args>` in a process group of its own (so whatever outlives npm when a test
 * fails is still ended), read, stdout and stderr in the order they arrive as a terminal shows them,
 * until `ready` matches.
 */
async function startNpmScript(script: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = process.env) {
  // A dependency cache of the demo's own for this one start: what else ran before (another lane's
  // Vite, a developer's demo with other options) cannot make it re-optimise and say so.
  const cacheDir = mkdtempSync(join(tmpdir(), 'bank-demo-vite-'));
  const npm = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    stdio: 'pipe',
    detached: true,
    env: { ...env, NO_COLOR: '1', BANK_DEMO_CACHE_DIR: cacheDir },
  });
  onTestFinished(() => {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(cacheDir, { recursive: true, force: true, maxRetries: 3 });
  });
  let output = '';
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm run ${script} exited early:\n${output}`)));
  });
  return { npm, exited, output: () => output };
}

describe('npm run demo: the first screen a newcomer sees', () => {
  it('prints the address and the accounts, and no warning before the address', async () => {
    const port = await freePort();
    // Without the variable that silences Vite's config-loader warning, so that one would show.
    const { VITE_CONFIG_NATIVE_IGNORE_WARNING: _silenced, ...env } = process.env;
    const { npm, exited, output: read } = await startNpmScript('demo', ['--port', String(port), '--strictPort'], /Codes and reset links/, env);
    npm.kill('SIGTERM');
    await exited;
    const output = read();

    const lines = stripVTControlCharacters(output).split('\n');
    const address = lines.findIndex((line) => line.includes(`Local:   http://127.0.0.1:${port}/`));
    expect(address, output).toBeGreaterThan(0);
    // Vite's banner is all that may come first.
    const beforeAddress = lines.slice(0, address).filter((line) => line.trim() && !/^\s*VITE v\d+\.\d+\.\d+\s+ready in \d+ ms$/.test(line));
    expect(beforeAddress, output).toEqual([]);
    const after = lines.slice(address).join('\n');
    expect(after).toContain(`Demo page:     http://127.0.0.1:${port}/wp-user/auth`);
    for (const account of ['demo@bank.test', 'nopin@bank.test', 'unverified@bank.test', 'pending@bank.test', 'declined@bank.test', 'admin@bank.test']) {
      expect(after).toContain(account);
    }
  }, 60_000);
});

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('ending the npm scripts by their PID (as a process manager or a terminal closing does)', () => {
  for (const [script, args, ready] of [
    ['demo', ['--strictPort'], /Local:/],
    ['demo:api', ['--host', '127.0.0.1'], /Ctrl\+C/],
  ] as const) {
    it(`npm run ${script}: SIGTERM to npm ends the server it started`, async () => {
      const port = await freePort();
      const { npm, exited } = await startNpmScript(script, ['--port', String(port), ...args], ready);
      const url = `http://127.0.0.1:${port}/`;
      expect(await refused(url)).toBe(false);
      npm.kill('SIGTERM');
      await exited;
      // What npm started goes with it: nothing answers on the port any more.
      await expect.poll(() => refused(url), { timeout: 10_000 }).toBe(true);
    }, 60_000);
  }
});
