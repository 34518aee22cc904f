/**
 * How the widget sits in the themes' content column on a desktop and a phone, and WordPress in a
 * subdirectory.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import {
  SITE,
  SUBSITE,
  SHORTCODE_URL,
  BLOCK_THEME,
  SITE_TITLE,
  SITE_ICON_URL,
  MOUNT_ID,
  CLASSIC_THEME,
  wp,
  path,
  get,
  assertAppPage,
  browser,
  context,
  pageErrors,
  shot,
  widgetRendered,
  defaultOptions,
  signInAsCustomer,
} from './setup.mjs';

/**
 * How the widget sits in the page, measured in the browser:
 * - column: the theme's content column, the box the theme gives a paragraph placed beside the
 *   mount element (the same rules of the theme's content area apply to both);
 * - host: the widget's shadow host;
 * - outside: elements of the widget (inside its shadow root) whose box is not inside the host's;
 * - page: whether the page scrolls sideways.
 */
async function measureFit(p) {
  return p.evaluate((mountId) => {
    const round = (r) => ({ left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width) });
    const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const mount = document.getElementById(mountId);
    const host = mount.querySelector(':scope > [data-bank-widget]');
    const probe = document.createElement('p');
    probe.textContent = 'Column';
    mount.parentElement.insertBefore(probe, mount);
    const column = round(probe.getBoundingClientRect());
    probe.remove();
    const hostBox = host.getBoundingClientRect();
    const outside = [];
    const describe = (el) => {
      const name = `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return text ? `${name} "${text}"` : name;
    };
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
        if (!inside(r, hostBox)) outside.push(`${describe(el)} at ${JSON.stringify(round(r))}`);
      }
    };
    walk(host.shadowRoot);
    const scroller = document.scrollingElement;
    return { column, host: round(hostBox), outside, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, viewport: window.innerWidth };
  }, MOUNT_ID);
}

/**
 * The statements table's rows: each row's Amount and Status cells (found by their column
 * headers, which the table keeps for screen readers however it is laid out), whether each is
 * shown whole inside the widget's box, and not cut off by a box of the widget that clips or
 * scrolls.
 */
async function statementCells(p) {
  return p.evaluate((mountId) => {
    const host = document.getElementById(mountId).querySelector(':scope > [data-bank-widget]');
    const hostBox = host.getBoundingClientRect();
    const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const table = host.shadowRoot.querySelector('table');
    if (!table) return { error: 'no statements table in the widget' };
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const columns = { amount: headers.indexOf('Amount'), status: headers.indexOf('Status') };
    if (columns.amount < 0 || columns.status < 0) return { error: `no Amount and Status headers among ${JSON.stringify(headers)}` };
    const rows = [...table.tBodies].flatMap((body) => [...body.rows]);
    const cells = [];
    rows.forEach((row, i) => {
      for (const [what, index] of Object.entries(columns)) {
        const cell = row.cells[index];
        const text = (cell?.textContent || '').trim().replace(/\s+/g, ' ');
        const range = document.createRange();
        if (cell) range.selectNodeContents(cell);
        const r = range.getBoundingClientRect();
        const problems = [];
        if (!cell || !text) problems.push('empty');
        else if (!cell.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) || r.width === 0 || r.height === 0) problems.push('not shown');
        else {
          if (!inside(r, hostBox)) problems.push('outside the widget');
          // Boxes between the cell and the shadow root that clip what overflows them.
          for (let el = cell.parentElement; el; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const box = el.getBoundingClientRect();
            const clipBox = {
              left: box.left + el.clientLeft,
              top: box.top + el.clientTop,
              right: box.left + el.clientLeft + el.clientWidth,
              bottom: box.top + el.clientTop + el.clientHeight,
            };
            if (!inside(r, clipBox)) problems.push(`cut off by ${el.localName}.${[...el.classList].join('.')} (overflow ${style.overflowX}/${style.overflowY})`);
          }
        }
        cells.push({ row: i + 1, what, text, box: { left: Math.round(r.left), right: Math.round(r.right) }, problems });
      }
    });
    return { rows: rows.length, host: { left: Math.round(hostBox.left), right: Math.round(hostBox.right) }, cells };
  }, MOUNT_ID);
}

/** A page signed in as the demo customer on the shortcode page, in a context of its own (one for all the fit tests). */
let fitPageOpen;
async function fitPage(base) {
  fitPageOpen ??= (async () => {
    const fitContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    fitContext.setDefaultTimeout(15_000);
    const p = await fitContext.newPage();
    p.on('pageerror', (error) => pageErrors.push(`${p.url()}: ${error.message}`));
    await signInAsCustomer(p, base);
    return p;
  })();
  return fitPageOpen;
}
after(async () => {
  if (fitPageOpen) await (await fitPageOpen.catch(() => null))?.context().close();
});

/** Waits until the widget's requests are answered and its layout has settled (two frames after). */
async function settled(p) {
  await p.waitForLoadState('networkidle');
  await p.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

// The shortcode page in the version's block theme (Twenty Twenty-Three on Debian's WordPress) and
// in a classic theme (Twenty Twenty-One), on a desktop and a phone: the widget stays inside the
// theme's content column, nothing of it sticks out of its box, the page does not scroll sideways,
// and each statement row shows its amount and status inside the widget.
for (const theme of [BLOCK_THEME, CLASSIC_THEME]) {
  for (const width of [1280, 360]) {
    test(`shortcode page in ${theme} at ${width} px: the widget fits the theme's column; statements show amount and status`, async () => {
      const base = path(SHORTCODE_URL).replace(/\/$/, '');
      const p = await fitPage(base);
      wp('switch-theme', theme);
      const problems = [];
      try {
        await p.setViewportSize({ width, height: 900 });
        for (const screen of ['dashboard', 'dashboard/statements']) {
          await p.goto(`${SITE}${base}/${screen}`);
          await widgetRendered(p);
          if (screen === 'dashboard/statements') {
            await p.waitForFunction((id) => !!document.getElementById(id).querySelector(':scope > [data-bank-widget]').shadowRoot.querySelector('table tbody tr'), MOUNT_ID);
          }
          await settled(p);
          assert.equal(path(p.url()), `${base}/${screen}`, `${theme} ${width}: still signed in, on ${screen}`);
          const fit = await measureFit(p);
          const where = `${theme} at ${width} px, ${screen}`;
          console.log(
            `# ${where}: column ${fit.column.left}..${fit.column.right} (${fit.column.width} px), widget ${fit.host.left}..${fit.host.right} (${fit.host.width} px), page ${fit.scrollWidth}/${fit.clientWidth} px wide, ${fit.outside.length} elements outside the widget`,
          );
          if (fit.column.width >= fit.viewport)
            problems.push(`${where}: the theme's column (${fit.column.width} px) is not narrower than the window: not measured where the theme puts its content?`);
          if (fit.host.left < fit.column.left - 1 || fit.host.right > fit.column.right + 1)
            problems.push(`${where}: the widget (${fit.host.left}..${fit.host.right}) is not inside the theme's column (${fit.column.left}..${fit.column.right})`);
          if (fit.outside.length)
            problems.push(
              `${where}: ${fit.outside.length} elements stick out of the widget's box (${fit.host.left}..${fit.host.right}), such as ${fit.outside.slice(0, 4).join('; ')}`,
            );
          if (fit.scrollWidth > fit.clientWidth) problems.push(`${where}: the page scrolls sideways (${fit.scrollWidth} px of content in ${fit.clientWidth} px)`);
          await shot(`fit-${theme}-${width}-${screen.replace('/', '-')}`, p);
        }
        const statements = await statementCells(p);
        if (statements.error) problems.push(`${theme} at ${width} px, statements: ${statements.error}`);
        else {
          assert.ok(statements.rows > 0, 'the demo customer has statement rows');
          const hidden = statements.cells.filter((c) => c.problems.length);
          console.log(
            `# ${theme} at ${width} px, statements: ${statements.rows} rows, ${hidden.length} of ${statements.cells.length} amount and status cells not shown whole inside the widget`,
          );
          if (hidden.length) {
            problems.push(
              `${theme} at ${width} px, statements: ${hidden.length} of ${statements.cells.length} amount/status cells not shown whole inside the widget (${statements.host.left}..${statements.host.right}), such as ${hidden
                .slice(0, 4)
                .map((c) => `row ${c.row} ${c.what} "${c.text}" at ${c.box.left}..${c.box.right}: ${c.problems.join(', ')}`)
                .join('; ')}`,
            );
          }
        }
      } finally {
        wp('switch-theme', BLOCK_THEME);
      }
      assert.deepEqual(problems, [], problems.join('\n'));
      assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
    });
  }
}

test('WordPress in a subdirectory: the app lives under the site path', async () => {
  const blog = path(SUBSITE).replace(/\/$/, '');
  const subsiteOptions = {
    ...defaultOptions(`${blog}/wp-user`, SUBSITE),
    brand: { name: SITE_TITLE, logoUrl: SITE_ICON_URL.replace(SITE, SUBSITE) },
  };
  assertAppPage(await get(`${SUBSITE}/wp-user/auth/signin`), `${SUBSITE}/wp-user/auth/signin`, `${blog}/wp-user`, subsiteOptions);
  assert.equal((await get(`${SUBSITE}/wp-users`)).status, 404);

  const p = await context.newPage();
  await p.goto(`${SUBSITE}/wp-user/auth/signin`);
  await widgetRendered(p);
  await p.getByLabel('Email').waitFor();
  assert.equal(path(p.url()), `${blog}/wp-user/auth/signin`);
  await p.close();
});
