/**
 * The app's pages as a visitor gets them: the base path, the shortcode and the block pages,
 * the query var, optimisers and a strict Content-Security-Policy, page caches, widget areas, nested
 * blocks, and the block and classic themes.
 */
import { readdirSync } from 'node:fs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  env,
  SITE,
  SHORTCODE_URL,
  LEGACY_SHORTCODE_URL,
  BLOCK_URL,
  TWO_BANKS_URL,
  BLOCK_THEME,
  CUSTOMER,
  SLUG,
  MOUNT_ID,
  CLASSIC_THEME,
  TT3,
  wp,
  path,
  has,
  hasNot,
  get,
  defaultOptions,
  assertAppPage,
  page,
  pageErrors,
  shot,
  widgetRendered,
  logMark,
  logProblemsSince,
  SETTINGS,
  openAdmin,
  freshPage,
  signInForm,
} from './setup.mjs';

test('app URLs are served with the block theme; others are not', async () => {
  for (const url of [`${SITE}/wp-user`, `${SITE}/wp-user/`, `${SITE}/wp-user/auth/signin`, `${SITE}/wp-user/dashboard/add-funds/it`]) {
    const served = await get(url);
    assertAppPage(served, url, '/wp-user');
    has(served.html, /<div class="wp-site-blocks"><header class="wp-block-template-part">/, `${url}: the theme's header part`);
    has(served.html, /<footer class="wp-block-template-part">/, `${url}: the theme's footer part`);
    has(served.html, /<title>Online banking/, `${url}: title`);
    has(served.html, /<meta name='robots' content='[^']*noindex/, `${url}: noindex`);
    has(served.html, /class="[^"]*online-banking-portal-app-page/, `${url}: body class`);
  }
  for (const url of [`${SITE}/wp-users`, `${SITE}/wp-user-x/auth/signin`, `${SITE}/xwp-user`]) {
    const other = await get(url);
    assert.equal(other.status, 404, `${url} is not an app URL`);
    hasNot(other.html, /bank\.js/, `${url}: no bank.js`);
  }
  const home = await get(`${SITE}/`);
  assert.equal(home.status, 200);
  hasNot(home.html, /bank\.js|data-bank-options/, 'the home page does not load bank.js');
});

test('every PHP file of the plugin refuses direct access', async () => {
  const dir = `${env('WP_ROOT')}/wp-content/plugins/${SLUG}`;
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.php'));
  assert.ok(files.length >= 12, `found ${files.length} PHP files`);
  for (const file of files) {
    const direct = await get(`${SITE}/wp-content/plugins/${SLUG}/${file}`);
    assert.equal(direct.html, '', `${file} printed something when opened directly`);
  }
});

test('the query var on a post, a page or the home page leaves them as they were', async () => {
  const mark = logMark();
  const title = (html) => (html.match(/<title>([^<]*)<\/title>/) || [])[1];
  for (const url of [`${SITE}/hello-world/`, `${SITE}/sample-page/`, `${SITE}/?page_id=2`, `${SITE}/?p=1`, `${SITE}/`, `${SITE}/no-such-page/`]) {
    const plain = await get(url);
    for (const queryVar of ['online_banking_portal_app', 'wp_bank_app']) {
      const probed = `${url}${url.includes('?') ? '&' : '?'}${queryVar}=1`;
      const served = await get(probed);
      assert.equal(served.status, plain.status, `${probed}: same status as without it`);
      hasNot(served.html, /bank\.js|data-bank-options|online-banking-portal-app-page/, `${probed}: no app`);
      if (plain.status === 200) assert.equal(title(served.html), title(plain.html), `${probed}: same page`);
      if (plain.location) assert.equal(new URL(served.location).pathname, new URL(plain.location).pathname, `${probed}: same redirect`);
    }
  }
  assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning or notice from those requests');
});

test('deep link to sign-in, sign in, reach the dashboard, reload and stay', async () => {
  await page.goto(`${SITE}/wp-user/auth/signin`);
  assert.equal(path(page.url()), '/wp-user/auth/signin', 'the deep link is not redirected');
  await widgetRendered();
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await shot('1-signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/wp-user/dashboard', { timeout: 20_000 });
  await widgetRendered();
  await shot('2-dashboard');

  await page.reload();
  assert.equal(path(page.url()), '/wp-user/dashboard', 'reload keeps the URL');
  await widgetRendered();
  await page.waitForTimeout(1500); // the session check after reload must not send the customer elsewhere
  assert.equal(path(page.url()), '/wp-user/dashboard', 'still on the dashboard after the reload settled');
  assert.equal(await page.getByRole('button', { name: 'Sign In' }).count(), 0, 'not the sign-in form');
  await shot('3-dashboard-reloaded');
  assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
});

test('a page holding [online_banking_portal] mounts the widget, and its sub-URLs reload; [wp_bank] still works', async () => {
  const base = path(SHORTCODE_URL).replace(/\/$/, '');
  const served = await get(SHORTCODE_URL);
  assertAppPage(served, SHORTCODE_URL, base);

  await page.goto(SHORTCODE_URL);
  await widgetRendered();
  // Signed in (previous test): the widget's root sends the customer to its dashboard.
  await page.waitForURL((url) => url.pathname === `${base}/dashboard`);
  await page.reload();
  assert.equal(path(page.url()), `${base}/dashboard`);
  await widgetRendered();
  await shot('4-shortcode-page');

  const sub = await get(`${SITE}${base}/auth/signin`);
  assertAppPage(sub, `${base}/auth/signin`, base);
  assert.equal((await get(`${SITE}${base}x/auth/signin`)).status, 404, 'a look-alike path is still a 404');

  const legacyBase = path(LEGACY_SHORTCODE_URL).replace(/\/$/, '');
  assertAppPage(await get(LEGACY_SHORTCODE_URL), LEGACY_SHORTCODE_URL, legacyBase);
  assertAppPage(await get(`${SITE}${legacyBase}/auth/signin`), `${legacyBase}/auth/signin`, legacyBase);
  assert.deepEqual(pageErrors, []);
});

test('a page holding only the block: the sign-in form, its deep link too, signing in there; its attributes reach mountBank', async () => {
  const base = path(BLOCK_URL).replace(/\/$/, '');
  const withAttributes = { ...defaultOptions(base), appearance: { colorScheme: 'dark' } };
  const served = await get(BLOCK_URL);
  assertAppPage(served, BLOCK_URL, base, withAttributes);
  const wrapper = served.html.match(new RegExp(`<div ([^>]*)><div id="${MOUNT_ID}"`));
  assert.ok(wrapper, `${BLOCK_URL}: the block's wrapper around the mount element`);
  has(wrapper[1], /\bclass="wp-block-online-banking-portal-bank"/, `${BLOCK_URL}: the block's class`);
  has(wrapper[1], /\bstyle="max-width:720px"/, `${BLOCK_URL}: the block's maximum width`);
  assertAppPage(await get(`${SITE}${base}/auth/signin`), `${base}/auth/signin`, base, withAttributes);
  assert.equal((await get(`${SITE}${base}x/auth/signin`)).status, 404, 'a look-alike path is still a 404');

  const p = await freshPage();
  try {
    await p.goto(BLOCK_URL);
    await widgetRendered(p);
    // Signed out, the page shows the customer area's welcome (/auth), whose "Sign In" leads to the form.
    await p.waitForURL((url) => url.pathname === `${base}/auth`);
    await p.getByRole('link', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === `${base}/auth/signin`);
    await signInForm(p, BLOCK_URL);
    assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).getAttribute('data-scheme'), 'dark', "the block's colour scheme");
    const width = await p.locator('.wp-block-online-banking-portal-bank').evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width <= 720 && width > 600, `the block is at most 720 px wide (${width})`);

    await p.goto(`${SITE}${base}/auth/signin`);
    assert.equal(path(p.url()), `${base}/auth/signin`, 'the deep link is not redirected');
    await widgetRendered(p);
    await p.getByLabel('Email').fill(CUSTOMER.email);
    await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await shot('block-signin', p);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.waitForURL((url) => url.pathname === `${base}/dashboard`, { timeout: 20_000 });
    await widgetRendered(p);
    await shot('block-dashboard', p);
  } finally {
    await p.context().close();
  }
  assert.deepEqual(pageErrors, []);
});

test('a second block, or a shortcode, on the same page renders nothing extra', async () => {
  const base = path(TWO_BANKS_URL).replace(/\/$/, '');
  const served = await get(TWO_BANKS_URL);
  // The first block's options: colorScheme light, no maximum width.
  assertAppPage(served, TWO_BANKS_URL, base, { ...defaultOptions(base), appearance: { colorScheme: 'light' } });
  assert.equal(served.html.match(/online-banking-portal-root/g).length, 1, 'one mount element');
  assert.equal(served.html.match(/data-bank-options=/g).length, 1, 'one set of options');
  hasNot(served.html, /online-banking-portal-note/, 'no note for a visitor');
  assert.equal(served.html.match(/class="wp-block-online-banking-portal-bank/g).length, 1, 'one block wrapper: the second block left nothing behind');
  hasNot(served.html, /max-width:480px|\[online_banking_portal\]/, 'neither the second block nor the shortcode');
  assertAppPage(await get(`${SITE}${base}/auth/signin`), `${base}/auth/signin`, base, { ...defaultOptions(base), appearance: { colorScheme: 'light' } });
});

/**
 * A customer on the block page's sign-in address, as an optimiser left the page: the form shows
 * within 3 s of the answer without any interaction (no mouse, no key), then signing in shows the
 * dashboard's balance.
 */
async function signInUntouched(p, url, where) {
  await p.goto(url, { waitUntil: 'commit' });
  const started = Date.now();
  await p
    .getByLabel('Email')
    .waitFor({ timeout: 3_000 })
    .catch(() => signInForm(p, `${where}: within 3 s`).then(() => assert.fail(`${where}: the sign-in form took ${Date.now() - started} ms`)));
  await p.getByLabel('Email').fill(CUSTOMER.email);
  await p.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.locator('.balance-card .stat-value').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
}

/**
 * The page rewrites of optimisation plugins (optimizers-mu-plugin.php, toggled by the option
 * obp_e2e_optimizer), each honouring its plugin's documented exclusion, and what each does to
 * bank.js's tag when the online banking plugin's exclusion is unhooked.
 */
const OPTIMISERS = {
  delay: (html) => /<script type="obp\/delayed"[^>]*data-obp-src=["'][^"']*\/assets\/bank\.js/.test(html),
  defer: (html) => /<script defer [^>]*src=["'][^"']*\/assets\/bank\.js/.test(html),
  combine: (html) => !/\/assets\/bank\.js/.test(html) && /<script defer src="[^"]*\/wp-content\/cache\/obp-e2e-combined\/[0-9a-f]{32}\.js"><\/script><\/body>/.test(html),
  'rocket-loader': (html) => /<script type="obp1a2b3c-text\/javascript"[^>]*data-obp-src=["'][^"']*\/assets\/bank\.js/.test(html),
};
const OUR_TAG = /<script data-cfasync="false" data-no-optimize="1" [^>]*src=["'][^"']*\/assets\/bank\.js\?ver=[0-9a-f]{20}["'][^>]*><\/script>/;

for (const [optimiser, took] of Object.entries(OPTIMISERS)) {
  test(`optimiser "${optimiser}": bank.js left out, the sign-in form within 3 s without interaction and a customer signs in; unhooked, the bank still shows`, async () => {
    const base = path(BLOCK_URL).replace(/\/$/, '');
    const url = `${SITE}${base}/auth/signin`;
    const pages = [];
    try {
      wp('option-set', 'obp_e2e_optimizer', optimiser);
      const served = await get(url);
      has(served.html, OUR_TAG, `${optimiser}: bank.js as the plugin printed it`);
      assert.ok(!took(served.html), `${optimiser}: bank.js left out`);
      pages.push(await freshPage());
      await signInUntouched(pages[0], url, optimiser);

      wp('option-set', 'obp_e2e_optimizer', `${optimiser}:unhooked`);
      assert.ok(took((await get(url)).html), `${optimiser}, unhooked: the optimiser took bank.js`);
      pages.push(await freshPage());
      const p = pages[1];
      await p.goto(url);
      if (optimiser === 'delay') {
        await p.waitForTimeout(500);
        assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).count(), 0, 'held until an interaction');
        assert.equal(await p.locator('.online-banking-portal-loading').innerText(), 'Loading online banking…', 'a calm placeholder meanwhile');
        await p.keyboard.press('Shift');
      }
      await signInForm(p, `${optimiser}, unhooked`);
    } finally {
      wp('option-set', 'obp_e2e_optimizer', '');
      for (const p of pages) await p.context().close();
    }
    assert.deepEqual(pageErrors, []);
  });
}

test("Content-Security-Policy script-src 'self': the block page shows the sign-in form and a customer signs in", async () => {
  const base = path(BLOCK_URL).replace(/\/$/, '');
  const url = `${SITE}${base}/auth/signin`;
  const p = await freshPage();
  const refused = [];
  p.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()) && /bank/.test(message.text())) refused.push(message.text());
  });
  try {
    wp('option-set', 'obp_e2e_csp', '1');
    assert.equal((await fetch(url)).headers.get('content-security-policy'), "script-src 'self'");
    await signInUntouched(p, url, 'strict CSP');
    assert.deepEqual(refused, [], 'nothing of the bank refused');
  } finally {
    wp('option-set', 'obp_e2e_csp', '');
    await p.context().close();
  }
  assert.deepEqual(pageErrors, []);
});

test('a bank page is the same HTML for every visitor not signed in (page caches may keep it), and editors see a note on a second placement', async () => {
  const [first, second] = [await get(BLOCK_URL), await get(BLOCK_URL)];
  assert.equal(first.html, second.html, 'two visitors, one page');
  hasNot(first.html.match(new RegExp(`<div id="${MOUNT_ID}"[^>]*>`))[0], /nonce/i, 'no nonce in the mount element');
  // The administrator, signed in, on the page holding two blocks and the shortcode.
  await openAdmin(SETTINGS);
  await page.goto(TWO_BANKS_URL);
  const notes = page.locator('.online-banking-portal-note');
  await notes.first().waitFor();
  assert.equal(await notes.count(), 2, 'one note for the second block, one for the shortcode');
  assert.match(await notes.first().innerText(), /already on this page/);
  await widgetRendered();
});

test("the shortcode in a classic theme's widget area renders and mounts", async () => {
  wp('switch-theme', CLASSIC_THEME);
  wp('text-widget', 'sidebar-1', '[online_banking_portal]');
  const p = await freshPage();
  try {
    // On a page of the site (here one without a bank of its own), under that page's address.
    const url = `${SITE}/sample-page/`;
    const served = await get(url);
    assertAppPage(served, 'a page with the widget', '/sample-page');
    has(served.html, new RegExp(`class="widget widget_text"[^]*?<div id="${MOUNT_ID}"`), 'in the text widget');
    await p.goto(url);
    await widgetRendered(p);
    await p.waitForURL((at) => at.pathname === '/sample-page/auth');
    await p.getByRole('link', { name: 'Sign In' }).click();
    await signInForm(p, 'the widget area');
  } finally {
    await p.context().close();
    wp('text-widget', 'sidebar-1', '');
    wp('switch-theme', BLOCK_THEME);
  }
  assert.deepEqual(pageErrors, []);
});

test('the block inside Group and Columns blocks renders and mounts', async () => {
  const nested = wp(
    'create-page',
    'nested-banking',
    'Nested banking',
    '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:group --><div class="wp-block-group"><!-- wp:online-banking-portal/bank /--></div><!-- /wp:group --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Beside the bank.</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
  );
  const base = path(nested).replace(/\/$/, '');
  const served = await get(nested);
  assertAppPage(served, nested, base);
  const p = await freshPage();
  try {
    await p.goto(`${SITE}${base}/auth/signin`);
    await signInForm(p, nested);
    assert.equal(
      await p.locator(`.wp-block-columns > .wp-block-column .wp-block-group .wp-block-online-banking-portal-bank > #${MOUNT_ID}`).count(),
      1,
      'inside the group, inside the column',
    );
  } finally {
    await p.context().close();
  }
});

// Where site owners are: a block theme (Twenty Twenty-Three) and a classic one (Twenty Twenty-One),
// each with the base path, the shortcode page and the block page, in the browser.
for (const theme of [TT3, CLASSIC_THEME]) {
  test(`${theme}: the base path, the shortcode page and the block page show online banking`, async () => {
    wp('switch-theme', theme);
    const p = await freshPage();
    try {
      const pages = [
        [`${SITE}/wp-user/auth/signin`, '/wp-user', defaultOptions('/wp-user')],
        [SHORTCODE_URL, path(SHORTCODE_URL).replace(/\/$/, ''), null],
        [BLOCK_URL, path(BLOCK_URL).replace(/\/$/, ''), null],
      ];
      for (const [url, base, options] of pages) {
        const served = await get(url);
        assertAppPage(served, `${theme} ${url}`, base, options ?? (url === BLOCK_URL ? { ...defaultOptions(base), appearance: { colorScheme: 'dark' } } : defaultOptions(base)));
        has(served.html, new RegExp(`/wp-content/themes/${theme}/`), `${theme} ${url}: in that theme`);
        // The page's own deep link to the sign-in form, as a customer's bookmark opens it.
        await p.goto(`${SITE}${base}/auth/signin`);
        await widgetRendered(p);
        await signInForm(p, `${theme} ${base}/auth/signin`);
        assert.equal(path(p.url()), `${base}/auth/signin`, `${theme} ${base}/auth/signin: not redirected`);
        // One main landmark a page: the theme's where it puts the widget inside its own, else the widget's.
        assert.equal(await p.getByRole('main').count(), 1, `${theme} ${url}: one main landmark`);
        // Inside the theme's page: its header above, its footer below.
        const order = await p.evaluate((id) => {
          const mount = document.getElementById(id);
          const header = document.querySelector('header, #masthead');
          const footer = document.querySelector('footer, #colophon');
          const before = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return { header: !!header && before(header, mount), footer: !!footer && before(mount, footer) };
        }, MOUNT_ID);
        assert.deepEqual(order, { header: true, footer: true }, `${theme} ${url}: between the theme's header and footer`);
        await shot(`theme-${theme}-${base.replace(/\//g, '') || 'root'}`, p);
      }
    } finally {
      await p.context().close();
      wp('switch-theme', BLOCK_THEME);
    }
    assert.deepEqual(pageErrors, []);
  });
}
