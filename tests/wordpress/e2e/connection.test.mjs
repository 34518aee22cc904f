/**
 * The settings page's banking API address, base path and "Test connection"; then the connection
 * "through this site" in the browser: the token kept on the server, the dashboard's requests,
 * uploads, and what the endpoint refuses before the bank.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SITE,
  SUBSITE,
  DEMO_API,
  BLOCK_URL,
  CUSTOMER,
  OPTION,
  wp,
  path,
  get,
  assertAppPage,
  page,
  pageErrors,
  shot,
  saveSettings,
  SETTINGS,
  openAdmin,
  errorNotice,
  savedNotice,
  refuseBasePath,
  freshPage,
  journal,
  journalMark,
  fillRecipient,
  SESSION_COOKIE,
  throughTheSite,
  signInAsCustomer,
  customerBalance,
} from './setup.mjs';

test('settings page: rejects an invalid URL with a message; a new base path works at once', async () => {
  await openAdmin(SETTINGS);
  const api = page.getByLabel('Banking API address');
  assert.equal(await api.inputValue(), DEMO_API, "the first release's wp_bank_api_base was carried over on activation");
  await api.fill('javascript:alert(1)');
  await saveSettings();
  await errorNotice('must be a full web address').first().waitFor();
  await shot('5-settings-invalid');
  assert.equal(await page.getByLabel('Banking API address').inputValue(), DEMO_API, 'the previous address is kept');
  assert.equal(JSON.parse(wp('option-get', OPTION('api_base'))), DEMO_API);

  await page.getByLabel('Base path').fill('/online-bank/');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), '/online-bank');
  assertAppPage(await get(`${SITE}/online-bank/auth/signin`), '/online-bank/auth/signin', '/online-bank');
  assert.equal((await get(`${SITE}/wp-user/auth/signin`)).status, 404, 'the old base path is gone');

  await refuseBasePath('/wp-admin', 'WordPress itself uses', '/online-bank');

  await page.getByLabel('Base path').fill('/wp-user');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), '/wp-user/auth/signin', '/wp-user');
});

test('settings page: "Test connection" reports the demo backend reachable, readable by this site and answering JSON', async () => {
  await openAdmin(SETTINGS);
  assert.equal(await page.getByLabel('Banking API address').inputValue(), DEMO_API);
  // The live region screen readers announce the result from.
  const result = page.locator('#online_banking_portal_api_base-test-result[role="status"]');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await result.getByText('The connection works.').waitFor();
  const text = await result.innerText();
  assert.ok(text.includes(`Reachable: ${DEMO_API}/api/users.php answered in `), text);
  assert.ok(text.includes(`Allowed to read the answer: the backend lets ${new URL(SITE).origin} read its answers (CORS).`), text);
  assert.ok(text.includes('Answered JSON in the shape online banking expects: it refused the test sign-in, as it should.'), text);
  await shot('7-test-connection');
});

test('settings page: a site connecting directly is told to switch once its server reaches the bank; through this site, Test connection checks the server and the endpoint', async () => {
  try {
    // The test before passed, and told the site so (its last call may still be out while the
    // page is left): start from no test passed.
    await openAdmin(SETTINGS);
    wp('option-set', '_transient_online_banking_portal_site_ready', '');
    await openAdmin(SETTINGS);
    assert.equal(await page.getByLabel('Connection').inputValue(), 'direct', 'the upgraded site connects directly');
    const recommendation = page.locator('.notice').filter({ hasText: "This site's server reaches your bank" });
    assert.equal(await recommendation.count(), 0, 'no recommendation before a test passed');
    const result = page.locator('#online_banking_portal_api_base-test-result[role="status"]');
    const ready = page.waitForResponse(
      (response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes('online_banking_portal_test_site'),
    );
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('The connection works.').waitFor();
    // The site's server makes the same sign-in after a direct test passes, quietly.
    assert.equal((await (await ready).json()).ok, true, "this site's server reaches the bank");
    await openAdmin(SETTINGS);
    await recommendation.waitFor();

    await page.getByLabel('Connection').selectOption('site');
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(await recommendation.count(), 0, 'no recommendation once through this site');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('The connection works.').waitFor();
    const text = await result.innerText();
    assert.ok(text.includes(`Reachable from this site's server: ${DEMO_API}/api/users.php answered in `), text);
    assert.ok(text.includes("This site's endpoint /wp-user/connect answers the browser."), text);
  } finally {
    wp('option-set', OPTION('connection'), 'direct');
    wp('option-set', '_transient_online_banking_portal_site_ready', '');
  }
});

test('through this site: the bank token never reaches the page; the bank gets it from the site; balance and sign-out work; the cookie goes', async () => {
  await throughTheSite(async () => {
    const base = path(BLOCK_URL).replace(/\/$/, '');
    const p = await freshPage();
    const answers = [];
    p.on('response', (response) => {
      answers.push(
        response.text().then(
          (body) => `${response.url()} ${JSON.stringify(response.headers())} ${body}`,
          () => '',
        ),
      );
    });
    const mark = await journalMark();
    try {
      await signInAsCustomer(p, base);
      const balance = await customerBalance();
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();

      // What the bank saw: the sign-in and the dashboard calls, all from the site's server. The
      // dashboard's reads leave together and the balance may show before the last has reached the
      // bank, so the journal is read until it holds them (or the time is up).
      let seen = await journal(mark);
      for (const until = Date.now() + 10_000; seen.filter((e) => e.call !== 'userlogin').length < 2 && Date.now() < until; seen = await journal(mark)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        seen.some((e) => e.call === 'userlogin'),
        'the sign-in reached the bank',
      );
      const dashboard = seen.filter((e) => e.call !== 'userlogin');
      assert.ok(dashboard.length >= 2, `dashboard calls reached the bank: ${dashboard.map((e) => e.call)}`);
      const tokens = [...new Set(dashboard.map((e) => e.token))];
      assert.equal(tokens.length, 1, 'one session token on every dashboard call');
      const jwt = tokens[0];
      assert.ok(jwt.length > 20 && !jwt.startsWith('site:'), 'the token the bank issued, not the marker');
      for (const e of seen) {
        assert.deepEqual([e.origin, e.cookies], ['', false], `${e.call}: sent by the site's server, without the visitor's cookies or Origin`);
        assert.doesNotMatch(e.userAgent, /Chrome/, `${e.call}: not the browser`);
      }

      // Nowhere a script of the page can read it.
      const exposed = await p.evaluate(async (token) => {
        const found = [];
        const scan = (where, text) => text && text.includes(token) && found.push(where);
        for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) scan(`storage ${store.key(i)}`, store.getItem(store.key(i)));
        scan('document.cookie', document.cookie);
        scan('DOM', document.documentElement.outerHTML);
        for (const host of document.querySelectorAll('[data-bank-widget]')) scan('shadow DOM', host.shadowRoot?.innerHTML ?? '');
        for (const key of Object.getOwnPropertyNames(window)) {
          try {
            const value = window[key];
            if (typeof value === 'string') scan(`window.${key}`, value);
            else if (value && typeof value === 'object' && !(value instanceof Node) && value !== window) scan(`window.${key}`, JSON.stringify(value) ?? '');
          } catch {
            // Not serialisable (cycles, cross-origin frames): not where a token would be kept.
          }
        }
        const databases = indexedDB.databases ? await indexedDB.databases() : [];
        if (databases.length) found.push(`IndexedDB ${databases.map((d) => d.name)}`);
        return found;
      }, jwt);
      assert.deepEqual(exposed, [], 'the token is in no storage, cookie, global or DOM of the page');
      const received = await Promise.all(answers);
      assert.deepEqual(
        received.filter((text) => text.includes(jwt)).map((text) => text.slice(0, 80)),
        [],
        'the token is in no answer the page received',
      );
      const cookie = (await p.context().cookies()).find((c) => c.name === SESSION_COOKIE);
      assert.ok(cookie, 'the session cookie');
      assert.deepEqual(
        [cookie.httpOnly, cookie.sameSite, cookie.path, cookie.expires],
        [true, 'Strict', '/wp-user/connect', -1],
        'HttpOnly, SameSite=Strict, for the endpoint only, a session cookie',
      );

      // The block is 720 px wide: the main menu is a drawer there.
      const logOut = p.getByRole('button', { name: 'Log Out' });
      if (!(await logOut.isVisible())) await p.getByRole('button', { name: 'Menu', exact: true }).click();
      await logOut.click();
      await p.waitForURL((url) => url.pathname === `${base}/auth`);
      await expectNoCookie(p);
      assert.equal((await journal(mark)).filter((e) => e.call === 'signout').length, 0, "sign-out is the site's own business");
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

test('through this site: a dashboard view asks WordPress at most twice, the page and one batch of its reads, and shows the balance', async () => {
  await throughTheSite(async () => {
    const p = await freshPage();
    try {
      await signInAsCustomer(p);
      const balance = await customerBalance();
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();
      // A view: the dashboard loaded again; each document or call of the page's own site boots WordPress.
      const asked = [];
      p.on('request', (request) => {
        if (new URL(request.url()).origin === SITE && ['document', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(request.url());
      });
      await p.reload();
      await p.locator('.balance-card .stat-value').getByText(balance).waitFor();
      await p.waitForLoadState('networkidle');
      assert.ok(asked.length <= 2, `at most 2 requests to WordPress per dashboard view: ${asked.join(', ')}`);
      assert.deepEqual(
        asked.map((url) => new URL(url).pathname + new URL(url).search),
        ['/wp-user/dashboard', '/wp-user/connect?batch=1'],
        'the page, then its reads in one batch',
      );
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

/** A 1×1 PNG; with `padding` bytes after its end, as large as asked (image readers stop at the end). */
const png = (name, padding = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'), Buffer.alloc(padding)]),
});

test('through this site: a crypto deposit with its proof file, and a transfer with its PIN; a proof over upload_max_filesize (2M) gets the limit beside the field, the amount kept', async () => {
  await throughTheSite(async () => {
    const p = await freshPage();
    try {
      await signInAsCustomer(p);
      await p.goto(`${SITE}/wp-user/dashboard/add-funds/crypto`);
      const amount = p.getByLabel('Amount ($)');
      await amount.fill('12.5');
      await amount.blur();
      const proof = p.getByLabel('Payment Proof');
      await proof.setInputFiles(png('big-proof.png', 3 * 1024 * 1024));
      await p.getByRole('button', { name: 'Submit Deposit' }).click();
      const message = p.locator('.field-error').filter({ hasText: /This file is larger than this site accepts \(2 MB, upload_max_filesize\)/ });
      await message.waitFor();
      assert.equal(await proof.getAttribute('aria-invalid'), 'true', 'the message belongs to the file field');
      assert.ok((await proof.getAttribute('aria-describedby')).includes(await message.getAttribute('id')), 'the file field names the message');
      assert.equal(await amount.inputValue(), '12.50', 'the typed amount stays');

      const mark = await journalMark();
      await proof.setInputFiles(png('proof.png'));
      await p.getByRole('button', { name: 'Submit Deposit' }).click();
      await p.getByText('Payment Pending!').waitFor();
      const pending = (await (await fetch(`${DEMO_API}/__demo/state`)).json()).pendingDeposits;
      assert.ok(
        pending.some((d) => d.kind === 'crypto' && d.amount === 12.5),
        'the bank holds the deposit, its proof passed on by the site',
      );
      const sent = (await journal(mark)).find((e) => e.call === 'newcd');
      assert.ok(sent && sent.token && !sent.token.startsWith('site:') && sent.origin === '', 'sent by the site with the held token');

      // A transfer with its PIN.
      await p.goto(`${SITE}/wp-user/dashboard/send`);
      await fillRecipient(p);
      await p.getByLabel('Amount', { exact: true }).fill('10');
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByRole('button', { name: 'Confirm and enter PIN' }).click();
      await p.getByRole('group', { name: 'Transaction PIN' }).getByLabel('Digit 1 of 4').click();
      await p.keyboard.type('1234');
      await p.keyboard.press('Enter');
      await p.getByText('Successful! Await Confirmation').waitFor();
      const calls = (await journal(mark)).filter((e) => ['confirmmypin', 'newtrs'].includes(e.call));
      assert.deepEqual(
        calls.map((e) => [e.call, e.token === sent.token, e.origin]),
        [
          ['confirmmypin', true, ''],
          ['newtrs', true, ''],
        ],
        'the PIN and the transfer reached the bank from the site, with the held token',
      );
    } finally {
      await p.context().close();
    }
  });
  assert.deepEqual(pageErrors, []);
});

async function expectNoCookie(p) {
  for (let i = 0; i < 50; i++) {
    if (!(await p.context().cookies()).some((c) => c.name === SESSION_COOKIE)) return;
    await p.waitForTimeout(100);
  }
  assert.fail('the session cookie is still there after sign-out');
}

test('through this site: what the widget would never send is refused before the bank', async () => {
  await throughTheSite(async () => {
    const endpoint = `${SITE}/wp-user/connect`;
    const origin = new URL(SITE).origin;
    const form = () => {
      const body = new FormData();
      body.append('email', CUSTOMER.email);
      body.append('password', CUSTOMER.password);
      return body;
    };
    const widget = { 'X-Bank-Widget': '1', Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
    const mark = await journalMark();
    const refusals = [
      ['a GET', `${endpoint}?crud=userlogin`, { method: 'GET', headers: widget }, 405],
      ['no widget header', `${endpoint}?crud=userlogin`, { method: 'POST', headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, body: form() }, 403],
      [
        'another origin',
        `${endpoint}?crud=userlogin`,
        { method: 'POST', headers: { 'X-Bank-Widget': '1', Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' }, body: form() },
        403,
      ],
      ['a crud the contract does not name', `${endpoint}?crud=deleteuser`, { method: 'POST', headers: widget, body: form() }, 400],
      ['another host or path named', `${endpoint}?crud=userlogin&url=https%3A%2F%2Fevil.test%2Fx.php`, { method: 'POST', headers: widget, body: form() }, 400],
    ];
    for (const [what, url, init, status] of refusals) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      assert.equal(response.status, status, what);
      assert.equal(response.headers.get('cache-control'), 'no-store', `${what}: never cached`);
    }
    // A page of another origin posting with the visitor's cookies (the subdirectory site is another port).
    const p = await freshPage();
    try {
      await p.goto(`${SUBSITE}/`);
      const outcome = await p.evaluate(async (url) => {
        const body = new FormData();
        body.append('email', 'demo@bank.test');
        body.append('password', 'demo1234');
        return fetch(url, { method: 'POST', body, credentials: 'include', mode: 'no-cors' }).then(
          (r) => r.type,
          (e) => String(e),
        );
      }, `${endpoint}?crud=userlogin`);
      assert.ok(outcome, 'the cross-origin post was sent');
    } finally {
      await p.context().close();
    }
    assert.deepEqual(await journal(mark), [], 'none of them reached the bank');
  });
  // Connecting directly, the site has no endpoint at all.
  const mark = await journalMark();
  const body = new FormData();
  body.append('email', CUSTOMER.email);
  body.append('password', CUSTOMER.password);
  const direct = await fetch(`${SITE}/wp-user/connect?crud=userlogin`, { method: 'POST', headers: { 'X-Bank-Widget': '1', Origin: new URL(SITE).origin }, body });
  assert.equal(direct.headers.get('set-cookie'), null, 'no session');
  assert.doesNotMatch(await direct.text(), /"jwt"/, 'no sign-in answer');
  assert.deepEqual(await journal(mark), [], 'connecting directly, nothing went to the bank through the site');
});
