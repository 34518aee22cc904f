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

const UNREADABLE = "The bank's server sent an answer we could not read. Try again.";
const file = new File([new Uint8Array(8)], 'a.png', { type: 'image/png' });

function api(body: unknown): Transport {
  return createTransport({ apiBase: 'https://bank.test', getToken: () => 'jwt', fetchImpl: recordingFetch(() => json(body)).fetch });
}

const calls: [string, (t: Transport) => Promise<unknown>][] = [
  ['userlogin', (t) => auth.userLogin(t, { email: 'a@b.test', password: 'pw' })],
  ['verifyuser', (t) => auth.verifyUser(t, { email: 'a@b.test', ver_code: '1234' })],
  ['newuser', (t) => auth.newUser(t, { first_name: 'A', last_name: 'B', username: 'ab', email: 'a@b.test', password: 'secret' })],
  ['userforgot (code)', (t) => auth.requestPasswordReset(t, { email: 'a@b.test' })],
  ['userforgot (reset)', (t) => auth.resetPassword(t, { email: 'a@b.test', reset_code: 'c', new_password: 'secret' })],
  ['resendforgotcode', (t) => auth.resendForgotCode(t, { email: 'a@b.test' })],
  ['resendconfirmcode', (t) => auth.resendConfirmCode(t, { email: 'a@b.test' })],
  ['submit_verification', (t) => auth.submitVerification(t, { country: 'X', phone: '1', home_address: 'h', pic: file, type: 'd', idcardFront: file, idcardBack: file, token: 't' })],
  ['getdocs', (t) => auth.getDocs(t, { token: 't' })],
  ['getinstituition', dash.getInstitution],
  ['getstatement2', dash.getRecentStatement],
  ['pincheck', dash.pinCheck],
  ['getstatement', dash.getStatement],
  ['getprofile', dash.getProfile],
  ['getcontact', dash.getContact],
  ['getnotifications', dash.getNotifications],
  ['gettrslist', dash.getTransferList],
  ['getperc', dash.getFee],
  ['getupgradeform', dash.getUpgradeForm],
  ['getmpcform', dash.getPaymentForm],
  ['getfdcform', dash.getFixedDepositForm],
  ['getcdform', dash.getCryptoDepositForm],
  ['updatepin', (t) => dash.createPin(t, { pin: '1234' })],
  ['updateemail', (t) => dash.updateEmail(t, { email: 'a@b.test' })],
  ['updatepwd', (t) => dash.updatePassword(t, { c_pwd: 'a', n_pwd: 'b', con_pwd: 'b' })],
  ['mnotificationar', (t) => dash.markNotificationRead(t, { id: '1' })],
  ['confirmmypin', (t) => dash.confirmMyPin(t, { pin: '1234' })],
  ['newtrs', (t) => dash.newTransfer(t, { bank: 'b', swift: 's', currency: 'USD', routing: 'r', country: 'c', act_no: '1', act_hold_name: 'n', amount: 1, note: '' })],
  ['newcd', (t) => dash.newCryptoDeposit(t, { type: 'BTC', amount: 1, depositPic: file })],
];

describe('an answer without its usable fields is a typed failure with a message', () => {
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
    expect(await dash.pinCheck(api({ haspin: '0' }))).toMatchObject({ ok: true, data: { haspin: false } });
  });
});
