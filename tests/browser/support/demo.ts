/**
 * The demo backend (demo/server/http.ts), started in-process for tests that need a real
 * server: a signed-in session, logout across tabs, the demo page around the widget.
 */
import { inject } from 'vitest';
import { startDemoServer } from '../../../demo/server/http';
import { bundleFile } from './paths';

export const DEMO_EMAIL = 'demo@bank.test';
export const DEMO_PASSWORD = 'demo1234';

export interface DemoServer {
  url: string;
  close(): Promise<void> | void;
}

/** The demo page the global setup bundled (support/global-setup.ts); none outside a test run (a script). */
function bundledPage() {
  try {
    return inject('demoPage');
  } catch {
    return undefined;
  }
}

/** Starts the demo backend on a free port; with `page: true` it also serves /wp-user/* pages that mount dist/bank.js. */
export async function startDemo({ page = false }: { page?: boolean } = {}): Promise<DemoServer> {
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', ...(page ? { page: bundledPage() ?? { bundleFile } } : {}) });
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
