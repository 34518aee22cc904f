/**
 * The endpoint "through this site" against a bank of the test's own: sessions ended on the server
 * by inactivity, kept alive by a customer at work, odd cookies and files, last_seen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SITE,
  OPTION,
  wp,
  pageErrors,
  logMark,
  logProblemsSince,
  freshPage,
  journal,
  journalMark,
  fillRecipient,
  SESSION_COOKIE,
  SCHEMA_VERSION,
  throughTheSite,
  endpointPost,
  throughTheTestBank,
  signInThroughSite,
  signInAsCustomer,
} from './setup.mjs';

test('through this site, ended on the server: with inactivity at 1 minute, a session idle for 75 s reaches no bank; another marker reaches no bank', async () => {
  const idleMinutes = JSON.parse(wp('option-get', OPTION('idle_minutes')));
  wp('option-set', OPTION('idle_minutes'), '1');
  try {
    await idleEnds();
  } finally {
    wp('option-set', OPTION('idle_minutes'), String(idleMinutes));
  }
});

/** The idle test's body, run with the inactivity setting at 1 minute. */
function idleEnds() {
  return throughTheTestBank(async (bank) => {
    const session = await signInThroughSite(`idle-${Date.now()}@bank.test`);
    assert.match(session.marker, /^site:/);
    assert.equal((await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: session.cookie })).status, 200, 'in use');
    const before = bank.seen.length;

    // Another marker with this cookie (a cookie planted from another port or subdomain).
    const swapped = await endpointPost('', { getprofile: '1', token: 'site:0123456789abcdef' }, { cookie: session.cookie });
    assert.equal(swapped.status, 401);
    assert.equal(bank.seen.length, before, 'another marker reached no bank');

    // Aged, not waited for: the session's last call set 75 s back in the table.
    const again = await signInThroughSite(`idle-${Date.now()}@bank.test`);
    assert.equal((await endpointPost('', { getprofile: '1', token: again.marker }, { cookie: again.cookie })).status, 200);
    const aged = JSON.parse(wp('sql', 'UPDATE {prefix}online_banking_portal_sessions SET last_seen = last_seen - 75'));
    assert.ok(aged >= 1, 'the session was aged');
    const seenBefore = bank.seen.length;
    const count = () => Number(JSON.parse(wp('sql', 'SELECT COUNT(*) AS n FROM {prefix}online_banking_portal_sessions'))[0].n);
    const rowsBefore = count();
    const idle = await endpointPost('', { getprofile: '1', token: again.marker }, { cookie: again.cookie });
    assert.equal(idle.status, 401, 'answered as signed out');
    assert.match(idle.text, /Your session has ended/);
    assert.ok(
      idle.setCookie.some((c) => /^online_banking_portal_session=;/.test(c) || /^online_banking_portal_session=deleted/.test(c)),
      `the cookie is expired: ${idle.setCookie}`,
    );
    assert.equal(bank.seen.length, seenBefore, 'the idle session reached no bank');
    assert.equal(count(), rowsBefore - 1, 'and is deleted');
  });
}

test('through this site, with inactivity at 1 minute: a customer typing in the transfer form for 90 s, no bank call, is still signed in on Continue (the endpoint told, the bank not); idle for 65 s, signed out here and on the server', async () => {
  const idleMinutes = JSON.parse(wp('option-get', OPTION('idle_minutes')));
  wp('option-set', OPTION('idle_minutes'), '1');
  try {
    await throughTheSite(atWorkThenIdle);
  } finally {
    wp('option-set', OPTION('idle_minutes'), String(idleMinutes));
  }
  assert.deepEqual(pageErrors, []);
});

/**
 * The body of the test above. The page's clock is Playwright's and the server's is aged in the
 * table: each step moves both 10 s, so a minute and a half passes in seconds.
 */
async function atWorkThenIdle() {
  const p = await freshPage();
  const keeps = [];
  p.on('response', (response) => {
    if (response.url().includes('/wp-user/connect?session=keep')) keeps.push(response.status());
  });
  const age = (seconds) => assert.ok(JSON.parse(wp('sql', `UPDATE {prefix}online_banking_portal_sessions SET last_seen = last_seen - ${seconds}`)) >= 1, 'the session was aged');
  try {
    await p.clock.install();
    await signInAsCustomer(p);
    await p.goto(`${SITE}/wp-user/dashboard/send`);
    await fillRecipient(p);
    const amount = p.getByLabel('Amount', { exact: true });
    await amount.fill('10');
    await p.waitForLoadState('networkidle');
    const mark = await journalMark();

    // At work: a key every 10 s for 90 s, and no call the customer makes.
    for (let step = 1; step <= 9; step++) {
      age(10);
      await p.clock.runFor(10_000);
      await amount.press('Shift');
      await p.waitForLoadState('networkidle');
    }
    assert.ok(keeps.length >= 2 && keeps.every((status) => status === 200), `the endpoint was told, about every 30 s: ${keeps}`);
    assert.deepEqual(await journal(mark), [], 'none of it reached the bank');
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByRole('button', { name: 'Confirm and enter PIN' }).waitFor();
    const held = await p.evaluate(async () => {
      const body = new FormData();
      body.append('getprofile', '1');
      body.append('token', localStorage.getItem('baUid'));
      return (await fetch('/wp-user/connect', { method: 'POST', body, headers: { 'X-Bank-Widget': '1' }, credentials: 'same-origin' })).status;
    });
    assert.equal(held, 200, '90 s after the last call, the session holds on the server');
    assert.equal(new URL(p.url()).pathname, '/wp-user/dashboard/send/confirm');

    // Idle: the server ends it after the minute, and so does the widget.
    const cookie = (await p.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    const marker = await p.evaluate(() => localStorage.getItem('baUid'));
    const before = keeps.length;
    age(65);
    const idle = await endpointPost('', { getprofile: '1', token: marker }, { cookie: `${cookie.name}=${cookie.value}` });
    assert.equal(idle.status, 401, 'idle for 65 s: signed out on the server');
    await p.clock.runFor(65_000);
    await p.waitForURL((url) => url.pathname === '/wp-user/auth/signin');
    await p.getByText('Your session ended after 1 minute without activity.').waitFor();
    assert.equal(keeps.length, before, 'an idle customer tells the endpoint nothing');
  } finally {
    await p.context().close();
  }
}

test('through this site: a list cookie is ignored without a PHP warning; profilePic[] is refused as not ours, not as too large; last_seen is indexed, on an upgraded install too', async () => {
  await throughTheTestBank(async (bank) => {
    const mark = logMark();
    const session = await signInThroughSite(`list-${Date.now()}@bank.test`);
    const seen = bank.seen.length;
    const listCookie = await endpointPost('', { getprofile: '1', token: session.marker }, { cookie: `${SESSION_COOKIE}[]=${session.cookie.split('=')[1]}` });
    assert.equal(listCookie.status, 401, 'a list cookie names no session');
    const listFile = await endpointPost('', { updatepic: '1', token: session.marker }, { cookie: session.cookie, files: { 'profilePic[]': 'me.png' } });
    assert.equal(listFile.status, 400);
    assert.equal(listFile.json().message, 'This request is not one online banking makes.');
    assert.equal(bank.seen.length, seen, 'neither reached the bank');
    assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning');
  });
  const indexed = () =>
    Number(
      JSON.parse(
        wp(
          'sql',
          "SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = '{prefix}online_banking_portal_sessions' AND index_name = 'last_seen'",
        ),
      )[0].n,
    );
  assert.ok(indexed() >= 1, 'the cleaning finds idle sessions by an index');
  // An install of the first schema: its next request adds the index.
  wp('sql', 'ALTER TABLE {prefix}online_banking_portal_sessions DROP INDEX last_seen');
  wp('option-set', 'online_banking_portal_db_version', '1');
  await fetch(`${SITE}/`);
  assert.ok(indexed() >= 1, 'the upgrade indexed last_seen');
  assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), SCHEMA_VERSION);
});
