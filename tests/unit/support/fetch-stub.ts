/**
 * A recording `fetch` for the contract tests: every request is kept with its URL, method and
 * posted form, flattened to name → value (files become `{ file: name }`), so a test can
 * compare exactly what the backend would receive.
 */
import { vi } from 'vitest';
import { SITE_BATCH } from '../../../src/config/site';

export type PostedValue = string | { file: string };

export interface CapturedRequest {
  url: string;
  /** The `?crud=` action, or null for a dashboard call. */
  crud: string | null;
  /** A dashboard call's marker (its first field, posted as "1"), or null. */
  marker: string | null;
  method: string;
  init: RequestInit;
  /** Field names in posting order, repeats included. */
  names: string[];
  /** name → value; files as `{ file: name }`. */
  fields: Record<string, PostedValue>;
  /** The raw entries (files are the posted File objects). */
  entries: Array<[string, FormDataEntryValue]>;
  signal: AbortSignal | undefined;
}

export type Responder = (req: CapturedRequest) => Response | Promise<Response>;

export const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

export const htmlPage = (init?: ResponseInit) =>
  new Response('<!doctype html><html><head><title>500</title></head><body><h1>Fatal error</h1></body></html>', {
    headers: { 'Content-Type': 'text/html' },
    ...init,
  });

export function capture(input: RequestInfo | URL, init: RequestInit = {}): CapturedRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const entries: Array<[string, FormDataEntryValue]> = init.body instanceof FormData ? [...init.body.entries()] : [];
  const fields: Record<string, PostedValue> = {};
  for (const [name, value] of entries) fields[name] = typeof value === 'string' ? value : { file: value.name };
  const crud = new URL(url, 'http://localhost/').searchParams.get('crud');
  const [first] = entries;
  return {
    url,
    crud,
    marker: crud === null && first !== undefined && first[1] === '1' ? first[0] : null,
    method: (init.method ?? 'GET').toUpperCase(),
    init,
    names: entries.map(([name]) => name),
    fields,
    entries,
    signal: init.signal ?? undefined,
  };
}

/**
 * A `fetch` that records each request and answers with `respond` (default: `{}`). A batch of the
 * site's endpoint (`?batch=1`) is answered as the endpoint does: each of its calls by `respond`
 * as if it had come alone, recorded in `requests` as such; the batch itself in `batches`.
 */
export function recordingFetch(respond: Responder = () => json({})) {
  const requests: CapturedRequest[] = [];
  const batches: CapturedRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = capture(input, init);
    if (new URL(req.url, 'http://localhost/').searchParams.get(SITE_BATCH.query) !== '1') {
      requests.push(req);
      return respond(req);
    }
    batches.push(req);
    const calls = JSON.parse(req.fields[SITE_BATCH.calls] as string) as { query: string; fields: Record<string, string> }[];
    const answers = [];
    for (const call of calls) {
      const body = new FormData();
      for (const [name, value] of Object.entries(call.fields)) body.append(name, value);
      const part = capture(req.url.split('?')[0] + call.query, { ...init, body });
      requests.push(part);
      const answer = await respond(part);
      const text = await answer.text();
      let parsed: unknown = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the endpoint passes nothing of it on.
      }
      const wait = answer.headers.get('Retry-After');
      answers.push({ status: answer.status, body: parsed, ...(wait ? { retryAfter: Number(wait) } : {}) });
    }
    return json({ [SITE_BATCH.answers]: answers });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, mock: fetchImpl, requests, batches, last: () => requests[requests.length - 1] };
}

/** A fetch answer that never settles unless the request is aborted (as a real fetch does). */
export function hangUntilAborted(req: CapturedRequest): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const signal = req.signal;
    if (!signal) return;
    if (signal.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });
}

/** jsdom has no object URLs; the upload preview uses one. Installs counting stand-ins. */
export function stubObjectUrls() {
  let n = 0;
  const create = vi.fn((_obj: Blob | MediaSource) => `blob:test/${++n}`);
  const revoke = vi.fn((_url: string) => {});
  const hadCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const hadRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: create });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revoke });
  return {
    create,
    revoke,
    restore() {
      if (hadCreate) Object.defineProperty(URL, 'createObjectURL', hadCreate);
      else delete (URL as unknown as Record<string, unknown>).createObjectURL;
      if (hadRevoke) Object.defineProperty(URL, 'revokeObjectURL', hadRevoke);
      else delete (URL as unknown as Record<string, unknown>).revokeObjectURL;
    },
  };
}
