/**
 * Per call, so that a backend's variations neither break a screen nor pass for success: what each answer needs (missing or unreadable → the screen's error state,
 * never a success), what falls back (and to what), and that one bad row drops only that row.
 * The answers here are the readings a PHP backend gives of the same contract.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as dash from '../../../src/api/dashboard';
import * as auth from '../../../src/api/auth';
import { createTransport, type Transport } from '../../../src/api/transport';
import { json, recordingFetch } from '../support/fetch-stub';

const api = (body: unknown): Transport => createTransport({ apiBase: 'https://bank.test', getToken: () => 'jwt', fetchImpl: recordingFetch(() => json(body)).fetch });
const run = <T>(call: (t: Transport) => Promise<T>, body: unknown) => call(api(body));
const SHAPE = { ok: false, kind: 'shape' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const methods = { names: ['BTC', 'ETH'], addresses: ['bc1q', '0xab'], addresses2: { BTC: 'bc1q', ETH: '0xab' } };
/** `methods` as the screens read it. */
const methodsRead = { methods: ['BTC', 'ETH'], addressOf: { BTC: 'bc1q', ETH: '0xab' } };
const deposit = { type: 'BTC', amount: '50.00', status: 'pending', created_at: '2024-01-01 10:00:00' };

describe('deposit forms (getcdform, getmpcform, getfdcform, getupgradeform)', () => {
  const forms: [string, (t: Transport) => Promise<unknown>][] = [
    ['getCryptoDepositForm', dash.getCryptoDepositForm],
    ['getPaymentForm', dash.getPaymentForm],
    ['getFixedDepositForm', dash.getFixedDepositForm],
    ['getUpgradeForm', dash.getUpgradeForm],
  ];

  describe.each(forms)('%s: currency', (_name, call) => {
    it.each([
      ['"$"', '$', '$'],
      ['"€"', '€', '€'],
      ['{ symbol: "€" }', { symbol: '€' }, '€'],
      ['{ code: "USD" }', { code: 'USD' }, '$'],
      ['{ code: "EUR" }', { code: 'EUR' }, '€'],
      ['missing', undefined, '$'],
      ['null', null, '$'],
      ['a number (unreadable)', 12, '$'],
      ['{ code: "??" } (unreadable)', { code: '??' }, '$'],
    ])('currency %s reads as %j… and the form still shows', async (_what, currency, symbol) => {
      const result = await run(call, { ...methods, currency });
      expect(result).toMatchObject({ ok: true, data: { ...methodsRead, currency: symbol } });
    });
  });

  it.each(forms)('%s: without names, addresses or addresses2 the answer fails', async (_name, call) => {
    expect(await run(call, { currency: '$', transactions: [] })).toMatchObject(SHAPE);
  });

  it("lists as [], null or missing are empty; PHP's [] for an empty addresses2 is {}", async () => {
    expect(await run(dash.getCryptoDepositForm, { names: null, addresses: [], addresses2: [], transactions: null })).toMatchObject({
      ok: true,
      data: { methods: [], addressOf: {}, transactions: [], currency: '$' },
    });
    expect(await run(dash.getPaymentForm, { names: ['BTC'] })).toMatchObject({ ok: true, data: { choices: [], addressOf: { BTC: '' } } });
  });

  it('the first method takes the first of `addresses` (else its own in `addresses2`, else ""), the others theirs from `addresses2`', async () => {
    expect(await run(dash.getCryptoDepositForm, { names: ['BTC', 'ETH'], addresses: [{}, '0xab'], addresses2: { ETH: '0xcd' } })).toMatchObject({
      ok: true,
      data: { addressOf: { BTC: '', ETH: '0xcd' } },
    });
    expect(await run(dash.getCryptoDepositForm, { names: ['BTC', 'ETH'], addresses: ['bc1q'], addresses2: { BTC: 'other', ETH: '0xcd' } })).toMatchObject({
      ok: true,
      data: { addressOf: { BTC: 'bc1q', ETH: '0xcd' } },
    });
    // A backend that sends the first method's address only by name still shows it.
    expect(await run(dash.getCryptoDepositForm, { names: ['BTC', 'ETH'], addresses: [], addresses2: { BTC: 'bc1q', ETH: '0xcd' } })).toMatchObject({
      ok: true,
      data: { addressOf: { BTC: 'bc1q', ETH: '0xcd' } },
    });
  });

  it('a crypto transaction without a readable amount is dropped; the others and the form show', async () => {
    const result = await run(dash.getCryptoDepositForm, {
      ...methods,
      transactions: [deposit, { ...deposit, amount: '12.500,50' }, { ...deposit, amount: 7, status: 'Confirmed' }],
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        transactions: [
          { amount: 50, status: 'pending' },
          { amount: 7, status: 'confirmed' },
        ],
      },
    });
  });

  it('plans and purposes without a name are dropped', async () => {
    expect(await run(dash.getUpgradeForm, { ...methods, plans: [{ plan_name: 'Tier 2' }, { plan_name: null }, {}] })).toMatchObject({
      ok: true,
      data: { choices: ['Tier 2'] },
    });
    expect(await run(dash.getPaymentForm, { ...methods, purposes: [{ purpose_name: 7 }] })).toMatchObject({ ok: true, data: { choices: ['7'] } });
  });
});

describe('getprofile (dashboard)', () => {
  const user = { fullname: 'Jane Doe', current_plan: 'Gold', total_credit: '1,250.00', total_debit: 300, account_no: 1234567890 };

  it('reads numbers as numbers or numeric text, ids as text', async () => {
    expect(await run(dash.getProfile, { data: user, tb: { current_balance: '12500.50' } })).toMatchObject({
      ok: true,
      data: { totalCredit: 1250, totalDebit: 300, accountNumber: '1234567890', plan: 'Gold', balance: 12500.5 },
    });
  });

  it('the balance is required: missing, null or unreadable → the answer fails', async () => {
    for (const tb of [undefined, null, {}, { current_balance: null }, { current_balance: '$12' }, { current_balance: '12.500,50' }]) {
      expect(await run(dash.getProfile, { data: user, tb }), JSON.stringify(tb)).toMatchObject(SHAPE);
    }
  });

  it('the balance may come inside data (a backend that sends records only under data)', async () => {
    expect(await run(dash.getProfile, { data: { ...user, tb: { current_balance: '9.99' } } })).toMatchObject({ ok: true, data: { balance: 9.99 } });
  });

  it('plan falls back to "" (the screens name the default plan in the customer\'s language); a missing or unreadable total is null (shown "—"), never 0', async () => {
    expect(await run(dash.getProfile, { data: { fullname: 'Jane', current_plan: null, total_credit: 'n/a' }, tb: { current_balance: 1 } })).toMatchObject({
      ok: true,
      data: { plan: '', totalCredit: null, totalDebit: null },
    });
  });

  it('without data the answer fails', async () => {
    expect(await run(dash.getProfile, { tb: { current_balance: 1 } })).toMatchObject(SHAPE);
  });
});

describe('statements (getstatement, getstatement2)', () => {
  const row = { name: 'Rent', date: '2024-03-01 09:00:00', amount: '1,250.00', transaction_type: 'debit', status: 'successful' };
  /** The row as the screens read it. */
  const { transaction_type: _wire, ...read } = { ...row, direction: 'debit' };

  it.each([
    ['getStatement', dash.getStatement],
    ['getRecentStatement', dash.getRecentStatement],
  ] as const)('%s: a bad row is dropped, the rest shown; status unknown reads "unknown"; ISO dates kept', async (_name, call) => {
    const result = await run(call, {
      data: [row, { ...row, amount: 'abc' }, { ...row, transaction_type: 'refund' }, { ...row, status: 'on_hold', date: '2024-03-01T09:00:00Z' }, null],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        data: [
          { ...read, amount: 1250 },
          { ...read, amount: 1250, status: 'unknown', date: '2024-03-01T09:00:00Z' },
        ],
      },
    });
  });

  it.each([
    ['getStatement', dash.getStatement],
    ['getRecentStatement', dash.getRecentStatement],
  ] as const)('%s: rows as [], null → empty; rows that are not a list, or no data at all → the answer fails', async (_name, call) => {
    expect(await run(call, { data: null })).toEqual({ ok: true, data: { data: [] } });
    expect(await run(call, [])).toEqual({ ok: true, data: { data: [] } });
    expect(await run(call, { data: { 0: row } })).toMatchObject(SHAPE);
    expect(await run(call, {})).toMatchObject(SHAPE);
  });

  it('an unreadable date falls back to "" (the row still shows)', async () => {
    expect(await run(dash.getRecentStatement, { data: [{ ...row, date: 'last Tuesday' }] })).toMatchObject({ ok: true, data: { data: [{ date: '', amount: 1250 }] } });
  });
});

describe('getnotifications', () => {
  it('wasread as a flag in any reading; a notification without an id is dropped', async () => {
    const result = await run(dash.getNotifications, {
      data: [
        { id: 7, title: 'A', body: 'a', wasread: 'no' },
        { id: '8', title: 'B', body: 'b', wasread: '0' },
        { id: 9, title: 'C', body: 'c', wasread: 1 },
        { id: 10, title: 'D', body: 'd', wasread: true },
        { title: 'no id', body: 'x', wasread: 'no' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        data: [
          { id: '7', title: 'A', body: 'a', unread: true },
          { id: '8', title: 'B', body: 'b', unread: true },
          { id: '9', title: 'C', body: 'c', unread: false },
          { id: '10', title: 'D', body: 'd', unread: false },
        ],
      },
    });
  });
});

describe('gettrslist', () => {
  it('numbers as text, a bad row dropped, an unknown status pending, the recipient when given', async () => {
    const result = await run(dash.getTransferList, {
      data: [
        { type: 'Acme', act_hold_name: 'Jane Doe', amount: '10', status: 'In Progress', created_at: '2024-01-01' },
        { type: 'X', amount: true },
        { amount: 1, status: 'lost', act_hold_name: 42 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        data: [
          { type: 'Acme', recipient: 'Jane Doe', amount: 10, status: 'in_progress', date: '2024-01-01' },
          { type: '', recipient: '42', amount: 1, status: 'pending', date: '' },
        ],
      },
    });
  });
});

describe('pincheck', () => {
  it.each([
    [true, true],
    ['1', true],
    ['yes', true],
    [0, false],
    ['no', false],
  ])('haspin %j → %j', async (haspin, expected) => {
    expect(await run(dash.pinCheck, { haspin })).toMatchObject({ ok: true, data: { hasPin: expected } });
  });

  it('haspin is required: unreadable or null → the answer fails (no PIN screen on a guess)', async () => {
    expect(await run(dash.pinCheck, { haspin: 'maybe' })).toMatchObject(SHAPE);
    expect(await run(dash.pinCheck, { haspin: null })).toMatchObject(SHAPE);
  });

  it('trx_notif as null, [] or missing is empty', async () => {
    expect(await run(dash.pinCheck, { haspin: 1, trx_notif: null })).toMatchObject({ ok: true, data: { notices: [] } });
    expect(await run(dash.pinCheck, { haspin: 1 })).toMatchObject({ ok: true, data: { notices: [] } });
  });
});

describe('getinstituition, getcontact, getperc', () => {
  it('institution records beside data, or only under data', async () => {
    const apart = await run(dash.getInstitution, { data: { account_no: 1 }, data2: { swift_code: 'S', routing_no: 2, country: 'C' }, u: { username: 'jd' } });
    const under = await run(dash.getInstitution, { data: { account_no: 1, swift_code: 'S', routing_no: 2, country: 'C', username: 'jd' } });
    for (const result of [apart, under]) {
      expect(result).toEqual({ ok: true, data: { accountNumber: '1', swiftCode: 'S', routingNumber: '2', country: 'C', username: 'jd' } });
    }
  });

  it('contact: null or unreadable fields fall back to ""', async () => {
    expect(await run(dash.getContact, { data: { whatsapp: null, email: ['x'], phone: 123 } })).toEqual({ ok: true, data: { data: { whatsapp: '', email: '', phone: '123' } } });
  });

  it('fee: percent as number or text; unreadable → the default (undefined, 10% in transfer/fee.ts)', async () => {
    expect(await run(dash.getFee, { perc: { percent: '2.5' }, tb: { current_balance: '100' } })).toMatchObject({
      ok: true,
      data: { percent: 2.5, balance: 100 },
    });
    const odd = await run(dash.getFee, { perc: { percent: '2,5%' }, tb: null });
    expect(odd.ok && odd.data.percent).toBeUndefined();
  });
});

describe('actions and auth answers', () => {
  it('status and icon in any reading; an unreadable status is a refusal, never a success', async () => {
    expect(await dash.updateEmail(api({ status: '1', message: 'Done' }), { email: 'a@b.test' })).toMatchObject({ ok: true });
    expect(await dash.updateEmail(api({ status: 'yes' }), { email: 'a@b.test' })).toMatchObject({ ok: true });
    expect(await dash.updateEmail(api({ status: 'perhaps', message: 'Hm' }), { email: 'a@b.test' })).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('getdocs: docs as null is empty', async () => {
    expect(await auth.getDocs(api({ docs: null }), { token: 't' })).toEqual({ ok: true, data: { docs: [] } });
  });

  it('login: submitted as "1"/"0"', async () => {
    expect(await auth.userLogin(api({ jwt: 'j', submitted: '1' }), { email: 'a@b.test', password: 'p' })).toMatchObject({ ok: true, data: { submitted: true } });
  });
});

describe('requiresanother (pincheck, confirmmypin)', () => {
  it.each([
    ['1', { head: '', body: '' }],
    ['0', null],
    [null, null],
    [
      { head: 'Code', body: 'Enter it' },
      { head: 'Code', body: 'Enter it' },
    ],
  ])('%j reads as the code prompt %j', async (requiresanother, expected) => {
    // pincheck may send it too: read in any form, it never fails the answer.
    expect(await run(dash.pinCheck, { haspin: 1, requiresanother })).toMatchObject({ ok: true, data: { hasPin: true } });
    expect(await dash.confirmMyPin(api({ status: 1, requiresanother }), { pin: '1234' })).toEqual({ ok: true, data: { codePrompt: expected } });
  });

  it('a flag with the words beside it takes them', async () => {
    expect(await dash.confirmMyPin(api({ status: 1, requiresanother: 1, head: 'Code', body: 'Enter it' }), { pin: '1234' })).toEqual({
      ok: true,
      data: { codePrompt: { head: 'Code', body: 'Enter it' } },
    });
  });

  it('an unreadable one is no code step (and is told), not a failed transfer', async () => {
    expect(await dash.confirmMyPin(api({ status: 1, requiresanother: 'maybe' }), { pin: '1234' })).toEqual({ ok: true, data: { codePrompt: null } });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('confirmmypin: requiresanother: expected a flag, got text; using false'));
  });
});
