/**
 * Every guess of a secret through this site counted against the account it names: passwords,
 * transfer codes and PINs, accounts written several ways, credential stuffing, concurrent
 * guesses, forgiveness, one client one key, and no stranger locking a customer out.
 */
import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE, OPTION, wp, page, openAdmin, BANK_PASSWORD, BANK_PIN, BANK_CODE, endpointPost, throughTheTestBank, signInThroughSite } from './setup.mjs';
import { measured } from './measured.mjs';

test('through this site, guesses throttled: 25 wrong passwords from 127.0.0.1 reach the bank at most 10 times; then the right one waits there, and from 127.0.0.2 it signs in, the bank told 127.0.0.2; a spoofed header is ignored and the owner told of it', async () => {
  await throughTheTestBank(async (bank) => {
    const email = `guess-${Date.now()}@bank.test`;
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await endpointPost('?crud=userlogin', { email, password: `wrong-${i}` }));
    const reached = bank.seen.filter((s) => s.call === 'userlogin' && s.fields.email === email);
    assert.ok(reached.length <= 10, `${reached.length} reached the bank`);
    assert.equal(reached.length, 10, 'the first ten did');
    const held = answers.at(-1);
    assert.equal(held.status, 429);
    assert.ok(Number(held.headers['retry-after']) > 800 && Number(held.headers['retry-after']) <= 900, `Retry-After ${held.headers['retry-after']}`);

    const right = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD });
    assert.equal(right.status, 429, 'the right password from 127.0.0.1 waits too');
    assert.equal(bank.seen.filter((s) => s.fields.email === email).length, 10, 'and reached no bank');

    const elsewhere = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from: '127.0.0.2' });
    assert.equal(elsewhere.status, 200, elsewhere.text);
    assert.match(elsewhere.json().jwt, /^site:/, 'signed in from 127.0.0.2');
    assert.equal(bank.seen.at(-1).forwardedFor, '127.0.0.2', "the bank saw the customer's address");
    assert.ok(
      reached.every((s) => s.forwardedFor === '127.0.0.1'),
      'and 127.0.0.1 for the others',
    );

    // A spoofed X-Forwarded-For changes nothing when no proxy is listed: still held back.
    assert.equal(JSON.parse(wp('option-get', OPTION('trusted_proxies'))), '', 'no proxy listed by default');
    const spoofed = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { headers: { 'X-Forwarded-For': '127.0.0.9' } });
    assert.equal(spoofed.status, 429, 'a spoofed X-Forwarded-For is ignored');
    // Forwarded headers from a loopback address not listed as a proxy: the owner is told.
    await openAdmin(`${SITE}/wp-admin/options-general.php?page=online-banking-portal`);
    await page.locator('.online-banking-portal-unlisted-proxy').filter({ hasText: 'Proxies in front of this site' }).waitFor();
  });
});

// Each of these tries from an address of its own (any 127.0.0.0/8 address is this machine's):
// one test's failures do not count against another's.
test("through this site, transfer authorization codes counted: 15 wrong codes in newtrs's extra (answered status true, asking for another code) from one address, at most 10 reach the bank; a transfer without a code is no guess", async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.11';
    const session = await signInThroughSite(`codes-${Date.now()}@bank.test`, from);
    const transfer = (extra) => ({
      newtrs: '1',
      bank: 'Bank',
      swift: 'SWIFTXX',
      currency: 'USD',
      routing: '021000021',
      country: 'US',
      act_no: '12345',
      act_hold_name: 'Joe',
      amount: '10',
      note: '',
      extra,
      token: session.marker,
    });
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await endpointPost('', transfer(String(10000 + i)), { cookie: session.cookie, from }));
    const reached = bank.seen.filter((s) => s.call === 'newtrs' && s.fields.extra);
    measured(`15 wrong codes in newtrs's extra`, `${reached.length} reached the bank`);
    assert.ok(reached.length <= 10, `${reached.length} reached the bank`);
    assert.equal(answers.at(-1).status, 429);
    assert.equal(
      (await endpointPost('', { confirmtpin: '1', pin: BANK_CODE, token: session.marker }, { cookie: session.cookie, from })).status,
      429,
      'the right code waits too, sent as confirmtpin',
    );
    const plain = await endpointPost('', transfer(''), { cookie: session.cookie, from });
    assert.equal(plain.status, 200, 'a transfer that sends no code is no guess');
    const before = bank.seen.length;
    const pin = await endpointPost('', { ...transfer(''), pin: BANK_PIN }, { cookie: session.cookie, from });
    assert.equal(pin.status, 400, 'newtrs carries no pin: refused');
    assert.equal(bank.seen.length, before, 'before the bank');
  });
});

test('through this site, PINs counted apart from sign-ins: three rounds of a right sign-in and 8 wrong PINs, at most 10 wrong PINs reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.12';
    const email = `pins-${Date.now()}@bank.test`;
    for (let round = 0; round < 3; round++) {
      const session = await signInThroughSite(email, from);
      for (let i = 0; i < 8; i++) await endpointPost('', { confirmmypin: '1', pin: String(1000 + 8 * round + i), token: session.marker }, { cookie: session.cookie, from });
    }
    const wrong = bank.seen.filter((s) => s.call === 'confirmmypin').length;
    measured(`3 rounds of a right sign-in and 8 wrong PINs`, `${wrong} wrong PINs reached the bank`);
    assert.ok(wrong <= 10, `${wrong} wrong PINs reached the bank`);
    assert.ok(wrong >= 8, 'the first round went');
    assert.equal(bank.seen.filter((s) => s.call === 'userlogin').length, 3, 'the sign-ins were not held back');
  });
});

test('through this site, one account, one key: written 5 ways (no-break space, em space, BOM, ideographic space, capitals), of 25 wrong passwords at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.13';
    const email = `ways-${Date.now()}@bank.test`;
    const ways = [`${email}\u00a0`, `\u2003${email}`, `\ufeff${email}`, `${email}\u3000`, email.toUpperCase()];
    for (let i = 0; i < 25; i++) await endpointPost('?crud=userlogin', { email: ways[i % 5], password: `wrong-${i}` }, { from });
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    measured(`one account written 5 ways, 25 wrong passwords`, `${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    const dump = wp('db-dump');
    assert.ok(!dump.includes(createHash('sha256').update(`online-banking-portal account|${email}`).digest('hex')), 'no bare hash of the email in the database');
  });
});

test('through this site, credential stuffing: one address trying 40 accounts once each, at most 20 reach the bank; another address is not held back', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.14';
    const stamp = Date.now();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await endpointPost('?crud=userlogin', { email: `stuffed-${stamp}-${i}@bank.test`, password: 'Summer2026!' }, { from }));
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    measured(`one address, 40 accounts`, `${reached} reached the bank`);
    assert.ok(reached <= 20, `${reached} reached the bank`);
    assert.equal(answers.at(-1).status, 429);
    const elsewhere = await endpointPost('?crud=userlogin', { email: `stuffed-${stamp}-0@bank.test`, password: BANK_PASSWORD }, { from: '127.0.0.16' });
    assert.equal(elsewhere.status, 200, elsewhere.text);
    // The calls that send email: limited per address too.
    const mails = [];
    for (let i = 0; i < 12; i++) mails.push(await endpointPost('?crud=resendconfirmcode', { email: `mail-${stamp}-${i}@bank.test` }, { from: '127.0.0.17' }));
    assert.equal(bank.seen.filter((s) => s.call === 'resendconfirmcode').length, 10, 'ten emails from one address');
    assert.equal(mails.at(-1).status, 429);
  });
});

test('through this site, counted at once: 30 concurrent wrong passwords on the multi-worker server, at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.15';
    const email = `concurrent-${Date.now()}@bank.test`;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => endpointPost('?crud=userlogin', { email, password: `wrong-${i}` }, { from })));
    const reached = bank.seen.filter((s) => s.call === 'userlogin').length;
    measured(`30 concurrent wrong passwords`, `${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    assert.ok(reached >= 1, 'and the first did');
    assert.equal(answers.filter((a) => a.status === 429).length, 30 - reached, 'the others were held back');
    const rows = JSON.parse(wp('sql', 'SELECT attempt_key, failures FROM {prefix}online_banking_portal_attempts'));
    assert.ok(
      rows.every((r) => /^[0-9a-f]{64}$/.test(r.attempt_key)),
      'keys only',
    );
    assert.ok(!JSON.stringify(rows).includes('127.0.0.15'), 'no address in the table');
  });
});

// The attacks of "a guess forgiven only by a real success": each from addresses of its own.
const reachedBank = (bank, call, pick = () => true) => bank.seen.filter((s) => s.call === call && pick(s)).length;
const DEVICE_COOKIE = 'online_banking_portal_device';
/** The name=value pairs of an answer's cookies that were set (not expired), as one Cookie header. */
const cookieHeader = (...answers) =>
  answers
    .flatMap((a) => a.setCookie.map((c) => c.split(';')[0]))
    .filter((c) => !/=$/.test(c) && !/=deleted$/.test(c))
    .join('; ');

test('through this site, a code forgiven only by a transfer carried out: 5 × (6 wrong codes through confirmtpin + the right PIN there), at most 10 of 30 wrong codes reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.21';
    const session = await signInThroughSite(`tpin-${Date.now()}@bank.test`, from);
    const post = (pin) => endpointPost('', { confirmtpin: '1', pin, token: session.marker }, { cookie: session.cookie, from });
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 6; i++) await post(String(20000 + 6 * round + i));
      await post(BANK_PIN);
    }
    const wrong = reachedBank(bank, 'confirmtpin', (s) => s.fields.pin !== BANK_PIN);
    measured(`5 × (6 wrong codes through confirmtpin + the right PIN)`, `${wrong} of 30 wrong codes reached the bank`);
    assert.ok(wrong <= 10, `${wrong} reached the bank`);
    assert.ok(wrong >= 6, 'the first round went');
  });
});

test('through this site, free resets gone: 4 × (9 wrong passwords + a userforgot with a reset_code) from one address, at most 10 of 36 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.22';
    const email = `forgot-${Date.now()}@bank.test`;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 9; i++) await endpointPost('?crud=userlogin', { email, password: `wrong-${round}-${i}` }, { from });
      // Asking for the email (the bank reads no code there), then a reset step with a wrong code.
      const action = round % 2 ? 'reset' : 'code';
      await endpointPost('?crud=userforgot', { email, action, reset_code: '12345', new_password: 'Another-pass-1' }, { from });
    }
    const reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === email);
    measured(`4 × (9 wrong passwords + a userforgot with a reset_code)`, `${reached} of 36 reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
    assert.equal(reached, 10, 'the first ten did');
  });
});

test("through this site, counted against the account named: 108 wrong passwords for one account with another customer's cookie and marker from 6 addresses, that customer signing in between rounds of 9, at most 24 reach the bank", async () => {
  await throughTheTestBank(async (bank) => {
    const stamp = Date.now();
    const victim = `victim-${stamp}@bank.test`;
    const attacker = `attacker-${stamp}@bank.test`;
    const started = Date.now();
    for (let round = 0; round < 12; round++) {
      const from = `127.0.0.${31 + (round % 6)}`;
      const own = await signInThroughSite(attacker, from);
      for (let i = 0; i < 9; i++) await endpointPost('?crud=userlogin', { email: victim, password: `wrong-${round}-${i}`, token: own.marker }, { cookie: own.cookie, from });
    }
    const reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === victim);
    measured(`108 wrong passwords with another customer's session from 6 addresses`, `${reached} reached the bank (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    assert.ok(reached <= 24, `${reached} reached the bank`);
    assert.equal(
      reachedBank(bank, 'userlogin', (s) => s.fields.email === attacker),
      12,
      "the other customer's own sign-ins went",
    );
  });
});

test('through this site, one PIN one count: wrong PINs through confirmmypin, confirmtpin and supdatepin (15 each), at most 10 of 45 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.23';
    const session = await signInThroughSite(`onepin-${Date.now()}@bank.test`, from);
    const as = { cookie: session.cookie, from };
    for (let i = 0; i < 15; i++) {
      const pin = String(5000 + i);
      await endpointPost('', { confirmmypin: '1', pin, token: session.marker }, as);
      await endpointPost('', { confirmtpin: '1', pin, token: session.marker }, as);
      await endpointPost('', { supdatepin: '1', c_pwd: pin, n_pwd: '1111', con_pwd: '1111', token: session.marker }, as);
    }
    const reached = ['confirmmypin', 'confirmtpin', 'supdatepin'].reduce((n, call) => n + reachedBank(bank, call), 0);
    measured(`wrong PINs through confirmmypin, confirmtpin and supdatepin (15 each)`, `${reached} of 45 reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
  });
});

test('through this site, one account, one key: written 5 ways (zero-width space, word joiner, soft hyphen, decomposed and precomposed accent), of 25 wrong passwords at most 10 reach the bank', async () => {
  await throughTheTestBank(async (bank) => {
    const from = '127.0.0.24';
    const local = `jos\u00e9-${Date.now()}`;
    const ways = [
      `jos\u200be${local.slice(4)}@bank.test`,
      `${local}\u2060@bank.test`,
      `jo\u00ad${local.slice(2)}@bank.test`,
      `${local.normalize('NFD')}@bank.test`,
      `${local}@bank.test`,
    ];
    for (let i = 0; i < 25; i++) await endpointPost('?crud=userlogin', { email: ways[i % 5], password: `wrong-${i}` }, { from });
    const reached = reachedBank(bank, 'userlogin');
    measured(`one account written 5 ways (ignorables, accents), 25 wrong passwords`, `${reached} reached the bank`);
    assert.ok(reached <= 10, `${reached} reached the bank`);
  });
});

test('through this site, one client one key (the proxy listed): 5 addresses of one IPv6 /64, at most 10 of 50 reach the bank; an IPv4 address and its ::ffff: form, at most 10 of 20', async () => {
  const saved = JSON.parse(wp('option-get', OPTION('trusted_proxies')));
  wp('option-set', OPTION('trusted_proxies'), '127.0.0.0/8');
  try {
    await throughTheTestBank(async (bank) => {
      const stamp = Date.now();
      const v6 = `v6-${stamp}@bank.test`;
      for (let i = 0; i < 50; i++) {
        await endpointPost(
          '?crud=userlogin',
          { email: v6, password: `wrong-${i}` },
          { from: '127.0.0.25', headers: { 'X-Forwarded-For': `2001:db8:48:1:${(i % 5).toString(16)}::${(i + 1).toString(16)}` } },
        );
      }
      const v6reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === v6);
      const mapped = `mapped-${stamp}@bank.test`;
      for (let i = 0; i < 20; i++) {
        await endpointPost(
          '?crud=userlogin',
          { email: mapped, password: `wrong-${i}` },
          { from: '127.0.0.25', headers: { 'X-Forwarded-For': i % 2 ? '::ffff:198.51.100.48' : '198.51.100.48' } },
        );
      }
      const v4reached = reachedBank(bank, 'userlogin', (s) => s.fields.email === mapped);
      measured(
        `wrong passwords from 5 addresses of one /64 (50), and from an IPv4 address and its ::ffff: form (20)`,
        `${v6reached} of 50 and ${v4reached} of 20 reached the bank`,
      );
      assert.ok(v6reached <= 10, `${v6reached} of 50 reached the bank`);
      assert.ok(v4reached <= 10, `${v4reached} of 20 reached the bank`);
      assert.ok(
        bank.seen.filter((s) => s.fields.email === mapped).every((s) => s.forwardedFor === '198.51.100.48'),
        'the bank is told the IPv4 form',
      );
    });
  } finally {
    wp('option-set', OPTION('trusted_proxies'), saved);
  }
});

test('through this site, no stranger locks a customer out: while strangers at 3 addresses keep guessing her password, she signs in from the browser she used before on at least 6 of 12 tries, 5 s apart; then from a new browser on that network at once, and not from a network she never used', async () => {
  await throughTheTestBank(async (bank) => {
    const email = `device-${Date.now()}@bank.test`;
    const from = '127.0.0.40';
    const first = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from });
    assert.equal(first.status, 200, first.text);
    const device = first.setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    assert.ok(device, `a device cookie: ${first.setCookie}`);
    assert.match(device, /;\s*HttpOnly/i);
    assert.match(device, /;\s*SameSite=Strict/i);
    assert.match(device, /;\s*path=\/wp-user\/connect/i);
    assert.ok(!device.includes(email.split('@')[0]), 'it names no account');
    let cookie = cookieHeader(first);

    let stop = false;
    const strangers = [41, 42, 43].map(async (n) => {
      let tries = 0;
      while (!stop) {
        await endpointPost('?crud=userlogin', { email, password: `stranger-${n}-${tries++}` }, { from: `127.0.0.${n}` });
        await new Promise((r) => setTimeout(r, 100));
      }
      return tries;
    });
    const results = [];
    try {
      await new Promise((r) => setTimeout(r, 5000));
      for (let i = 0; i < 12; i++) {
        const answer = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from, cookie });
        results.push(answer.status);
        if (answer.status === 200) cookie = cookieHeader(answer);
        await new Promise((r) => setTimeout(r, 5000));
      }
    } finally {
      stop = true;
    }
    const tried = (await Promise.all(strangers)).reduce((a, b) => a + b, 0);
    const got = results.filter((status) => status === 200).length;
    const strangersReached = reachedBank(bank, 'userlogin', (s) => s.fields.email === email && s.fields.password !== BANK_PASSWORD);
    measured(
      `strangers at 3 addresses guessing her password; she, with her device cookie, 12 tries 5 s apart`,
      `the strangers' ${tried} guesses: ${strangersReached} reached the bank; she got in on ${got} of 12 (${results.join(' ')})`,
    );
    assert.ok(got >= 6, `she got in on ${got} of 12`);
    assert.ok(strangersReached <= 30, `strangers are still slowed: ${strangersReached} reached the bank`);
    // Without the device cookie, on a network she never signed in from, she is a stranger too: held back like them.
    const bare = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from: '127.0.0.44' });
    assert.equal(bare.status, 429, 'from a new browser on a new network she waits like a stranger');
    // A new browser (no device cookie) on the network she signed in from: known to the account, it does not wait for the strangers' slowing.
    const home = await endpointPost('?crud=userlogin', { email, password: BANK_PASSWORD }, { from });
    assert.equal(home.status, 200, `from a new browser at home she gets in: ${home.text}`);
  });
});
