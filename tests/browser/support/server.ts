/**
 * A tiny fixture server for the browser tests: Node `http` on 127.0.0.1, port 0. It serves
 * `/bank.js` from dist and whatever pages a test registers (built from template strings).
 * Optionally it forwards `/api/*` and `/uploads/*` to a backend (the demo server), so a fixture
 * page can mount with `apiBase: ''` and talk to a real backend on its own origin.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleFile, distDir } from './paths';

interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Default text/html. */
  contentType?: string;
  body: string;
}

/** What a route that answers by function is given besides the URL: the request's body and headers. */
interface FixtureRequest {
  body: Buffer;
  headers: IncomingMessage['headers'];
}

type Answer = FixtureResponse | string | undefined;
type FixtureRoute = FixtureResponse | string | ((url: URL, request: FixtureRequest) => Answer | Promise<Answer>);

export interface FixtureServer {
  /** Origin, e.g. http://127.0.0.1:43211 */
  url: string;
  /**
   * Serve a page. `path` is exact, or ends in `*` to serve every path starting with what is before
   * the `*`. Later registrations win over earlier ones.
   */
  route(path: string, response: FixtureRoute): void;
  /** Forward /api/* and /uploads/* to this origin (null: answer them 404). */
  proxyApiTo(origin: string | null): void;
  /** Every request path seen, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

const asResponse = (r: FixtureResponse | string): FixtureResponse => (typeof r === 'string' ? { body: r } : r);

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes: { path: string; response: FixtureRoute }[] = [];
  const requests: string[] = [];
  let apiOrigin: string | null = null;

  async function find(url: URL, request: FixtureRequest): Promise<FixtureResponse | undefined> {
    for (let i = routes.length - 1; i >= 0; i--) {
      const { path, response } = routes[i]!;
      const matches = path.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path;
      if (!matches) continue;
      const result = typeof response === 'function' ? await response(url, request) : response;
      if (result !== undefined) return asResponse(result);
    }
    return undefined;
  }

  function proxy(req: IncomingMessage, res: ServerResponse, origin: string) {
    const target = new URL(req.url ?? '/', origin);
    const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy error: ${error.message}`);
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/bank.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(readFileSync(bundleFile));
      return;
    }
    const beside = /^\/bank\.([\w-]+\.json|qr\.js)$/.exec(url.pathname);
    if (beside) {
      // The files the build puts beside bank.js: the languages and the QR encoder.
      const file = `${distDir}bank.${beside[1]}`;
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json', 'cache-control': 'no-store' });
      res.end(readFileSync(file));
      return;
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (/^\/(api|uploads)\//.test(url.pathname)) {
      if (apiOrigin) return proxy(req, res, apiOrigin);
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"no backend in this fixture"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void answer(res, url, { body: Buffer.concat(chunks), headers: req.headers }));
  });

  async function answer(res: ServerResponse, url: URL, request: FixtureRequest) {
    const page = await find(url, request);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`no fixture at ${url.pathname}`);
      return;
    }
    res.writeHead(page.status ?? 200, {
      'content-type': page.contentType ?? 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...page.headers,
    });
    res.end(page.body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(path, response) {
      routes.push({ path, response });
    },
    proxyApiTo(origin) {
      apiOrigin = origin;
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
