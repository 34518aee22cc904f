// @vitest-environment node
/** The bank controls' "next money call": an answer lost, a call dropped, booked late, answered slowly; one call each. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as dash from '../../src/api/dashboard';
import type { Transport } from '../../src/api/transport';
import { startDemoServer } from '../../demo/server/http';
import { LIST_HOLD_MS } from '../../demo/server/next-money-call';
import { adminPost, clientFor, demoState, png, signIn, transfer, useDemoServer } from './helpers';

const ctx = useDemoServer();
let demo: Transport;
let token: string;
beforeEach(async () => {
  token = await signIn(ctx.url, 'demo@bank.test');
  demo = clientFor(ctx.url, token);
});

const arm = (body: Record<string, unknown>) => adminPost(ctx.url, 'next-money-call', body);

/** The transfer exactly as the widget posts it, on a raw fetch: it rejects when the connection is reset. */
async function sendTransfer(url = ctx.url, withToken = token): Promise<Response> {
  expect(await dash.confirmMyPin(clientFor(url, withToken), { pin: '1234' })).toMatchObject({ ok: true });
  const body = new FormData();
  for (const [name, value] of Object.entries({ newtrs: '1', token: withToken, ...transfer })) body.append(name, value);
  return fetch(`${url}/api/users.php`, { method: 'POST', body });
}

const listedTransfers = async (client = demo) => {
  const list = await dash.getTransferList(client);
  if (!list.ok) throw new Error(`gettrslist failed: ${JSON.stringify(list)}`);
  return list.data.data.filter((t) => t.recipient === 'Riley Stone');
};
const statementLines = async () => {
  const statement = await dash.getStatement(demo);
  if (!statement.ok) throw new Error('getstatement failed');
  return statement.data.data.filter((t) => t.name === 'Transfer to Riley Stone');
};
const balance = async () => {
  const profile = await dash.getProfile(demo);
  return profile.ok ? profile.data.balance : NaN;
};
/** The journal outlives a reset: compare counts. */
const newtrsInJournal = async () => {
  const { requests } = (await (await fetch(`${ctx.url}/__demo/journal`)).json()) as { requests: { call: string }[] };
  return requests.filter((r) => r.call === 'newtrs').length;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /__demo/next-money-call', () => {
  it('arms one behaviour, shown in the state; normal and reset disarm it', async () => {
    expect((await demoState(ctx.url)).nextMoneyCall).toBeNull();
    expect(await arm({ behaviour: 'late' })).toMatchObject({ status: 200, json: { status: true, message: expect.stringContaining('10 s') } });
    expect((await demoState(ctx.url)).nextMoneyCall).toEqual({ behaviour: 'late', delayMs: 10_000 });
    await arm({ behaviour: 'slow', email: 'Demo@Bank.test', delayMs: 1500 });
    expect((await demoState(ctx.url)).nextMoneyCall).toEqual({ behaviour: 'slow', email: 'demo@bank.test', delayMs: 1500 });
    await arm({ behaviour: 'lost' });
    expect((await demoState(ctx.url)).nextMoneyCall).toEqual({ behaviour: 'lost' });
    expect(await arm({ behaviour: 'normal' })).toMatchObject({ status: 200, json: { status: true } });
    expect((await demoState(ctx.url)).nextMoneyCall).toBeNull();
    await arm({ behaviour: 'dropped' });
    expect(await adminPost(ctx.url, 'reset')).toMatchObject({ status: 200 });
    expect((await demoState(ctx.url)).nextMoneyCall).toBeNull();
  });

  it.each([
    [{ behaviour: 'vanish' }, 400],
    [{}, 400],
    [{ behaviour: 'slow', delayMs: 60_001 }, 400],
    [{ behaviour: 'slow', delayMs: -1 }, 400],
    [{ behaviour: 'late', delayMs: 1.5 }, 400],
    [{ behaviour: 'late', delayMs: '100' }, 400],
    [{ behaviour: 'lost', email: 'ghost@bank.test' }, 404],
    [{ behaviour: 'lost', email: 'admin@bank.test' }, 404],
  ])('refuses %o with %i and arms nothing', async (body, status) => {
    expect(await arm(body)).toMatchObject({ status, json: { status: false, error: true } });
    expect((await demoState(ctx.url)).nextMoneyCall).toBeNull();
  });
});

describe('the armed money call', () => {
  it('lost: the bank carries the transfer out, the answer never arrives; the call after is answered', async () => {
    await arm({ behaviour: 'lost' });
    const journalled = await newtrsInJournal();
    await expect(sendTransfer()).rejects.toThrow();
    // Listed at once, but the list answers LIST_HOLD_MS late for a while: the demo's delay, so the widget's checking state can be seen.
    const asked = Date.now();
    expect(await listedTransfers()).toHaveLength(1);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(LIST_HOLD_MS - 50);
    // Other reads are not held.
    const profileAt = Date.now();
    await balance();
    expect(Date.now() - profileAt).toBeLessThan(LIST_HOLD_MS);
    expect(await statementLines()).toHaveLength(1);
    expect(await balance()).toBe(25000 - 1250.5);
    expect(await newtrsInJournal()).toBe(journalled + 1);
    expect((await demoState(ctx.url)).nextMoneyCall).toBeNull();
    // One-shot: the next transfer is answered as usual.
    const next = await sendTransfer();
    expect(await next.json()).toMatchObject({ status: true, message: 'Successful! Await Confirmation' });
    expect(await listedTransfers()).toHaveLength(2);
  });

  it('dropped: the connection fails before the bank has it; nothing recorded, balance kept', async () => {
    await arm({ behaviour: 'dropped' });
    const journalled = await newtrsInJournal();
    await expect(sendTransfer()).rejects.toThrow();
    expect(await listedTransfers()).toHaveLength(0);
    expect(await statementLines()).toHaveLength(0);
    expect(await balance()).toBe(25000);
    expect(await newtrsInJournal()).toBe(journalled);
    // The confirmed PIN was never used, and the next call goes through.
    expect(await (await sendTransfer()).json()).toMatchObject({ status: true });
    expect(await listedTransfers()).toHaveLength(1);
  });

  it('late: the answer is lost; the bank lists the transfer only after delayMs, and once', async () => {
    await arm({ behaviour: 'late', delayMs: 1200 });
    const sentAt = Date.now();
    await expect(sendTransfer()).rejects.toThrow();
    expect(await listedTransfers()).toHaveLength(0);
    expect(await statementLines()).toHaveLength(0);
    const recent = await dash.getRecentStatement(demo);
    expect(recent.ok && recent.data.data.some((t) => t.name === 'Transfer to Riley Stone')).toBe(false);
    // The money is held at once, as an available balance shows it.
    expect(await balance()).toBe(25000 - 1250.5);
    expect(Date.now() - sentAt).toBeLessThan(1200);
    // Listed once delayMs has passed on the bank's clock, which starts when the bank has the call
    // (a little after sentAt on a busy machine): polled, so a late start does not read as a failure.
    await vi.waitFor(async () => expect(await listedTransfers()).toHaveLength(1), { timeout: 5000, interval: 50 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1200);
    expect(await statementLines()).toHaveLength(1);
    await sleep(200);
    expect(await listedTransfers()).toHaveLength(1);
  });

  it('late deposits: the form lists the deposit only after delayMs', async () => {
    await arm({ behaviour: 'late', delayMs: 800 });
    const before = await dash.getCryptoDepositForm(demo);
    const count = before.ok ? (before.data.transactions?.length ?? NaN) : NaN;
    const sentAt = Date.now();
    await expect(dash.newCryptoDeposit(demo, { type: 'ETH', amount: '300', depositPic: png() })).resolves.toMatchObject({ ok: false });
    const at = await dash.getCryptoDepositForm(demo);
    expect(at.ok && at.data.transactions?.length).toBe(count);
    expect(Date.now() - sentAt).toBeLessThan(800);
    const after = await vi.waitFor(
      async () => {
        const form = await dash.getCryptoDepositForm(demo);
        expect(form.ok && form.data.transactions?.length).toBe(count + 1);
        return form;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(800);
    expect(after.ok && after.data.transactions?.[0]).toMatchObject({ type: 'ETH', amount: 300, status: 'pending' });
  });

  it('slow: the bank carries it out and answers after delayMs', async () => {
    await arm({ behaviour: 'slow', delayMs: 700 });
    const sentAt = Date.now();
    const response = await sendTransfer();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(700);
    expect(await response.json()).toMatchObject({ status: true, message: 'Successful! Await Confirmation' });
    expect(await listedTransfers()).toHaveLength(1);
    const quick = Date.now();
    await (await sendTransfer()).json();
    expect(Date.now() - quick).toBeLessThan(700);
  });

  it('a refused call uses nothing up: the next one the bank carries out meets the arming', async () => {
    await arm({ behaviour: 'lost' });
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, amount: '999999' })).toMatchObject({ ok: false, message: 'Insufficient balance' });
    expect((await demoState(ctx.url)).nextMoneyCall).toEqual({ behaviour: 'lost' });
    await expect(sendTransfer()).rejects.toThrow();
    expect(await listedTransfers()).toHaveLength(1);
  });

  it('reads and other calls are not money calls', async () => {
    await arm({ behaviour: 'dropped' });
    expect(await dash.getTransferList(demo)).toMatchObject({ ok: true });
    expect(await dash.confirmMyPin(demo, { pin: '1234' })).toMatchObject({ ok: true });
    expect((await demoState(ctx.url)).nextMoneyCall).toEqual({ behaviour: 'dropped' });
  });

  it('armed for one customer, another customer’s money call is answered as usual', async () => {
    await arm({ behaviour: 'dropped', email: 'nopin@bank.test' });
    expect(await (await sendTransfer()).json()).toMatchObject({ status: true });
    expect((await demoState(ctx.url)).nextMoneyCall).toMatchObject({ behaviour: 'dropped', email: 'nopin@bank.test' });
    await arm({ behaviour: 'lost', email: 'demo@bank.test' });
    await expect(sendTransfer()).rejects.toThrow();
    expect(await listedTransfers()).toHaveLength(2);
  });

  it.each(['lost', 'dropped'] as const)('%s: a browser’s replay of the reset request (same bytes) is lost too, so the bank has it at most once', async (behaviour) => {
    await arm({ behaviour });
    await dash.confirmMyPin(demo, { pin: '1234' });
    const form = new FormData();
    for (const [name, value] of Object.entries({ newtrs: '1', token, ...transfer })) form.append(name, value);
    const wire = new Request(`${ctx.url}/api/users.php`, { method: 'POST', body: form });
    const bytes = new Uint8Array(await wire.arrayBuffer());
    const headers = { 'Content-Type': wire.headers.get('content-type') ?? '' };
    const replay = () => fetch(wire.url, { method: 'POST', headers, body: bytes });
    await expect(replay()).rejects.toThrow();
    await expect(replay()).rejects.toThrow();
    expect(await listedTransfers()).toHaveLength(behaviour === 'lost' ? 1 : 0);
    // The customer sending it again builds a new request: the bank has that one.
    expect(await (await sendTransfer()).json()).toMatchObject({ status: true });
    expect(await listedTransfers()).toHaveLength(behaviour === 'lost' ? 2 : 1);
  });

  it('a held answer does not keep a closing server waiting', async () => {
    const server = await startDemoServer({ log: () => {} });
    try {
      const own = await signIn(server.url, 'demo@bank.test');
      expect(await adminPost(server.url, 'next-money-call', { behaviour: 'slow', delayMs: 60_000 })).toMatchObject({ status: 200 });
      const answer = sendTransfer(server.url, own);
      answer.catch(() => {});
      await expect.poll(() => server.store.nextMoneyCall).toBeNull();
      const closing = Date.now();
      await server.close();
      expect(Date.now() - closing).toBeLessThan(2000);
      await expect(answer).rejects.toThrow();
    } finally {
      await server.close().catch(() => {});
    }
  });
});
