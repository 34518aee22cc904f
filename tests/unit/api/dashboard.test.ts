/**
 * Spec §7, dashboard calls: POST to api/users.php (no query), the marker field set to "1",
 * the call's own fields, and `token` when a session token is held.
 */
import { describe, expect, it } from 'vitest';
import * as dash from '../../../src/api/dashboard';
import { createTransport, type Transport } from '../../../src/api/transport';
import { json, recordingFetch, type PostedValue, type Responder } from '../support/fetch-stub';

const URL_EXACT = 'https://bank.example.com/api/users.php';

function setup(token: string, respond: Responder = () => json({ status: true, icon: 'success' })) {
  const f = recordingFetch(respond);
  const api = createTransport({ apiBase: 'https://bank.example.com//', getToken: () => token, fetchImpl: f.fetch });
  return { api, ...f };
}

const file = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

interface Case {
  /** The marker field, or null for the marker-less KYC post. */
  marker: string | null;
  call: (api: Transport) => Promise<unknown>;
  /** The call's own fields (marker and token excluded). */
  fields: Record<string, PostedValue>;
}

const loader = (marker: string, call: (api: Transport) => Promise<unknown>): Case => ({ marker, call, fields: {} });
const secrets = { c_pwd: 'old', n_pwd: 'new1', con_pwd: 'new1' };
const transfer = {
  bank: 'Acme Bank',
  swift: 'ACMEUS33',
  currency: 'USD',
  routing: '021000021',
  country: 'United States',
  act_no: '000123456789',
  act_hold_name: 'John Roe',
  amount: 250,
  note: 'Rent',
};
const transferPosted = { ...transfer, amount: '250' };

const cases: Record<string, Case> = {
  getInstitution: loader('getinstituition', dash.getInstitution),
  getRecentStatement: loader('getstatement2', dash.getRecentStatement),
  pinCheck: loader('pincheck', dash.pinCheck),
  getStatement: loader('getstatement', dash.getStatement),
  getProfile: loader('getprofile', dash.getProfile),
  getContact: loader('getcontact', dash.getContact),
  getNotifications: loader('getnotifications', dash.getNotifications),
  getTransferList: loader('gettrslist', dash.getTransferList),
  getFee: loader('getperc', dash.getFee),
  getUpgradeForm: loader('getupgradeform', dash.getUpgradeForm),
  getPaymentForm: loader('getmpcform', dash.getPaymentForm),
  getFixedDepositForm: loader('getfdcform', dash.getFixedDepositForm),
  getCryptoDepositForm: loader('getcdform', dash.getCryptoDepositForm),
  createPin: { marker: 'updatepin', call: (api) => dash.createPin(api, { pin: '1234' }), fields: { pin: '1234' } },
  updateProfile: {
    marker: 'updateprofile',
    call: (api) =>
      dash.updateProfile(api, {
        fullname: 'Jane Doe',
        phone: '+1 555 0100',
        gender: 'Female',
        dob: '1990-02-03',
        country: 'Canada',
        marital_status: 'Single',
        home_address: '1 Main St',
        next_of_kin: 'John Doe',
      }),
    fields: {
      fullname: 'Jane Doe',
      phone: '+1 555 0100',
      gender: 'Female',
      dob: '1990-02-03',
      country: 'Canada',
      marital_status: 'Single',
      home_address: '1 Main St',
      next_of_kin: 'John Doe',
    },
  },
  updatePicture: { marker: 'updatepic', call: (api) => dash.updatePicture(api, { profilePic: file('me.png') }), fields: { profilePic: { file: 'me.png' } } },
  updateEmail: { marker: 'updateemail', call: (api) => dash.updateEmail(api, { email: 'new@bank.test' }), fields: { email: 'new@bank.test' } },
  updatePassword: { marker: 'updatepwd', call: (api) => dash.updatePassword(api, secrets), fields: secrets },
  changePin: { marker: 'supdatepin', call: (api) => dash.changePin(api, secrets), fields: secrets },
  markNotificationRead: { marker: 'mnotificationar', call: (api) => dash.markNotificationRead(api, { id: '42' }), fields: { id: '42' } },
  newPayment: {
    marker: 'newmpc',
    call: (api) => dash.newPayment(api, { purpose: 'Tax', type: 'BTC', amount: '99.50', depositPic: file('pay.png') }),
    fields: { purpose: 'Tax', type: 'BTC', amount: '99.50', depositPic: { file: 'pay.png' } },
  },
  newFixedDeposit: {
    marker: 'newfdc',
    call: (api) => dash.newFixedDeposit(api, { plan: 'Gold', type: 'ETH', amount: 1000, fixedDepositPic: file('fd.png') }),
    fields: { plan: 'Gold', type: 'ETH', amount: '1000', fixedDepositPic: { file: 'fd.png' } },
  },
  newUpgrade: {
    marker: 'newupgrade',
    call: (api) => dash.newUpgrade(api, { plan: 'Tier 2', type: 'USDT', amount: 50, depositPic: file('up.png') }),
    fields: { plan: 'Tier 2', type: 'USDT', amount: '50', depositPic: { file: 'up.png' } },
  },
  newTransfer: { marker: 'newtrs', call: (api) => dash.newTransfer(api, transfer), fields: transferPosted },
  confirmMyPin: { marker: 'confirmmypin', call: (api) => dash.confirmMyPin(api, { pin: '4321' }), fields: { pin: '4321' } },
  confirmTransferCode: { marker: 'confirmtpin', call: (api) => dash.confirmTransferCode(api, { pin: '9876' }), fields: { pin: '9876' } },
  newCryptoDeposit: {
    marker: 'newcd',
    call: (api) => dash.newCryptoDeposit(api, { type: 'BTC', amount: 25, depositPic: file('proof.png') }),
    fields: { type: 'BTC', amount: '25', depositPic: { file: 'proof.png' } },
  },
  submitDashboardKyc: {
    marker: null,
    call: (api) => dash.submitDashboardKyc(api, { home_address: '1 Main St', type: "Driver's License", idcardFront: file('licence.png') }),
    fields: { home_address: '1 Main St', type: "Driver's License", idcardFront: { file: 'licence.png' } },
  },
};

describe('dashboard calls: the exact request each one sends', () => {
  it('every exported function of src/api/dashboard.ts is covered here', () => {
    const exported = Object.entries(dash)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(Object.keys(cases).sort());
  });

  describe.each(Object.entries(cases))('%s', (_name, c) => {
    const marker = c.marker ? { [c.marker]: '1' } : {};

    it('with a session token: marker "1", its fields and token', async () => {
      const { api, requests } = setup('jwt-abc');
      await c.call(api);
      expect(requests).toHaveLength(1);
      const req = requests[0]!;
      expect(req.url).toBe(URL_EXACT);
      expect(req.method).toBe('POST');
      expect(req.fields).toEqual({ ...marker, ...c.fields, token: 'jwt-abc' });
      expect(req.names).toHaveLength(new Set(req.names).size);
    });

    it('without a token: no token field at all', async () => {
      const { api, requests } = setup('');
      await c.call(api);
      expect(requests[0]!.fields).toEqual({ ...marker, ...c.fields });
      expect(requests[0]!.names).not.toContain('token');
    });
  });

  it('the token is read at call time (sign-in after the transport was made is honoured)', async () => {
    let held = '';
    const f = recordingFetch(() => json({}));
    const api = createTransport({ apiBase: '', getToken: () => held, fetchImpl: f.fetch });
    await dash.getProfile(api);
    held = 'later-token';
    await dash.getProfile(api);
    expect(f.requests.map((r) => r.fields.token)).toEqual([undefined, 'later-token']);
    expect(f.requests[0]!.url).toBe('/api/users.php');
  });

  it('newtrs carries the authorization code as `extra` when given', async () => {
    const { api, last } = setup('jwt');
    await dash.newTransfer(api, { ...transfer, extra: '5555' });
    expect(last()!.fields).toEqual({ newtrs: '1', ...transferPosted, extra: '5555', token: 'jwt' });
  });

  it('the marker-less KYC post has no marker field (only its fields and token)', async () => {
    const { api, last } = setup('jwt');
    await dash.submitDashboardKyc(api, { home_address: 'x', type: 'Passport', idcardFront: file('f.png') });
    expect(last()!.names.sort()).toEqual(['home_address', 'idcardFront', 'token', 'type']);
  });
});

describe('dashboard actions: answers', () => {
  it('status false with a message → rejected with the server message', async () => {
    const { api } = setup('jwt', () => json({ status: false, message: 'Invalid Pin' }));
    expect(await dash.createPin(api, { pin: '1' })).toEqual({ ok: false, kind: 'rejected', message: 'Invalid Pin' });
  });

  it('status false without a message → "Something went wrong!"', async () => {
    const { api } = setup('jwt', () => json({ status: false }));
    expect(await dash.updateEmail(api, { email: 'a@b.test' })).toEqual({ ok: false, kind: 'rejected', message: 'common.failure.rejected' });
  });

  it.each([
    ['confirmMyPin', dash.confirmMyPin],
    ['confirmTransferCode', dash.confirmTransferCode],
  ])('%s refused without a message → "An error has Occured."', async (_name, call) => {
    const { api } = setup('jwt', () => json({ status: '0' }));
    expect(await call(api, { pin: '0000' })).toEqual({ ok: false, kind: 'rejected', message: 'common.failure.occured' });
  });

  it('confirmmypin asking for another step reads as the code prompt', async () => {
    const { api } = setup('jwt', () => json({ status: true, requiresanother: '1', trx_notif: [{ title: 'T', body: 'B' }] }));
    const result = await dash.confirmMyPin(api, { pin: '1234' });
    expect(result.ok && result.data).toEqual({ codePrompt: { head: '', body: '' } });
  });

  // Changed on purpose: a refused deposit keeps the bank's reason (the outcome stays until read).
  it.each(['error', 'warning', '', 'Success!'])("newcd answered with icon %j → refused, with the bank's reason", async (icon) => {
    const { api } = setup('jwt', () => json({ status: true, icon, message: 'Deposit rejected: the proof is unreadable' }));
    expect(await dash.newCryptoDeposit(api, { type: 'BTC', amount: 1, depositPic: file('p.png') })).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Deposit rejected: the proof is unreadable',
    });
  });

  it('newcd refused without a reason → "Something went wrong!"', async () => {
    const { api } = setup('jwt', () => json({ status: true, icon: 'error' }));
    expect(await dash.newCryptoDeposit(api, { type: 'BTC', amount: 1, depositPic: file('p.png') })).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'common.failure.rejected',
    });
  });

  it('newcd answered with icon "success" → accepted', async () => {
    const { api } = setup('jwt', () => json({ icon: 'success', message: 'Payment Pending!' }));
    const result = await dash.newCryptoDeposit(api, { type: 'BTC', amount: 1, depositPic: file('p.png') });
    expect(result).toMatchObject({ ok: true, data: { icon: 'success' } });
  });

  it('newcd failing on the wire keeps the wire failure (not masked as "Something went wrong!")', async () => {
    const { api } = setup('jwt', () => Promise.reject(new TypeError('offline')));
    expect(await dash.newCryptoDeposit(api, { type: 'BTC', amount: 1, depositPic: file('p.png') })).toMatchObject({
      ok: false,
      kind: 'network',
      message: 'common.failure.network',
    });
  });
});
