/**
 * The settings that reach mountBank: the base path (what it may not hide, permalinks, its
 * length, a page published later), brand colour, colour scheme, inactivity, and the logo.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SITE,
  SHORTCODE_URL,
  BLOCK_THEME,
  SITE_TITLE,
  SITE_ICON_URL,
  OPTION,
  CLASSIC_THEME,
  wp,
  path,
  has,
  hasNot,
  get,
  mountOptions,
  assertAppPage,
  browser,
  context,
  page,
  shot,
  logMark,
  logProblemsSince,
  saveSettings,
  SETTINGS,
  openAdmin,
  errorNotice,
  savedNotice,
  refuseBasePath,
  defaultOptions,
} from './setup.mjs';

/**
 * Values run through a setting's sanitize callback the way options.php runs them on save
 * (wp-tool.php sanitize): what would be saved, and the error messages. Nothing is saved.
 */
const sanitize = (option, ...values) => JSON.parse(wp('sanitize', OPTION(option), ...values));

test('a base path that would hide something of the site is refused, naming it', async () => {
  const clashes = [
    ['/sample-page', 'that address belongs to "Sample Page" (Page)'],
    ['/Hello-World/more', 'that address belongs to "Hello world!" (Post)'],
    ['/site-icon', 'that address belongs to "Site icon" (Media)'],
    ['/category', 'that address belongs to the archives of "Categories"'],
    ['/tag/x', 'that address belongs to the archives of "Tags"'],
    ['/type', 'that address belongs to the archives of "Formats"'],
    ['/shop', 'that address belongs to the post type "Products"'],
    ['/products', 'that address belongs to the post type "Products"'],
    ['/author', 'that address belongs to author archives'],
    ['/search', 'that address belongs to search results'],
    ['/page', 'that address belongs to the following pages of your lists'],
    ['/feed', 'that address belongs to feeds'],
    ['/rss2', 'that address belongs to feeds'],
    ['/atom', 'that address belongs to feeds'],
    ['/embed', 'that address belongs to the embed view of your home page'],
    ['/comment-page-2', 'that address belongs to the comment pages of your home page'],
    ['/obp-e2e-api', 'that address belongs to the address pattern ^obp-e2e-api/v([0-9]+)/? (a rewrite rule of WordPress, your theme or a plugin)'],
    ['/comments', 'that address belongs to comment feeds'],
    ['/2024', 'that address belongs to date archives'],
    ['/wp-json', 'may not start with /wp-json: WordPress itself uses that address'],
    ['/wp-content/bank', 'may not start with /wp-content: WordPress itself uses that address'],
    ['/wp-login', 'may not start with /wp-login: WordPress itself uses that address'],
    ['/wp-links-opml', 'may not start with /wp-links-opml: WordPress itself uses that address'],
    ['/banking', 'that address belongs to "Banking" (Page)'],
    ['/wp-user"><script>', 'must start with "/" and hold only letters, digits'],
  ];
  const results = sanitize('base_path', ...clashes.map(([value]) => value));
  clashes.forEach(([value, reason], i) => {
    assert.equal(results[i].saved, '/wp-user', `${value}: refused`);
    assert.equal(results[i].errors.length, 1, `${value}: one message`);
    assert.ok(results[i].errors[0].includes(reason), `${value}: "${results[i].errors[0]}" gives the reason: ${reason}`);
    assert.ok(results[i].errors[0].endsWith('Your previous base path was kept.'), `${value}: says the old one was kept`);
  });
  const lookAlikes = ['/sample-page-banking', '/my-bank/online', '/Wp-User', '/embedded', '/comment-page', '/obp-e2e-apis', '/feeds'];
  const fine = sanitize('base_path', ...lookAlikes);
  assert.deepEqual(
    fine.map((r) => [r.saved, r.errors]),
    lookAlikes.map((value) => [value, []]),
    'look-alikes are fine',
  );

  // The same refusals through the settings form, as an administrator sees them.
  await openAdmin(SETTINGS);
  await refuseBasePath('/sample-page', 'that address belongs to "Sample Page" (Page), which online banking would hide', '/wp-user');
  await refuseBasePath('/category', 'that address belongs to the archives of "Categories"', '/wp-user');
  // A refusal is text: a rule's pattern such as (?<id>...) is shown as written, not read as a tag.
  await refuseBasePath('/obp-e2e-named', 'that address belongs to the address pattern ^obp-e2e-named/(?<id>[0-9]+)/? (a rewrite rule', '/wp-user');
  assert.equal(await page.locator('.notice-error id').count(), 0, 'no <id> element');
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), '/wp-user', 'the option is unchanged');
  // What was refused still answers as before.
  for (const url of ['/sample-page/', '/category/uncategorized/', '/author/admin/', '/search/hello/']) {
    const served = await get(`${SITE}${url}`);
    assert.equal(served.status, 200, `${url} still answers`);
    hasNot(served.html, /data-bank-options|mountBank/, `${url} is not the app`);
  }
});

test("permalinks starting with %category% or %author%: a category's or an author's slug is refused", async () => {
  const start = 'where your permalink structure starts the addresses of posts';
  try {
    wp('permalink', '/%category%/%postname%/');
    assert.equal((await get(`${SITE}/uncategorized/hello-world/`)).status, 200, 'the post answers below its category');
    const byCategory = sanitize('base_path', '/uncategorized', '/Uncategorized/more', '/Hello-World', '/admin');
    assert.deepEqual(
      byCategory.map((r) => r.saved),
      ['/wp-user', '/wp-user', '/Hello-World', '/admin'],
      "the category refused; a post's slug is no first segment now",
    );
    for (const r of byCategory.slice(0, 2))
      assert.ok(r.errors[0]?.includes(`that address belongs to "Uncategorized" (Category), ${start}, which online banking would hide.`), r.errors[0]);

    wp('permalink', '/%author%/%postname%/');
    assert.equal((await get(`${SITE}/admin/hello-world/`)).status, 200, 'the post answers below its author');
    const byAuthor = sanitize('base_path', '/admin', '/uncategorized');
    assert.deepEqual(
      byAuthor.map((r) => r.saved),
      ['/wp-user', '/uncategorized'],
    );
    assert.ok(byAuthor[0].errors[0]?.includes(`that address belongs to "admin" (Author), ${start}, which online banking would hide.`), byAuthor[0].errors[0]);
  } finally {
    wp('permalink', '/%postname%/');
  }
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), 'after the permalink structure came back', '/wp-user');
  assert.equal((await get(`${SITE}/hello-world/`)).status, 200);
});

test('a 5,000-character base path is saved and served; 6,001 and 70,000 characters are refused', async () => {
  const mark = logMark();
  await openAdmin(SETTINGS);
  const long = '/abcdefghi'.repeat(500);
  assert.equal(long.length, 5000);
  await page.getByLabel('Base path').fill(long);
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('base_path'))), long);
  assertAppPage(await get(`${SITE}${long}/auth/signin`), 'the 5,000-character base path', long);

  await refuseBasePath(`/${'a'.repeat(69_999)}`, 'The base path may be at most 6,000 characters long.', long);
  const limit = sanitize('base_path', `/${'x'.repeat(5999)}`, `/${'x'.repeat(6000)}`);
  assert.deepEqual(
    limit.map((r) => r.saved),
    [`/${'x'.repeat(5999)}`, long],
    '6,000 characters pass, 6,001 do not',
  );
  assert.ok(limit[1].errors[0].startsWith('The base path may be at most 6,000 characters long.'));
  assertAppPage(await get(`${SITE}${long}`), 'still served after the refusals', long);
  assert.equal((await get(`${SITE}/sample-page/`)).status, 200, 'the site still answers');

  await page.getByLabel('Base path').fill('/wp-user');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user/auth/signin`), '/wp-user/auth/signin', '/wp-user');
  assert.deepEqual(logProblemsSince(mark), [], 'no PHP warning (such as a regex too large) while the long base paths were saved and served');
});

test("a page published later with the base path's slug raises a notice on the Settings and Pages screens", async () => {
  const created = JSON.parse(wp('create-post', 'page', 'wp-user', 'Customer login', 'Hidden behind the app'));
  try {
    const text = 'which is also the address of "Customer login" (Page)';
    for (const screen of [SETTINGS, `${SITE}/wp-admin/edit.php?post_type=page`]) {
      await openAdmin(screen);
      const notice = page.locator('.notice-warning.online-banking-portal-clash');
      assert.equal(await notice.count(), 1, `${screen}: the clash notice`);
      assert.ok((await notice.textContent()).includes(`Online banking is served at /wp-user, ${text}`), `${screen}: names the clash`);
      has(await notice.textContent(), /Change that item's slug \(its permalink\), or choose another base path\./, `${screen}: names the fix`);
      assert.equal(await notice.getByRole('link', { name: 'Edit it' }).getAttribute('href'), `${SITE}/wp-admin/post.php?post=${created.id}&action=edit`);
      await notice.getByRole('link', { name: 'Settings > Online Banking' }).waitFor();
    }
    await shot('6-clash-notice');
  } finally {
    wp('delete-post', String(created.id));
  }
  await openAdmin(SETTINGS);
  assert.equal(await page.locator('.online-banking-portal-clash').count(), 0, 'no notice once the page is gone');
});

test('brand colour, colour scheme and inactivity timeout reach mountBank; bad values are refused', async () => {
  await openAdmin(SETTINGS);
  // The widget's four appearance.colorScheme values, in plain words; the saved 'auto' is the default.
  const choices = await page.locator(`#${OPTION('color_scheme')} option`).evaluateAll((options) => options.map((o) => [o.value, o.textContent, o.selected]));
  assert.deepEqual(choices, [
    ['auto', 'Match the page', true],
    ['system', "Follow the visitor's device setting", false],
    ['light', 'Always light', false],
    ['dark', 'Always dark', false],
  ]);
  has(
    await page.locator(`#${OPTION('color_scheme')}-description`).textContent(),
    /^Match the page: light or dark screens, whichever suits your theme's own background behind online banking/,
    "the colour scheme's help text",
  );
  await page.getByLabel('Brand colour').fill('#0A7D5A');
  await page.getByLabel('Colour scheme').selectOption('dark');
  await page.getByLabel('Sign out after inactivity (minutes)').fill('30');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('brand_color'))), '#0a7d5a');
  const custom = {
    ...defaultOptions('/wp-user'),
    appearance: { colorScheme: 'dark', variables: { colorPrimary: '#0a7d5a' } },
    idleMinutes: 30,
  };
  assertAppPage(await get(`${SITE}/wp-user`), 'custom settings', '/wp-user', custom);

  await page.getByLabel('Brand colour').fill('"><script>alert(1)</script>');
  await saveSettings();
  await errorNotice('The brand colour must be a hex colour such as #0a7d5a, or empty for the default colour. Your previous colour was kept.').first().waitFor();
  assert.equal(await page.getByLabel('Brand colour').inputValue(), '#0a7d5a', 'the previous colour is kept');
  const colours = sanitize('brand_color', 'red', '#12345', '#0a7d5a; background:url(x)', 'javascript:alert(1)', '#ABC', ' #A1B2C3 ', '');
  assert.deepEqual(
    colours.map((r) => r.saved),
    ['#0a7d5a', '#0a7d5a', '#0a7d5a', '#0a7d5a', '#aabbcc', '#a1b2c3', ''],
  );
  assert.deepEqual(
    colours.map((r) => r.errors.length),
    [1, 1, 1, 1, 0, 0, 0],
  );

  await page.getByLabel('Sign out after inactivity (minutes)').fill('0');
  await saveSettings();
  await errorNotice('Sign out after inactivity must be a whole number of minutes from 1 to 120. Your previous value was kept.').first().waitFor();
  assert.equal(await page.getByLabel('Sign out after inactivity (minutes)').inputValue(), '30', 'the previous value is kept');
  const minutes = sanitize('idle_minutes', '121', '2.5', 'ten', '-5', '', '1', '120', ' 7 ');
  assert.deepEqual(
    minutes.map((r) => r.saved),
    [30, 30, 30, 30, 30, 1, 120, 7],
  );
  assert.deepEqual(
    minutes.map((r) => r.errors.length),
    [1, 1, 1, 1, 1, 0, 0, 0],
  );
  const schemes = sanitize('color_scheme', 'light', 'auto', 'system', 'DARK', 'System', '', 'device');
  assert.deepEqual(
    schemes.map((r) => r.saved),
    ['light', 'auto', 'system', 'dark', 'dark', 'dark', 'dark'],
  );
  assert.deepEqual(
    schemes.map((r) => r.errors.length),
    [0, 0, 0, 1, 1, 1, 1],
  );

  // 'system' (the device's setting) reaches the widget as such.
  await page.getByLabel('Colour scheme').selectOption('system');
  await saveSettings();
  await savedNotice().first().waitFor();
  assert.equal(JSON.parse(wp('option-get', OPTION('color_scheme'))), 'system');
  custom.appearance.colorScheme = 'system';
  assertAppPage(await get(`${SITE}/wp-user`), 'colour scheme "system"', '/wp-user', custom);
  // A forged choice, as a crafted form would send it.
  await page.locator(`#${OPTION('color_scheme')}`).evaluate((select) => {
    select.add(new Option('Neon', 'neon', true, true));
  });
  await saveSettings();
  await errorNotice(
    'The colour scheme must be one of these: "Match the page", "Follow the visitor\'s device setting", "Always light", "Always dark". Your previous colour scheme was kept.',
  )
    .first()
    .waitFor();
  const saved = JSON.parse(wp('options-get', OPTION('color_scheme'), OPTION('idle_minutes')));
  assert.deepEqual([saved[OPTION('color_scheme')], Number(saved[OPTION('idle_minutes')])], ['system', 30]);
  assertAppPage(await get(`${SITE}/wp-user`), 'after the refusals', '/wp-user', custom);

  await page.getByLabel('Brand colour').fill('');
  await page.getByLabel('Colour scheme').selectOption('auto');
  await page.getByLabel('Sign out after inactivity (minutes)').fill('5');
  await saveSettings();
  await savedNotice().first().waitFor();
  assertAppPage(await get(`${SITE}/wp-user`), 'defaults again: no colorPrimary', '/wp-user');

  // Both names of the options filter apply: the new one, then the first release's.
  wp('option-set', 'obp_e2e_filter_probe', '1');
  try {
    const filtered = mountOptions((await get(`${SITE}/wp-user`)).html, 'filtered');
    assert.equal(filtered.uploadsBase, '/from-new-filter');
    assert.equal(filtered.adminUrl, 'https://legacy-filter.example/admin/');
  } finally {
    wp('option-set', 'obp_e2e_filter_probe', '');
  }
});

test("logo: the one set reaches mountBank; else the theme's custom logo, else the site icon; bad addresses are refused", async () => {
  await openAdmin(SETTINGS);
  const logo = page.getByLabel('Logo', { exact: true });
  assert.equal(await logo.inputValue(), '', 'no logo set by default');
  has(await page.locator(`#${OPTION('logo_url')}-description`).textContent(), /Leave it empty to use your theme's logo, or your site icon/, "the logo's help text");
  const withLogo = (logoUrl, basePath = '/wp-user') => ({ ...defaultOptions(basePath), brand: { name: SITE_TITLE, logoUrl } });
  try {
    await logo.fill(' https://cdn.example.test/brand/logo.svg?v=2 ');
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(JSON.parse(wp('option-get', OPTION('logo_url'))), 'https://cdn.example.test/brand/logo.svg?v=2');
    assertAppPage(await get(`${SITE}/wp-user`), 'an https logo', '/wp-user', withLogo('https://cdn.example.test/brand/logo.svg?v=2'));
    const base = path(SHORTCODE_URL).replace(/\/$/, '');
    assertAppPage(await get(SHORTCODE_URL), 'an https logo, shortcode page', base, withLogo('https://cdn.example.test/brand/logo.svg?v=2', base));

    // A refused address keeps the saved one, with the reason.
    await logo.fill('javascript:alert(1)');
    await saveSettings();
    await errorNotice(
      "The logo must be an image address starting with https://, an address of this site starting with /, or empty for your theme's logo or site icon. Your previous logo was kept.",
    )
      .first()
      .waitFor();
    assert.equal(await logo.inputValue(), 'https://cdn.example.test/brand/logo.svg?v=2', 'the previous logo is kept');

    // An address of this site (as the media library gives it, over http here) is saved as its path.
    await logo.fill(`${SITE}/wp-content/uploads/bank-logo.png`);
    await saveSettings();
    await savedNotice().first().waitFor();
    assert.equal(await logo.inputValue(), '/wp-content/uploads/bank-logo.png');
    assertAppPage(await get(`${SITE}/wp-user`), 'a logo of this site', '/wp-user', withLogo('/wp-content/uploads/bank-logo.png'));

    const refused = [
      'http://elsewhere.example/logo.png', // not https: a mixed-content image on an https site
      '//elsewhere.example/logo.png',
      'logo.png',
      'data:image/svg+xml,<svg/>',
      'ftp://elsewhere.example/logo.png',
      'https://user:secret@elsewhere.example/logo.png',
      'https://elsewhere.example/a logo.png',
      'https://elsewhere.example/logo.png#top',
      '/wp-content/"><script>alert(1)</script>',
      '/\\elsewhere.example/logo.png',
      `https://elsewhere.example/${'a'.repeat(2000)}.png`,
    ];
    const results = sanitize('logo_url', ...refused);
    assert.deepEqual(
      results.map((r) => [r.value.slice(0, 40), r.saved]),
      refused.map((value) => [value.slice(0, 40), '/wp-content/uploads/bank-logo.png']),
      'each refused, the saved logo kept',
    );
    assert.deepEqual(
      results.map((r) => r.errors.length),
      refused.map(() => 1),
      'one message each',
    );
    const accepted = sanitize('logo_url', 'https://CDN.example.test/logo.png', '/logo.png?size=2', `${SITE}/wp-content/uploads/x.png?ver=3`, '');
    assert.deepEqual(
      accepted.map((r) => r.saved),
      ['https://CDN.example.test/logo.png', '/logo.png?size=2', '/wp-content/uploads/x.png?ver=3', ''],
    );

    // Empty: the theme's custom logo (classic theme's Site Identity), else the site icon.
    await logo.fill('');
    await saveSettings();
    await savedNotice().first().waitFor();
    assertAppPage(await get(`${SITE}/wp-user`), 'no logo set: the site icon', '/wp-user');
    wp('switch-theme', CLASSIC_THEME);
    try {
      const customLogo = wp('custom-logo', 'bank-custom-logo', 'Bank custom logo');
      assert.match(customLogo, /\/wp-content\/uploads\/.*bank-custom-logo.*\.png$/);
      assertAppPage(await get(`${SITE}/wp-user`), "the theme's custom logo", '/wp-user', withLogo(customLogo));
      wp('custom-logo-remove');
      assertAppPage(await get(`${SITE}/wp-user`), 'custom logo removed: the site icon again', '/wp-user');
    } finally {
      wp('custom-logo-remove');
      wp('switch-theme', BLOCK_THEME);
    }
  } finally {
    wp('option-set', OPTION('logo_url'), '');
  }
});

test('logo: "Choose from the media library" fills the field with the chosen image, saved as its path', async () => {
  await openAdmin(SETTINGS);
  // wp-admin with its own scripts this time (the shared context skips them): the media library's.
  const full = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    full.setDefaultTimeout(30_000);
    await full.addCookies(await context.cookies());
    const p = await full.newPage();
    await p.goto(SETTINGS);
    assert.equal(p.url(), SETTINGS, 'signed in to wp-admin');
    await p.getByRole('button', { name: 'Choose from the media library' }).click();
    const modal = p.locator('.media-modal');
    await modal.getByRole('heading', { name: 'Choose a logo' }).waitFor();
    // It opens on "Upload files" while the library is still loading.
    await modal.getByRole('tab', { name: 'Media Library' }).click();
    await modal.locator('li.attachment[aria-label="Site icon"]').click();
    await modal.getByRole('button', { name: 'Use as logo' }).click();
    await modal.waitFor({ state: 'hidden' });
    const logo = p.getByLabel('Logo', { exact: true });
    assert.equal(await logo.inputValue(), SITE_ICON_URL, "the chosen image's address");
    await Promise.all([p.waitForNavigation({ waitUntil: 'load' }), p.getByRole('button', { name: 'Save Changes' }).click()]);
    await p.locator('.notice-success, .updated').filter({ hasText: 'Settings saved.' }).first().waitFor();
    const saved = path(SITE_ICON_URL);
    assert.equal(await logo.inputValue(), saved, 'an address of this site is saved as its path');
    assertAppPage(await get(`${SITE}/wp-user`), 'the logo chosen from the media library', '/wp-user', {
      ...defaultOptions('/wp-user'),
      brand: { name: SITE_TITLE, logoUrl: saved },
    });
  } finally {
    await full.close();
    wp('option-set', OPTION('logo_url'), '');
  }
});
