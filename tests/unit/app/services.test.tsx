import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../../src/app/services';
import { signIn, token } from '../../../src/session/session';
import { reloadSession } from '../support/session';
import { getStatement } from '../../../src/api/dashboard';
import { userLogin } from '../../../src/api/auth';
import { hangUntilAborted, json, recordingFetch, type Responder } from '../support/fetch-stub';

import { resolveOptions } from '../../../src/app/options';

const options = resolveOptions(document.createElement('div'), { basePath: '/wp-user', apiBase: 'https://api.bank.test', adminUrl: '/admin/', uploadsBase: '/uploads' });

function services(respond: Responder) {
  const f = recordingFetch(respond);
  const s = createServices(options, { fetchImpl: f.fetch });
  return { s, ...f };
}

const profile = { data: { fullname: 'Jane Doe', account_no: '123' }, tb: { current_balance: '10' } };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});
afterEach(() => vi.useRealTimers());

describe('createServices', () => {
  it('dashboard calls carry the session token as it is now', async () => {
    const { s, requests } = services(() => json({ data: [] }));
    await getStatement(s.api);
    signIn('jwt-now');
    await getStatement(s.api);
    expect(requests.map((r) => r.fields.token)).toEqual([undefined, 'jwt-now']);
    s.dispose();
  });

  it('a 401 on a dashboard call while signed in signs out everywhere', async () => {
    signIn('expired');
    const { s } = services(() => json({}, { status: 401 }));
    expect(await getStatement(s.api)).toMatchObject({ ok: false, kind: 'http', status: 401 });
    expect(token.value).toBe('');
    expect(localStorage.getItem('loggedOut')).toBe('true');
    s.dispose();
  });

  it('other failures (500, 403, network) keep the session', async () => {
    signIn('jwt');
    for (const respond of [() => json({}, { status: 500 }), () => json({}, { status: 403 }), () => Promise.reject(new TypeError('x'))] as Responder[]) {
      const { s } = services(respond);
      await getStatement(s.api);
      s.dispose();
    }
    expect(token.value).toBe('jwt');
  });

  it('a 401 on an auth call (wrong password) does not sign anyone out', async () => {
    signIn('jwt');
    const { s } = services(() => json({}, { status: 401 }));
    await userLogin(s.api, { email: 'a@b.test', password: 'x' });
    expect(token.value).toBe('jwt');
    s.dispose();
  });

  it('switching account forgets what was loaded for the previous one', async () => {
    signIn('jane');
    const { s } = services(() => json(profile));
    s.shared.profile.load();
    await flush();
    await flush();
    expect(s.shared.profile.state.value.status).toBe('ready');
    signIn('john');
    expect(s.shared.profile.state.value).toEqual({ status: 'idle' });
    expect(s.shared.notifications.state.value).toEqual({ status: 'idle' });
    expect(s.shared.pin.state.value).toEqual({ status: 'idle' });
    s.dispose();
  });

  it('shared loaders are fetched once for every screen that asks', async () => {
    signIn('jwt');
    const { s, requests } = services(() => json(profile));
    s.shared.profile.load();
    s.shared.profile.load();
    await flush();
    s.shared.profile.load();
    expect(requests.filter((r) => r.fields.getprofile === '1')).toHaveLength(1);
    s.dispose();
  });

  it('dispose aborts requests in flight and stops following the token', async () => {
    signIn('jwt');
    const { s, requests } = services(hangUntilAborted);
    s.shared.profile.load();
    await flush();
    s.dispose();
    expect(requests[0]!.signal!.aborted).toBe(true);
    await flush();
    // Forgotten with the widget; a load after it sends nothing.
    expect(s.shared.profile.state.value).toEqual({ status: 'idle' });
    s.shared.profile.load();
    await flush();
    expect(requests).toHaveLength(1);
    expect(s.shared.profile.state.value).toMatchObject({ status: 'error', failure: { kind: 'aborted' } });
    signIn('another');
    // No longer reset by token changes after dispose.
    expect(s.shared.profile.state.value.status).toBe('error');
  });

  it('a shared read waiting to try again stops with the widget: no timer left, nothing sent after', async () => {
    vi.useFakeTimers();
    signIn('jwt');
    const { s, requests } = services(() => Promise.reject(new TypeError('Failed to fetch')));
    s.shared.profile.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    s.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
  });
});
