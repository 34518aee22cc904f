/**
 * Deactivation, activation and uninstall, on this site and across a network of 3 sites.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE, CUSTOMER, PLUGIN, OPTION, OPTIONS, LEGACY_OPTIONS, MOUNT_ID, wp, MS_SITE, wpms, path, has, get, mountOptions, assertAppPage } from './setup.mjs';

test('deactivation removes the app URLs, activation brings them back; uninstall deletes the options', async () => {
  wp('deactivate', PLUGIN);
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'rules flushed on deactivation');
  wp('activate', PLUGIN);
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), 'after reactivation', '/wp-user');

  // A bank session the site's endpoint holds: uninstall must not leave its token behind.
  wp('option-set', OPTION('connection'), 'site');
  const login = new FormData();
  login.append('email', CUSTOMER.email);
  login.append('password', CUSTOMER.password);
  const signedIn = await fetch(`${SITE}/wp-user/connect?crud=userlogin`, {
    method: 'POST',
    headers: { 'X-Bank-Widget': '1', Origin: new URL(SITE).origin },
    body: login,
  });
  assert.match((await signedIn.json()).jwt, /^site:/, 'signed in through the site');
  const tables = () => JSON.parse(wp('sql', "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE '%online_banking_portal%'"));
  assert.equal(JSON.parse(wp('sql', 'SELECT COUNT(*) AS n FROM {prefix}online_banking_portal_sessions'))[0].n > 0, true, 'the site holds a session');
  // A session of the previous release, in a transient: uninstall leaves none either.
  wp('option-set', '_transient_obp_session_0123456789abcdef0123456789abcdef01234567', 'x');
  const sessions = () => JSON.parse(wp('option-names-like', '_transient_obp_session_'));

  wp('deactivate', PLUGIN);
  assert.notEqual(JSON.parse(wp('option-get', LEGACY_OPTIONS[0])), false, "the first release's option is still there before uninstall");
  wp('uninstall', PLUGIN);
  assert.deepEqual(sessions(), [], 'no bank session is left in the database');
  assert.deepEqual(tables(), [], 'the session tables are dropped');
  assert.equal(JSON.parse(wp('option-get', 'online_banking_portal_db_version')), false, 'and their version forgotten');
  const left = JSON.parse(wp('options-get', ...OPTIONS, ...LEGACY_OPTIONS));
  assert.deepEqual(left, Object.fromEntries([...OPTIONS, ...LEGACY_OPTIONS].map((option) => [option, false])), 'every option deleted');
});

test('multisite: network activation, deactivation and uninstall reach all 3 sites, 2 at a time', { skip: !MS_SITE && 'no network (WP_E2E_MULTISITE=0)' }, async () => {
  const state = () => Object.values(wpms('network-state', ...OPTIONS));
  const sites = state();
  assert.deepEqual(
    sites.map((site) => site.url),
    ['/', '/second/', '/third/'].map((p) => `${MS_SITE}${p}`),
    "the network's sites",
  );
  const twoBatches = [
    [0, 2],
    [2, 2],
  ];

  assert.deepEqual(wpms('network-activate', PLUGIN).batches, twoBatches, 'activation walked the sites 2 at a time');
  for (const site of state()) {
    assert.equal(site.options[OPTION('base_path')], '/wp-user', `${site.url}: its options`);
    assert.equal(Number(site.options[OPTION('idle_minutes')]), 5, `${site.url}: its options`);
    assert.equal(site.options[OPTION('connection')], 'site', `${site.url}: a new install connects through the site`);
    assert.equal(site.rules, null, `${site.url}: its rewrite rules are rebuilt on its next request`);
  }
  for (const site of sites) {
    const served = await get(`${site.url}wp-user/auth/signin`);
    assert.equal(served.status, 200, `${site.url}wp-user/auth/signin after network activation`);
    has(served.html, new RegExp(`<div id="${MOUNT_ID}"`), `${site.url}: the app`);
    assert.equal(mountOptions(served.html, site.url).basePath, `${path(site.url)}wp-user`, `${site.url}: its base path`);
  }
  assert.deepEqual(
    state().map((site) => site.rules),
    [true, true, true],
    "each site's rebuilt rules hold the app's rule",
  );

  assert.deepEqual(wpms('network-deactivate', PLUGIN).batches, twoBatches, 'deactivation walked the sites 2 at a time');
  for (const site of state()) {
    assert.equal(site.rules, null, `${site.url}: its rules are rebuilt without the app's`);
    assert.equal(site.options[OPTION('base_path')], '/wp-user', `${site.url}: options kept until uninstall`);
  }
  for (const site of sites) assert.equal((await get(`${site.url}wp-user/auth/signin`)).status, 404, `${site.url}: no app after deactivation`);
  assert.deepEqual(
    state().map((site) => site.rules),
    [false, false, false],
    'the rebuilt rules do not hold it',
  );

  assert.deepEqual(wpms('network-uninstall', PLUGIN).batches, twoBatches, 'uninstall walked the sites 2 at a time');
  for (const site of state()) {
    assert.deepEqual(
      Object.values(site.options),
      OPTIONS.map(() => false),
      `${site.url}: every option deleted`,
    );
  }
});
