/**
 * The transport as a customer meets it: whatever goes wrong on the wire comes back as a typed
 * failure with a message they can read, and nothing throws into a screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createTransport, endpoint, toFormData, DEFAULT_TIMEOUT_MS, type Transport } from '../../../src/api/transport';
import { failureMessages } from '../../../src/api/failure';
import { ActionResponse } from '../../../src/api/schemas';
import { getStatement, getProfile, pinCheck, getCryptoDepositForm, getContact, getFee, newTransfer, newCryptoDeposit } from '../../../src/api/dashboard';
import { userLogin } from '../../../src/api/auth';
import { hangUntilAborted, htmlPage, json, recordingFetch, type Responder } from '../support/fetch-stub';

const API = 'https://bank.example.com';

function transport(respond: Responder, opts: { token?: string; timeoutMs?: number; apiBase?: string } = {}) {
  const f = recordingFetch(respond);
  const api = createTransport({
    apiBase: opts.apiBase ?? API,
    getToken: () => opts.token ?? '',
    fetchImpl: f.fetch,
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  });
  return { api, ...f };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('transport: the request', () => {
  it('POSTs multipart form data to `${apiBase}/api/users.php`, without cookies, asking for JSON', async () => {
    const { api, last } = transport(() => json({ status: true }));
    await api.dashboard('getprofile', {}, ActionResponse);
    const req = last()!;
    expect(req.url).toBe(`${API}/api/users.php`);
    expect(req.method).toBe('POST');
    expect(req.init.body).toBeInstanceOf(FormData);
    expect(req.init.credentials).toBe('omit');
    expect(new Headers(req.init.headers).get('Accept')).toBe('application/json');
  });

  it.each([
    ['https://bank.example.com', 'https://bank.example.com/api/users.php'],
    ['https://bank.example.com/', 'https://bank.example.com/api/users.php'],
    ['https://bank.example.com///', 'https://bank.example.com/api/users.php'],
    ['https://bank.example.com/sub/', 'https://bank.example.com/sub/api/users.php'],
    ['', '/api/users.php'],
  ])('apiBase %j posts to %s', async (apiBase, url) => {
    expect(endpoint(apiBase)).toBe(url);
    const { api, last } = transport(() => json({}), { apiBase });
    await api.auth('userlogin', {}, ActionResponse);
    expect(last()!.url).toBe(`${url}?crud=userlogin`);
  });

  it('auth calls carry the action as ?crud=, URL-encoded', async () => {
    const { api, last } = transport(() => json({}));
    await api.auth('odd name&x=1', {}, ActionResponse);
    expect(last()!.url).toBe(`${API}/api/users.php?crud=odd%20name%26x%3D1`);
  });

  it('form values: numbers as text, booleans as 1/0, null and undefined left out, files with their names', () => {
    const file = new File(['x'], 'selfie.jpg', { type: 'image/jpeg' });
    const blob = new Blob(['y'], { type: 'image/png' });
    const body = toFormData({ amount: 12.5, yes: true, no: false, gone: undefined, nothing: null, empty: '', pic: file, raw: blob });
    expect([...body.keys()]).toEqual(['amount', 'yes', 'no', 'empty', 'pic', 'raw']);
    expect(body.get('amount')).toBe('12.5');
    expect(body.get('yes')).toBe('1');
    expect(body.get('no')).toBe('0');
    expect(body.get('empty')).toBe('');
    expect((body.get('pic') as File).name).toBe('selfie.jpg');
    expect((body.get('raw') as File).name).toBe('raw');
  });

  it('uses a 20 second timeout by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });
});

describe('transport: failures become typed results, never exceptions', () => {
  it('fetch rejecting (offline, DNS, CORS) → network, with the exact customer message', async () => {
    const { api } = transport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getStatement(api)).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: 'common.failure.network',
    });
  });

  it('fetch throwing synchronously is a network failure too', async () => {
    const { api } = transport(() => {
      throw new TypeError('boom');
    });
    const result = await getProfile(api);
    expect(result).toMatchObject({ ok: false, kind: 'network', message: failureMessages.network });
  });

  it('no answer within timeoutMs → timeout; the request is aborted', async () => {
    const { api, last } = transport(hangUntilAborted, { timeoutMs: 15 });
    const result = await getStatement(api);
    expect(result).toEqual({ ok: false, kind: 'timeout', message: failureMessages.timeout });
    expect(result.ok ? '' : result.message).toBe('common.failure.timeout');
    expect(last()!.signal!.aborted).toBe(true);
  });

  it('a body that stalls after the headers → timeout', async () => {
    const { api } = transport(
      (req) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
              req.signal!.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
        ),
      { timeoutMs: 15 },
    );
    expect(await getStatement(api)).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it.each([500, 404, 401, 503])('HTTP %i → http failure carrying the status', async (status) => {
    const { api } = transport(() => json({ status: true }, { status }));
    expect(await getStatement(api)).toEqual({ ok: false, kind: 'http', status, message: failureMessages.http });
  });

  it('an HTML error page with status 500 is reported by its status', async () => {
    const { api } = transport(() => htmlPage({ status: 500 }));
    expect(await getStatement(api)).toMatchObject({ ok: false, kind: 'http', status: 500 });
  });

  it("an HTTP error whose JSON body explains itself shows the server's sentence, still typed http", async () => {
    const { api } = transport(() => json({ status: false, message: ' Service under maintenance until 17:00 ' }, { status: 503 }));
    expect(await getStatement(api)).toEqual({ ok: false, kind: 'http', status: 503, message: 'Service under maintenance until 17:00' });
    const noSentence = transport(() => json({ message: 42 }, { status: 500 }));
    expect(await getStatement(noSentence.api)).toMatchObject({ kind: 'http', message: failureMessages.http });
    const essay = transport(() => json({ message: 'x'.repeat(301) }, { status: 500 }));
    expect(await getStatement(essay.api)).toMatchObject({ kind: 'http', message: failureMessages.http });
  });

  it('an HTML page with status 200 (PHP fatal error, login wall) → not-json', async () => {
    const { api } = transport(() => htmlPage());
    expect(await getStatement(api)).toEqual({ ok: false, kind: 'not-json', message: failureMessages['not-json'] });
  });

  it.each([
    ['an empty body', ''],
    ['PHP notice before the JSON', '<br />\n<b>Notice</b>: Undefined index<br />{"status":true}'],
  ])('%s → not-json', async (_what, body) => {
    const { api } = transport(() => new Response(body));
    expect(await userLogin(api, { email: 'a@b.test', password: 'x' })).toMatchObject({ ok: false, kind: 'not-json' });
  });

  it('getStatement receiving {data: "nope"} → shape', async () => {
    const { api } = transport(() => json({ data: 'nope' }));
    expect(await getStatement(api)).toEqual({ ok: false, kind: 'shape', message: failureMessages.shape });
  });

  it('a transaction with transaction_type "weird" is dropped, the rows beside it kept (one bad row drops that row only)', async () => {
    const rent = { name: 'Rent', date: '2024-01-02', amount: '10', transaction_type: 'weird', status: 'successful' };
    const { api } = transport(() => json({ data: [rent, { ...rent, transaction_type: 'debit' }] }));
    const { transaction_type: _wire, ...read } = rent;
    expect(await getStatement(api)).toEqual({ ok: true, data: { data: [{ ...read, amount: 10, direction: 'debit' }] } });
  });

  it.each([
    ['null', null],
    ['a bare string', 'ok'],
    ['a number', 42],
  ])('JSON %s where an object was expected → shape', async (_what, body) => {
    const { api } = transport(() => json(body));
    expect(await pinCheck(api)).toMatchObject({ ok: false, kind: 'shape' });
  });

  it("PHP's empty array `[]` (json_encode of an empty answer) reads as an empty object, not a shape failure", async () => {
    const { api } = transport(() => json([]));
    expect(await getStatement(api)).toEqual({ ok: true, data: { data: [] } });
  });

  it('every failure kind has a non-empty customer message', () => {
    for (const [kind, message] of Object.entries(failureMessages)) expect(message, kind).toMatch(/\w/);
  });
});

describe('transport: dispose', () => {
  it('aborts requests in flight; they resolve as aborted, not as network errors', async () => {
    const { api, requests } = transport(hangUntilAborted);
    const a = getStatement(api);
    const b = userLogin(api, { email: 'a@b.test', password: 'x' });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    api.dispose();
    expect(requests.every((r) => r.signal!.aborted)).toBe(true);
    expect(await a).toEqual({ ok: false, kind: 'aborted', message: failureMessages.aborted });
    expect(await b).toMatchObject({ ok: false, kind: 'aborted' });
  });

  it('never aborts a call that moves money: unmounting cancels the reads, the transfer and the deposit go on and their answers arrive', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((r) => (answer = r));
    const { api, requests } = transport(async (req) => {
      if (!req.marker?.startsWith('new')) return hangUntilAborted(req);
      await answered;
      return json({ status: true, icon: 'success', message: 'Successful!' });
    });
    const read = getStatement(api);
    const transfer = newTransfer(api, { bank: 'B', swift: '', currency: 'USD', routing: '', country: 'GB', act_no: '1', act_hold_name: 'Jane', amount: 10, note: '' });
    const deposit = newCryptoDeposit(api, { type: 'BTC', amount: '5.00', depositPic: new File(['x'], 'proof.png', { type: 'image/png' }) });
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    api.dispose();
    expect(await read).toMatchObject({ ok: false, kind: 'aborted' });
    const money = requests.filter((r) => r.marker?.startsWith('new'));
    expect(money.map((r) => r.signal!.aborted)).toEqual([false, false]);
    answer();
    expect(await transfer).toMatchObject({ ok: true });
    expect(await deposit).toMatchObject({ ok: true });
    // A transfer goes on if the page is reloaded or closed; a deposit carries a file, over keepalive's 64 KiB.
    expect(money.map((r) => r.init.keepalive)).toEqual([true, false]);
    expect(requests.find((r) => r.marker === 'getstatement')!.init.keepalive).toBe(false);
  });

  it('says its own time limit, which the outcome check must wait beyond: 20 s directly, 35 s through the site (its endpoint gives the bank 30 s)', () => {
    expect(transport(() => json({})).api.limitMs).toBe(20_000);
    expect(createTransport({ apiBase: '', getToken: () => '', siteEndpoint: '/bank-endpoint' }).limitMs).toBe(35_000);
  });

  it('after dispose no read is sent; a transfer the customer authorised just before still goes', async () => {
    const { api, mock } = transport(() => json({ data: [] }));
    api.dispose();
    expect(await getStatement(api)).toMatchObject({ ok: false, kind: 'aborted' });
    expect(mock).not.toHaveBeenCalled();
    await newTransfer(api, { bank: 'B', swift: '', currency: 'USD', routing: '', country: 'GB', act_no: '1', act_hold_name: 'Jane', amount: 10, note: '' });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('a finished request leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { api } = transport(() => json({ data: [] }));
    expect(await getStatement(api)).toMatchObject({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
    const failed = transport(() => Promise.reject(new TypeError('offline')));
    await getStatement(failed.api);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('transport: PHP-style answers are normalised', () => {
  const run = async <T>(body: unknown, call: (api: Transport) => Promise<T>) => call(transport(() => json(body)).api);

  it('statement: numeric strings become numbers, unknown statuses read "unknown", a row without a readable amount is dropped, null list is empty', async () => {
    expect(
      await run(
        {
          data: [
            { name: 'Salary', date: '2024-03-01', amount: '1,250.50', transaction_type: 'credit', status: 'successful' },
            { name: null, date: null, amount: 12, transaction_type: 'debit', status: 'on_hold' },
            { name: 7, amount: 'abc', transaction_type: 'debit' },
          ],
        },
        getStatement,
      ),
    ).toEqual({
      ok: true,
      data: {
        data: [
          { name: 'Salary', date: '2024-03-01', amount: 1250.5, direction: 'credit', status: 'successful' },
          { name: '', date: '', amount: 12, direction: 'debit', status: 'unknown' },
        ],
      },
    });
    expect(await run({ data: null }, getStatement)).toEqual({ ok: true, data: { data: [] } });
    // An object without `data` is not an empty statement: the screen cannot use it.
    expect(await run({}, getStatement)).toMatchObject({ ok: false, kind: 'shape', message: 'common.failure.unreadable' });
  });

  it('profile: null text becomes "", totals parse (a missing one is null, shown "—"), account number as text; the balance is required', async () => {
    const result = await run(
      { data: { fullname: 'Jane Doe', picture: null, total_credit: '300', total_debit: null, account_no: 1234567890 }, tb: { current_balance: 0 } },
      getProfile,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ customer: { fullname: 'Jane Doe', picture: '', email: '' }, totalCredit: 300, totalDebit: null, accountNumber: '1234567890', balance: 0 });
    // A balance the server did not send is not a balance of 0 (the dashboard's balance is required).
    expect(await run({ data: { fullname: 'Jane Doe' }, tb: null }, getProfile)).toMatchObject({ ok: false, kind: 'shape' });
    const withBalance = await run({ data: {}, tb: { current_balance: '2,000.10' } }, getProfile);
    expect(withBalance.ok && withBalance.data.balance).toBe(2000.1);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('pincheck haspin %j → %j', async (haspin, expected) => {
    const result = await run(haspin === undefined ? {} : { haspin }, pinCheck);
    expect(result.ok && result.data.hasPin).toBe(expected);
  });

  it('action answers: status "1" is true, message null is "", trx_notif null is []', async () => {
    const { api } = transport(() => json({ status: '1', message: null, trx_notif: null, icon: 'success' }));
    const result = await api.dashboard('x', {}, ActionResponse);
    expect(result).toEqual({
      ok: true,
      data: { status: true, message: '', icon: 'success', requiresanother: false, extra: '', failed: false, trx_notif: [] },
    });
  });

  it('crypto deposit form: missing currency is $, null address map is {}, unknown deposit status is pending', async () => {
    const result = await run(
      {
        names: ['BTC', 'ETH'],
        addresses: ['bc1q', null],
        addresses2: null,
        currency: null,
        transactions: [{ type: 'BTC', amount: '50', status: 'weird', created_at: '2024-01-01' }],
      },
      getCryptoDepositForm,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        methods: ['BTC', 'ETH'],
        addressOf: { BTC: 'bc1q' },
        currency: '$',
        transactions: [{ type: 'BTC', recipient: '', amount: 50, status: 'pending', date: '2024-01-01' }],
      },
    });
    const euro = await run({ currency: '€', addresses2: { BTC: 'bc1q' } }, getCryptoDepositForm);
    expect(euro.ok && euro.data).toMatchObject({ currency: '€', addressOf: { BTC: 'bc1q' }, methods: [] });
    // A form that sends no list of deposits has none to check a lost answer against: not an empty one.
    expect(euro.ok && euro.data.transactions).toBeUndefined();
  });

  it('contact and fee: null records become empty records', async () => {
    expect(await run({ data: null }, getContact)).toEqual({ ok: true, data: { data: { whatsapp: '', email: '', phone: '' } } });
    const fee = await run({ perc: null, tb: { current_balance: '10' } }, getFee);
    expect(fee.ok && fee.data.balance).toBe(10);
    expect(fee.ok && fee.data.percent).toBeUndefined();
  });

  it('a schema parse failure does not leak valibot issues to the customer', async () => {
    const { api } = transport(() => json({ data: 'nope' }));
    const result = await api.dashboard('getstatement', {}, v.object({ data: v.array(v.string()) }));
    expect(result).toEqual({ ok: false, kind: 'shape', message: failureMessages.shape });
  });
});
