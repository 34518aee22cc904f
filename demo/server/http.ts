/**
 * The HTTP face of the demo backend, on Node's `http` module: one request handler usable as
 * Vite (connect) middleware, and a standalone server that can also serve the demo page.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_ACTIONS, stateView } from './admin-handlers.ts';
import { authAction } from './auth-handlers.ts';
import { dashboardCall, handleDashboard } from './dashboard-handlers.ts';
import { inDialect } from './dialect.ts';
import { readBody, readForm } from './form.ts';
import { dropsBeforeTheBank, heldList, isReplayOfLost, rememberLost } from './next-money-call.ts';
import type { DemoPage } from './page.ts';
import { badRequest, errorBody, HttpError, LOST, type Reply } from './reply.ts';
import { ADMIN_PREFIX, API_PATH, BUNDLE_PATH, isAdminPath, isBackendPath, isWidgetPath, LANDING_PATH, PAGE_SCRIPT_PATH, UPLOADS_PREFIX } from './routes.ts';
import { DemoStore, type StoreOptions } from './store.ts';
import { pathToFileURL } from 'node:url';

type Next = (error?: unknown) => void;

export interface DemoHandler {
  (req: IncomingMessage, res: ServerResponse, next?: Next): void;
  /** The data behind this handler (tests and tools may inspect it). */
  readonly store: DemoStore;
}

export interface DemoHandlerOptions extends StoreOptions {
  /** Also serve the demo page, /bank.js, the page script and the admin placeholder. */
  page?: DemoPage;
}

const CORS = { 'Access-Control-Allow-Origin': '*' };
const MAX_ADMIN_BODY = 64 * 1024;

/** Writes the answer as its delivery says: at once, later, or never (the connection is reset). */
function deliver(res: ServerResponse, reply: Reply): void {
  const { delivery } = reply;
  if (delivery === 'lost') {
    res.socket?.resetAndDestroy();
    return;
  }
  if (!delivery) return send(res, reply);
  const timer = setTimeout(() => send(res, reply), delivery.afterMs);
  // A server closing (or the client leaving) must not wait for, nor later write, a held answer.
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
  });
  res.end(JSON.stringify(reply.body));
}

const failure = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: errorBody(message),
  headers,
});

const methodNotAllowed = (allow: string) => failure(405, `Use ${allow}.`, { Allow: `${allow}, OPTIONS` });

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type, Accept',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    throw badRequest('Send a JSON body (Content-Type: application/json).');
  }
  let value: unknown;
  try {
    value = JSON.parse((await readBody(req, MAX_ADMIN_BODY)).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('The body must be a JSON object.');
  return value as Record<string, unknown>;
}

async function api(store: DemoStore, req: IncomingMessage, url: URL): Promise<Reply> {
  const seen = {
    method: req.method ?? '',
    call: '',
    token: '',
    origin: req.headers.origin ?? '',
    cookies: Boolean(req.headers.cookie),
    userAgent: req.headers['user-agent'] ?? '',
  };
  if (req.method !== 'POST') {
    store.note(seen);
    return methodNotAllowed('POST');
  }
  const crud = url.searchParams.get('crud');
  const handler = crud === null ? null : authAction(crud);
  const form = await readForm(req);
  const token = form.has('token') ? form.optionalText('token') : '';
  // Dropped on the way (or a browser's replay of a lost call): the bank never sees it, so its journal does not either.
  if (crud === null && (isReplayOfLost(store, form.digest) || dropsBeforeTheBank(store, dashboardCall(form), token))) {
    rememberLost(store, form.digest);
    return LOST;
  }
  store.note({ ...seen, call: crud ?? dashboardCall(form), token });
  const reply = handler ? await handler(store, form) : heldList(store, dashboardCall(form), await handleDashboard(store, form));
  if (reply.delivery === 'lost') rememberLost(store, form.digest);
  // Only answers the widget reads as the contract change dialect; HTTP errors stay as they are.
  return reply.status === 200 ? { ...reply, body: inDialect(store.dialect, crud ?? dashboardCall(form), reply.body) } : reply;
}

async function admin(store: DemoStore, req: IncomingMessage, name: string): Promise<Reply> {
  if (name === 'state') return req.method === 'GET' ? { status: 200, body: stateView(store) } : methodNotAllowed('GET');
  if (name === 'journal') return req.method === 'GET' ? { status: 200, body: { requests: store.journal } } : methodNotAllowed('GET');
  const action = ADMIN_ACTIONS.get(name);
  if (!action) return failure(404, `There is no demo action "${name}".`);
  if (req.method !== 'POST') return methodNotAllowed('POST');
  return action.handler(store, action.needsBody ? await readJsonObject(req) : {});
}

function upload(store: DemoStore, req: IncomingMessage, res: ServerResponse, name: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, methodNotAllowed('GET'));
  const file = store.uploads.get(name);
  if (!file) return send(res, failure(404, 'No such upload.'));
  res.writeHead(200, {
    ...CORS,
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    // An uploaded SVG opened directly must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  res.end(file.bytes);
}

async function backend(store: DemoStore, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method === 'OPTIONS') return preflight(req, res);
  const path = url.pathname;
  if (path.startsWith(UPLOADS_PREFIX)) return upload(store, req, res, path.slice(UPLOADS_PREFIX.length));
  const reply = path === API_PATH ? await api(store, req, url) : await admin(store, req, path.slice(ADMIN_PREFIX.length));
  deliver(res, reply);
}

/** The demo page routes; false when the path is not one of them. */
async function servePage(page: DemoPage, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const respond = (type: string, body: string | Buffer) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  if (path === '/') {
    res.writeHead(302, { Location: LANDING_PATH });
    res.end();
  } else if (isWidgetPath(path)) respond('text/html; charset=utf-8', page.html);
  else if (isAdminPath(path)) respond('text/html; charset=utf-8', page.adminHtml);
  else if (path === PAGE_SCRIPT_PATH) respond('text/javascript; charset=utf-8', page.script);
  else if (path === BUNDLE_PATH) {
    const bundle = await readFile(page.bundleFile).catch(() => null);
    if (!bundle) send(res, failure(404, `The widget bundle ${page.bundleFile} is missing: run "npm run build".`));
    else respond('text/javascript; charset=utf-8', bundle);
  } else if (/^\/bank\.([\w-]+\.json|qr\.js)$/.test(path)) {
    // The files the build writes beside the bundle: the languages and the QR encoder.
    const file = await readFile(new URL(path.slice(1), pathToFileURL(page.bundleFile))).catch(() => null);
    if (!file) send(res, failure(404, `No file ${path} beside ${page.bundleFile}.`));
    else respond(path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json', file);
  } else return false;
  return true;
}

export function createDemoHandler(options: DemoHandlerOptions = {}): DemoHandler {
  const store = new DemoStore(options);
  const { page } = options;

  async function handle(req: IncomingMessage, res: ServerResponse, next?: Next): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    if (isBackendPath(url.pathname)) return backend(store, req, res, url);
    if (page && (await servePage(page, req, res, url.pathname))) return;
    if (next) next();
    else send(res, failure(404, 'Not found.'));
  }

  const handler = (req: IncomingMessage, res: ServerResponse, next?: Next) => {
    handle(req, res, next).catch((error: unknown) => {
      if (!(error instanceof HttpError)) store.log(`[demo] ${req.method} ${req.url} failed: ${String(error)}`);
      if (res.headersSent) return res.destroy();
      const reply = error instanceof HttpError ? failure(error.status, error.message) : failure(500, 'The demo server failed on this request.');
      // A refused body may still be arriving; close the connection rather than read it.
      if (reply.status === 413) res.setHeader('Connection', 'close');
      send(res, reply);
    });
  };
  return Object.assign(handler, { store });
}

export interface DemoServerOptions extends StoreOptions {
  port?: number;
  host?: string;
  /**
   * Serve the demo page too, mounting the widget bundle found at bundleFile; or a page built
   * before (buildDemoPage), which many servers can share (the browser tests build it once a run).
   */
  page?: { bundleFile: string } | DemoPage;
}

export interface DemoServer {
  url: string;
  store: DemoStore;
  close(): Promise<void>;
}

export async function startDemoServer({ port = 0, host = '127.0.0.1', page, ...storeOptions }: DemoServerOptions = {}): Promise<DemoServer> {
  // The page build pulls in Vite; load it only when a page is wanted.
  const demoPage = page && ('html' in page ? page : await (await import('./page.ts')).buildDemoPage(page.bundleFile));
  const handler = createDemoHandler({ ...storeOptions, page: demoPage });
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actual}`,
    store: handler.store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
