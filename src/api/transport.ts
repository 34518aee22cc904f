/**
 * The one transport: every backend call is a multipart POST to `${apiBase}/api/users.php`,
 * validated against its schema. Nothing here throws: every failure comes back as a typed
 * `Failure` with a message a customer can act on (the original resolved silently).
 */
import * as v from 'valibot';
import { fail, failureMessages, type Failure, type Result } from './failure';
import { readAnswer, type ContractNote } from './coerce';
import { REQUEST_TIMEOUT_MS } from '../config/timings';
import {
  SITE_BANK_TIMEOUT_SECONDS,
  SITE_BATCH,
  SITE_HEADER,
  SITE_MARKER_PREFIX,
  SITE_SESSION,
  SITE_SESSION_FIELD,
  SITE_IDLE_FIELD,
  SITE_REMEMBER_FIELD,
  STATUS_BANK_UNREACHABLE,
  STATUS_THROTTLED,
  STATUS_TOO_LARGE,
} from '../config/site';
import { BANK_SCRIPT, CRUD_FIELD, JWT_FIELD, TOKEN_FIELD } from '../config/bank';
import { MONEY_CALLS } from './money-calls';
import type { ContractWarning } from '../config/options';

type FieldValue = string | number | boolean | Blob | null | undefined;
export type Fields = Record<string, FieldValue>;

export interface TransportOptions {
  apiBase: string;
  /** The held session token, sent as `token` on dashboard calls; '' when none. */
  getToken: () => string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told once per call and field path when an answer is rejected or a field falls back. */
  onContractWarning?: (info: ContractWarning) => void;
  /**
   * Connection "site": every call goes to this endpoint of the page's own site, which holds the
   * session token server side and answers a login with a marker instead (docs/embedding.md).
   */
  siteEndpoint?: string;
}

export type { ContractWarning };

export interface Transport {
  /** A dashboard call: the marker field (docs/spec-notes.md §7) plus `token` when one is held. */
  dashboard<S extends v.GenericSchema>(marker: string | null, fields: Fields, schema: S): Promise<Result<v.InferOutput<S>>>;
  /** An auth call: `?crud=<action>`, only the fields given; `remember` tells a site's endpoint how long to keep the session. */
  auth<S extends v.GenericSchema>(crud: string, fields: Fields, schema: S, remember?: boolean): Promise<Result<v.InferOutput<S>>>;
  /** Through the site, asks its endpoint to forget the session it holds; nothing to do directly. */
  endSession(): Promise<void>;
  /** Milliseconds since the last call went out (a site's endpoint counts its inactivity from it). */
  sinceLastCall(): number;
  /**
   * Through the site, tells its endpoint the customer's last input was `idleSeconds` ago, so the session it holds ends
   * when the widget's does (the bank is not called); `undefined` when nothing was sent. Directly there is no site
   * session (the bank's token keeps its own expiry): nothing is sent.
   */
  keepAlive(idleSeconds: number): Promise<Result<unknown>> | undefined;
  /** Tells the integrator about fields read after the transport (getstatement's rows, read in slices). */
  report(call: string, notes: ContractNote[], rejected?: boolean): void;
  /** How long a call waits for its answer before it is given up as a timeout (a lost answer for a money call). */
  readonly limitMs: number;
  /**
   * Aborts every read in flight; called on unmount so nothing resolves into a dead widget. A call
   * that moves money is never aborted: the bank may carry it out anyway, and its answer settles
   * the record of calls out (src/session/unanswered.ts).
   */
  dispose(): void;
}

export const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

/** The endpoint waits for the bank: the widget waits a little longer to hear why. */
const SITE_TIMEOUT_MS = (SITE_BANK_TIMEOUT_SECONDS + 5) * 1000;

export function endpoint(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}${BANK_SCRIPT}`;
}

export function toFormData(fields: Fields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) body.append(name, value, value instanceof File ? value.name : name);
    else body.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return body;
}

/** Retry-After in seconds (a number of seconds, or an HTTP date), or undefined when it says neither. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The `message` of a JSON error body, when the server explained itself in a sentence, and the field it named. */
function serverMessage(raw: string): { message: string | null; field?: string } {
  try {
    const body: unknown = JSON.parse(raw);
    const { message, field } = typeof body === 'object' && body !== null ? (body as { message?: unknown; field?: unknown }) : {};
    return {
      message: typeof message === 'string' && message.trim() && message.length <= 300 ? message.trim() : null,
      ...(typeof field === 'string' && /^\w{1,40}$/.test(field) ? { field } : {}),
    };
  } catch {
    return { message: null };
  }
}

/** What came back over the wire: the status, the Retry-After header, the body's text (a batch's answers name theirs alike). */
interface Reply {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A read waiting to leave with the others of its task. */
interface Part {
  query: string;
  fields: Fields;
  settle: (reply: Reply | Failure) => void;
}

/** One answer of a batch: what the call alone would have got (`retryAfter`: its Retry-After). */
interface BatchAnswer {
  status?: unknown;
  body?: unknown;
  retryAfter?: unknown;
}

/** The answers of a batch's reply, in the calls' order (none when it holds no list of them). */
function batchAnswers(raw: string): (BatchAnswer | undefined)[] {
  try {
    return [...(JSON.parse(raw) as Record<string, Iterable<BatchAnswer>>)[SITE_BATCH.answers]!];
  } catch {
    return [];
  }
}

/** Through the site, a login answer holding anything but a marker is refused: a token must never reach the page. */
const holdsToken = (json: unknown) => {
  const jwt = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[JWT_FIELD] : undefined;
  return typeof jwt === 'string' && jwt !== '' && !jwt.startsWith(SITE_MARKER_PREFIX);
};

export function createTransport({ apiBase, getToken, timeoutMs, fetchImpl, onContractWarning, siteEndpoint }: TransportOptions): Transport {
  const site = siteEndpoint !== undefined;
  const url = site ? siteEndpoint : endpoint(apiBase);
  const waitMs = timeoutMs ?? (site ? SITE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  const inFlight = new Set<AbortController>();
  const told = new Set<string>();
  let disposed = false;
  /** When the last call went out: the endpoint's inactivity clock starts again at each. */
  let lastCall = 0;

  function report(call: string, notes: ContractNote[], rejected = false) {
    for (const { path, message } of notes) {
      const key = `${call}: ${path}`;
      if (told.has(key)) continue;
      told.add(key);
      console.warn(`[bank widget] ${call}: ${path ? path + ': ' : ''}${message}${rejected ? '; answer rejected' : ''}`);
      try {
        onContractWarning?.({ call, path, message, rejected });
      } catch {
        // A site's monitoring hook must not break the widget.
      }
    }
  }

  /** Posts one request: what came back, or why nothing did. */
  async function post(query: string, fields: Fields, money = false): Promise<Reply | Failure> {
    // A money call the customer authorised just before the widget went still goes: it is never cancelled.
    // A read held for its batch when the widget went is not sent.
    if (disposed && !money) return fail('aborted');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, waitMs);
    if (!money) inFlight.add(controller);
    try {
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(url + query, {
          method: 'POST',
          body: toFormData(fields),
          signal: controller.signal,
          // A money call without a file goes on if the page is reloaded or closed (keepalive: 64 KiB at most).
          keepalive: money && !Object.values(fields).some((value) => value instanceof Blob),
          // Through the site, its own cookie names the session; directly, no cookie goes to the bank.
          credentials: site ? 'same-origin' : 'omit',
          headers: { Accept: 'application/json', ...(site && { [SITE_HEADER]: '1' }) },
        });
      } catch {
        if (timedOut) return fail('timeout');
        return fail(controller.signal.aborted ? 'aborted' : 'network');
      }
      try {
        return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.text() };
      } catch {
        return fail(timedOut ? 'timeout' : 'network');
      }
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
  }

  /** A call's reply read as its answer, or the failure it is. */
  function read<S extends v.GenericSchema>(call: string, reply: Reply, schema: S): Result<v.InferOutput<S>> {
    const { status, body: raw } = reply;
    // The site's endpoint answers 504 when the bank did not answer it in time or at all.
    if (site && status === STATUS_BANK_UNREACHABLE) return fail('unreachable', failureMessages.unreachable, STATUS_BANK_UNREACHABLE);
    // Too many attempts: the wait, for the form to say in the customer's language.
    const wait = status === STATUS_THROTTLED ? retryAfter(reply.retryAfter) : undefined;
    if (wait !== undefined) return { ...fail('throttled', failureMessages.throttled, STATUS_THROTTLED), wait };
    if (status >= 400) {
      const { message, field } = serverMessage(raw);
      const failure = fail('http', message ?? failureMessages.http, status);
      // A file over the site's upload limit: the form shows why beside that field, the rest kept.
      return status === STATUS_TOO_LARGE && field ? { ...failure, field } : failure;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail('not-json');
    }
    if (site && holdsToken(json)) {
      report(call, [{ path: JWT_FIELD, message: "the site's endpoint sent a session token, not its marker" }], true);
      return fail('shape');
    }
    const answer = readAnswer(schema, json);
    report(call, answer.notes, !answer.ok);
    return answer.ok ? { ok: true, data: answer.data } : fail('shape');
  }

  /**
   * Through the site, the reads that leave together (in the same task) go as one request, each
   * answered by the endpoint as it would be alone; a read that leaves alone goes as it always did.
   */
  let batch: Part[] = [];
  function flush() {
    const parts = batch;
    batch = [];
    if (!parts[1]) return parts.forEach((part) => void post(part.query, part.fields).then(part.settle));
    // Each as it would go alone: its query string and its fields, all text (a marker, the session's marker, the
    // keep-alive's idle seconds); JSON leaves out the functions that settle it.
    void post(`?${SITE_BATCH.query}=1`, { [SITE_BATCH.calls]: JSON.stringify(parts) }).then((reply) => {
      // Refused or failed as a whole (offline, a timeout, not the site's page): each read fails as that answer says.
      const answers = 'body' in reply && reply.status === 200 && batchAnswers(reply.body);
      // A call without its answer in the list reads as an answer that is not JSON: a failure, never a success.
      parts.forEach((part, i) => part.settle(answers ? ({ ...answers[i], body: JSON.stringify(answers[i]?.body) } as Reply) : reply));
    });
  }
  const queued = (query: string, fields: Fields) =>
    new Promise<Reply | Failure>((settle) => {
      if (batch.push({ query, fields, settle }) === 1) setTimeout(flush);
      if (batch.length === SITE_BATCH.max) flush();
    });

  /** `read`: a call that posts no field of its own (a loader, the keep-alive), so no secret and no money: it may join a batch. */
  async function send<S extends v.GenericSchema>(call: string, query: string, fields: Fields, schema: S, isRead = false): Promise<Result<v.InferOutput<S>>> {
    const money = (MONEY_CALLS as readonly string[]).includes(call);
    lastCall = Date.now();
    const reply = await (site && isRead ? queued(query, fields) : post(query, fields, money));
    return 'body' in reply ? read(call, reply, schema) : reply;
  }

  return {
    dashboard(marker, fields, schema) {
      const token = getToken();
      const body: Fields = marker ? { [marker]: '1', ...fields } : { ...fields };
      if (token) body[TOKEN_FIELD] = token;
      // A call that posts nothing but its marker only reads (calls.ts: no field, no file, no secret).
      return send(marker ?? 'kyc', '', body, schema, !!marker && !Object.keys(fields).length);
    },
    auth(crud, fields, schema, remember) {
      return send(crud, `?${CRUD_FIELD}=${encodeURIComponent(crud)}${site && remember ? `&${SITE_REMEMBER_FIELD}=1` : ''}`, fields, schema);
    },
    async endSession() {
      if (site) await send('signout', `?${SITE_SESSION_FIELD}=${SITE_SESSION.end}`, {}, v.unknown());
    },
    sinceLastCall: () => Date.now() - lastCall,
    keepAlive(idleSeconds) {
      const marker = getToken();
      return site && marker
        ? send('keepalive', `?${SITE_SESSION_FIELD}=${SITE_SESSION.keep}`, { [TOKEN_FIELD]: marker, [SITE_IDLE_FIELD]: `${idleSeconds}` }, v.unknown(), true)
        : undefined;
    },
    report,
    limitMs: waitMs,
    dispose() {
      disposed = true;
      for (const c of inFlight) c.abort();
      inFlight.clear();
    },
  };
}
