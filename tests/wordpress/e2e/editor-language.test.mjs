/**
 * WordPress around the widget: the block in the block editor, the site and the administrator in
 * French, and the app page in a classic theme.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SITE,
  BLOCK_THEME,
  SITE_TITLE,
  SLUG,
  OPTION,
  MOUNT_ID,
  wp,
  has,
  hasNot,
  get,
  mountOptions,
  assertAppPage,
  browser,
  context,
  page,
  pageErrors,
  shot,
  widgetRendered,
  SETTINGS,
  openAdmin,
  freshPage,
  defaultOptions,
} from './setup.mjs';

test('block editor: the block shows a picture of the sign-in card in the brand colour; a second block and the shortcode are flagged', async () => {
  const created = JSON.parse(
    wp(
      'create-post',
      'page',
      'editor-banks',
      'Editor banks',
      '<!-- wp:online-banking-portal/bank /-->\n\n<!-- wp:online-banking-portal/bank {"colorScheme":"dark"} /-->\n\n<!-- wp:shortcode -->\n[online_banking_portal]\n<!-- /wp:shortcode -->',
    ),
  );
  wp('option-set', OPTION('brand_color'), '#0a7d5a');
  await openAdmin(SETTINGS);
  // wp-admin with its own scripts (the shared context skips them): the block editor's.
  const full = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    full.setDefaultTimeout(30_000);
    await full.addCookies(await context.cookies());
    const p = await full.newPage();
    const errors = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await p.goto(`${SITE}/wp-admin/post.php?post=${created.id}&action=edit`);
    await p.waitForFunction(() => window.wp?.data?.select('core/block-editor')?.getBlocks().length === 3, null, { timeout: 60_000 });
    // WordPress 6.3 and later draw the content in an iframe.
    const canvas = (await p.locator('iframe[name="editor-canvas"]').count()) ? p.frameLocator('iframe[name="editor-canvas"]') : p;
    const blocks = canvas.locator('[data-type="online-banking-portal/bank"]');
    await blocks.nth(1).waitFor();
    const first = blocks.nth(0);
    await first.getByText('Online banking: your customers sign in here. This is a picture; the page shows the live customer area.').waitFor();
    assert.equal(await first.locator('.obp-preview__title').textContent(), 'Sign In', "the sign-in card's heading, as the customer area words it");
    assert.equal(await first.locator('.obp-preview__name').textContent(), SITE_TITLE, "the site's name as the bank's");
    assert.equal(await first.locator('.obp-preview__button').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(10, 125, 90)', 'the brand colour');
    assert.equal(await first.locator('input, button, a').count(), 0, 'a picture: nothing to type into or press');
    await first
      .getByText(
        'This page also holds the shortcode [online_banking_portal]: one online banking per page, so the page shows this block and the shortcode shows nothing. Remove the shortcode.',
      )
      .waitFor();
    // WordPress's own notice for a block that may be used once ("multiple": false in block.json), or the block's.
    await blocks
      .nth(1)
      .getByText(/This block can only be used once\.|Online banking is already on this page \(the block above\): one per page, so this block shows nothing\. Remove it\./)
      .waitFor();
    assert.equal(await blocks.nth(1).locator('.obp-preview').count(), 0, 'no picture for the second block');
    await shot('editor-blocks', p);
    assert.deepEqual(errors, [], 'no uncaught errors in the editor');
  } finally {
    await full.close();
    wp('option-set', OPTION('brand_color'), '');
    wp('delete-post', String(created.id));
  }
});

test('site language French: the widget at the base path speaks French, from the language file beside bank.js; the admin speaks French to a French administrator', async () => {
  // The site's language, as Settings > General > Site Language saves it. WordPress's own French
  // pack is not installed (so the option is written directly): get_user_locale() is fr_FR all the same.
  wp('site-language', 'fr_FR');
  const p = await freshPage();
  try {
    assert.equal(JSON.parse(wp('user-locale')), 'fr_FR', 'get_user_locale() for a visitor');
    const served = await get(`${SITE}/wp-user/auth/signin`);
    assertAppPage(served, 'French /wp-user/auth/signin', '/wp-user', { ...defaultOptions('/wp-user'), locale: 'fr_FR' });
    const language = await get(`${SITE}/wp-content/plugins/${SLUG}/assets/bank.fr.json`);
    assert.equal(language.status, 200, 'bank.fr.json is served beside bank.js');
    const started = Date.now();
    await p.goto(`${SITE}/wp-user/auth/signin`);
    await widgetRendered(p);
    assert.equal(await p.locator(`#${MOUNT_ID} > [data-bank-widget]`).getAttribute('lang'), 'fr-FR', 'the widget host carries lang');
    await p.getByRole('heading', { name: 'Connexion' }).waitFor();
    await p.getByLabel('Mot de passe', { exact: true }).waitFor();
    const text = await p.evaluate((id) => document.getElementById(id).querySelector(':scope > [data-bank-widget]').shadowRoot.textContent, MOUNT_ID);
    hasNot(text, /\bSign in\b|\bPassword\b/i, 'no English sign-in words');
    console.log(`# French sign-in shown ${Date.now() - started} ms after navigation`);

    // A language pack for bank.js (wp i18n make-json's Jed JSON, msgctxt = message id): its
    // singular words win over the shipped ones; its plural forms are not used.
    const pack = {
      domain: 'messages',
      locale_data: {
        messages: {
          '': { domain: 'messages', lang: 'fr_FR', 'plural-forms': 'nplurals=2; plural=(n > 1);' },
          'auth.signIn.title\u0004Sign In': ['Espace client'],
          'auth.signIn.submit\u0004Sign In': [''],
          'common.redirect\u0004You will be taken to {label} in {count} second.': ['{count} seconde', '{count} secondes'],
        },
      },
    };
    wp('language-pack-json', 'fr_FR', JSON.stringify(pack));
    try {
      const packed = mountOptions((await get(`${SITE}/wp-user/auth/signin`)).html, 'with a language pack');
      assert.deepEqual(packed.messages, { fr: { 'auth.signIn.title': 'Espace client' } }, "the language pack's words reach mountBank");
      await p.goto(`${SITE}/wp-user/auth/signin`);
      await widgetRendered(p);
      await p.getByRole('heading', { name: 'Espace client' }).waitFor();
      await p.getByLabel('Mot de passe', { exact: true }).waitFor();
    } finally {
      wp('language-pack-json', 'fr_FR', '');
    }

    // The administrator's own language, French: the settings page in the plugin's French .mo.
    wp('admin-locale', 'fr_FR');
    await openAdmin(SETTINGS);
    await page.getByText('Chemin de base', { exact: true }).first().waitFor();
    await page.getByText('Couleur de la marque', { exact: true }).first().waitFor();
    // A plural message from the built .mo: the timeout in effect, 1 minute, then several.
    const minutes = String(JSON.parse(wp('option-get', OPTION('idle_minutes'))));
    try {
      wp('option-set', OPTION('idle_minutes'), '1');
      await openAdmin(SETTINGS);
      await page.getByText('Les clients sont actuellement déconnectés après 1 minute sans activité.', { exact: false }).first().waitFor();
      wp('option-set', OPTION('idle_minutes'), '45');
      await openAdmin(SETTINGS);
      await page.getByText('Les clients sont actuellement déconnectés après 45 minutes sans activité.', { exact: false }).first().waitFor();
    } finally {
      wp('option-set', OPTION('idle_minutes'), minutes);
    }
  } finally {
    await p.context().close();
    wp('admin-locale', '');
    wp('site-language', '');
  }
  assert.equal(mountOptions((await get(`${SITE}/wp-user/auth/signin`)).html, 'restored').locale, 'en_US', 'English again');
  assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
});

test('classic theme: the app page has the theme header and footer', async () => {
  wp('switch-theme', 'obp-classic-test');
  try {
    const served = await get(`${SITE}/wp-user/auth/signin`);
    assertAppPage(served, 'classic /wp-user/auth/signin', '/wp-user');
    has(served.html, /id="classic-test-header"[\s\S]*<div id="online-banking-portal-main"[\s\S]*id="classic-test-footer"/);
    has(served.html, /<title>Online banking/);
    const p = await context.newPage();
    await p.goto(`${SITE}/wp-user/dashboard`);
    await widgetRendered(p);
    await p.close();
  } finally {
    wp('switch-theme', BLOCK_THEME);
  }
});
