/**
 * Through the site, the reads a screen starts together leave as one request to the endpoint,
 * each answered as it would be alone; directly, nothing changes. A call that moves money or
 * carries a secret always travels alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTransport } from '../../../src/api/transport';
import { DASHBOARD } from '../../../src/api/calls';
import { MONEY_CALLS } from '../../../src/api/money-calls';
import { ActionResponse } from '../../../src/api/schemas';
import { confirmMyPin, getNotifications, getProfile, getRecentStatement, newTransfer, pinCheck } from '../../../src/api/dashboard';
import { SITE_BATCH } from '../../../src/config/site';
import { json, recordingFetch, type Responder } from '../support/fetch-stub';

const ENDPOINT = '/wp-user/connect';
const MARKER = 'site:4f1c2a9b7d3e';

/** The endpoint's answer to each call alone. */
const bank: Responder = (req) => {
  if (req.marker === 'getprofile') return json({ data: { fullname: 'Jane Doe', account_no: '1234567890' }, tb: { current_balance: '2500.5' } });
  if (req.marker === 'pincheck') return json({ haspin: true, trx_notif: [] });
  if (req.marker === 'getnotifications') return json({ data: [] });
  if (req.marker === 'getstatement2') return json({ data: [] });
  return json({ status: true, message: 'done' });
};

function transports(respond: Responder = bank) {
  const f = recordingFetch(respond);
  const site = createTransport({ apiBase: '', getToken: () => MARKER, fetchImpl: f.fetch, siteEndpoint: ENDPOINT });
  return { site, ...f };
}

const batchOf = (req: { fields: Record<string, unknown> }) => JSON.parse(req.fields[SITE_BATCH.calls] as string) as unknown[];

const TRANSFER = { bank: 'B', swift: 'S', currency: 'USD', routing: 'R', country: 'US', act_no: '1', act_hold_name: 'J', amount: '5', note: '' };

describe('transport through the site: reads that leave together', () => {
  it("go as one request to the endpoint's batch, each call as it would post alone, each getting its own answer", async () => {
    const { site, mock, batches } = transports();
    const [profile, pin, notes, recent] = await Promise.all([getProfile(site), pinCheck(site), getNotifications(site), getRecentStatement(site)]);
    expect(mock).toHaveBeenCalledTimes(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.url).toBe(`${ENDPOINT}?${SITE_BATCH.query}=1`);
    expect(batchOf(batches[0]!)).toEqual(
      ['getprofile', 'pincheck', 'getnotifications', 'getstatement2'].map((marker) => ({ query: '', fields: { [marker]: '1', token: MARKER } })),
    );
    expect(profile).toMatchObject({ ok: true, data: { balance: 2500.5, accountNumber: '1234567890' } });
    expect(pin).toMatchObject({ ok: true });
    expect(notes).toMatchObject({ ok: true });
    expect(recent).toMatchObject({ ok: true });
  });

  it('a read that leaves alone goes as it always did: no batch', async () => {
    const { site, mock, last, batches } = transports();
    expect(await getProfile(site)).toMatchObject({ ok: true });
    expect(mock).toHaveBeenCalledTimes(1);
    expect(batches).toHaveLength(0);
    expect(last()!.url).toBe(ENDPOINT);
    expect(last()!.fields).toEqual({ getprofile: '1', token: MARKER });
  });

  it('reads that leave one after the other (another task) are not held back for each other', async () => {
    const { site, mock, batches } = transports();
    await getProfile(site);
    await pinCheck(site);
    expect(mock).toHaveBeenCalledTimes(2);
    expect(batches).toHaveLength(0);
  });

  it('a transfer and a PIN leaving with reads each travel alone; only the reads are batched', async () => {
    const { site, mock, batches, requests } = transports();
    await Promise.all([getProfile(site), newTransfer(site, { ...TRANSFER, extra: '1234' }), confirmMyPin(site, { pin: '1234' }), pinCheck(site)]);
    expect(mock).toHaveBeenCalledTimes(3);
    expect(batchOf(batches[0]!)).toEqual([
      { query: '', fields: { getprofile: '1', token: MARKER } },
      { query: '', fields: { pincheck: '1', token: MARKER } },
    ]);
    const alone = mock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes(SITE_BATCH.query));
    expect(alone).toEqual([ENDPOINT, ENDPOINT]);
    expect(requests.filter((r) => r.marker === 'newtrs' || r.marker === 'confirmmypin').map((r) => r.fields.pin ?? r.fields.extra)).toEqual(['1234', '1234']);
  });

  it('a call with fields of its own is never batched (calls.ts: a read posts no field, no file, carries no secret and moves no money)', async () => {
    for (const [name, contract] of Object.entries(DASHBOARD)) {
      const isRead = contract.fields.length === 0 && contract.files.length === 0;
      if (isRead) {
        expect('secrets' in contract, name).toBe(false);
        expect((MONEY_CALLS as readonly string[]).includes(name), name).toBe(false);
      }
      const { site, mock } = transports();
      const fields = Object.fromEntries([...contract.fields, ...contract.files].map((field) => [field, 'x']));
      await Promise.all([site.dashboard(name, fields, ActionResponse), site.dashboard(name, fields, ActionResponse)]);
      expect(mock, `${name} twice together`).toHaveBeenCalledTimes(isRead ? 1 : 2);
    }
  });

  it('each call is refused or answered on its own: a 429 carries its wait, a 401 its status, the others their answers', async () => {
    const { site } = transports((req) => {
      if (req.marker === 'pincheck') return json({ message: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '120' } });
      if (req.marker === 'getnotifications') return json({ message: 'Your session has ended.' }, { status: 401 });
      return bank(req);
    });
    const [profile, pin, notes] = await Promise.all([getProfile(site), pinCheck(site), getNotifications(site)]);
    expect(profile).toMatchObject({ ok: true, data: { balance: 2500.5 } });
    expect(pin).toMatchObject({ ok: false, kind: 'throttled', status: 429, wait: 120 });
    expect(notes).toMatchObject({ ok: false, kind: 'http', status: 401, message: 'Your session has ended.' });
  });

  it('a batch refused or lost as a whole fails each of its reads the same way', async () => {
    const refusing = (async () => json({ message: 'This request is not one online banking makes.' }, { status: 403 })) as unknown as typeof fetch;
    const refused = createTransport({ apiBase: '', getToken: () => MARKER, fetchImpl: refusing, siteEndpoint: ENDPOINT });
    const answers = await Promise.all([getProfile(refused), pinCheck(refused)]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, kind: 'http', status: 403, message: 'This request is not one online banking makes.' });
    const offline = transports(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const answer of await Promise.all([getProfile(offline.site), pinCheck(offline.site)])) expect(answer).toMatchObject({ ok: false, kind: 'network' });
  });

  it('an answer missing from a batch is a failure for its call (as an answer that is not JSON), never a success', async () => {
    const short = (async () => json({ [SITE_BATCH.answers]: [{ status: 200, body: { haspin: true, trx_notif: [] } }] })) as unknown as typeof fetch;
    const site = createTransport({ apiBase: '', getToken: () => MARKER, fetchImpl: short, siteEndpoint: ENDPOINT });
    const [pin, profile] = await Promise.all([pinCheck(site), getProfile(site)]);
    expect(pin).toMatchObject({ ok: true });
    expect(profile).toMatchObject({ ok: false, kind: 'not-json' });
  });

  it('the keep-alive leaving with reads joins their batch, with its own query', async () => {
    const { site, batches } = transports();
    await Promise.all([getProfile(site), site.keepAlive(42)]);
    expect(batchOf(batches[0]!)).toEqual([
      { query: '', fields: { getprofile: '1', token: MARKER } },
      { query: '?session=keep', fields: { token: MARKER, idle: '42' } },
    ]);
  });

  it(`more than ${SITE_BATCH.max} reads at once go as several batches of at most ${SITE_BATCH.max}`, async () => {
    const { site, batches } = transports();
    await Promise.all(Array.from({ length: SITE_BATCH.max + 2 }, () => site.dashboard('getperc', {}, ActionResponse)));
    expect(batches.map((b) => batchOf(b).length)).toEqual([SITE_BATCH.max, 2]);
  });

  it('dispose aborts a batch in flight: each of its reads resolves as aborted', async () => {
    const f = recordingFetch((req) => new Promise((_resolve, reject) => req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const site = createTransport({ apiBase: '', getToken: () => MARKER, fetchImpl: f.fetch, siteEndpoint: ENDPOINT });
    const reads = Promise.all([getProfile(site), pinCheck(site)]);
    await vi.waitFor(() => expect(f.mock).toHaveBeenCalledTimes(1));
    site.dispose();
    for (const answer of await reads) expect(answer).toMatchObject({ ok: false, kind: 'aborted' });
  });

  it('reads held for their batch when the widget goes are not sent: each resolves as aborted', async () => {
    const f = recordingFetch(bank);
    const site = createTransport({ apiBase: '', getToken: () => MARKER, fetchImpl: f.fetch, siteEndpoint: ENDPOINT });
    const reads = Promise.all([getProfile(site), pinCheck(site)]);
    site.dispose();
    for (const answer of await reads) expect(answer).toMatchObject({ ok: false, kind: 'aborted' });
    expect(f.mock).not.toHaveBeenCalled();
  });
});

describe('transport directly: unchanged', () => {
  it('reads that leave together go to the bank one request each, none batched', async () => {
    const f = recordingFetch(bank);
    const direct = createTransport({ apiBase: 'https://bank.example.com', getToken: () => 'jwt', fetchImpl: f.fetch });
    await Promise.all([getProfile(direct), pinCheck(direct), getNotifications(direct), getRecentStatement(direct)]);
    expect(f.mock).toHaveBeenCalledTimes(4);
    expect(f.batches).toHaveLength(0);
    expect(f.requests.map((r) => r.url)).toEqual(Array(4).fill('https://bank.example.com/api/users.php'));
  });
});
