/**
 * Driving the demo page as a person would: the widget (`#bank`, an open shadow root that
 * `getByLabel`/`getByRole` pierce), the "Demo mailbox" (codes and reset links) and the
 * "Demo controls" (the bank's back office) beside it. Plus small things the auth tests need:
 * valid PNG files to upload, the focused element through shadow roots, a demo data reset.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

export const WAIT = 10_000;
/** The demo panel polls the server every 2 s; mail and state show up within that, plus slack. */
export const PANEL_WAIT = 8_000;

export const ADMIN_EMAIL = 'admin@bank.test';
export const ADMIN_PASSWORD = 'admin1234';

/** Restores the seed (accounts, mailbox, sessions). The only admin API call the tests make. */
export async function resetDemo(origin: string): Promise<void> {
  const response = await fetch(`${origin}/__demo/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__demo/reset answered HTTP ${response.status}`);
}

/** The widget's mount element; locators inside reach into its shadow root. */
export const widget = (page: Page): Locator => page.locator('#bank');

export const shown = (locator: Locator, timeout = WAIT) => locator.waitFor({ state: 'visible', timeout });

export const heading = (page: Page, name: string | RegExp) => widget(page).getByRole('heading', { level: 1, name });

/** Waits until the page's path is `path` (exact string) or matches it (RegExp). */
export async function waitForPath(page: Page, path: string | RegExp, timeout = WAIT): Promise<void> {
  const spec = typeof path === 'string' ? { exact: path } : { source: path.source, flags: path.flags };
  try {
    await page.waitForFunction(
      (s) => ('exact' in s ? location.pathname === s.exact : new RegExp(s.source!, s.flags).test(location.pathname)),
      spec,
      // By the clock, not by animation frames: a renderer starved of frames on a busy machine must not stall the wait.
      { timeout, polling: 100 },
    );
  } catch (error) {
    throw new Error(`expected the path ${String(path)}, still at ${await page.evaluate(() => location.pathname)}`, { cause: error });
  }
}

export const pathname = (page: Page) => page.evaluate(() => location.pathname);

/* ---------------------------------------------------------------- mailbox */

const mailbox = (page: Page): Locator => page.getByRole('region', { name: 'Demo mailbox' });

/** Waits until the mailbox has loaded once (its count line no longer reads "Loading…"). */
export async function mailboxLoaded(page: Page): Promise<void> {
  await mailbox(page)
    .getByText(/^(No mail yet\.|\d+ messages?\.)$/)
    .waitFor({ timeout: PANEL_WAIT });
}

const mailsTo = (page: Page, to: string, subject: string) =>
  mailbox(page)
    .getByRole('listitem')
    .filter({ hasText: `To ${to} ·` })
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) });

/** How many mails with `subject` the mailbox shows for `to` (call after mailboxLoaded). */
export const mailCount = (page: Page, to: string, subject: string) => mailsTo(page, to, subject).count();

/** The newest mail to `to` with `subject`, once more than `seenBefore` of them are shown. */
async function newMail(page: Page, to: string, subject: string, seenBefore: number): Promise<Locator> {
  const mails = mailsTo(page, to, subject);
  const deadline = Date.now() + PANEL_WAIT;
  while ((await mails.count()) <= seenBefore) {
    if (Date.now() > deadline) throw new Error(`no new "${subject}" mail to ${to} in the Demo mailbox (had ${seenBefore})`);
    await page.waitForTimeout(100);
  }
  return mails.first(); // newest first
}

export const VERIFICATION_SUBJECT = 'Your verification code';
const RESET_SUBJECT = 'Reset your password';

/** Reads the code ("Code 123456") of the newest verification mail to `to`. */
export async function verificationCode(page: Page, to: string, seenBefore = 0): Promise<string> {
  const mail = await newMail(page, to, VERIFICATION_SUBJECT, seenBefore);
  const text = await mail.innerText();
  const code = /Code\s+(\d{4,8})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${text}`);
  return code;
}

/** The "Open the reset link" link of the newest reset mail to `to`. */
export async function resetLink(page: Page, to: string, seenBefore = 0): Promise<Locator> {
  const mail = await newMail(page, to, RESET_SUBJECT, seenBefore);
  return mail.getByRole('link', { name: 'Open the reset link' });
}

/* ---------------------------------------------------------------- demo controls */

export const controls = (page: Page): Locator => page.getByRole('region', { name: 'Demo controls' });

/** Chooses `email` in the controls' Customer picker once the panel lists it with `state` (e.g. "KYC: Pending Verification"). */
async function chooseCustomer(page: Page, email: string, state?: string): Promise<void> {
  const panel = controls(page);
  const picker = panel.getByLabel('Customer', { exact: true });
  await picker.locator(`option[value="${email}"]`).waitFor({ state: 'attached', timeout: PANEL_WAIT });
  await picker.selectOption(email);
  if (state) await panel.getByText(state).waitFor({ timeout: PANEL_WAIT });
}

/** "Approve KYC" / "Decline KYC" for `email` in Demo controls; resolves with the group's status line. */
export async function decideKyc(page: Page, email: string, decision: 'Approve KYC' | 'Decline KYC'): Promise<string> {
  await chooseCustomer(page, email, 'KYC: Pending Verification');
  const group = controls(page).getByRole('group', { name: 'Identity check (KYC)' });
  await group.getByRole('button', { name: decision, exact: true }).click();
  const status = group.getByRole('status');
  await status.getByText(/KYC (approved|declined) for|no documents|Choose a customer|could not/).waitFor({ timeout: WAIT });
  return status.innerText();
}

/* ---------------------------------------------------------------- files */

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid RGB PNG of one colour (decodable by any image reader). */
export function pngBytes(width = 8, height = 8, rgb: [number, number, number] = [29, 78, 216]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

export const pngFile = (name: string, rgb?: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: pngBytes(12, 12, rgb) });

/* ---------------------------------------------------------------- focus */

export interface FocusedElement {
  tag: string;
  type: string;
  name: string;
  text: string;
  /** The accessible label text, from <label for> (inside the same root). */
  label: string;
  outlineStyle: string;
  outlineWidth: string;
  checked: boolean | null;
}

/** The element that has focus, looking through open shadow roots. */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const root = el.getRootNode() as Document | ShadowRoot;
    const label = el.id ? (root.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '') : '';
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      name: el.getAttribute('name') ?? '',
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      label: label.replace(/\s+/g, ' ').trim(),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      checked: el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : null,
    };
  });
}

/**
 * The screen `name` has arrived: its h1 is shown and holds focus, as after every navigation.
 * Keys pressed before that would race the widget moving focus to the heading.
 */
export async function arrived(page: Page, name: string | RegExp, timeout = WAIT): Promise<void> {
  await shown(heading(page, name), timeout);
  const isIt = (f: FocusedElement | null) => f?.tag === 'h1' && (typeof name === 'string' ? f.text === name : name.test(f.text));
  const until = Date.now() + timeout;
  for (let now = await focused(page); !isIt(now); now = await focused(page)) {
    if (Date.now() > until) throw new Error(`focus never reached the h1 ${String(name)}; it is on ${now ? `${now.tag} "${now.label || now.text}"` : '(body)'}`);
    await page.waitForTimeout(50);
  }
}

/** Presses `key` (Tab or Shift+Tab) until `matches(focused)`, at most `max` times; returns the element. */
export async function pressUntil(page: Page, key: 'Tab' | 'Shift+Tab', matches: (f: FocusedElement) => boolean, what: string, max = 25): Promise<FocusedElement> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now && matches(now)) return now;
    seen.push(now ? `${now.tag}${now.name ? `[name=${now.name}]` : ''} "${now.label || now.text}"` : '(body)');
  }
  throw new Error(`${key} never reached ${what}; focus went: ${seen.join(' → ')}`);
}
