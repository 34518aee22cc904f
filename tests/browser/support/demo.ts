/**
 * The demo backend (demo/server/http.ts), started in-process for tests that need a real
 * server: a signed-in session, logout across tabs. The module is written by a colleague in
 * parallel, so its arrival is awaited (the file system is polled) before it is imported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFile, repoRoot } from './paths';

export const DEMO_EMAIL = 'demo@bank.test';
export const DEMO_PASSWORD = 'demo1234';

export interface DemoServer {
  url: string;
  close(): Promise<void> | void;
}

interface DemoModule {
  startDemoServer(options: { port: number; host: string; page?: { bundleFile: string } }): Promise<DemoServer> | DemoServer;
}

const httpModule = join(repoRoot, 'demo/server/http.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (up to `timeoutMs`, DEMO_WAIT_MS overrides) until demo/server/http.ts exports startDemoServer. */
async function loadDemoModule(timeoutMs = Number(process.env.DEMO_WAIT_MS ?? 30_000)): Promise<DemoModule> {
  const deadline = Date.now() + timeoutMs;
  while (!(existsSync(httpModule) && /export\s+(async\s+)?function\s+startDemoServer|export\s*\{[^}]*\bstartDemoServer\b/.test(readFileSync(httpModule, 'utf8')))) {
    if (Date.now() > deadline) throw new Error(`demo/server/http.ts with an exported startDemoServer did not appear within ${timeoutMs} ms`);
    await sleep(1000);
  }
  const mod = (await import(/* @vite-ignore */ httpModule)) as Partial<DemoModule>;
  if (typeof mod.startDemoServer !== 'function') throw new Error('demo/server/http.ts does not export startDemoServer()');
  return mod as DemoModule;
}

/** Starts the demo backend on a free port; with `page: true` it also serves /wp-user/* pages that mount dist/bank.js. */
export async function startDemo({ page = false }: { page?: boolean } = {}): Promise<DemoServer> {
  const { startDemoServer } = await loadDemoModule();
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', ...(page ? { page: { bundleFile } } : {}) });
  return { url: server.url.replace(/\/+$/, ''), close: () => server.close() };
}

/** Signs in through the API (as the client does) and returns the session token (`jwt`). */
export async function demoToken(apiOrigin: string, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const body = new FormData();
  body.append('email', email);
  body.append('password', password);
  const response = await fetch(`${apiOrigin}/api/users.php?crud=userlogin`, { method: 'POST', body });
  if (!response.ok) throw new Error(`userlogin answered HTTP ${response.status}`);
  const json = (await response.json()) as { jwt?: unknown };
  if (typeof json.jwt !== 'string' || !json.jwt) throw new Error(`userlogin gave no jwt: ${JSON.stringify(json)}`);
  return json.jwt;
}
