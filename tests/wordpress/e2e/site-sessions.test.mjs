/**
 * The sessions the endpoint keeps: at most 5 per account, sealed in the database and scrubbed
 * from answers, the upgrade from 1.1.0, and the cookie on an https site.
 */
import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE, wp, SCHEMA_VERSION, BANK_PASSWORD, endpointPost, throughTheTestBank, signInThroughSite } from './setup.mjs';

test('through this site, at most 5 sessions per account: of 7 sign-ins in quick succession, the 5 newest stay and the 2 oldest end', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.18';
    const email = `cap-${Date.now()}@bank.test`;
    const sessions = [];
    for (let i = 0; i < 7; i++) sessions.push(await signInThroughSite(email, from));
    const before = bank.seen.length;
    const statuses = [];
    for (const session of sessions) statuses.push((await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie, from })).status);
    assert.deepEqual(statuses, [401, 401, 200, 200, 200, 200, 200]);
    assert.equal(bank.seen.length, before + 5, 'the ended ones reached no bank');
  });
});

test('through this site, sealed and scrubbed: no token the bank issued is in a database dump; an answer nesting the token reaches the page without it; a file part on a call that takes none never reaches the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const session = await signInThroughSite(`sealed-${Date.now()}@bank.test`);
    const profile = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie });
    assert.equal(profile.status, 200);
    const token = bank.seen.at(-1).fields.token;
    assert.match(token, /^bank-token-/, 'the bank got its token from the site');
    assert.ok(!profile.text.includes(token), `the nested token is not in the answer: ${profile.text}`);
    assert.equal(profile.json().data.fullname, 'Jane', 'the rest of the answer is');

    const second = await signInThroughSite(`sealed2-${Date.now()}@bank.test`);
    await endpointPost('', { pincheck: '1', token: second.marker }, { cookie: second.cookie });
    const issued = [...new Set(bank.seen.map((s) => s.fields.token).filter(Boolean))];
    assert.ok(issued.length >= 2, `tokens issued: ${issued.length}`);
    const dump = wp('db-dump');
    assert.ok(dump.includes('online_banking_portal_sessions'), 'the dump holds the session table');
    assert.deepEqual(
      issued.filter((t) => dump.includes(t)),
      [],
      'no token the bank issued is in the database',
    );

    const before = bank.seen.length;
    const smuggled = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie, files: { depositPic: 'proof.png' } });
    assert.equal(smuggled.status, 400);
    assert.equal(bank.seen.length, before, 'the file part reached no bank');
    const taken = await endpointPost('', { newcd: '1', token: session.marker, type: 'BTC', amount: '5' }, { cookie: session.cookie, files: { depositPic: 'proof.png' } });
    assert.equal(taken.status, 200, taken.text);
    assert.deepEqual(bank.seen.at(-1).files, ['depositPic'], "the call's own file field reaches the bank");
  });
});

test('through this site, the upgrade from 1.1.0 signs customers out cleanly: their sessions in transients are deleted, and their next call is answered as signed out, reaching no bank', async () => {
  await throughTheTestBank(async (bank) => {
    // A session as 1.1.0 kept it: a transient named after a hash of the cookie's id, the token in clear.
    const id = 'ab'.repeat(32);
    const transient = `_transient_obp_session_${createHash('sha256').update(id).digest('hex').slice(0, 40)}`;
    wp('option-set', transient, 'a:2:{s:3:"jwt";s:12:"bank-token-0";s:6:"marker";s:21:"site:0011223344556677";}');
    wp('option-set', 'online_banking_portal_db_version', '0');
    const before = bank.seen.length;
    const call = await endpointPost('', { getprofile: '1', token: 'site:0011223344556677' }, { cookie: `online_banking_portal_session=${id}` });
    assert.equal(call.status, 401, call.text);
    assert.ok(
      call.setCookie.some((c) => /^online_banking_portal_session=(deleted)?;/.test(c)),
      `the old cookie is expired: ${call.setCookie}`,
    );
    assert.equal(bank.seen.length, before, 'nothing reached the bank');
    assert.deepEqual(JSON.parse(wp('option-names-like', '_transient_obp_session_')), [], 'no session of 1.1.0 is left, its token in clear');
    assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), SCHEMA_VERSION, 'the schema is current');
  });
});

test("through this site, with the site's address https (behind a proxy that ends TLS): the cookie is Secure and named __Secure-", async () => {
  await throughTheTestBank(async () => {
    wp('option-set', 'obp_e2e_https_home', '1');
    try {
      const https = `https://${new URL(SITE).host}`;
      const answer = await endpointPost('?crud=userlogin', { email: `secure-${Date.now()}@bank.test`, password: BANK_PASSWORD }, { origin: https });
      assert.equal(answer.status, 200, answer.text);
      const cookie = answer.setCookie.find((c) => c.startsWith('__Secure-online_banking_portal_session='));
      assert.ok(cookie, `a __Secure- cookie: ${answer.setCookie}`);
      assert.match(cookie, /;\s*secure/i);
      assert.match(cookie, /;\s*HttpOnly/i);
      const device = answer.setCookie.find((c) => c.startsWith('__Secure-online_banking_portal_device='));
      assert.ok(device && /;\s*secure/i.test(device) && /;\s*HttpOnly/i.test(device), `a __Secure- device cookie: ${answer.setCookie}`);
    } finally {
      wp('option-set', 'obp_e2e_https_home', '');
    }
    const plain = await endpointPost('?crud=userlogin', { email: `plain-${Date.now()}@bank.test`, password: BANK_PASSWORD });
    assert.ok(
      plain.setCookie.some((c) => c.startsWith('online_banking_portal_session=') && !/;\s*secure/i.test(c)),
      'on this http site: not Secure, no prefix',
    );
  });
});
