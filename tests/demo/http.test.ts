// @vitest-environment node
/** The HTTP layer: CORS, preflight, 401/400/405/413 answers as JSON, uploads, and the error paths. */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fakeImage, png, post, signIn, useDemoServer } from './helpers';

const ctx = useDemoServer();
const api = () => `${ctx.url}/api/users.php`;

describe('CORS', () => {
  it('answers a preflight from any origin', async () => {
    const response = await fetch(api(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('sets Allow-Origin on answers, errors and uploads alike', async () => {
    const ok = await post(ctx.url, { email: 'x@y.z', password: 'nope' }, '?crud=userlogin');
    const unauthorized = await post(ctx.url, { getprofile: '1' });
    const bad = await post(ctx.url, { nothing: '1' });
    const state = await fetch(`${ctx.url}/__demo/state`);
    for (const headers of [ok.headers, unauthorized.headers, bad.headers, state.headers]) {
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    expect(ok.headers.get('set-cookie')).toBeNull();
  });
});

describe('tokens', () => {
  it('dashboard calls without a token, with an unknown one, or with a temporary one are 401', async () => {
    const expired = { status: false, error: true, message: 'Your session has expired. Please sign in again.' };
    expect(await post(ctx.url, { getstatement: '1' })).toMatchObject({ status: 401, json: expired });
    expect(await post(ctx.url, { getstatement: '1', token: 'not-a-token' })).toMatchObject({ status: 401, json: expired });
    const temp = await signIn(ctx.url, 'declined@bank.test');
    expect(await post(ctx.url, { getstatement: '1', token: temp })).toMatchObject({ status: 401, json: expired });
  });
});

describe('malformed requests are 400 JSON', () => {
  const expectBad = async (promise: Promise<{ status: number; json: Record<string, unknown> }>, message?: string) => {
    const { status, json } = await promise;
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, error: true, message: message ?? expect.any(String) });
  };

  it('unknown marker, no marker, two markers', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    await expectBad(post(ctx.url, { getlottery: '1', token }), 'Unknown request: the form names no known action.');
    await expectBad(post(ctx.url, { token }));
    await expectBad(post(ctx.url, { getprofile: '1', newtrs: '1', token }));
  });

  it('unknown or empty crud action', async () => {
    await expectBad(post(ctx.url, { email: 'a' }, '?crud=dropdatabase'), 'Unknown action "dropdatabase".');
    await expectBad(post(ctx.url, { email: 'a' }, '?crud='));
  });

  it('missing fields, and a file where text belongs', async () => {
    await expectBad(post(ctx.url, { email: 'demo@bank.test' }, '?crud=userlogin'), 'The field "password" is required.');
    await expectBad(post(ctx.url, { email: 'demo@bank.test', password: png() }, '?crud=userlogin'));
    const token = await signIn(ctx.url, 'demo@bank.test');
    await expectBad(post(ctx.url, { confirmmypin: '1', token }), 'The field "pin" is required.');
  });

  it('non-image and empty uploads', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    await expectBad(post(ctx.url, { updatepic: '1', token, profilePic: fakeImage('evil.png') }), 'The file "profilePic" must be an image (JPEG, PNG, GIF, SVG or WebP).');
    await expectBad(post(ctx.url, { updatepic: '1', token, profilePic: new File([], 'empty.png') }));
    await expectBad(post(ctx.url, { updatepic: '1', token, profilePic: 'not a file' }));
  });

  it('bodies that are not form data', async () => {
    const send = (body: string, type: string) => fetch(`${api()}?crud=userlogin`, { method: 'POST', headers: { 'Content-Type': type }, body });
    for (const response of [await send('{"email":"a"}', 'application/json'), await send('garbage', 'multipart/form-data; boundary=xyz'), await send('', 'text/plain')]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: false, error: true });
    }
  });

  it('url-encoded forms are read too', async () => {
    const response = await fetch(`${api()}?crud=userlogin`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'demo@bank.test', password: 'demo1234' }),
    });
    expect(await response.json()).toMatchObject({ role: 'customer' });
  });
});

describe('other answers', () => {
  it('GET on the API is 405 JSON', async () => {
    const response = await fetch(api());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect(await response.json()).toMatchObject({ error: true });
  });

  it('unknown paths and uploads are 404 JSON', async () => {
    for (const path of ['/nothing', '/uploads/none.png', '/uploads/../package.json']) {
      const response = await fetch(`${ctx.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: true });
    }
  });

  it('a body over the size limit is refused with 413 without reading it all', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${api()}?crud=userlogin`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(100 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('uploads are served with their sniffed type, never as HTML', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    await post(ctx.url, { updatepic: '1', token, profilePic: png('picture.html') });
    const state = await post(ctx.url, { getprofile: '1', token });
    const picture = (state.json.data as { picture: string }).picture;
    expect(picture).toMatch(/\.png$/);
    const response = await fetch(`${ctx.url}/uploads/${picture}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the request journal', () => {
  it('lists what reached api/users.php: the call, its token, its Origin and whether cookies came', async () => {
    const before = ((await (await fetch(`${ctx.url}/__demo/journal`)).json()) as { requests: unknown[] }).requests.length;
    await fetch(api(), { method: 'GET', headers: { Origin: 'https://shop.example', Cookie: 'a=b' } });
    await post(ctx.url, { getprofile: '1', token: 'tok-1' });
    const { requests } = (await (await fetch(`${ctx.url}/__demo/journal`)).json()) as { requests: Array<Record<string, unknown>> };
    expect(requests.slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', call: '', token: '', origin: 'https://shop.example', cookies: true }),
      expect.objectContaining({ method: 'POST', call: 'getprofile', token: 'tok-1', origin: '', cookies: false }),
    ]);
  });
});
