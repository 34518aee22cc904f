/**
 * An answer a screen cannot use is a failure with a message, on every call: a JSON object
 * without the fields that make the answer mean something (a backend bug, a proxy's JSON error
 * page) is never read as a success.
 */
import { describe, expect, it } from 'vitest';
import * as auth from '../../../src/api/auth';
import * as dash from '../../../src/api/dashboard';
import { createTransport, type Transport } from '../../../src/api/transport';
import { json, recordingFetch } from '../support/fetch-stub';

const UNREADABLE = 'common.failure.unreadable';
const file = new File([new Uint8Array(8)], 'a.png', { type: 'image/png' });

function api(body: unknown): Transport {
  return createTransport({ apiBase: 'https://bank.test', getToken: () => 'jwt', fetchImpl: recordingFetch(() => json(body)).fetch });
}

type Call = (t: Transport) => Promise<unknown>;
const profile = { fullname: 'A B', phone: '1', gender: 'Male', dob: '1990-01-01', country: 'X', marital_status: 'Single', home_address: 'h', next_of_kin: 'k' };
const secrets = { c_pwd: 'a', n_pwd: 'b', con_pwd: 'b' };

/** Every exported call of src/api/auth.ts and src/api/dashboard.ts, keyed by its export name. */
const callsByExport: Record<string, Call> = {
  userLogin: (t) => auth.userLogin(t, { email: 'a@b.test', password: 'pw' }),
  verifyUser: (t) => auth.verifyUser(t, { email: 'a@b.test', ver_code: '1234' }),
  newUser: (t) => auth.newUser(t, { first_name: 'A', last_name: 'B', username: 'ab', email: 'a@b.test', password: 'secret' }),
  requestPasswordReset: (t) => auth.requestPasswordReset(t, { email: 'a@b.test' }),
  resetPassword: (t) => auth.resetPassword(t, { email: 'a@b.test', reset_code: 'c', new_password: 'secret' }),
  resendForgotCode: (t) => auth.resendForgotCode(t, { email: 'a@b.test' }),
  resendConfirmCode: (t) => auth.resendConfirmCode(t, { email: 'a@b.test' }),
  submitVerification: (t) => auth.submitVerification(t, { country: 'X', phone: '1', home_address: 'h', pic: file, type: 'd', idcardFront: file, idcardBack: file, token: 't' }),
  getDocs: (t) => auth.getDocs(t, { token: 't' }),
  getInstitution: dash.getInstitution,
  getRecentStatement: dash.getRecentStatement,
  pinCheck: dash.pinCheck,
  getStatement: dash.getStatement,
  getProfile: dash.getProfile,
  getContact: dash.getContact,
  getNotifications: dash.getNotifications,
  getTransferList: dash.getTransferList,
  getFee: dash.getFee,
  getUpgradeForm: dash.getUpgradeForm,
  getPaymentForm: dash.getPaymentForm,
  getFixedDepositForm: dash.getFixedDepositForm,
  getCryptoDepositForm: dash.getCryptoDepositForm,
  createPin: (t) => dash.createPin(t, { pin: '1234' }),
  updateProfile: (t) => dash.updateProfile(t, profile),
  updatePicture: (t) => dash.updatePicture(t, { profilePic: file }),
  updateEmail: (t) => dash.updateEmail(t, { email: 'a@b.test' }),
  updatePassword: (t) => dash.updatePassword(t, secrets),
  changePin: (t) => dash.changePin(t, secrets),
  markNotificationRead: (t) => dash.markNotificationRead(t, { id: '1' }),
  newPayment: (t) => dash.newPayment(t, { purpose: 'Fees', type: 'BTC', amount: 1, depositPic: file }),
  newFixedDeposit: (t) => dash.newFixedDeposit(t, { plan: 'P', type: 'BTC', amount: 1, fixedDepositPic: file }),
  newUpgrade: (t) => dash.newUpgrade(t, { plan: 'P', type: 'BTC', amount: 1, depositPic: file }),
  newTransfer: (t) => dash.newTransfer(t, { bank: 'b', swift: 's', currency: 'USD', routing: 'r', country: 'c', act_no: '1', act_hold_name: 'n', amount: 1, note: '' }),
  confirmMyPin: (t) => dash.confirmMyPin(t, { pin: '1234' }),
  confirmTransferCode: (t) => dash.confirmTransferCode(t, { pin: '9876' }),
  newCryptoDeposit: (t) => dash.newCryptoDeposit(t, { type: 'BTC', amount: 1, depositPic: file }),
  submitDashboardKyc: (t) => dash.submitDashboardKyc(t, { home_address: 'h', type: 'Passport', idcardFront: file }),
};
const calls = Object.entries(callsByExport);

describe('an answer without its usable fields is a typed failure with a message', () => {
  it('covers every exported call of the API, so a new call cannot skip this check', () => {
    const exported = [...Object.entries(auth), ...Object.entries(dash)]
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(callsByExport).sort()).toEqual(exported);
  });

  it.each(calls)('%s: {} is a failure', async (_name, call) => {
    expect(await call(api({}))).toEqual({ ok: false, kind: 'shape', message: UNREADABLE });
  });

  it.each(calls)('%s: an unrelated JSON object (a proxy page) is a failure', async (_name, call) => {
    expect(await call(api({ page: '<h1>Gateway</h1>', code: 502 }))).toEqual({ ok: false, kind: 'shape', message: UNREADABLE });
  });

  it('a login answer with a role but neither jwt, error nor message is not "Your email is verified"', async () => {
    expect(await auth.userLogin(api({ role: 'customer', verified: true }), { email: 'a@b.test', password: 'pw' })).toMatchObject({ ok: false, kind: 'shape' });
  });

  it('the usable answers still read as before', async () => {
    expect(await auth.userLogin(api({ jwt: 'j' }), { email: 'a@b.test', password: 'pw' })).toMatchObject({ ok: true, data: { jwt: 'j' } });
    expect(await auth.userLogin(api({ error: true }), { email: 'a@b.test', password: 'pw' })).toMatchObject({ ok: true });
    expect(await dash.getStatement(api({ data: null }))).toEqual({ ok: true, data: { data: [] } });
    expect(await dash.getStatement(api([]))).toEqual({ ok: true, data: { data: [] } });
    expect(await dash.pinCheck(api({ haspin: '0' }))).toMatchObject({ ok: true, data: { hasPin: false } });
  });
});
