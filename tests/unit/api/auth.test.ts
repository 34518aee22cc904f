/**
 * Spec §7, auth calls: `?crud=<action>` on api/users.php, POST, and exactly the listed fields.
 * No marker field, and no `token` unless the call carries one explicitly.
 */
import { describe, expect, it } from 'vitest';
import * as auth from '../../../src/api/auth';
import { createTransport, type Transport } from '../../../src/api/transport';
import { json, recordingFetch, type CapturedRequest, type PostedValue, type Responder } from '../support/fetch-stub';

const API = 'https://bank.example.com/';
const URL_BASE = 'https://bank.example.com/api/users.php';

/** A transport that holds a session token: auth calls must still not send it. */
function setup(respond: Responder = () => json({ status: true })) {
  const f = recordingFetch(respond);
  const api = createTransport({ apiBase: API, getToken: () => 'held-session-token', fetchImpl: f.fetch });
  return { api, ...f };
}

const file = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

interface Case {
  crud: string;
  call: (api: Transport) => Promise<unknown>;
  fields: Record<string, PostedValue>;
}

const cases: Record<string, Case> = {
  userLogin: {
    crud: 'userlogin',
    call: (api) => auth.userLogin(api, { email: 'jane@bank.test', password: 'hunter22' }),
    fields: { email: 'jane@bank.test', password: 'hunter22' },
  },
  newUser: {
    crud: 'newuser',
    call: (api) => auth.newUser(api, { first_name: 'Jane', last_name: 'Doe', username: 'jdoe', email: 'jane@bank.test', password: 'secret1' }),
    fields: { first_name: 'Jane', last_name: 'Doe', username: 'jdoe', email: 'jane@bank.test', password: 'secret1', fullname: 'Jane Doe' },
  },
  requestPasswordReset: {
    crud: 'userforgot',
    call: (api) => auth.requestPasswordReset(api, { email: 'jane@bank.test' }),
    fields: { email: 'jane@bank.test', action: 'code' },
  },
  resetPassword: {
    crud: 'userforgot',
    call: (api) => auth.resetPassword(api, { email: 'jane@bank.test', reset_code: 'R3S3T', new_password: 'newpass1' }),
    fields: { new_password: 'newpass1', reset_code: 'R3S3T', email: 'jane@bank.test', action: 'reset' },
  },
  verifyUser: {
    crud: 'verifyuser',
    call: (api) => auth.verifyUser(api, { email: 'jane@bank.test', ver_code: '123456' }),
    fields: { email: 'jane@bank.test', ver_code: '123456' },
  },
  resendForgotCode: {
    crud: 'resendforgotcode',
    call: (api) => auth.resendForgotCode(api, { email: 'jane@bank.test' }),
    fields: { email: 'jane@bank.test' },
  },
  resendConfirmCode: {
    crud: 'resendconfirmcode',
    call: (api) => auth.resendConfirmCode(api, { email: 'jane@bank.test' }),
    fields: { email: 'jane@bank.test' },
  },
  submitVerification: {
    crud: 'submit_verification',
    call: (api) =>
      auth.submitVerification(api, {
        country: 'Ghana',
        phone: '+233200000000',
        home_address: '1 Main St',
        pic: file('selfie.png'),
        type: "Driver's License",
        idcardFront: file('front.png'),
        idcardBack: file('back.png'),
        token: 'temp-token',
      }),
    fields: {
      country: 'Ghana',
      phone: '+233200000000',
      home_address: '1 Main St',
      pic: { file: 'selfie.png' },
      type: "Driver's License",
      idcardFront: { file: 'front.png' },
      idcardBack: { file: 'back.png' },
      token: 'temp-token',
    },
  },
  getDocs: {
    crud: 'getdocs',
    call: (api) => auth.getDocs(api, { token: 'temp-token' }),
    fields: { token: 'temp-token' },
  },
};

describe('auth calls: the exact request each one sends', () => {
  it('every exported function of src/api/auth.ts is covered here', () => {
    const exported = Object.entries(auth)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))('%s', async (_name, c) => {
    const { api, requests } = setup();
    await c.call(api);
    expect(requests).toHaveLength(1);
    const req = requests[0] as CapturedRequest;
    expect(req.url).toBe(`${URL_BASE}?crud=${c.crud}`);
    expect(req.method).toBe('POST');
    expect(req.fields).toEqual(c.fields);
    // Each field once: nothing appended twice.
    expect(req.names).toHaveLength(new Set(req.names).size);
  });

  it('files are posted as files, with their own names and bytes', async () => {
    const { api, requests } = setup();
    const front = new File([new Uint8Array(321)], 'id-front.jpg', { type: 'image/jpeg' });
    await auth.submitVerification(api, {
      country: 'Ghana',
      phone: '1',
      home_address: 'x',
      pic: file('me.png'),
      type: 'Passport',
      idcardFront: front,
      idcardBack: file('id-back.png'),
      token: 't',
    });
    const posted = new Map(requests[0]!.entries);
    const sent = posted.get('idcardFront');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('id-front.jpg');
    expect((sent as File).type).toBe('image/jpeg');
    expect((sent as File).size).toBe(321);
  });

  it('newuser: fullname is first + last name, trimmed', async () => {
    const { api, last } = setup();
    await auth.newUser(api, { first_name: '  Ada ', last_name: ' Lovelace ', username: 'ada', email: 'ada@x.test', password: 'abcdef' });
    expect(last()!.fields.fullname).toBe('Ada Lovelace');
  });
});

describe('auth calls: answers', () => {
  it('userlogin returns the login answer as read (no rejection applied: the screen routes on it)', async () => {
    const { api } = setup(() => json({ jwt: 'abc', role: 'customer', verification_status: 'Pending Verification', error: false }));
    const result = await auth.userLogin(api, { email: 'a@b.test', password: 'x' });
    expect(result).toMatchObject({ ok: true, data: { jwt: 'abc', role: 'customer', verification_status: 'Pending Verification' } });
  });

  it('newuser refused: the server message is the failure message', async () => {
    const { api } = setup(() => json({ status: false, message: 'Email already exists' }));
    expect(await auth.newUser(api, { first_name: 'a', last_name: 'b', username: 'c', email: 'd@e.f', password: 'gggggg' })).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Email already exists',
    });
  });

  it.each([
    ['requestPasswordReset', (api: Transport) => auth.requestPasswordReset(api, { email: 'a@b.test' }), 'common.failure.unexpected'],
    ['resetPassword', (api: Transport) => auth.resetPassword(api, { email: 'a@b.test', reset_code: 'c', new_password: 'p' }), 'common.failure.unexpected'],
    ['resendForgotCode', (api: Transport) => auth.resendForgotCode(api, { email: 'a@b.test' }), 'common.failure.wrong'],
    ['resendConfirmCode', (api: Transport) => auth.resendConfirmCode(api, { email: 'a@b.test' }), 'common.failure.wrong'],
    ['newUser', (api: Transport) => auth.newUser(api, { first_name: 'a', last_name: 'b', username: 'c', email: 'd@e.f', password: 'gggggg' }), 'common.failure.rejected'],
  ])('%s refused without a message uses the spec fallback %j', async (_name, call, fallback) => {
    const { api } = setup(() => json({ status: false }));
    expect(await call(api)).toEqual({ ok: false, kind: 'rejected', message: fallback });
  });

  it('getdocs reads the document list', async () => {
    const { api } = setup(() => json({ docs: [{ doc_name: 'Passport' }, { doc_name: null }] }));
    expect(await auth.getDocs(api, { token: 't' })).toEqual({ ok: true, data: { docs: [{ doc_name: 'Passport' }, { doc_name: '' }] } });
  });
});
