/**
 * The one test-utilities module of the unit tests: a widget mounted the way a host page does (its
 * `fetch` answered by a fake API that records every posted form), signed in at a route or not, the
 * fixtures the screens share, and the assertions the tests share. Each widget is tracked: the one
 * setup file (tests/unit/setup.ts) unmounts it after the test, and undoes storage and the URL.
 *
 * - `storeSession(token)` holds a session as a sign-in leaves it: the one place a test writes the token.
 * - `signedInAt(path, routes)`: the fake API, a session and the widget at `path`, in one call.
 * - `mountAt(path)`: the widget against the fake API of `stubApi` (harness: `ui`, `user`, `heading`).
 * - `mountWidget(options)` / `mountWidgetAt(path, options)`: the widget with options of the test's
 *   own, against `stubFetch`'s recording fetch.
 */
import { expect, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { mountBank, type BankWidget } from '../../../src/app/mount';
import type { MountOptions } from '../../../src/app/options';
import { capture, json, recordingFetch, type Responder } from './fetch-stub';
import { track } from './live-widgets';

/* ---------------------------------------------------------------- the session and the fixtures */

/** A signed-in session, as a sign-in leaves it in storage (before the widget mounts and reads it). */
export function storeSession(token = 'jwt') {
  localStorage.setItem('baUid', token);
}

/** The temporary token a sign-in of a customer still in verification leaves (KYC, email code). */
export function storeTemporaryToken(token = 'tmp') {
  localStorage.setItem('tempbaUid', token);
}

/** A customer's profile answer (getprofile): their name, account number and balance. */
export const PROFILE = { data: { fullname: 'Alex Morgan', account_no: '0123456789' }, tb: { current_balance: 5000 } };

/* ---------------------------------------------------------------- a widget with options of its own */

export const BASE = '/wp-user';
/** The backend of mountWidget (a host page's own test). */
const WIDGET_API_BASE = 'https://api.bank.test';

/** Replace the global fetch with a recording stub (default answer `{}`). */
export function stubFetch(respond: Responder = () => json({})) {
  const f = recordingFetch(respond);
  vi.stubGlobal('fetch', f.fetch);
  return f;
}

export interface Mounted {
  el: HTMLElement;
  widget: BankWidget;
  shadow: ShadowRoot;
  ui: ReturnType<typeof within>;
  /** The text of the widget's first h1, once one shows. */
  heading(): Promise<string>;
  unmount(): void;
}

export function mountWidget(options: Partial<MountOptions> = {}, el: HTMLElement = document.body.appendChild(document.createElement('div'))): Mounted {
  const widget = track(mountBank(el, { basePath: BASE, apiBase: WIDGET_API_BASE, ...options }));
  const shadow = el.firstElementChild!.shadowRoot!;
  const ui = within(shadow as unknown as HTMLElement);
  return {
    el,
    widget,
    shadow,
    ui,
    async heading() {
      let text = '';
      await waitFor(() => {
        text = shadow.querySelector('h1')?.textContent ?? '';
        if (!text) throw new Error('no h1 yet');
      });
      return text;
    },
    unmount: () => widget.unmount(),
  };
}

/** Put the browser at `path`, then mount (the options given over the test defaults). */
export function mountWidgetAt(path: string, options: Partial<MountOptions> = {}) {
  history.replaceState(null, '', path);
  return mountWidget(options);
}

/* ---------------------------------------------------------------- the harness: a fake API */

export const API_BASE = 'http://api.test';
export const ENDPOINT = `${API_BASE}/api/users.php`;

/* ---------------------------------------------------------------- fake backend */

export interface ApiCall {
  url: string;
  /** The `?crud=` action, or null for a dashboard call. */
  crud: string | null;
  form: FormData;
  /** Field names in the order they were posted. */
  keys: string[];
  /** name → value (string or File); a repeated name keeps its last value. */
  fields: Record<string, FormDataEntryValue>;
}

export type ReplyFn = (call: ApiCall) => Response | Promise<Response>;
/** A JSON body, a Response, or a function producing one (or throwing / never settling). */
export type Reply = ReplyFn | Response | object | string | number | boolean | null;

export { json } from './fetch-stub';
export const html = (markup = '<!doctype html><html><body><h1>Fatal error</h1></body></html>', init?: ResponseInit) =>
  new Response(markup, { headers: { 'Content-Type': 'text/html' }, ...init });
export const networkFailure: ReplyFn = () => Promise.reject(new TypeError('Failed to fetch'));

/** A reply that stays pending until `resolve` is called. */
export function deferred(body: unknown = {}) {
  let release: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (release = r));
  return {
    reply: (() => promise) as ReplyFn,
    resolve: (value: unknown = body) => release(value instanceof Response ? value : json(value)),
  };
}

function toResponse(reply: Reply, call: ApiCall): Response | Promise<Response> {
  if (typeof reply === 'function') return (reply as ReplyFn)(call);
  if (reply instanceof Response) return reply.clone();
  return json(reply);
}

/**
 * Stub `fetch`. `routes` maps a crud action, or a dashboard call's marker (`getprofile`,
 * `newtrs`…; '' for every dashboard call not listed), to its reply; an array is answered in
 * turn, its last entry repeating. Unknown actions answer `{}`.
 */
export function stubApi(routes: Record<string, Reply | Reply[]> = {}) {
  const calls: ApiCall[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]] as const));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { url, crud, marker, names, entries } = capture(input, init);
    const call: ApiCall = { url, crud, form: init?.body instanceof FormData ? init.body : new FormData(), keys: names, fields: Object.fromEntries(entries) };
    calls.push(call);
    const queue = queues.get(crud ?? marker ?? '') ?? (marker !== null ? queues.get('') : undefined);
    const reply: Reply = queue && queue.length > 0 ? (queue.length > 1 ? queue.shift()! : queue[0]!) : {};
    return toResponse(reply, call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    /** The calls made with `?crud=<action>`, or the dashboard calls with that marker. */
    to: (action: string) => calls.filter((c) => c.crud === action || (c.crud === null && c.keys[0] === action && c.fields[action] === '1')),
    authCalls: () => calls.filter((c) => c.crud !== null),
  };
}
export type FakeApi = ReturnType<typeof stubApi>;

/** The string fields of a posted form (files become `{ file: name }` for easy comparison). */
export function postedFields(call: ApiCall): Record<string, string | { file: string; type: string; size: number }> {
  return Object.fromEntries(Object.entries(call.fields).map(([k, v]) => [k, typeof v === 'string' ? v : { file: v.name, type: v.type, size: v.size }]));
}

/* ---------------------------------------------------------------- the widget */

/** A stand-in for `window.location` whose `assign` is recorded instead of navigating jsdom. */
export function stubLocationAssign() {
  const real = window.location;
  const assign = vi.fn();
  // A plain target: jsdom's Location has non-configurable own properties a Proxy may not alter.
  const proxy = new Proxy({} as Location, {
    get(_target, key) {
      if (key === 'assign') return assign;
      const value = Reflect.get(real, key, real) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
    },
  });
  vi.stubGlobal('location', proxy);
  return assign;
}

// jsdom has no object URLs; FileUpload previews the chosen image with one.
if (typeof URL.createObjectURL !== 'function') {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:preview' });
}
if (typeof URL.revokeObjectURL !== 'function') {
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
}

/** Mount the widget at `path` (relative to the origin, e.g. '/wp-user/auth/signin'). */
export function mountAt(path: string) {
  const { el, widget, shadow } = mountWidgetAt(path, { apiBase: API_BASE });
  // Query from the widget's container element (a ShadowRoot cannot be pretty-printed on failure).
  const root = shadow.querySelector<HTMLElement>('.bank-container')!;
  const ui = within(root);
  const user = userEvent.setup({ document, applyAccept: false, delay: null });
  return {
    el,
    widget,
    shadow,
    ui,
    user,
    /** The element focused inside the widget. */
    focused: () => shadow.activeElement,
    /** Wait for the page heading (h1) to read `text`. */
    heading: (text: string | RegExp) => ui.findByRole('heading', { level: 1, name: text }),
  };
}
export type Widget = ReturnType<typeof mountAt>;

/** Advance fake timers by `ms`, letting the screens re-render in between. */
export async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

/** The browser path the widget has navigated to. */
export const currentPath = () => window.location.pathname;

/* ---------------------------------------------------------------- assertions */

/**
 * The control shows `message` next to it: `aria-invalid="true"`, and `aria-describedby`
 * names an element in the same field whose text is the message.
 */
export function expectFieldError(shadow: ShadowRoot, control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid'), `aria-invalid of ${control.getAttribute('name')}`).toBe('true');
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const described = ids.map((id) => shadow.getElementById(id)).filter((e): e is HTMLElement => e !== null);
  const errorEl = described.find((e) => e.classList.contains('field-error'));
  expect(errorEl, `error message element described by ${control.getAttribute('name')}`).toBeTruthy();
  expect(errorEl!.textContent).toBe(`Error: ${message}`);
  expect(control.closest('.field')!.contains(errorEl!), 'the message sits in the same field as the control').toBe(true);
}

export function expectFieldValid(control: HTMLElement) {
  expect(control.getAttribute('aria-invalid'), `aria-invalid of ${control.getAttribute('name')}`).toBeNull();
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  expect(ids.some((id) => id.endsWith('-error'))).toBe(false);
}

/** Wait until the widget's focus is on `control`. */
async function expectFocused(w: Widget, control: HTMLElement) {
  await waitFor(() => expect(w.focused()).toBe(control));
}

/** A PNG-typed file that starts with PNG's signature (the upload checks the first bytes). */
export const png = (name = 'photo.png', size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

/**
 * After a submit that failed validation, focus is on the error summary (GOV.UK), whose first
 * link reads the first field's message and moves focus to that field.
 */
export async function expectSummaryLeadsTo(w: Widget, control: HTMLElement, message?: string) {
  await waitFor(() => expect(w.focused()?.classList.contains('error-summary'), 'focus on the error summary').toBe(true));
  const link = w.focused()!.querySelector('a');
  expect(link, 'a link to the first field in error').toBeTruthy();
  if (message) expect(link!.textContent).toBe(message);
  await w.user.click(link!);
  await expectFocused(w, control);
}

/**
 * Client-side validation stopped the submit at `control`: its message is shown next to it and
 * first in the focused error summary, whose link leads to it, and nothing was sent to the backend.
 */
export async function expectStoppedAt(w: Widget, api: FakeApi, control: HTMLElement, message: string) {
  await waitFor(() => expectFieldError(w.shadow, control, message));
  await expectSummaryLeadsTo(w, control, message);
  expect(api.calls).toHaveLength(0);
}

/** The fake API answering `routes`, a signed-in session and the widget at `path`: the usual start of a signed-in test. */
export function signedInAt(path: string, routes: Record<string, Reply | Reply[]> = {}, token = 'jwt') {
  storeSession(token);
  const api = stubApi(routes);
  return { api, w: mountAt(path) };
}
