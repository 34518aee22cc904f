/**
 * The widget in the customer's language (English, French, German, Spanish, Arabic), driven on the built bundle and its language
 * files: the pseudo-locale finds any text left outside the catalogue and any text cut off;
 * French reads French with French money; German dates; the page's own `<html lang>` chooses
 * when the host passes no locale; Arabic is a mirrored frame that axe finds clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { languageFiles } from '../../src/i18n/files';
import type { Message } from '../../src/i18n/types';
import { workerBrowser } from './support/browser';
import { demoToken, startDemo, type DemoServer } from './support/demo';
import { shown, widget, WAIT } from './support/demo-ui';
import { describeViolations, runAxe } from './support/axe';
import { startFixtureServer, type FixtureServer } from './support/server';
import { BASE, hostPage, mountScript } from './support/pages';
import { fillByName } from './support/transfer';
import { overflow, SIGNED_IN_SCREENS, visit } from './support/screens';
import { storeSession } from './support/session';

const files = languageFiles();
const texts = (message: Message | undefined) => (message === undefined ? [] : typeof message == 'string' ? [message] : (Object.values(message) as string[]));

let demo: DemoServer | undefined;
let fixtures: FixtureServer | undefined;
let browser: Browser | undefined;
let token = '';

beforeAll(async () => {
  [demo, fixtures, browser] = await Promise.all([startDemo({ page: true }), startFixtureServer(), workerBrowser()]);
  fixtures.proxyApiTo(demo.url);
  // ?locale=fr mounts with that option; ?lang=es sets the page's <html lang> and passes none.
  fixtures.route(`${BASE}*`, (url) => {
    const locale = url.searchParams.get('locale');
    return hostPage({
      lang: url.searchParams.get('lang') ?? 'en',
      head: '<style>body { margin: 0 }</style>',
      body: '<div id="bank"></div>',
      script: mountScript('#bank', { basePath: BASE, apiBase: '', ...(locale ? { locale } : {}) }),
    });
  });
  token = await demoToken(demo.url);
});

afterAll(async () => {
  await Promise.allSettled([demo?.close(), fixtures?.close()]);
});

/** Every text a reader meets in the widget: text nodes (screen-reader-only ones too), labels, titles, alt texts, placeholders. */
const widgetTexts = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-bank-widget]')!.shadowRoot!;
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Country names are the browser's (Intl.DisplayNames), not the catalogue's.
      // A wallet address shows in groups of four, one span each: it is read below as the one text it is.
      if (!parent || parent.closest('style, script, svg, select[name=country], .address-groups')) continue;
      const text = node.textContent!.trim();
      if (text) out.push(text);
    }
    for (const address of root.querySelectorAll('.address-groups')) out.push(address.textContent!.trim());
    for (const el of root.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });

/** A text's words, as both sides of the comparison below cut them. */
const words = (text: string) => text.split(/[\s,.:;!?()"'/·•+−\-–—…@#%&*=<>|]+/).filter((word) => /[A-Za-z]{2,}/.test(word));

/** Country names come from the browser's CLDR data (Intl.DisplayNames), not from the catalogue. */
const regions = new Intl.DisplayNames('en', { type: 'region' });
const COUNTRY_WORDS = new Set(
  Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))).flatMap((code) => {
    try {
      const name = regions.of(code);
      return name && name !== code ? words(name.replace(/^St\. /, 'Saint ').replace(' & ', ' and ')) : [];
    } catch {
      return [];
    }
  }),
);

/** Month names come from the browser's CLDR data (Intl.DateTimeFormat) too: dates have the month in letters. */
const monthNames = new Intl.DateTimeFormat('en-GB', { month: 'short' });
const MONTH_WORDS = new Set(Array.from({ length: 12 }, (_, month) => monthNames.format(new Date(2024, month, 15))));

/** Every text value the backend sent, to tell the server's words (shown as they come) from ours. */
function recordServerTexts(context: BrowserContext): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value == 'string') words(value).forEach((word) => seen.add(word));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value == 'object') Object.values(value).forEach(walk);
  };
  context.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    response.json().then(walk, () => undefined);
  });
  return seen;
}

/**
 * Words outside the pseudo-locale's brackets that the server did not send: English the widget
 * wrote without its catalogue. Figures and symbols are no words; the default bank name is the catalogue's too.
 */
function untranslated(all: string[], server: Set<string>): string[] {
  return all.filter((text) => {
    // Brackets nest ("[[Note] (optional)]") and a message split around an element leaves a bracket open in one node.
    let outside = text;
    for (let before = ''; before !== outside;) [before, outside] = [outside, outside.replace(/\[[^[\]]*\]/g, ' ')];
    outside = outside.replace(/\[[^\]]*$/, ' ').replace(/^[^[]*\]/, ' ');
    // Initials (the avatar's "AM") come from the customer's name.
    return words(outside).some((word) => !server.has(word) && !COUNTRY_WORDS.has(word) && !MONTH_WORDS.has(word) && !/^[A-Z]{1,2}$/.test(word));
  });
}

/** Elements whose text is clipped: wider than their box with the overflow hidden (an ellipsis, a cut bracket). */
const clipped = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-bank-widget]')!.shadowRoot!;
    const out: string[] = [];
    const ancestors = (el: Element) => {
      const up: Element[] = [];
      for (let a = el.parentElement; a; a = a.parentElement) up.push(a);
      return up;
    };
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.visually-hidden') || !el.clientWidth) continue;
      // Hidden for the eye on purpose (the stacked statement's header row), read by screen readers whole.
      if ([el, ...ancestors(el)].some((a) => getComputedStyle(a).clipPath.startsWith('inset(50%'))) continue;
      // Our text only: a name the server sent may end in an ellipsis by design (the top bar's account name).
      const own = [...el.childNodes].map((n) => (n instanceof HTMLElement && n.classList.contains('visually-hidden') ? '' : n.textContent)).join('');
      if (!own.includes('[')) continue;
      const style = getComputedStyle(el);
      // Clipped by its box, or a line that may not wrap spilling over its neighbour (a table cell).
      if ((style.overflowX !== 'visible' || style.whiteSpace === 'nowrap') && el.scrollWidth > el.clientWidth + 1)
        out.push(`<${el.tagName.toLowerCase()} class="${el.className}">: ${el.textContent.slice(0, 50)}`);
    }
    return out;
  });

/**
 * Where the server's `sentence` is drawn inside the widget's notice that shows it: its last two
 * characters, its words' box and line count, its element's box and the notice's icon.
 */
async function serverSentence(page: Page, sentence: string) {
  const notice = widget(page).locator('.notice', { hasText: sentence });
  await shown(notice);
  return notice.evaluate((box, sentence) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !(text.textContent ?? '').includes(sentence)) text = walker.nextNode();
    if (!text) throw new Error(`no text node holds "${sentence}"`);
    const range = document.createRange();
    const char = (at: number) => {
      range.setStart(text!, at);
      range.setEnd(text!, at + 1);
      return range.getBoundingClientRect().toJSON() as DOMRect;
    };
    const end = text.textContent!.length;
    const stop = char(end - 1);
    const before = char(end - 2);
    range.selectNodeContents(text);
    return {
      stop,
      before,
      words: range.getBoundingClientRect().toJSON() as DOMRect,
      lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
      text: text.parentElement!.getBoundingClientRect().toJSON() as DOMRect,
      icon: box.querySelector('.icon')!.getBoundingClientRect().toJSON() as DOMRect,
    };
  }, sentence);
}

/**
 * An amount as drawn: its text, whether the currency sign stands left of the figure, and whether a
 * "+" or "−" stands right before the figure's first digit (null without one).
 */
const drawnAmount = (amount: Locator) =>
  amount.evaluate((el) => {
    const node = el.firstChild as Text;
    const text = node.data;
    const box = (at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const figure = box(text.search(/[0-9\u0660-\u0669]/));
    const sign = text.search(/[+\u2212]/);
    return {
      text,
      symbolLeftOfFigure: box(text.indexOf('$')).right <= figure.left + 0.5,
      signBesideFigure: sign < 0 ? null : Math.abs(figure.left - box(sign).right) <= 1,
    };
  });

async function signedIn(context: BrowserContext, query: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${fixtures!.url}${BASE}/auth/signin?${query}`);
  await storeSession(page, token);
  await page.goto(`${fixtures!.url}${BASE}/dashboard?${query}`);
  await shown(widget(page).getByRole('heading', { level: 1 }));
  return page;
}

describe('the pseudo-locale (en-XA) at 360 px', () => {
  it('shows no text outside the catalogue, and nothing cut off or outside the widget, on sign-in and every signed-in screen', async () => {
    const context = await browser!.newContext({ viewport: { width: 360, height: 800 } });
    const server = recordServerTexts(context);
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      const check = async (where: string) => {
        problems.push(...untranslated(await widgetTexts(page), server).map((text) => `${where}: not from the catalogue: ${JSON.stringify(text)}`));
        problems.push(...(await clipped(page)).map((text) => `${where}: cut off: ${text}`));
        problems.push(...(await overflow(page)).out.map((text) => `${where}: outside the widget: ${text}`));
      };
      for (const path of ['/auth/signin', '/auth/signup', '/auth/forgot']) {
        await page.goto(`${fixtures!.url}${BASE}${path}?locale=en-XA`);
        await shown(widget(page).getByRole('heading', { level: 1 }));
        // Submitting empty shows every field's message too.
        await widget(page).locator('button[type=submit]').first().click();
        await shown(widget(page).locator('.error-summary'));
        await check(path);
      }
      await storeSession(page, token);
      await page.goto(`${fixtures!.url}${BASE}/dashboard?locale=en-XA`);
      await shown(widget(page).getByRole('heading', { level: 1 }));
      for (const path of SIGNED_IN_SCREENS) {
        await visit(page, path);
        await check(path);
      }
      await widget(page).locator('.dash-menu-toggle').click();
      await check('drawer open');
      // Where the statement is a table, its fixed columns hold the longer words too.
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, '/dashboard/statements');
      await check('/dashboard/statements at 1280 px');
    } finally {
      await context.close();
    }
    // The whole list, not vitest's first few: each line names the screen and the text.
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  });
});

describe('French', () => {
  it('sign-in and every signed-in screen show no English interface text, and the balance as 12 500,50', async () => {
    await fetch(`${demo!.url}/__demo/balance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@bank.test', direction: 'debit', amount: '12499.50' }),
    });
    const fr = files.fr!;
    // English that French says differently: none of it may be on screen.
    const english = new Set(
      Object.entries(en)
        .flatMap(([id, message]) => (JSON.stringify(fr[id]) === JSON.stringify(message) ? [] : texts(message)))
        .filter((text) => !/\{/.test(text) && /[a-z]{3}/i.test(text)),
    );
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const server = recordServerTexts(context);
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      // A purpose the server names "Other" is the server's word, not an English message left in place.
      const ours = (text: string) => english.has(text) && !words(text).every((word) => server.has(word));
      const check = async (where: string) => problems.push(...(await widgetTexts(page)).filter(ours).map((text) => `${where}: ${JSON.stringify(text)}`));
      await page.goto(`${fixtures!.url}${BASE}/auth/signin?locale=fr`);
      await shown(widget(page).getByRole('heading', { level: 1, name: texts(fr['auth.signIn.title'])[0] }));
      expect(await page.locator('[data-bank-widget]').getAttribute('lang')).toBe('fr');
      await check('/auth/signin');
      await storeSession(page, token);
      await page.goto(`${fixtures!.url}${BASE}/dashboard?locale=fr`);
      await shown(widget(page).getByRole('heading', { level: 1 }));
      const balance = widget(page).locator('.balance-head .amount').first();
      await expect.poll(async () => (await balance.textContent())?.replace(/[\u00a0\u202f]/g, ' '), { timeout: WAIT }).toContain('12 500,50');
      for (const path of SIGNED_IN_SCREENS) {
        await visit(page, path);
        await check(path);
      }
    } finally {
      await context.close();
      // A reset ends every session: the next tests sign in again.
      await fetch(`${demo!.url}/__demo/reset`, { method: 'POST' });
      token = await demoToken(demo!.url);
    }
    expect(problems).toEqual([]);
  });
});

describe('German and Spanish', () => {
  it('German writes dates day, month in letters, year: the date of birth 1990-04-12 reads 12. Apr. 1990', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await signedIn(context, 'locale=de');
      await visit(page, '/dashboard/profile');
      await expect.poll(() => widget(page).getByText('12. Apr. 1990').count(), { timeout: WAIT }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('a page in Spanish (<html lang="es">) without the option gets Spanish', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${fixtures!.url}${BASE}/auth/signin?lang=es`);
      const title = texts(files.es!['auth.signIn.title'])[0]!;
      expect(title).not.toBe(en['auth.signIn.title']);
      await shown(widget(page).getByRole('heading', { level: 1, name: title }));
      expect(await page.locator('[data-bank-widget]').getAttribute('lang')).toBe('es');
    } finally {
      await context.close();
    }
  });
});

describe('Arabic', () => {
  it('is right to left: the sidebar on the right, the drawer from the right, and axe finds nothing, light and dark', async () => {
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
      try {
        const page = await signedIn(context, 'locale=ar');
        expect(await page.locator('[data-bank-widget]').getAttribute('dir')).toBe('rtl');
        const sides = await widget(page)
          .locator('.dash')
          .evaluate((dash) => {
            const nav = dash.querySelector('nav')!.getBoundingClientRect();
            const main = dash.querySelector('.dash-main')!.getBoundingClientRect();
            return { navLeft: nav.left, mainLeft: main.left };
          });
        expect(sides.navLeft, 'the sidebar stands to the right of the screen').toBeGreaterThan(sides.mainLeft);
        // Statements last: the check below reads its amounts.
        for (const path of ['/dashboard', '/dashboard/send', '/dashboard/settings', '/dashboard/profile', '/dashboard/contact', '/dashboard/statements']) {
          await visit(page, path);
          found.push(...describeViolations((await runAxe(page, '#bank')).violations).map((line) => `${scheme} ${path}: ${line}`));
        }
        // On the statement: a credit's "+" stands right before its figure, never after it, and the currency sign where Arabic puts it.
        const credit = widget(page).locator('.amount--credit').first();
        await shown(credit);
        expect(await drawnAmount(credit)).toMatchObject({ signBesideFigure: true, symbolLeftOfFigure: true });
        await page.setViewportSize({ width: 400, height: 900 });
        await widget(page).locator('.dash-menu-toggle').click();
        const drawer = await widget(page)
          .locator('#bank-sidebar')
          .evaluate((nav) => nav.getBoundingClientRect().right);
        expect(drawer, 'the drawer opens from the right edge').toBeGreaterThan(400 - 4);
        found.push(...describeViolations((await runAxe(page, '#bank')).violations).map((line) => `${scheme} drawer: ${line}`));
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });

  it('reads a phone number, an address and an account number in their own order; the PIN boxes stand at the start (the right), first digit leftmost', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await signedIn(context, 'locale=ar');
      /** Where `first` and `last` of the value `text` are drawn, and the direction its element takes. */
      const order = (text: string, first: string, last: string) =>
        widget(page)
          .locator('bdi', { hasText: text })
          .first()
          .evaluate(
            (el, { text, first, last }) => {
              const node = el.firstChild!;
              const at = (part: string) => {
                const range = document.createRange();
                const start = node.textContent!.indexOf(part);
                range.setStart(node, start);
                range.setEnd(node, start + part.length);
                return range.getBoundingClientRect();
              };
              return { text: node.textContent === text, direction: getComputedStyle(el).direction, firstLeftOfLast: at(first).right <= at(last).left };
            },
            { text, first, last },
          );
      const ownOrder = { text: true, direction: 'ltr', firstLeftOfLast: true };
      // The demo customer's account number, phone and home address (demo/server).
      expect(await order('3021458796', '30', '96'), 'account number on home').toEqual(ownOrder);
      await visit(page, '/dashboard/profile');
      expect(await order('+1 555 010 2233', '+1', '2233'), 'phone on the profile').toEqual(ownOrder);
      expect(await order('42 Harbour Street, Boston, MA 02110', '42', 'Harbour'), 'address on the profile').toEqual(ownOrder);
      await visit(page, '/dashboard/contact');
      const phone = await widget(page).locator('a[href^="tel:"] bdi').innerText();
      expect(await order(phone, phone.slice(0, 2), phone.slice(-2)), 'phone on Contact').toEqual(ownOrder);

      // A copyable value (the account number, the SWIFT code) in a read-only field: left to right.
      await visit(page, '/dashboard/add-funds/it');
      const copied = await widget(page)
        .locator('.copy-field textarea')
        .evaluateAll((fields) => fields.map((f) => ({ value: (f as HTMLTextAreaElement).value, direction: getComputedStyle(f).direction })));
      expect(copied.find((f) => f.value === 'DEMOUS33XXX')).toEqual({ value: 'DEMOUS33XXX', direction: 'ltr' });

      await visit(page, '/dashboard/settings');
      const pin = await widget(page)
        .getByRole('group')
        .first()
        .evaluate((group) => {
          const boxes = [...group.querySelectorAll('input:not([type=hidden])')].map((b) => b.getBoundingClientRect());
          const field = group.parentElement!.getBoundingClientRect();
          return { atStart: Math.abs(field.right - boxes.at(-1)!.right) <= 1, firstDigitLeftmost: boxes[0]!.left < boxes[3]!.left };
        });
      expect(pin).toEqual({ atStart: true, firstDigitLeftmost: true });
    } finally {
      await context.close();
    }
  });

  it("lines the statement's amounts up by their end (the right in English, the left in Arabic), in tabular figures, as a table and stacked", async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      for (const locale of ['ar', 'en']) {
        const page = await signedIn(context, `locale=${locale}`);
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 900 });
          await visit(page, '/dashboard/statements');
          await shown(widget(page).locator('.statement-table tbody .amount').first());
          const cells = await widget(page)
            .locator('.statement-table tbody .tx-amount')
            .evaluateAll((tds) =>
              tds.map((td) => {
                const amount = td.querySelector('.amount')!;
                const box = amount.getBoundingClientRect();
                return { left: Math.round(box.left), right: Math.round(box.right), figures: getComputedStyle(amount).fontVariantNumeric };
              }),
            );
          const where = `${locale} at ${width} px`;
          expect(cells.length, `${where}: rows`).toBeGreaterThan(5);
          // The column's end is the line's end: the right in English, the left in Arabic.
          const [end, start] = locale === 'ar' ? (['left', 'right'] as const) : (['right', 'left'] as const);
          expect([...new Set(cells.map((c) => c[end]))], `${where}: amounts end at one edge`).toHaveLength(1);
          expect(new Set(cells.map((c) => c[start])).size, `${where}: amounts of different lengths start apart`).toBeGreaterThan(1);
          expect(
            cells.every((c) => c.figures.includes('tabular-nums')),
            `${where}: tabular figures`,
          ).toBe(true);
        }
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('writes an amount the same way on home, the review and the receipt: as Intl writes it for Arabic, the currency sign after the figure (to its left)', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await signedIn(context, 'locale=ar');
      // The demo customer's 25,000.00 less the 1,000.00 sent: the balance after, on all three screens.
      const expected = await page.evaluate(() =>
        new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
          .formatToParts(24000)
          .map((part) => (part.type === 'currency' ? '$' : part.value))
          .join(''),
      );
      const balanceAfter = () =>
        widget(page)
          .locator('dt', { hasText: files.ar!['transfer.receipt.balance'] as string })
          .locator('xpath=following-sibling::dd[1]')
          .locator('.amount');
      await visit(page, '/dashboard/send');
      await fillByName(page);
      const review = await drawnAmount(balanceAfter());
      await widget(page).locator('.review button[type="submit"]').click();
      await widget(page).locator('.pin-box').first().click();
      await page.keyboard.type('1234');
      await page.keyboard.press('Enter');
      // The receipt stays until Done.
      await shown(widget(page).getByRole('button', { name: files.ar!['common.done'] as string }));
      const receipt = await drawnAmount(balanceAfter());
      await visit(page, '/dashboard');
      const balance = widget(page).locator('.balance-head .amount');
      await expect.poll(() => balance.textContent(), { timeout: WAIT }).toBe(expected);
      const home = await drawnAmount(balance);
      const same = { text: expected, symbolLeftOfFigure: true, signBesideFigure: null };
      expect({ home, review, receipt }).toEqual({ home: same, review: same, receipt: same });
    } finally {
      await context.close();
      await fetch(`${demo!.url}/__demo/reset`, { method: 'POST' });
      token = await demoToken(demo!.url);
    }
  });

  it("shows the server's English text left to right, its full stop after its last word, the icon still on the right", async () => {
    const context = await browser!.newContext({ viewport: { width: 400, height: 800 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(`${fixtures!.url}${BASE}/auth/forgot?locale=ar`);
      await shown(widget(page).getByRole('heading', { level: 1 }));
      await widget(page).locator('input[name="email"]').fill('demo@bank.test');
      await widget(page).locator('input[name="email"]').press('Enter');
      // The demo backend's own words, in English: the widget shows them as they came.
      const glyphs = await serverSentence(page, 'we sent it a link to reset the password.');
      // Read right to left, the stop would stand at the left of "password", as if it began the line.
      expect(glyphs.stop.left, 'the full stop stands right of the "d" of "password"').toBeGreaterThanOrEqual(glyphs.before.right - 0.5);
      expect(glyphs.icon.left, 'the icon stands to the right of the text, as in every Arabic notice').toBeGreaterThanOrEqual(glyphs.text.right);
    } finally {
      await context.close();
    }
  });

  it("puts a one-line refusal from the server beside the notice's icon, its full stop at its end", async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await signedIn(context, 'locale=ar');
      await visit(page, '/dashboard/settings');
      const form = widget(page)
        .locator('form')
        .filter({ has: page.locator('input[name="c_pwd"][autocomplete="current-password"]') })
        .first();
      await form.locator('input[name="c_pwd"]').fill('not-my-password-1');
      await form.locator('input[name="n_pwd"]').fill('a-new-password-9');
      await form.locator('input[name="con_pwd"]').fill('a-new-password-9');
      await form.locator('input[name="con_pwd"]').press('Enter');
      // The refusal is a paragraph inside the error summary's notice, under its Arabic title.
      const glyphs = await serverSentence(page, 'Your current password is not correct.');
      expect(glyphs.lines, 'the refusal fits one line at this width').toBe(1);
      expect(glyphs.stop.left, 'the full stop stands right of the "t" of "correct"').toBeGreaterThanOrEqual(glyphs.before.right - 0.5);
      // At the widget's start (the right), not at the left end of the notice, far from its icon.
      expect(glyphs.icon.left - glyphs.words.right, 'from the sentence to the icon, px').toBeLessThanOrEqual(16);
    } finally {
      await context.close();
    }
  });
});
