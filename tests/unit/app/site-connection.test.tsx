/**
 * Connection "site": the widget talks only to an endpoint of its own site, which holds the bank's
 * session token server side and answers a login with a marker. The page keeps only that marker:
 * no storage, cookie or request of the widget ever holds a token, and the session behaves as in
 * direct mode (guards, another tab's sign-out, the inactivity end, a 401), each end also telling
 * the endpoint to forget its token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { resolveOptions } from '../../../src/app/options';
import { createServices } from '../../../src/app/services';
import { createTransport } from '../../../src/api/transport';
import { SITE_HEADER } from '../../../src/config/site';
import { getStatement } from '../../../src/api/dashboard';
import { userLogin } from '../../../src/api/auth';
import { ActionResponse } from '../../../src/api/schemas';
import { signIn, signOut, token } from '../../../src/session/session';
import { reloadSession } from '../support/session';
import { json, recordingFetch, type CapturedRequest, type Responder } from '../support/fetch-stub';
import { mountWidgetAt, storeSession, stubFetch } from '../support/test-utils';
import { idle } from '../support/idle';
import { stubModalDialogs } from '../support/dialog';

const ENDPOINT = '/wp-user/connect';
const MARKER = 'site:4f1c2a9b7d3e';
/** What a bank's session token looks like: never to be stored or sent by the page in this mode. */
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJl';
const SITE = { connection: 'site', endpoint: ENDPOINT } as const;
const el = () => document.createElement('div');

/** The bank as the site's endpoint presents it: a login answers the marker. */
const bank =
  (login: object = { jwt: MARKER, role: 'user', verified: true, verification_status: 'Verified', message: 'Welcome' }): Responder =>
  (req) => {
    if (req.crud === 'userlogin') return json(login);
    if (req.url.includes('session=end')) return json({ status: true });
    if (req.marker === 'pincheck') return json({ haspin: true, trx_notif: [] });
    return json({ data: [] });
  };

const ended = (requests: CapturedRequest[]) => requests.filter((r) => r.url === `${ENDPOINT}?session=end`);

/** Every value the page wrote where a script can read it: web storage and document.cookie. */
function watchWrites() {
  const writes: string[] = [];
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    writes.push(`${key}=${value}`);
    realSetItem.call(this, key, value);
  });
  const cookie = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => void writes.push(`cookie ${value}`));
  return { writes, restore: () => (setItem.mockRestore(), cookie.mockRestore()) };
}
const realSetItem = Storage.prototype.setItem;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the connection options', () => {
  it('are direct by default: calls go to the bank', () => {
    expect(resolveOptions(el(), { basePath: '/b', apiBase: 'https://bank.test' }).siteEndpoint).toBeUndefined();
    expect(resolveOptions(el(), { basePath: '/b', apiBase: 'https://bank.test', connection: 'direct' }).siteEndpoint).toBeUndefined();
  });

  it('"site" takes the endpoint, a path of the page\'s own site', () => {
    expect(resolveOptions(el(), { basePath: '/b', apiBase: '', ...SITE }).siteEndpoint).toBe(ENDPOINT);
  });

  it.each([
    [{ connection: 'site' }, 'option "endpoint" must be a path of this site'],
    [{ connection: 'site', endpoint: 'https://elsewhere.test/connect' }, 'option "endpoint" must be a path of this site'],
    [{ connection: 'site', endpoint: '//elsewhere.test/connect' }, 'option "endpoint" must be a path of this site'],
    [{ connection: 'site', endpoint: '/connect?to=x' }, 'option "endpoint" must be a path of this site'],
    [{ connection: 'direct', endpoint: ENDPOINT }, 'option "endpoint" is only read with connection "site"'],
    [{ connection: 'proxy' }, 'option "connection" must be "direct" or "site"'],
  ])('%j is refused', (extra, message) => {
    expect(() => resolveOptions(el(), { basePath: '/b', apiBase: '', ...extra })).toThrow(message);
  });
});

describe('the transport through the site', () => {
  const site = (respond: Responder, getToken = () => '') => {
    const f = recordingFetch(respond);
    return { api: createTransport({ apiBase: 'https://bank.test', siteEndpoint: ENDPOINT, getToken, fetchImpl: f.fetch }), ...f };
  };

  it("posts every call to the endpoint with the same query and fields, its header and the site's cookie", async () => {
    const { api, requests } = site(
      () => json({}),
      () => MARKER,
    );
    await api.auth('userlogin', { email: 'a@b.test', password: 'x' }, ActionResponse, true);
    await getStatement(api);
    expect(requests.map((r) => r.url)).toEqual([`${ENDPOINT}?crud=userlogin&remember=1`, ENDPOINT]);
    for (const r of requests) {
      expect(r.method).toBe('POST');
      expect(r.init.credentials).toBe('same-origin');
      expect(new Headers(r.init.headers).get(SITE_HEADER)).toBe('1');
    }
    expect(requests[0]!.fields).toEqual({ email: 'a@b.test', password: 'x' });
    expect(requests[1]!.fields).toEqual({ getstatement: '1', token: MARKER });
  });

  it('directly, "Remember me" reaches no one and no cookie or header goes to the bank', async () => {
    const f = recordingFetch(() => json({}));
    const api = createTransport({ apiBase: 'https://bank.test', getToken: () => '', fetchImpl: f.fetch });
    await userLogin(api, { email: 'a@b.test', password: 'x', remember: true });
    expect(f.last()!.url).toBe('https://bank.test/api/users.php?crud=userlogin');
    expect(f.last()!.init.credentials).toBe('omit');
    expect(new Headers(f.last()!.init.headers).has(SITE_HEADER)).toBe(false);
  });

  it('a 504 from the endpoint reads "could not reach the bank"', async () => {
    const { api } = site(() => json({}, { status: 504 }));
    expect(await getStatement(api)).toMatchObject({ ok: false, kind: 'unreachable', message: 'common.failure.unreachable' });
  });

  it("an endpoint that passes the bank's token through is refused: the login fails, nothing is kept", async () => {
    const { api } = site(() => json({ jwt: JWT, verified: true }));
    expect(await userLogin(api, { email: 'a@b.test', password: 'x' })).toMatchObject({ ok: false, kind: 'shape' });
  });

  it("the endpoint's upload limit message is shown as it came", async () => {
    const message = 'This file is larger than this site accepts (2 MB, upload_max_filesize).';
    const { api } = site(() => json({ message }, { status: 413 }));
    expect(await getStatement(api)).toMatchObject({ ok: false, kind: 'http', status: 413, message });
  });
});

/** The endpoint's answer to one guess too many: 429 with the wait, in seconds. */
const tooMany = (seconds: string | null) =>
  json(
    { message: 'Too many attempts, try again in 14 minutes.', retryAfter: 840 },
    { status: 429, headers: { 'Content-Type': 'application/json', ...(seconds === null ? {} : { 'Retry-After': seconds }) } },
  );

describe('too many attempts', () => {
  it('a 429 with Retry-After is a failure of its own kind carrying the wait', async () => {
    const f = recordingFetch(() => tooMany('840'));
    const api = createTransport({ apiBase: '', siteEndpoint: ENDPOINT, getToken: () => '', fetchImpl: f.fetch });
    expect(await userLogin(api, { email: 'a@b.test', password: 'x' })).toEqual({ ok: false, kind: 'throttled', message: 'common.failure.throttled', status: 429, wait: 840 });
    const date = recordingFetch(() => tooMany(new Date(Date.now() + 90_000).toUTCString()));
    const byDate = await userLogin(createTransport({ apiBase: '', siteEndpoint: ENDPOINT, getToken: () => '', fetchImpl: date.fetch }), { email: 'a@b.test', password: 'x' });
    expect(byDate).toMatchObject({ kind: 'throttled' });
    expect(byDate.ok ? 0 : byDate.wait).toBeGreaterThan(80);
  });

  it('a 429 without a wait is an HTTP failure with what the server said', async () => {
    const f = recordingFetch(() => tooMany(null));
    const api = createTransport({ apiBase: '', siteEndpoint: ENDPOINT, getToken: () => '', fetchImpl: f.fetch });
    expect(await userLogin(api, { email: 'a@b.test', password: 'x' })).toMatchObject({
      ok: false,
      kind: 'http',
      status: 429,
      message: 'Too many attempts, try again in 14 minutes.',
    });
  });

  it('the sign-in form says how long to wait, in whole minutes, and keeps what was typed', async () => {
    stubFetch(() => tooMany('781'));
    const w = mountWidgetAt('/wp-user/auth/signin', SITE);
    const user = userEvent.setup({ document, delay: null });
    await w.heading();
    await user.type(w.ui.getByLabelText('Email'), 'jane@bank.test');
    await user.type(w.ui.getByLabelText('Password'), 'guess');
    await user.click(w.ui.getByRole('button', { name: 'Sign In' }));
    expect(await w.ui.findByText('Too many attempts, try again in 14 minutes.', {}, { timeout: 10_000 })).toBeTruthy();
    expect((w.ui.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@bank.test');
    expect(window.location.pathname).toBe('/wp-user/auth/signin');
  });

  it('the email code form says it too, singular for one minute', async () => {
    stubFetch(() => tooMany('45'));
    const w = mountWidgetAt(`/wp-user/auth/verify/${encodeURIComponent('jane@bank.test')}`, SITE);
    const user = userEvent.setup({ document, delay: null });
    await w.heading();
    await user.type(w.ui.getByLabelText('Verification code'), '123456');
    await user.click(w.ui.getByRole('button', { name: 'Verify' }));
    expect(await w.ui.findByText('Too many attempts, try again in 1 minute.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the widget through the site', () => {
  it('signs in with the marker: no request leaves the site, no storage or cookie holds a token', async () => {
    const f = stubFetch(bank());
    const watch = watchWrites();
    const w = mountWidgetAt('/wp-user/auth/signin', SITE);
    const user = userEvent.setup({ document, delay: null });
    await w.heading();
    await user.type(w.ui.getByLabelText('Email'), 'jane@bank.test');
    await user.type(w.ui.getByLabelText('Password'), 'hunter22');
    await user.click(w.ui.getByLabelText('Remember me'));
    await user.click(w.ui.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(window.location.pathname).toBe('/wp-user/dashboard'));
    await waitFor(() => expect(f.requests.some((r) => r.marker === 'pincheck')).toBe(true));
    expect(token.value).toBe(MARKER);
    expect(f.requests[0]!.url).toBe(`${ENDPOINT}?crud=userlogin&remember=1`);
    for (const r of f.requests) {
      expect(r.url.startsWith(`${ENDPOINT}`)).toBe(true);
      expect(new Headers(r.init.headers).get(SITE_HEADER)).toBe('1');
      if (r.crud === null) expect(r.fields.token).toBe(MARKER);
    }
    expect(watch.writes).toContain(`baUid=${MARKER}`);
    expect(watch.writes.filter((w) => /eyJ|jwt/i.test(w))).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    watch.restore();
  });

  it('a login answer holding a real token never reaches storage', async () => {
    stubFetch(bank({ jwt: JWT, role: 'user', verified: true, verification_status: 'Verified' }));
    const watch = watchWrites();
    const w = mountWidgetAt('/wp-user/auth/signin', SITE);
    const user = userEvent.setup({ document, delay: null });
    await w.heading();
    await user.type(w.ui.getByLabelText('Email'), 'jane@bank.test');
    await user.type(w.ui.getByLabelText('Password'), 'hunter22');
    await user.click(w.ui.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(w.shadow.textContent).toContain('could not read'));
    expect(watch.writes.filter((x) => x.includes(JWT))).toEqual([]);
    expect(token.value).toBe('');
    watch.restore();
  });

  it('the guards take the marker as signed in: the dashboard opens and asks the endpoint', async () => {
    storeSession(MARKER);
    const f = stubFetch(bank());
    const w = mountWidgetAt('/wp-user/dashboard', SITE);
    await w.heading();
    expect(window.location.pathname).toBe('/wp-user/dashboard');
    await waitFor(() => expect(f.requests.find((r) => r.marker === 'pincheck')?.fields.token).toBe(MARKER));
  });

  it("another tab's sign-out signs this one out and the endpoint is told to forget the session", async () => {
    storeSession(MARKER);
    const f = stubFetch(bank());
    const w = mountWidgetAt('/wp-user/dashboard', SITE);
    await w.heading();
    localStorage.removeItem('baUid');
    localStorage.setItem('loggedOut', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baUid', oldValue: MARKER, newValue: null, storageArea: localStorage }));
    await waitFor(() => expect(window.location.pathname).toBe('/wp-user/auth/signin'));
    await idle();
    expect(ended(f.requests)).toHaveLength(1);
    expect(new Headers(ended(f.requests)[0]!.init.headers).get(SITE_HEADER)).toBe('1');
  });
});

describe('every end of a session reaches the endpoint', () => {
  const services = (respond: Responder) => {
    const f = recordingFetch(respond);
    const s = createServices(resolveOptions(el(), { basePath: '/wp-user', apiBase: '', ...SITE }), { fetchImpl: f.fetch });
    return { s, ...f };
  };

  it('sign-out (and the inactivity end, which signs out) posts ?session=end once', async () => {
    signIn(MARKER);
    const { s, requests } = services(bank());
    signOut();
    await idle();
    expect(ended(requests)).toHaveLength(1);
    expect(ended(requests)[0]!.init.credentials).toBe('same-origin');
    s.dispose();
  });

  it('a 401 signs out here and tells the endpoint', async () => {
    signIn(MARKER);
    const { s, requests } = services((req) => (req.url.includes('session=end') ? json({}) : json({}, { status: 401 })));
    expect(await getStatement(s.api)).toMatchObject({ ok: false, status: 401 });
    expect(token.value).toBe('');
    await idle();
    expect(ended(requests)).toHaveLength(1);
    s.dispose();
  });

  it('directly, nothing is posted when a session ends', async () => {
    signIn('jwt');
    const f = recordingFetch(() => json({}));
    const s = createServices(resolveOptions(el(), { basePath: '/wp-user', apiBase: 'https://bank.test' }), { fetchImpl: f.fetch });
    signOut();
    await idle();
    expect(f.requests).toEqual([]);
    s.dispose();
  });
});

describe('the inactivity end through the site', () => {
  afterEach(() => vi.useRealTimers());

  it('signs out with the marker like a token, and the endpoint is told', async () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 6, 12, 0), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    stubModalDialogs();
    storeSession(MARKER);
    const f = stubFetch(bank());
    mountWidgetAt('/wp-user/dashboard', { ...SITE, idleMinutes: 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(window.location.pathname).toBe('/wp-user/dashboard');
    expect(ended(f.requests)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(window.location.pathname).toBe('/wp-user/auth/signin');
    expect(localStorage.getItem('baUid')).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(ended(f.requests)).toHaveLength(1);
  });
});

describe('through the site, the session lasts while the customer works, and no longer', () => {
  afterEach(() => vi.useRealTimers());
  const IDLE_MS = 60_000;

  /** The endpoint as the plugin keeps it: inactivity counted from the last call, or from the last input a keep-alive reports. */
  function siteEndpoint() {
    let lastSeen = Date.now();
    let open = true;
    const keeps: { at: number; idle: number; token: unknown }[] = [];
    const respond: Responder = (req) => {
      if (req.url.includes('session=end')) return ((open = false), json({ status: true }));
      if (!open || Date.now() - lastSeen >= IDLE_MS) return ((open = false), json({ message: 'Your session has ended. Please sign in again.' }, { status: 401 }));
      if (req.url === `${ENDPOINT}?session=keep`) {
        const idle = Number(req.fields.idle);
        keeps.push({ at: Date.now(), idle, token: req.fields.token });
        lastSeen = Math.max(lastSeen, Date.now() - idle * 1000);
        return json({ status: true });
      }
      lastSeen = Date.now();
      return bank()(req);
    };
    return { respond, keeps, alive: () => open && Date.now() - lastSeen < IDLE_MS, end: () => void (open = false) };
  }

  async function atTheTransferForm() {
    vi.useFakeTimers({ now: new Date(2025, 0, 6, 12, 0), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    stubModalDialogs();
    storeSession(MARKER);
    const server = siteEndpoint();
    const f = stubFetch(server.respond);
    const { shadow } = mountWidgetAt('/wp-user/dashboard/send', { ...SITE, idleMinutes: 1 });
    await vi.advanceTimersByTimeAsync(50);
    const calls = f.requests.length;
    const type = () => shadow.querySelector<HTMLElement>('.dash-main')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    return { server, f, calls, type, start: Date.now() };
  }

  it('a customer typing for 80 s with no call is told to the endpoint about half way, and is still signed in', async () => {
    const { server, f, calls, type, start } = await atTheTransferForm();
    for (let s = 0; s < 80; s += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      type();
    }
    await vi.advanceTimersByTimeAsync(10);
    expect(f.requests.slice(calls).every((r) => r.url === `${ENDPOINT}?session=keep`)).toBe(true);
    // Half the limit after the last call, then half the limit after that: each telling the last input's age.
    expect(server.keeps.map((k) => Math.round((k.at - start) / 1000))).toEqual([30, 60]);
    for (const k of server.keeps) expect([k.token, k.idle]).toEqual([MARKER, 4]);
    for (const r of f.requests.slice(calls)) expect(new Headers(r.init.headers).get(SITE_HEADER)).toBe('1');
    expect(server.alive()).toBe(true);
    expect(window.location.pathname).toBe('/wp-user/dashboard/send');
    expect(localStorage.getItem('baUid')).toBe(MARKER);
  });

  it('a customer who stops typing is signed out within the limit of the last input, here and on the endpoint', async () => {
    const { server, type, start } = await atTheTransferForm();
    for (let s = 0; s < 40; s += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      type();
    }
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1_000);
    // The input at 40 s, heard of at 60 s: the endpoint counts from 40 s, as the widget does.
    expect(server.keeps.map((k) => [Math.round((k.at - start) / 1000), k.idle])).toEqual([
      [30, 4],
      [60, 19],
    ]);
    expect(server.alive()).toBe(true);
    expect(window.location.pathname).toBe('/wp-user/dashboard/send');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(window.location.pathname).toBe('/wp-user/auth/signin');
    expect(server.alive()).toBe(false);
  });

  it('an idle customer sends nothing and is signed out at the limit', async () => {
    const { server, f, calls } = await atTheTransferForm();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(window.location.pathname).toBe('/wp-user/auth/signin');
    expect(server.keeps).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(f.requests.slice(calls).map((r) => r.url)).toEqual([`${ENDPOINT}?session=end`]);
  });

  it('"Stay signed in" tells the endpoint at once, so the session it holds lasts the full time again', async () => {
    const { server } = await atTheTransferForm();
    await vi.advanceTimersByTimeAsync(45_000);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
    const stay = document.querySelector('[data-bank-widget]')!.shadowRoot!.querySelector<HTMLButtonElement>('[role="alertdialog"] button')!;
    expect(stay.textContent).toBe('Stay signed in');
    await user.click(stay);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.keeps.map((k) => [k.idle, k.token])).toEqual([[0, MARKER]]);
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1_000);
    expect(server.alive()).toBe(true);
    expect(window.location.pathname).toBe('/wp-user/dashboard/send');
  });

  it('a keep-alive the endpoint answers 401 (its session is over) signs out here', async () => {
    const { server, f, calls, type } = await atTheTransferForm();
    for (let s = 0; s < 25; s += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      type();
    }
    // Ended there meanwhile (a sixth sign-in of the account elsewhere, say).
    server.end();
    expect(localStorage.getItem('baUid')).toBe(MARKER);
    await vi.advanceTimersByTimeAsync(5_010);
    expect(f.requests.slice(calls).map((r) => r.url)[0]).toBe(`${ENDPOINT}?session=keep`);
    expect(window.location.pathname).toBe('/wp-user/auth/signin');
    expect(localStorage.getItem('baUid')).toBeNull();
  });

  it('connecting directly, there is no site session: typing sends nothing', async () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 6, 12, 0), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    stubModalDialogs();
    storeSession('jwt');
    const f = stubFetch(bank());
    const { shadow } = mountWidgetAt('/wp-user/dashboard/send', { idleMinutes: 1 });
    await vi.advanceTimersByTimeAsync(50);
    const calls = f.requests.length;
    for (let s = 0; s < 80; s += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      shadow.querySelector<HTMLElement>('.dash-main')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    }
    expect(f.requests.slice(calls)).toEqual([]);
    expect(localStorage.getItem('baUid')).toBe('jwt');
  });
});
