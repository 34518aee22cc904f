/**
 * Money coming in (deposits, payments and upgrades with their proofs), as a customer does it against the demo backend: a crypto
 * deposit from choosing the type to "Payment Pending!" and its confirmation by the bank; a
 * deposit the backend refuses; Your Details copied field by field; make payment, fixed deposit
 * and upgrade each sent with a proof; bad files refused at once; the QR code decoded back to
 * the address; axe on every screen of the area, loaded, empty and error, light at 360 px and
 * dark at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { DEMO_EMAIL, demoToken } from './support/demo';
import { BASE } from './support/pages';
import { bundleFile } from './support/paths';
import { readFileSync } from 'node:fs';
import { pageGroups, scanStates } from './support/scan';
import { useDemoBrowser } from './support/demo-browser';
import { controls, focused, heading, pngFile, shown, widget, WAIT } from './support/demo-ui';
import { visit } from './support/screens';
import { holdSession } from './support/session';

const DESKTOP = { width: 1280, height: 900 };
const BTC = 'bc1qdemo0wallet0address0for0bank0test0x7k2';
const ETH = '0xDEM0000000000000000000000000000000BA4C';
/** The QR code is named for what it is, not by the raw address (changed on purpose); the decode test checks what it holds. */
const QR_NAME = (type: string) => `QR code of your ${type} address`;

const demo = useDemoBrowser();

/**
 * A signed-in demo customer's page; `clipboard: false` removes the Clipboard API (an http:// site, an
 * old browser); `prepare` sets routes up before the page loads.
 */
async function signedIn(path: string, { viewport = DESKTOP, clipboard = true, prepare = async (_: Page) => {} } = {}): Promise<Page> {
  const token = await demoToken(demo.url);
  const context = await demo.newContext({ viewport, permissions: clipboard ? ['clipboard-read', 'clipboard-write'] : [] });
  await holdSession(context, token);
  if (!clipboard) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  const page = await context.newPage();
  await prepare(page);
  await page.goto(`${demo.url}${BASE}/dashboard/${path}`);
  return page;
}

/** The requests for the QR encoder's file, as the page makes them. */
function qrFileLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => void (request.url().includes('bank.qr.js') && loads.push(request.url())));
  return loads;
}

const w = widget;
const field = (page: Page, label: string) => w(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => w(page).getByRole('button', { name, exact: true });
const qr = (page: Page) => w(page).locator('svg.qr');
const status = (page: Page, text: string) => w(page).getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string) => w(page).getByRole('alert').filter({ hasText: text });
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

interface PendingDeposit {
  id: number;
  kind: string;
  type: string;
  amount: number;
  detail: string;
}
async function pendingDeposits(): Promise<PendingDeposit[]> {
  const response = await fetch(`${demo.url}/__demo/state`);
  return ((await response.json()) as { pendingDeposits: PendingDeposit[] }).pendingDeposits;
}

/**
 * Answers the dashboard call `marker` with `reply(original JSON)` (or an HTTP 404 when reply is null: final at once, where a
 * 5xx would first be tried again by itself for about 12 s); everything else goes to the demo backend.
 */
async function rewrite(page: Page, marker: string, reply: ((body: Record<string, unknown>) => unknown) | null): Promise<void> {
  await page.route('**/api/users.php*', async (route) => {
    if (!(route.request().postData() ?? '').includes(`name="${marker}"`)) return route.continue();
    if (!reply) return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' });
    const original = await route.fetch();
    return route.fulfill({ response: original, json: reply((await original.json()) as Record<string, unknown>) });
  });
}

async function fillProof(page: Page, amount: string, proof = 'proof.png') {
  await field(page, 'Amount ($)').fill(amount);
  await field(page, 'Amount ($)').blur();
  await field(page, 'Payment Proof').setInputFiles(pngFile(proof));
  await shown(w(page).getByRole('img', { name: `Preview of ${proof}` }));
}

describe('crypto deposit', () => {
  it('from the Add funds list: type, address and QR, copy, amount, proof → "Payment Pending!", then confirmed by the bank', async () => {
    const page = await signedIn('add-funds');
    await shown(heading(page, 'Add funds'));
    // Unavailable methods come after the offered ones, under one heading that says so, without links.
    await shown(w(page).getByText('Choose how to put money into your account.'));
    const unavailable = w(page).getByRole('region', { name: 'Not available for your region' }).getByRole('listitem');
    expect(await unavailable.allInnerTexts()).toEqual([expect.stringMatching(/^Bank Transfer/), expect.stringMatching(/^Card/), expect.stringMatching(/^Cash deposit/)]);
    expect(await unavailable.getByRole('link').count()).toBe(0);
    const offered = w(page).getByRole('list', { name: 'Available methods' }).getByRole('link');
    expect(await offered.allInnerTexts()).toEqual(['Institutional Transfer', 'Crypto Deposit']);
    expect(await w(page).getByText('Not available for your region').count()).toBe(1);
    await w(page).getByRole('link', { name: 'Crypto Deposit' }).click();
    await shown(heading(page, 'Crypto Deposit'));

    // The first type is preselected with its address; another type shows its own, in the field and in the QR code.
    await expect(field(page, 'Type').inputValue()).resolves.toBe('BTC');
    await expect(field(page, 'Address').textContent()).resolves.toBe(BTC);
    await shown(w(page).getByRole('img', { name: QR_NAME('BTC'), exact: true }));
    const btcPath = await qr(page).locator('path').getAttribute('d');
    await field(page, 'Type').selectOption('ETH');
    await expect(field(page, 'Address').textContent()).resolves.toBe(ETH);
    await shown(w(page).getByRole('img', { name: QR_NAME('ETH'), exact: true }));
    expect(await qr(page).locator('path').getAttribute('d')).not.toBe(btcPath);
    // In groups of four a person can compare; the gaps are margins, so a selection is the address itself.
    const address = field(page, 'Address');
    expect(await address.locator('span').allInnerTexts()).toEqual(ETH.match(/.{1,4}/g));
    const [first, second] = await address.locator('span').evaluateAll((groups) => groups.slice(0, 2).map((g) => g.getBoundingClientRect()));
    expect(second!.left - first!.right, 'a visible gap between groups').toBeGreaterThan(4);
    expect(await address.evaluate((el) => (getSelection()!.selectAllChildren(el), getSelection()!.toString()))).toBe(ETH);
    await shown(w(page).getByText('Send only ETH to this address, on its own network. Any other coin, or ETH sent on another network, is lost.'));

    await button(page, 'Copy Address').click();
    await shown(status(page, 'Copied to clipboard'));
    expect(await clipboardText(page)).toBe(ETH);

    await fillProof(page, '250.5');
    expect(await field(page, 'Amount ($)').inputValue(), 'the amount is shown with two decimals').toBe('250.50');
    await button(page, 'Submit Deposit').click();
    await shown(status(page, 'Payment Pending!'));
    // Its own page: what was filed, the bank's words and reference, what happens next; focus on its heading.
    await shown(heading(page, 'Payment filed'));
    await expect.poll(async () => (await focused(page))?.text).toBe('Payment filed');
    await shown(status(page, 'Deposit received and awaiting confirmation'));
    await shown(w(page).getByText('The bank confirms deposits after checking the payment; it shows in your statements as pending.'));
    await shown(
      w(page)
        .locator('dd')
        .filter({ hasText: /^DEP-\d+$/ }),
    );

    const mine = (await pendingDeposits()).find((d) => d.kind === 'crypto' && d.amount === 250.5);
    expect(mine, 'the backend holds the deposit as pending').toMatchObject({ type: 'ETH', detail: '' });
    // Done brings the form back: the amount and the proof cleared, so it cannot be sent twice by accident, and the list shows it.
    await button(page, 'Done').click();
    await shown(heading(page, 'Crypto Deposit'));
    const row = w(page).getByRole('listitem').filter({ hasText: '$250.50' });
    await shown(row.getByText('pending', { exact: true }));
    expect(await field(page, 'Amount ($)').inputValue()).toBe('');

    // The bank confirms it with the demo control; the customer sees it confirmed.
    const deposits = controls(page).getByRole('group', { name: 'Deposits' });
    const picker = deposits.getByLabel('Pending deposit');
    await picker.locator(`option[value="${mine!.id}"]`).waitFor({ state: 'attached', timeout: WAIT });
    await picker.selectOption(String(mine!.id));
    await deposits.getByRole('button', { name: 'Confirm deposit' }).click();
    await deposits.getByRole('status').getByText(`Deposit ${mine!.id} confirmed`).waitFor({ timeout: WAIT });
    await page.reload();
    await shown(w(page).getByRole('listitem').filter({ hasText: '$250.50' }).getByText('confirmed', { exact: true }));
  });

  it('a deposit whose answer is lost after the bank took it is found in the list of deposits: filed once, shown as pending', async () => {
    const page = await signedIn('add-funds/crypto');
    await shown(heading(page, 'Crypto Deposit'));
    let lost = 0;
    await page.route('**/api/users.php*', async (route) => {
      if (!(route.request().postData() ?? '').includes('name="newcd"')) return route.continue();
      await route.fetch();
      lost++;
      return route.abort('connectionreset');
    });
    await fillProof(page, '77.7');
    const before = (await pendingDeposits()).length;
    await button(page, 'Submit Deposit').click();
    await shown(status(page, 'Payment Pending! Confirmed from your list of deposits.'), 5000);
    expect(lost).toBe(1);
    expect(await w(page).getByRole('alert').count()).toBe(0);
    expect((await pendingDeposits()).filter((d) => d.kind === 'crypto' && d.amount === 77.7)).toHaveLength(1);
    expect((await pendingDeposits()).length).toBe(before + 1);
    await shown(w(page).locator('dd').filter({ hasText: '$77.70' }));
    await button(page, 'Done').click();
    expect(await field(page, 'Amount ($)').inputValue()).toBe('');
  });

  it("a deposit the backend refuses shows the bank's reason, and keeps the amount and the proof", async () => {
    const page = await signedIn('add-funds/crypto');
    // The method list changed after the form loaded: the backend no longer takes DOGE.
    await rewrite(page, 'getcdform', (body) => ({
      ...body,
      names: [...(body.names as string[]), 'DOGE'],
      addresses2: { ...(body.addresses2 as object), DOGE: 'DDemoRetiredAddress000000000000000' },
    }));
    await page.reload();
    await shown(heading(page, 'Crypto Deposit'));
    await field(page, 'Type').selectOption('DOGE');
    await expect(field(page, 'Address').textContent()).resolves.toBe('DDemoRetiredAddress000000000000000');
    await fillProof(page, '10');
    const before = (await pendingDeposits()).length;
    await button(page, 'Submit Deposit').click();
    await shown(alert(page, 'Choose a payment method from the list.'));
    expect((await pendingDeposits()).length, 'nothing was recorded').toBe(before);
    expect(await field(page, 'Amount ($)').inputValue()).toBe('10.00');
    // The card says what it holds, not yet sent (changed on purpose from "File Uploaded:").
    await shown(w(page).getByText(/proof\.png.*, ready to send/));
    await shown(w(page).getByRole('img', { name: 'Preview of proof.png' }));
  });

  it('a file over 5 MB and a file that is not an image are refused as soon as they are chosen; a dropped image is taken', async () => {
    const page = await signedIn('add-funds/crypto');
    await shown(heading(page, 'Crypto Deposit'));
    const proof = field(page, 'Payment Proof');
    await proof.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([pngFile('x').buffer, Buffer.alloc(5 * 1024 * 1024)]) });
    await shown(w(page).getByText('Error: The file must be smaller than 5 MB'));
    await proof.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') });
    await shown(w(page).getByText('Error: The file must be an image: JPEG, PNG, GIF, SVG or WebP'));
    expect(
      await w(page)
        .getByText(/ready to send/)
        .count(),
    ).toBe(0);
    expect(await proof.getAttribute('aria-invalid')).toBe('true');

    const png = pngFile('dropped.png');
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        return data;
      },
      [...png.buffer],
    );
    await w(page).locator('.upload-drop').dispatchEvent('drop', { dataTransfer: transfer });
    await shown(w(page).getByRole('img', { name: 'Preview of dropped.png' }));
    expect(
      await w(page)
        .getByText(/^Error: The file/)
        .count(),
    ).toBe(0);
  });

  it('runs the QR encoder from bank.qr.js beside bank.js once an address shows, under a nonce-only Content-Security-Policy', async () => {
    const nonce = 'qr-n0nce';
    const refused: string[] = [];
    let loads: string[] = [];
    const page = await signedIn('add-funds', {
      prepare: async (page) => {
        loads = qrFileLoads(page);
        page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && refused.push(message.text())));
        // The demo page as a strict site serves it: no script runs without the page's nonce.
        await page.route(`${demo.url}${BASE}/**`, async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const original = await route.fetch();
          const body = (await original.text()).replace(/<script\b/g, `<script nonce="${nonce}"`);
          await route.fulfill({ response: original, body, headers: { ...original.headers(), 'content-security-policy': `script-src 'nonce-${nonce}'` } });
        });
      },
    });
    await shown(heading(page, 'Add funds'));
    expect(loads, 'no QR encoder before an address shows').toEqual([]);
    await w(page).getByRole('link', { name: 'Crypto Deposit' }).click();
    await shown(w(page).getByRole('img', { name: QR_NAME('BTC'), exact: true }));
    expect(loads).toEqual([`${demo.url}/bank.qr.js`]);
    await field(page, 'Type').selectOption('ETH');
    await shown(w(page).getByRole('img', { name: QR_NAME('ETH'), exact: true }));
    expect(loads, 'run once for the page').toHaveLength(1);
    expect(refused).toEqual([]);
  });

  it("bank.js served from another folder (an optimiser's combined file) mounts itself and reads bank.qr.js from the assetsUrl the page gives", async () => {
    let loads: string[] = [];
    const page = await signedIn('add-funds', {
      prepare: async (page) => {
        loads = qrFileLoads(page);
        // The page as the WordPress plugin prints it, its bundle moved into a cache folder, where no bank.qr.js is.
        const options = JSON.stringify({ basePath: BASE, apiBase: demo.url, assetsUrl: `${demo.url}/?ver=r2` }).replace(/"/g, '&quot;');
        await page.route(`${demo.url}${BASE}/**`, (route) =>
          route.request().resourceType() !== 'document'
            ? route.continue()
            : route.fulfill({
                contentType: 'text/html; charset=utf-8',
                body: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="bank" data-bank-options="${options}"><p data-bank-placeholder>Loading online banking…</p></div><script defer src="/wp-content/cache/min/1/combined.js"></script></body></html>`,
              }),
        );
        await page.route('**/wp-content/cache/**', (route) =>
          route.request().url().endsWith('/combined.js')
            ? route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: readFileSync(bundleFile, 'utf8') })
            : route.fulfill({ status: 404, body: '' }),
        );
      },
    });
    await shown(heading(page, 'Add funds'));
    expect(await page.getByText('Loading online banking…').count(), 'the placeholder replaced').toBe(0);
    await w(page).getByRole('link', { name: 'Crypto Deposit' }).click();
    await shown(w(page).getByRole('img', { name: QR_NAME('BTC'), exact: true }));
    expect(loads).toEqual([`${demo.url}/bank.qr.js?ver=r2`]);
  });

  it('without bank.qr.js the address and its Copy button still serve, and the next address asks for it again', async () => {
    let loads: string[] = [];
    let missing = true;
    const page = await signedIn('add-funds', {
      prepare: async (page) => {
        loads = qrFileLoads(page);
        await page.route('**/bank.qr.js', (route) => (missing ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
      },
    });
    await w(page).getByRole('link', { name: 'Crypto Deposit' }).click();
    await shown(heading(page, 'Crypto Deposit'));
    await expect(field(page, 'Address').textContent()).resolves.toBe(BTC);
    await shown(button(page, 'Copy Address'));
    await expect.poll(() => loads.length).toBe(1);
    await expect.poll(() => w(page).locator('.qr').count(), { message: 'no QR code, nor its empty square' }).toBe(0);
    // The next address asks for the file again, and now the code shows.
    missing = false;
    await field(page, 'Type').selectOption('ETH');
    await shown(w(page).getByRole('img', { name: QR_NAME('ETH'), exact: true }));
    expect(loads).toHaveLength(2);
  });

  it('the QR code drawn for the address decodes back to the address, in light and dark', async () => {
    const page = await signedIn('add-funds/crypto');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [type, address] of [
        ['BTC', BTC],
        ['ETH', ETH],
      ] as const) {
        await field(page, 'Type').selectOption(type);
        const code = w(page).getByRole('img', { name: QR_NAME(type), exact: true });
        await shown(code);
        expect(await code.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
        const shot = await code.screenshot();
        // Chromium decodes the screenshot's PNG into pixels; jsQR (test only) reads them.
        const { width, height, pixels } = await page.evaluate(async (b64) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(bitmap, 0, 0);
          const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
          // As base64 text: an array of numbers crosses to the test one element at a time (seconds).
          let bytes = '';
          for (let i = 0; i < data.length; i += 0x8000) bytes += String.fromCharCode(...data.subarray(i, i + 0x8000));
          return { width: bitmap.width, height: bitmap.height, pixels: btoa(bytes) };
        }, shot.toString('base64'));
        const decoded = jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), width, height);
        expect(decoded?.data, `the ${type} QR code, ${scheme}`).toBe(address);
      }
    }
  });
});

describe('Your Details', () => {
  it('copies each field on its own', async () => {
    const page = await signedIn('add-funds/it');
    await shown(heading(page, 'Your Details'));
    const expected: Record<string, string | RegExp> = {
      'Your Username': /^\S+$/,
      'Your Account Number': /^\d{6,}$/,
      'Swift Code': 'DEMOUS33XXX',
      'Routing Number': '110000000',
      Country: 'United States',
    };
    await field(page, 'Swift Code').waitFor();
    for (const [label, value] of Object.entries(expected)) {
      const shownValue = await field(page, label).inputValue();
      if (typeof value === 'string') expect(shownValue).toBe(value);
      else expect(shownValue).toMatch(value);
      await button(page, `Copy ${label}`).click();
      expect(await clipboardText(page), label).toBe(shownValue);
    }
    // Each field says so beside its own button.
    expect(await status(page, 'Copied to clipboard').count()).toBe(5);
  });

  it('without the Clipboard API the text is selected and the customer is told to press Ctrl+C', async () => {
    const page = await signedIn('add-funds/it', { clipboard: false });
    await field(page, 'Swift Code').waitFor();
    await button(page, 'Copy Swift Code').click();
    await shown(status(page, 'Press Ctrl+C to copy'));
    const selected = await field(page, 'Swift Code').evaluate((el: HTMLTextAreaElement) => ({
      focused: (el.getRootNode() as ShadowRoot).activeElement === el,
      text: el.value.slice(el.selectionStart, el.selectionEnd),
    }));
    expect(selected).toEqual({ focused: true, text: 'DEMOUS33XXX' });
  });
});

describe('the list of methods', () => {
  it.each([320, 880, 1280])("at %i px, the offered method is a whole row to click, and the subtitle is the page's own", async (width) => {
    const page = await signedIn('fixed-deposit', { viewport: { width, height: 800 } });
    await shown(heading(page, 'Fixed deposit'));
    await shown(w(page).getByText('Choose how to pay for a fixed deposit.'));
    expect(await w(page).getByText('Deposit into your trading accounts').count()).toBe(0);
    const row = w(page).getByRole('list', { name: 'Available methods' }).getByRole('listitem');
    const box = (await row.boundingBox())!;
    // A click at the row's far end, away from the link's words, still follows it.
    await row.click({ position: { x: box.width - 12, y: box.height / 2 } });
    await shown(heading(page, 'Fixed deposit'));
    await expect.poll(() => page.evaluate(() => location.pathname)).toMatch(/fixed-deposit\/crypto$/);
    await shown(w(page).getByText('Open a fixed deposit: choose a plan', { exact: false }));
  });
});

describe('make payment, fixed deposit and upgrade', () => {
  it.each([
    { index: 'make-payment', h1: 'Make payment', choice: ['Purpose', 'Tax payment'], kind: 'payment', submit: 'Submit Payment', amount: 75 },
    { index: 'fixed-deposit', h1: 'Fixed deposit', choice: ['Plan', 'Fixed 6 months (5.25% p.a.)'], kind: 'fixed', submit: 'Submit Deposit', amount: 1200 },
    { index: null, h1: 'Upgrade Account', choice: ['Plan', 'Tier 3'], kind: 'upgrade', submit: 'Upgrade', amount: 99.99 },
  ] as const)('$h1 is sent with a proof and shows "Payment Pending!"', async ({ index, h1, choice, kind, submit, amount }) => {
    const page = await signedIn(index ?? 'upgrade');
    if (index) {
      await shown(heading(page, h1));
      await w(page).getByRole('link', { name: 'Crypto Deposit' }).click();
    }
    await shown(heading(page, h1));
    if (kind === 'upgrade')
      await shown(
        w(page)
          .locator('.stat')
          .filter({ hasText: /Current plan\s*Tier \d/ }),
      );
    await field(page, 'Type').selectOption('USDT (TRC20)');
    await field(page, choice[0]).selectOption(choice[1]);
    await fillProof(page, String(amount));
    await button(page, submit).click();
    await shown(status(page, 'Payment Pending!'));
    expect((await pendingDeposits()).filter((d) => d.kind === kind)).toEqual([expect.objectContaining({ type: 'USDT (TRC20)', amount, detail: choice[1] })]);
  });

  it('an upgrade (its form lists nothing) whose answer is lost: "cannot tell", Upgrade locked, also after a reload; filed once', async () => {
    const page = await signedIn('upgrade');
    await shown(field(page, 'Plan'));
    const armed = await fetch(`${demo.url}/__demo/next-money-call`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ behaviour: 'lost', email: DEMO_EMAIL }),
    });
    expect(armed.ok).toBe(true);
    await field(page, 'Plan').selectOption('Tier 2');
    await fillProof(page, '42');
    const before = (await pendingDeposits()).filter((d) => d.kind === 'upgrade').length;
    await button(page, 'Upgrade').click();
    await shown(w(page).getByText('We cannot tell yet whether your deposit went through'));
    await shown(w(page).getByText(/The bank keeps no list of these requests/));
    expect(await button(page, 'Upgrade').count()).toBe(0);
    await page.reload();
    await shown(w(page).getByText(/The bank keeps no list of these requests/));
    expect(await button(page, 'Upgrade').count()).toBe(0);
    expect((await pendingDeposits()).filter((d) => d.kind === 'upgrade').length).toBe(before + 1);
  });

  it('an amount that is not positive is refused before anything is sent', async () => {
    const page = await signedIn('upgrade');
    await shown(field(page, 'Plan'));
    await field(page, 'Plan').selectOption('Tier 2');
    await fillProof(page, '0');
    const before = (await pendingDeposits()).length;
    await button(page, 'Upgrade').click();
    await shown(w(page).getByText('Error: Enter an amount greater than 0'));
    expect((await pendingDeposits()).length).toBe(before);
  });
});

/* ---------------------------------------------------------------- accessibility */

interface Scan {
  path: string;
  h1: string;
  state: string;
  prepare?: (page: Page) => Promise<void>;
  /** Loads the page again: the answer it changes is one the widget keeps while it lives (the profile). */
  reload?: true;
  act?: (page: Page) => Promise<void>;
}

const FORMS = [
  { path: 'add-funds/crypto', h1: 'Crypto Deposit', marker: 'getcdform' },
  { path: 'make-payment/crypto', h1: 'Make payment', marker: 'getmpcform' },
  { path: 'fixed-deposit/crypto', h1: 'Fixed deposit', marker: 'getfdcform' },
  { path: 'upgrade', h1: 'Upgrade Account', marker: 'getupgradeform' },
];
const noMethods = (body: Record<string, unknown>) => ({ ...body, names: [], addresses: [], addresses2: {}, transactions: [] });

const SCANS: Scan[] = [
  { path: 'add-funds', h1: 'Add funds', state: 'loaded' },
  { path: 'make-payment', h1: 'Make payment', state: 'loaded' },
  { path: 'fixed-deposit', h1: 'Fixed deposit', state: 'loaded' },
  { path: 'add-funds/it', h1: 'Your Details', state: 'loaded', act: (page) => field(page, 'Country').waitFor() },
  {
    path: 'add-funds/it',
    h1: 'Your Details',
    state: 'empty (no username or account number)',
    prepare: (page) => rewrite(page, 'getinstituition', () => ({ data: null, data2: null, u: null })),
    act: async (page) => expect(field(page, 'Your Username').inputValue()).resolves.toBe('n/a'),
  },
  { path: 'add-funds/it', h1: 'Your Details', state: 'error', prepare: (page) => rewrite(page, 'getinstituition', null), act: (page) => shown(button(page, 'Try again')) },
  ...FORMS.flatMap(({ path, h1, marker }): Scan[] => [
    { path, h1, state: 'loaded', act: (page) => shown(qr(page)) },
    { path, h1, state: 'empty', prepare: (page) => rewrite(page, marker, noMethods), act: (page) => shown(w(page).getByText('No payment methods yet.')) },
    { path, h1, state: 'error', prepare: (page) => rewrite(page, marker, null), act: (page) => shown(button(page, 'Try again')) },
  ]),
  {
    path: 'upgrade',
    h1: 'Upgrade Account',
    state: 'plan not loaded',
    reload: true,
    prepare: (page) => rewrite(page, 'getprofile', null),
    act: (page) => shown(w(page).getByText('We could not load your plan')),
  },
  {
    path: 'add-funds/crypto',
    h1: 'Crypto Deposit',
    state: 'field errors',
    act: async (page) => {
      await field(page, 'Address').waitFor();
      await button(page, 'Submit Deposit').click();
      await shown(w(page).getByText('Error: Enter an amount'));
    },
  },
  {
    path: 'add-funds/crypto',
    h1: 'Crypto Deposit',
    state: 'the page of a filed deposit',
    act: async (page) => {
      await fillProof(page, '41');
      await button(page, 'Submit Deposit').click();
      await shown(heading(page, 'Payment filed'));
    },
  },
  {
    path: 'add-funds/crypto',
    h1: 'Crypto Deposit',
    state: 'copied, proof chosen, after a filed deposit',
    act: async (page) => {
      await button(page, 'Copy Address').click();
      await fillProof(page, '42');
      await button(page, 'Submit Deposit').click();
      await shown(status(page, 'Payment Pending!'));
      await button(page, 'Done').click();
      await fillProof(page, '43', 'second.png');
      // The demo page's sticky bar would sit over the form where the flow left it scrolled.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
];

/** Brings the page to a state: the answers it needs, then the screen shown afresh (its own loader asks again). */
async function reachState(page: Page, scan: Scan): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  await scan.prepare?.(page);
  if (scan.reload) await page.goto(`${demo.url}${BASE}/dashboard/${scan.path}`);
  else {
    await visit(page, '/dashboard');
    await visit(page, `/dashboard/${scan.path}`);
  }
  await shown(heading(page, scan.h1));
  await scan.act?.(page);
}

describe('axe (WCAG 2.0–2.2 A/AA) on every funds screen, light at 360 px and dark at 1280 px', () => {
  // The three lists are one screen's layout each: one page walks them.
  const lists = ['add-funds', 'make-payment', 'fixed-deposit'];
  const groups = pageGroups(SCANS, (s) => (lists.includes(s.path) ? 'lists' : s.path)).map((scans) => ({
    path: [...new Set(scans.map((s) => s.path))].join(', '),
    states: scans.map((s) => s.state).join(', '),
    scans,
  }));
  it.each(groups)('$path: $states', async ({ scans }) => {
    const page = await signedIn('add-funds');
    await shown(heading(page, 'Add funds'));
    const found = await scanStates(page, scans, reachState, { desktop: DESKTOP });
    expect(found).toEqual([]);
  });
});
