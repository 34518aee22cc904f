/**
 * A transfer whose answer is lost on the way back, against the demo backend, driven with the
 * keyboard alone: the widget finds out from the bank's own list of transfers what became of it,
 * giving the bank time, and never sends it twice. Some of these wait out the shipped bundle's
 * real time limit on newtrs (20 s) and its margin (10 s). The rest of the transfer:
 * transfer.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemoBrowser } from './support/demo-browser';
import { DEMO_EMAIL } from './support/demo';
import { heading, shown, waitForPath, widget } from './support/demo-ui';
import { BASE } from './support/pages';
import { authorises, enterPin, fillForm, pinValues, row, tabTo, toPin, transferSession } from './support/transfer';

const env = useDemoBrowser();
const { openSend, demoBalance } = transferSession(env);

/** What reached the demo bank's api/users.php after the request numbered `since`, by call (demo/server: GET /__demo/journal). */
async function reachedBank(since = 0): Promise<string[]> {
  const { requests } = (await (await fetch(`${env.url}/__demo/journal`)).json()) as { requests: { seq: number; call: string }[] };
  return requests.filter((r) => r.seq > since).map((r) => r.call);
}
const journalMark = async () => {
  const { requests } = (await (await fetch(`${env.url}/__demo/journal`)).json()) as { requests: { seq: number }[] };
  return requests.at(-1)?.seq ?? 0;
};
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

/**
 * The network between the page and the bank, as a phone has it: `newtrs` reaches the bank and
 * its answer is lost (`lost: 'after'`), or the connection drops before the bank (`'before'`);
 * `listDown` makes the list of transfers unreadable too.
 */
async function dropTransferAnswer(page: Page, lost: 'after' | 'before') {
  const network = { listDown: false, answersLost: 0 };
  await page.route('**/api/users.php', async (route) => {
    const body = route.request().postData() ?? '';
    if (/name="newtrs"/.test(body)) {
      if (lost === 'after') await route.fetch();
      network.answersLost++;
      return route.abort('connectionreset');
    }
    if (network.listDown && /name="gettrslist"/.test(body)) return route.abort('internetdisconnected');
    return route.continue();
  });
  return network;
}

describe('a transfer whose answer is lost on the way back', () => {
  it('carried out by the bank: the widget reads the list of transfers and shows it sent, and it reached the bank once', async () => {
    const { page } = await openSend();
    await toPin(page);
    const network = await dropTransferAnswer(page, 'after');
    const mark = await journalMark();
    await enterPin(page, 'Transaction PIN', '1234');
    // No error, no PIN again: the receipt, from the bank's own list, within a few seconds.
    await shown(widget(page).getByText('Sent: confirmed from your list of transfers'), 5_000);
    await shown(heading(page, 'Transfer receipt'));
    expect(network.answersLost).toBe(1);
    expect(
      await widget(page)
        .getByText(/could not reach|network/i)
        .count(),
    ).toBe(0);
    await shown(row(page, 'Balance after transfer').getByText('$24,000.00'));
    const reached = await reachedBank(mark);
    expect(count(reached, 'newtrs')).toBe(1);
    expect(reached.indexOf('gettrslist')).toBeGreaterThan(reached.indexOf('newtrs'));
    expect(await demoBalance()).toBe(24_000);
  });

  it('while the list cannot be read either, it says it cannot tell yet and keeps the transfer locked: the PIN step opened again asks no PIN; Check again finds it sent', async () => {
    const { page } = await openSend();
    await toPin(page);
    const network = await dropTransferAnswer(page, 'after');
    network.listDown = true;
    const mark = await journalMark();
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(widget(page).getByText('We cannot tell yet whether your transfer went through'));
    await shown(widget(page).getByText('It cannot be sent again until we know.'));
    const checkAgain = widget(page).getByRole('button', { name: 'Check again' });
    await shown(checkAgain);
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // The customer goes back to the review and on to the PIN step again: still locked, no PIN to type.
    await page.goBack();
    await waitForPath(page, `${BASE}/dashboard/send/confirm`);
    await page.goForward();
    await waitForPath(page, `${BASE}/dashboard/send/pin`);
    await shown(widget(page).getByText('We cannot tell yet whether your transfer went through'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // The list is readable again: one press finds the transfer sent.
    network.listDown = false;
    await tabTo(page, 'Check again');
    await page.keyboard.press('Enter');
    await shown(widget(page).getByText('Sent: confirmed from your list of transfers'), 5_000);
    const reached = await reachedBank(mark);
    expect(count(reached, 'newtrs')).toBe(1);
    expect(count(reached, 'confirmmypin')).toBe(1);
    expect(await demoBalance()).toBe(24_000);
  });

  it('dropped before the bank: still checking while the bank may yet book it, then "Nothing left your account" within a minute, the transfer kept for the PIN; the next PIN sends it once', async () => {
    const { page } = await openSend();
    await toPin(page);
    const network = await dropTransferAnswer(page, 'before');
    const mark = await journalMark();
    const sentAt = Date.now();
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(widget(page).getByText('Checking whether your transfer went through…'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // Not found is not "not sent" until the call's own time limit (20 s) and a margin have passed.
    await shown(widget(page).getByText('Nothing left your account'), 45_000);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(29_000);
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    await shown(widget(page).getByText('The transfer did not reach the bank. Your details are kept: enter your PIN to try again.'));
    expect(network.answersLost).toBe(1);
    // The same transfer, still said in full, and its PIN boxes back (empty).
    expect(await authorises(page)).toBe('Send $1,000.00 to Jane Doe');
    expect(await pinValues(page)).toEqual(['', '', '', '']);
    expect(count(await reachedBank(mark), 'newtrs')).toBe(0);
    expect(await demoBalance()).toBe(25_000);
    // Trying again is the customer's own act; the network is back.
    await page.unroute('**/api/users.php');
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(heading(page, 'Transfer receipt'));
    await shown(widget(page).getByText('Successful! Await Confirmation'));
    expect(count(await reachedBank(mark), 'newtrs')).toBe(1);
    expect(await demoBalance()).toBe(24_000);
  });
});

/** Arms the demo bank's next money call of the demo customer (demo/server/next-money-call.ts). */
async function armNextMoneyCall(behaviour: 'lost' | 'late' | 'slow', delayMs?: number): Promise<void> {
  const response = await fetch(`${env.url}/__demo/next-money-call`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ behaviour, email: DEMO_EMAIL, ...(delayMs === undefined ? {} : { delayMs }) }),
  });
  if (!response.ok) throw new Error(`POST /__demo/next-money-call answered HTTP ${response.status}`);
}

/**
 * From the review, the same transfer again: the question asks before the PIN step, calling the
 * transfer still out what it is (not confirmed yet, never "you sent this"), and "Send again" goes on to it.
 */
async function confirmAgain(page: Page): Promise<void> {
  await shown(widget(page).getByText('Amount received', { exact: true }));
  await tabTo(page, 'Confirm and enter PIN');
  await page.keyboard.press('Enter');
  await shown(widget(page).getByText('A transfer of this amount to this account, made 1 minute ago, is not confirmed yet. Send another?'));
  expect(
    await widget(page)
      .getByText(/You sent this amount/)
      .count(),
  ).toBe(0);
  await tabTo(page, 'Send again');
  await page.keyboard.press('Enter');
  // The PIN step while one is out: the check's own heading (checking, or not known yet), not a PIN.
  await waitForPath(page, `${BASE}/dashboard/send/pin`);
  await shown(heading(page, /^(Checking your transfer|Transfer not confirmed yet)$/));
}

/** Waits for the receipt found in the list, failing at once if "not sent" is ever said meanwhile. */
async function foundNeverNotSent(page: Page, within: number): Promise<void> {
  const until = Date.now() + within;
  const found = widget(page).getByText('Sent: confirmed from your list of transfers');
  while (!(await found.isVisible())) {
    expect(await widget(page).getByText('Nothing left your account').count(), '"not sent" said of a transfer the bank booked').toBe(0);
    expect(Date.now(), 'found within the time').toBeLessThan(until);
    await page.waitForTimeout(250);
  }
}

describe("a transfer that is out stays known until the bank's list settles it", () => {
  it('a bank that lists it 10 s after its answer was lost: never "not sent", the PIN step locked when the customer tries again, found within a minute; it reached the bank once', async () => {
    const { page } = await openSend();
    await toPin(page);
    await armNextMoneyCall('late', 10_000);
    const mark = await journalMark();
    const sentAt = Date.now();
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(widget(page).getByText('Checking whether your transfer went through…'));
    await shown(widget(page).getByText(/nothing will be sent twice/));
    // The customer tries to send it again: back to the review, and on.
    await page.goBack();
    await waitForPath(page, `${BASE}/dashboard/send/confirm`);
    await confirmAgain(page);
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    await foundNeverNotSent(page, 60_000 - (Date.now() - sentAt));
    const reached = await reachedBank(mark);
    expect(count(reached, 'newtrs')).toBe(1);
    expect(await demoBalance()).toBe(24_000);
  });

  it('a reload while it cannot tell yet, then the same transfer entered again: the PIN step stays locked, and it reaches the bank once', async () => {
    const { page } = await openSend();
    await toPin(page);
    // The bank carries it out and the answer is lost; the list cannot be read for now.
    await armNextMoneyCall('lost');
    const network = { listDown: true };
    await page.route('**/api/users.php', (route) =>
      network.listDown && /name="gettrslist"/.test(route.request().postData() ?? '') ? route.abort('internetdisconnected') : route.continue(),
    );
    const mark = await journalMark();
    await enterPin(page, 'Transaction PIN', '1234');
    await shown(widget(page).getByText('We cannot tell yet whether your transfer went through'));
    await page.reload();
    // After the reload the PIN step resumes the check: no PIN to enter.
    await shown(widget(page).getByText('We cannot tell yet whether your transfer went through'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // The same transfer, entered again from the form.
    await page.goto(`${env.url}${BASE}/dashboard/send`);
    await shown(heading(page, 'Bank Transfer'));
    await fillForm(page);
    await confirmAgain(page);
    await shown(widget(page).getByText('We cannot tell yet whether your transfer went through'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // The list readable again: the check finds the one transfer sent.
    network.listDown = false;
    await tabTo(page, 'Check again');
    await page.keyboard.press('Enter');
    await shown(widget(page).getByText('Sent: confirmed from your list of transfers'), 15_000);
    expect(count(await reachedBank(mark), 'newtrs')).toBe(1);
    expect(await demoBalance()).toBe(24_000);
  });

  it('the widget taken out of the page and put back while newtrs is on its way: the call goes on, the new widget shows the check, and the same transfer entered again reaches the bank once', async () => {
    const { page } = await openSend();
    await toPin(page);
    // Answered 8 s late: time enough to take the widget out and put it back on a busy machine.
    await armNextMoneyCall('slow', 8000);
    const mark = await journalMark();
    const answered = page.waitForResponse((response) => /name="newtrs"/.test(response.request().postData() ?? ''));
    const onItsWay = page.waitForRequest((request) => /name="newtrs"/.test(request.postData() ?? ''));
    await enterPin(page, 'Transaction PIN', '1234');
    await onItsWay;
    const remount = (unmount: boolean) =>
      page.evaluate((off) => {
        const el = document.getElementById('bank')!;
        const mount = (window as unknown as { mountBank: (el: Element, o: object) => { unmount(): void } }).mountBank;
        const widget = mount(el, { basePath: '/wp-user', apiBase: location.origin });
        if (off) widget.unmount();
      }, unmount);
    await remount(true);
    await remount(false);
    await shown(widget(page).getByText('Checking whether your transfer went through…'));
    expect(await widget(page).locator('.pin-box').count()).toBe(0);
    // The answer the first widget waited for arrives (the request was never cancelled) and settles it.
    expect((await answered).status()).toBe(200);
    await shown(widget(page).getByText('That transfer was already sent; nothing was sent again.'));
    await fillForm(page);
    await shown(widget(page).getByText('Amount received', { exact: true }));
    await tabTo(page, 'Confirm and enter PIN');
    await page.keyboard.press('Enter');
    await shown(widget(page).getByText('You sent this amount to this account 1 minute ago. Send again?'));
    await tabTo(page, "Don't send");
    await page.keyboard.press('Enter');
    expect(count(await reachedBank(mark), 'newtrs')).toBe(1);
    expect(await demoBalance()).toBe(24_000);
  });
});
